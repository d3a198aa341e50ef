// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModel } from '../../src/platform/createModel';
import { fakePorts } from '../../src/mount/fakePorts';
import { SHARE_PRODUCT_MESSAGES as M } from './messages';
import { initialShare, shareReducer as reduce, shareProductStep, type ShareAction, type ShareProductCalls, type ShareState } from './model';

const run = (...actions: ShareAction[]): ShareState => actions.reduce(reduce, initialShare);
const edit = (field: string, value: string): ShareAction => ({ type: 'edited', field, value });
const filled = [edit('fromName', 'Maria'), edit('fromEmail', 'maria@example.com'), edit('toName.0', 'Sam'), edit('toEmail.0', 'sam@example.org')];

describe('share form', () => {
  it('starts with one empty recipient', () => {
    expect(initialShare.form.to).toEqual([{ name: '', email: '' }]);
  });

  it('edits the sender, a recipient and the message', () => {
    const s = run(...filled, edit('message', 'Hi'));
    expect(s.form).toEqual({ fromName: 'Maria', fromEmail: 'maria@example.com', to: [{ name: 'Sam', email: 'sam@example.org' }], message: 'Hi' });
  });

  it('prefilling fills only empty sender fields', () => {
    expect(run(edit('fromName', 'Ms. L'), { type: 'prefilled', name: 'Maria Lopez', email: 'maria@example.com' }).form).toMatchObject({ fromName: 'Ms. L', fromEmail: 'maria@example.com' });
  });

  it('an empty submission marks every required field and sends nothing', () => {
    const s = run({ type: 'submitted' });
    expect(s.problems).toEqual({ fromName: 'missingFromName', fromEmail: 'missingFromEmail', 'toName.0': 'missingToName', 'toEmail.0': 'missingToEmail' });
    expect(s).toMatchObject({ sending: false, fixes: 1 });
  });

  it('editing a field clears its message only', () => {
    const s = run({ type: 'submitted' }, edit('fromName', 'M'));
    expect(Object.keys(s.problems)).toEqual(['fromEmail', 'toName.0', 'toEmail.0']);
  });

  it('recipients are added up to 5 and removed (never the last one)', () => {
    const five = run(...Array.from({ length: 6 }, (): ShareAction => ({ type: 'recipientAdded' })));
    expect(five.form.to).toHaveLength(5);
    const s = run(...filled, { type: 'recipientAdded' }, edit('toName.1', 'Lee'), { type: 'recipientRemoved', index: 0 });
    expect(s.form.to).toEqual([{ name: 'Lee', email: '' }]);
    expect(reduce(s, { type: 'recipientRemoved', index: 0 })).toBe(s);
  });

  it('removing a recipient drops the recipients’ messages (their places moved)', () => {
    const s = run({ type: 'recipientAdded' }, { type: 'submitted' }, { type: 'recipientRemoved', index: 1 });
    expect(Object.keys(s.problems)).toEqual(['fromName', 'fromEmail']);
  });

  it('a valid form is sent; nothing changes while sending', () => {
    const s = run(...filled, { type: 'submitted' });
    expect(s.sending).toBe(true);
    expect(reduce(s, edit('fromName', 'X'))).toBe(s);
    expect(reduce(s, { type: 'submitted' })).toBe(s);
  });

  it('a sent email ends the form', () => {
    expect(run(...filled, { type: 'submitted' }, { type: 'answered', result: { kind: 'sent' } })).toMatchObject({ sent: true, sending: false });
  });

  it('server field messages land on their fields; the rest is general', () => {
    const s = run(...filled, { type: 'submitted' }, { type: 'answered', result: { kind: 'formError', fieldErrors: { 'emailsTo[0]': 'Bad address.', productId: 'Gone.' }, messages: ['Try later.'] } });
    expect(s.serverErrors).toEqual({ 'toEmail.0': 'Bad address.' });
    expect(s.general).toBe('Gone. Try later.');
    expect(s.fixes).toBe(1);
  });

  it('a failed call keeps everything typed', () => {
    const s = run(...filled, { type: 'submitted' }, { type: 'answered', result: { kind: 'failed', timeout: true } });
    expect(s).toMatchObject({ failed: 'timeout', sent: false, form: { fromName: 'Maria' } });
    expect(run(...filled, { type: 'submitted' }, { type: 'answered', result: { kind: 'formError', fieldErrors: {}, messages: [] } }).failed).toBe('unavailable');
  });
});

// The dialog's flows through its model with fake calls: no React, no mocked modules.
function dialog() {
  const io = fakePorts<ShareProductCalls>();
  const model = createModel(shareProductStep, { state: initialShare }, io.ports);
  model.start();
  const fillIn = () => filled.forEach(model.dispatch);
  return { io, model, fillIn, s: () => model.get() };
}

describe('share model', () => {
  it('an empty submit gives each required field its message and sends nothing', () => {
    const { io, model, s } = dialog();
    model.dispatch({ type: 'submitted' });
    expect(Object.values(s().problems).map((k) => M[k])).toEqual([
      'Please enter your name.',
      'Please enter an email address.',
      "Please enter the recipient's name.",
      "Please enter the recipient's email address.",
    ]);
    expect(io.calls).toHaveLength(0);
  });

  it('a valid form is sent once with what was typed, and the answer ends the form', async () => {
    const { io, model, fillIn, s } = dialog();
    fillIn();
    model.dispatch({ type: 'recipientAdded' });
    model.dispatch(edit('toName.1', 'Lee'));
    model.dispatch(edit('toEmail.1', 'lee@example.org'));
    model.dispatch({ type: 'submitted' });
    expect(io.calls).toEqual([
      {
        call: 'send',
        input: {
          form: {
            fromName: 'Maria',
            fromEmail: 'maria@example.com',
            to: [
              { name: 'Sam', email: 'sam@example.org' },
              { name: 'Lee', email: 'lee@example.org' },
            ],
            message: '',
          },
          product: { productId: '' },
        },
      },
    ]);
    await io.next('send').answer({ kind: 'sent' });
    expect(s()).toMatchObject({ sent: true, sending: false });
  });

  it('double submit: submits while the email is on its way send nothing more', async () => {
    const { io, model, fillIn, s } = dialog();
    fillIn();
    model.dispatch({ type: 'submitted' });
    model.dispatch({ type: 'submitted' });
    model.dispatch({ type: 'submitted' });
    expect(io.calls).toHaveLength(1);
    await io.next('send').answer({ kind: 'failed', timeout: false });
    expect(M[s().failed!]).toBe('We could not send your email right now. Please try again.');
    model.dispatch({ type: 'submitted' });
    expect(io.calls).toHaveLength(2);
  });

  it("the server's message for a recipient lands on that recipient's field", async () => {
    const { io, model, fillIn, s } = dialog();
    fillIn();
    model.dispatch({ type: 'submitted' });
    await io.next('send').answer({ kind: 'formError', fieldErrors: { 'emailsTo[0]': 'Please enter a valid email address.' }, messages: [] });
    expect(s()).toMatchObject({ serverErrors: { 'toEmail.0': 'Please enter a valid email address.' }, general: null, failed: null, sending: false, fixes: 1 });
  });

  it('closing the dialog (stop) aborts the send; its late answer changes nothing', async () => {
    const { io, model, fillIn, s } = dialog();
    fillIn();
    model.dispatch({ type: 'submitted' });
    const call = io.next('send');
    model.stop();
    expect(call.signal.aborted).toBe(true);
    await call.answer({ kind: 'sent' });
    expect(s()).toMatchObject({ sent: false, sending: true });
  });
});
