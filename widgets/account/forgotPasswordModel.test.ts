// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { FormErrorResult } from '../../src/api';
import { failureAction, formReducer, INITIAL_FORM } from './formModel';
import { forgotReducer, initialForgot, STEP_FIELDS, type ForgotAction, type ForgotState } from './forgotPasswordModel';
// The model is given the message table (as the widget gives it); expectations below are the spec's text, written out.
import { AUTH_MESSAGES as m } from './messages';

const run = (actions: ForgotAction[], from: ForgotState = initialForgot()) => actions.reduce(forgotReducer, from);
const formError = (fieldErrors: Record<string, string>, messages: string[] = [], codes: string[] = []): FormErrorResult => ({
  ok: false,
  kind: 'formError',
  status: 200,
  fieldErrors,
  messages,
  message: messages[0] ?? Object.values(fieldErrors)[0] ?? '',
  exceptions: [
    ...Object.entries(fieldErrors).map(([propertyPath, localizedMessage]) => ({ propertyPath, localizedMessage, errorCode: '' })),
    ...messages.map((localizedMessage, i) => ({ propertyPath: '', localizedMessage, errorCode: codes[i] ?? '' })),
  ],
  data: {},
});

describe('forgot-password steps', () => {
  it('walks 0 -> 1 -> 2 -> 3 when each step passes, keeping the email and the code', () => {
    const s = run([
      { type: 'submitted' },
      { type: 'stepPassed', email: 'teacher@example.com' },
      { type: 'submitted' },
      { type: 'stepPassed', code: '123456' },
      { type: 'submitted' },
      { type: 'stepPassed' },
    ]);
    expect(s).toMatchObject({ step: 3, email: 'teacher@example.com', code: '123456', form: INITIAL_FORM });
  });

  it('a form error keeps the step and puts the message under its field', () => {
    const atStep1 = run([{ type: 'submitted' }, { type: 'stepPassed', email: 'a@b.co' }]);
    const s = run([{ type: 'submitted' }, failureAction(formError({ code: 'Wrong code.' }), STEP_FIELDS[1], m)], atStep1);
    expect(s.step).toBe(1);
    expect(s.form).toMatchObject({ status: 'editing', errors: { code: 'Wrong code.' }, general: [] });
  });

  it('client-side errors keep the step too', () => {
    const s = run([{ type: 'invalid', errors: { email: 'Please enter an email address.' } }]);
    expect(s).toMatchObject({ step: 0, form: { errors: { email: 'Please enter an email address.' }, attempt: 1 } });
  });

  it('a step only advances from a running submit (a late answer after Cancel does nothing)', () => {
    const s = run([{ type: 'submitted' }, { type: 'reset' }, { type: 'stepPassed', email: 'late@example.com' }]);
    expect(s).toEqual(initialForgot());
  });

  it('Cancel or close from any step resets to step 0 with nothing kept', () => {
    const s = run([
      { type: 'submitted' },
      { type: 'stepPassed', email: 'a@b.co' },
      { type: 'submitted' },
      { type: 'stepPassed', code: '1' },
      { type: 'invalid', errors: { password: 'x' } },
      { type: 'reset' },
    ]);
    expect(s).toEqual(initialForgot());
  });

  it('the success step does not advance further', () => {
    const s3 = run([{ type: 'submitted' }, { type: 'stepPassed' }, { type: 'submitted' }, { type: 'stepPassed' }, { type: 'submitted' }, { type: 'stepPassed' }]);
    expect(run([{ type: 'submitted' }, { type: 'stepPassed' }], s3).step).toBe(3);
  });

  it('editing a field clears its error only', () => {
    const s = run([
      { type: 'invalid', errors: { password: 'a', confirmPassword: 'b' } },
      { type: 'edited', field: 'password' },
    ]);
    expect(s.form.errors).toEqual({ confirmPassword: 'b' });
  });
});

describe('form submit cycle', () => {
  it('ignores a second submit while one runs', () => {
    const s = formReducer(formReducer(INITIAL_FORM, { type: 'submitted' }), { type: 'submitted' });
    expect(s.status).toBe('submitting');
  });

  it('server errors on fields the form does not show become general messages; codes are kept', () => {
    const a = failureAction(formError({ code: 'Expired.', password: 'Weak.' }, ['Try later.'], ['passwordExpired']), STEP_FIELDS[2], m);
    expect(a).toEqual({ type: 'rejected', errors: { password: 'Weak.' }, general: ['Try later.', 'Expired.'], codes: ['passwordExpired'] });
  });

  it('network failures and timeouts give the connection message; other failures the generic one', () => {
    expect(failureAction({ ok: false, kind: 'network', status: 0, message: 'x' }, [], m)).toEqual({
      type: 'failed',
      message: 'We could not reach the store. Please check your connection and try again.',
    });
    expect(failureAction({ ok: false, kind: 'timeout', status: 0, message: 'x' }, [], m)).toEqual({
      type: 'failed',
      message: 'We could not reach the store. Please check your connection and try again.',
    });
    expect(failureAction({ ok: false, kind: 'http', status: 500, message: 'x', body: '' }, [], m)).toEqual({ type: 'failed', message: 'Something went wrong. Please try again.' });
    expect(failureAction(formError({}), [], m)).toMatchObject({ type: 'rejected', general: ['Something went wrong. Please try again.'] });
  });

  it('a failure leaves the form usable (editing) with the message shown', () => {
    const s = formReducer(formReducer(INITIAL_FORM, { type: 'submitted' }), { type: 'failed', message: 'We could not reach the store. Please check your connection and try again.' });
    expect(s).toMatchObject({ status: 'editing', general: ['We could not reach the store. Please check your connection and try again.'] });
  });
});
