// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModel } from '../../src/platform/createModel';
import { fakePorts } from '../../src/mount/fakePorts';
import { FOOTER_SIGN_UP_MESSAGES as M } from './messages';
import { checkFooterEmail, footerSignUpReducer, footerSignUpStep, initialFooterSignUp, startFooterSignUp, type FooterSignUpCalls, type FooterSignUpState } from './model';

describe('footer email check (spec section 5)', () => {
  it.each([
    ['', 'missingEmail'],
    ['   ', 'missingEmail'],
    ['teacher', 'invalidEmail'],
    ['teacher@', 'invalidEmail'],
    ['teacher@school', 'invalidEmail'],
    ['teacher@school.', 'invalidEmail'],
    ['two words@school.org', 'invalidEmail'],
    ['a@b@school.org', 'invalidEmail'],
    [`${'a'.repeat(95)}@x.org`, 'invalidEmail'],
    ['teacher@school.org', null],
    [' teacher@school.org ', null],
    ['first.last+news@mail.lincoln.k12.ca.us', null],
  ] as const)('%j -> %s', (email, problem) => {
    expect(checkFooterEmail(email)).toBe(problem);
  });
});

const typed = (s: FooterSignUpState, value: string) => footerSignUpReducer(s, { type: 'typed', value });
const submitted = (s: FooterSignUpState) => footerSignUpReducer(s, { type: 'submitted' });

describe('footer sign-up reducer', () => {
  it('an empty submit gives the missing problem and asks for focus; nothing is sent', () => {
    const s = submitted(initialFooterSignUp);
    expect(s).toMatchObject({ problem: 'missingEmail', sending: false, fixes: 1 });
  });

  it('typing clears every message', () => {
    const s = typed(submitted(typed(initialFooterSignUp, 'x')), 'x@');
    expect(s).toMatchObject({ email: 'x@', problem: null, fieldError: null, general: null, success: null, failed: null });
  });

  it('a good address is sent; a second submit while sending does nothing; typing is ignored meanwhile', () => {
    const s = submitted(typed(initialFooterSignUp, 'teacher@school.org'));
    expect(s.sending).toBe(true);
    expect(submitted(s)).toBe(s);
    expect(typed(s, 'other')).toBe(s);
  });

  it('success clears the field and keeps the server message', () => {
    const s = footerSignUpReducer(submitted(typed(initialFooterSignUp, 'teacher@school.org')), { type: 'answered', result: { kind: 'success', message: 'Thanks!' } });
    expect(s).toMatchObject({ email: '', success: 'Thanks!', sending: false });
  });

  it("the server's email error goes to the field, others to the top", () => {
    const sending = submitted(typed(initialFooterSignUp, 'teacher@school.org'));
    const s = footerSignUpReducer(sending, { type: 'answered', result: { kind: 'formError', fieldErrors: { email: 'Taken.', postalCode: 'Zip?' }, messages: ['Later.'] } });
    expect(s).toMatchObject({ email: 'teacher@school.org', fieldError: 'Taken.', general: 'Zip? Later.', fixes: 1 });
  });

  it('a refusal without any message, or no answer, keeps the address and says it failed', () => {
    const sending = submitted(typed(initialFooterSignUp, 'teacher@school.org'));
    expect(footerSignUpReducer(sending, { type: 'answered', result: { kind: 'formError', fieldErrors: {}, messages: [] } })).toMatchObject({ failed: 'unavailable', email: 'teacher@school.org' });
    expect(footerSignUpReducer(sending, { type: 'answered', result: { kind: 'failed', timeout: true } })).toMatchObject({ failed: 'timeout', email: 'teacher@school.org' });
  });

  it('an answer that arrives when nothing was sent is ignored', () => {
    expect(footerSignUpReducer(initialFooterSignUp, { type: 'answered', result: { kind: 'success', message: '' } })).toBe(initialFooterSignUp);
  });
});

// The footer's flows through its model with fake calls: no React, no mocked modules.
function footer(source = 'footer') {
  const io = fakePorts<FooterSignUpCalls>();
  const model = createModel(footerSignUpStep, startFooterSignUp(source), io.ports);
  model.start();
  const send = (email: string) => {
    model.dispatch({ type: 'typed', value: email });
    model.dispatch({ type: 'submitted' });
  };
  return { io, model, send, s: () => model.get() };
}

describe('footer sign-up model', () => {
  it("empty, then a bad format, give the spec's messages and send nothing; a good address is sent once and the success clears the field", async () => {
    const { io, model, send, s } = footer();
    model.dispatch({ type: 'submitted' });
    expect(M[s().problem!]).toBe('Please enter an email address.');
    send('teacher@school');
    expect(M[s().problem!]).toBe('Please enter a valid email address.');
    expect(io.calls).toHaveLength(0);
    send('teacher@school.org');
    expect(io.calls).toEqual([{ call: 'signUp', input: { email: 'teacher@school.org', source: 'footer' } }]);
    await io.next('signUp').answer({ kind: 'success', message: 'Thank you for signing up!' });
    expect(s()).toMatchObject({ email: '', success: 'Thank you for signing up!', sending: false });
  });

  it('double submit: Enter twice and a click while the call is out send once; after the answer a submit sends again', async () => {
    const { io, model, send } = footer();
    send('teacher@school.org');
    model.dispatch({ type: 'submitted' });
    model.dispatch({ type: 'submitted' });
    expect(io.calls).toHaveLength(1);
    await io.next('signUp').answer({ kind: 'failed', timeout: false });
    model.dispatch({ type: 'submitted' });
    expect(io.calls).toHaveLength(2);
  });

  it("the server's email message goes to the field (and asks for focus); a failure or a timeout keeps the address", async () => {
    const { io, model, send, s } = footer();
    send('subscribed@example.com');
    await io.next('signUp').answer({ kind: 'formError', fieldErrors: { email: 'This email address is already signed up for our emails.' }, messages: [] });
    expect(s()).toMatchObject({ fieldError: 'This email address is already signed up for our emails.', email: 'subscribed@example.com', fixes: 1 });
    model.dispatch({ type: 'submitted' });
    await io.next('signUp').answer({ kind: 'failed', timeout: true });
    expect(M[s().failed!]).toBe('Signing you up took too long. Please try again.');
    model.dispatch({ type: 'submitted' });
    await io.next('signUp').answer({ kind: 'failed', timeout: false });
    expect(M[s().failed!]).toBe('We could not sign you up right now. Please try again.');
    expect(s().email).toBe('subscribed@example.com');
  });

  it('unmounting (stop) aborts the call; its late answer changes nothing', async () => {
    const { io, model, send, s } = footer();
    send('teacher@school.org');
    const call = io.next('signUp');
    model.stop();
    expect(call.signal.aborted).toBe(true);
    await call.answer({ kind: 'success', message: '' });
    expect(s()).toMatchObject({ sending: true, success: null, email: 'teacher@school.org' });
  });
});

// A subscribe form outside the footer (a content page's): its source needs the zip and shop-for (contract finding C1).
describe('sign-up model with the zip and shop-for fields', () => {
  it('sends the email, zip and shop-for typed with the source; the footer form sends the email alone and ignores them', () => {
    const withDetails = footer('landing-back-to-school');
    withDetails.model.dispatch({ type: 'typed', field: 'postalCode', value: '90210' });
    withDetails.model.dispatch({ type: 'typed', field: 'userShopFor', value: 'classroom' });
    withDetails.send('teacher@school.org');
    expect(withDetails.io.calls).toEqual([{ call: 'signUp', input: { email: 'teacher@school.org', source: 'landing-back-to-school', postalCode: '90210', userShopFor: 'classroom' } }]);
    const plain = footer('footer');
    plain.model.dispatch({ type: 'typed', field: 'postalCode', value: '90210' });
    plain.send('teacher@school.org');
    expect(plain.io.calls).toEqual([{ call: 'signUp', input: { email: 'teacher@school.org', source: 'footer' } }]);
  });

  it("the server's zip and shop-for messages show at their fields (focus asked for); typing clears them; success clears every field", async () => {
    const { io, model, send, s } = footer('landing-back-to-school');
    send('teacher@school.org');
    await io.next('signUp').answer({ kind: 'formError', fieldErrors: { postalCode: 'Please enter Zip Code.', userShopFor: 'Please tell us who you shop for.' }, messages: [] });
    expect(s()).toMatchObject({ detailErrors: { postalCode: 'Please enter Zip Code.', userShopFor: 'Please tell us who you shop for.' }, general: null, failed: null, fieldError: null, fixes: 1 });
    model.dispatch({ type: 'typed', field: 'postalCode', value: '90210' });
    expect(s().detailErrors).toEqual({});
    model.dispatch({ type: 'typed', field: 'userShopFor', value: 'home' });
    model.dispatch({ type: 'submitted' });
    await io.next('signUp').answer({ kind: 'success', message: 'Thanks!' });
    expect(s()).toMatchObject({ email: '', postalCode: '', userShopFor: '', success: 'Thanks!' });
  });
});
