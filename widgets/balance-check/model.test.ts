// @vitest-environment node
// The balance dialog's flows through its model: the step alone, then driven with fake calls (no React, no mocked modules).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createModel } from '../../src/platform/createModel';
import { fakePorts } from '../../src/mount/fakePorts';
import { BALANCE_CHECK_MESSAGES as M } from './messages';
import { balanceCheckStep, initialBalanceState, type BalanceAction, type BalanceCheckCalls, type BalanceOutcome, type BalanceState } from './model';
import { pairInvalid } from './selectors';

const balanceReducer = (s: BalanceState, a: BalanceAction): BalanceState => balanceCheckStep(s, a).state;

const run = (actions: BalanceAction[], from: BalanceState = initialBalanceState) => actions.reduce(balanceReducer, from);
const filled = run([
  { type: 'numberTyped', value: '6006491111111111' },
  { type: 'authTyped', value: '1234' },
]);
const checking = balanceReducer(filled, { type: 'submitted' });

describe('balance model', () => {
  it('starts empty, with no errors, no answer and the help closed', () => {
    expect(initialBalanceState).toMatchObject({ number: '', auth: '', numberError: null, authError: null, checking: false, outcome: null, help: false });
  });

  it('keeps only the digits of what is typed or pasted, within 16 and 4', () => {
    const s = run([
      { type: 'numberTyped', value: '6006-4911 1111-1111 99' },
      { type: 'authTyped', value: '12 34 5' },
    ]);
    expect(s.number).toBe('6006491111111111');
    expect(s.auth).toBe('1234');
  });

  it('submitting empty fields marks both as missing and asks to fix them, without a check', () => {
    const s = balanceReducer(initialBalanceState, { type: 'submitted' });
    expect(s).toMatchObject({ numberError: 'missing', authError: 'missing', checking: false, fixes: 1 });
  });

  it('submitting a short number marks it invalid; an auth # of 1 to 4 digits is accepted (spec: auth 1-4 digits)', () => {
    const s = run([{ type: 'numberTyped', value: '600649' }, { type: 'authTyped', value: '12' }, { type: 'submitted' }]);
    expect(s).toMatchObject({ numberError: 'invalid', authError: null, checking: false });
    for (const auth of ['1', '12', '123', '1234'])
      expect(run([{ type: 'authTyped', value: auth }, { type: 'submitted' }], filled)).toMatchObject({ numberError: null, authError: null, checking: true, auth });
  });

  it('typing in a field clears its own error only', () => {
    const s = run([{ type: 'submitted' }, { type: 'numberTyped', value: '6' }]);
    expect(s).toMatchObject({ numberError: null, authError: 'missing' });
  });

  it('a valid pair starts a check; typing and submitting again are ignored until the answer', () => {
    expect(checking.checking).toBe(true);
    expect(balanceReducer(checking, { type: 'numberTyped', value: '1' })).toBe(checking);
    expect(balanceReducer(checking, { type: 'submitted' })).toBe(checking);
  });

  it('a balance answer ends the check and keeps the numbers', () => {
    const s = balanceReducer(checking, { type: 'answered', result: { kind: 'balance', balance: 25 } });
    expect(s).toMatchObject({ checking: false, outcome: { kind: 'balance', balance: 25 }, number: '6006491111111111', auth: '1234' });
    expect(pairInvalid(s)).toBe(false);
  });

  it('an invalid-card answer marks the pair invalid and asks to fix it', () => {
    const s = balanceReducer(checking, { type: 'answered', result: { kind: 'invalid', message: 'Not valid.' } });
    expect(pairInvalid(s)).toBe(true);
    expect(s.fixes).toBe(checking.fixes + 1);
  });

  it('an error or an unavailable server keeps the typed numbers and does not mark the fields', () => {
    for (const outcome of [
      { kind: 'error', message: 'Too many tries.' },
      { kind: 'unavailable', timeout: true },
      { kind: 'unavailable', timeout: false },
    ] as const) {
      const s = balanceReducer(checking, { type: 'answered', result: outcome });
      expect(s).toMatchObject({ checking: false, outcome, number: '6006491111111111', auth: '1234', numberError: null, authError: null });
      expect(pairInvalid(s)).toBe(false);
    }
  });

  it('an answer that arrives when no check is on its way is ignored', () => {
    expect(balanceReducer(filled, { type: 'answered', result: { kind: 'balance', balance: 1 } })).toBe(filled);
  });

  it('editing either field after an answer clears it (what is shown belongs to the typed numbers)', () => {
    const answered = balanceReducer(checking, { type: 'answered', result: { kind: 'invalid', message: 'x' } });
    expect(balanceReducer(answered, { type: 'authTyped', value: '123' }).outcome).toBeNull();
    expect(balanceReducer(answered, { type: 'numberTyped', value: '600649111111111' }).outcome).toBeNull();
  });

  it('Need Help toggles', () => {
    const open = balanceReducer(initialBalanceState, { type: 'helpToggled' });
    expect(open.help).toBe(true);
    expect(balanceReducer(open, { type: 'helpToggled' }).help).toBe(false);
  });

  it('whatever sequence of typing, pasting, submitting and answers, the fields only ever hold digits within their limits', () => {
    const text = fc.oneof(fc.string({ maxLength: 30 }), fc.string({ unit: fc.constantFrom(...'0123456789 -'.split('')), maxLength: 30 }));
    const action: fc.Arbitrary<BalanceAction> = fc.oneof(
      text.map((value) => ({ type: 'numberTyped' as const, value })),
      text.map((value) => ({ type: 'authTyped' as const, value })),
      fc.constant({ type: 'submitted' as const }),
      fc.constant({ type: 'helpToggled' as const }),
      fc.constantFrom<BalanceAction>(
        { type: 'answered', result: { kind: 'balance', balance: 25 } },
        { type: 'answered', result: { kind: 'invalid', message: 'x' } },
        { type: 'answered', result: { kind: 'unavailable', timeout: true } },
      ),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        let s = initialBalanceState;
        for (const a of actions) {
          s = balanceReducer(s, a);
          expect(s.number).toMatch(/^\d{0,16}$/);
          expect(s.auth).toMatch(/^\d{0,4}$/);
        }
      }),
    );
  });
});

const NUMBER = '6006491111111111';

function dialog() {
  const io = fakePorts<BalanceCheckCalls>();
  const model = createModel(balanceCheckStep, { state: initialBalanceState }, io.ports);
  model.start();
  const fill = (number = NUMBER, auth = '1234') => {
    model.dispatch({ type: 'numberTyped', value: number });
    model.dispatch({ type: 'authTyped', value: auth });
  };
  return { io, model, fill, s: () => model.get() };
}

describe('the check the model asks for', () => {
  it('a valid submission asks for one check of the typed numbers (and nothing else); its answer is shown', async () => {
    const { io, model, fill, s } = dialog();
    fill('6006-4911 1111 1111', '1234');
    model.dispatch({ type: 'submitted' });
    expect(io.calls).toEqual([{ call: 'checkBalance', input: { number: NUMBER, auth: '1234' } }]);
    expect(s().checking).toBe(true);
    await io.next('checkBalance').answer({ kind: 'balance', balance: 25 } satisfies BalanceOutcome);
    expect(s()).toMatchObject({ checking: false, outcome: { kind: 'balance', balance: 25 } });
    expect(io.timers()).toBe(0);
  });

  it("empty fields give the spec's two messages and send nothing", () => {
    const { io, model, s } = dialog();
    model.dispatch({ type: 'submitted' });
    expect(s()).toMatchObject({ numberError: 'missing', authError: 'missing' });
    expect([M.missingNumber, M.missingAuth]).toEqual(['Please enter gift card #.', 'Please enter the auth #.']);
    expect(io.calls).toHaveLength(0);
  });

  it('double submit: Enter and a click while the check is on its way send once', async () => {
    const { io, model, fill, s } = dialog();
    fill();
    model.dispatch({ type: 'submitted' });
    model.dispatch({ type: 'submitted' });
    model.dispatch({ type: 'submitted' });
    expect(io.calls).toHaveLength(1);
    await io.next('checkBalance').answer({ kind: 'invalid', message: 'Not valid.' });
    expect(pairInvalid(s())).toBe(true);
    // After the answer the shopper may check again.
    model.dispatch({ type: 'submitted' });
    expect(io.calls).toHaveLength(2);
  });

  it('a failed check keeps the numbers, and a retry sends them again', async () => {
    const { io, model, fill, s } = dialog();
    fill();
    model.dispatch({ type: 'submitted' });
    await io.next('checkBalance').answer({ kind: 'unavailable', timeout: true });
    expect(s()).toMatchObject({ checking: false, outcome: { kind: 'unavailable', timeout: true }, number: NUMBER, auth: '1234' });
    model.dispatch({ type: 'submitted' });
    expect(io.calls.map((c) => c.input)).toEqual([
      { number: NUMBER, auth: '1234' },
      { number: NUMBER, auth: '1234' },
    ]);
    await io.next('checkBalance').answer({ kind: 'balance', balance: 150 });
    expect(s().outcome).toEqual({ kind: 'balance', balance: 150 });
  });

  it('closing the dialog (stop) aborts the check; its late answer changes nothing', async () => {
    const { io, model, fill, s } = dialog();
    fill();
    model.dispatch({ type: 'submitted' });
    const call = io.next('checkBalance');
    model.stop();
    expect(call.signal.aborted).toBe(true);
    await call.answer({ kind: 'balance', balance: 25 });
    expect(s()).toMatchObject({ checking: true, outcome: null });
  });

  it('an invalid submission asks for no check', () => {
    expect(balanceCheckStep(initialBalanceState, { type: 'submitted' }).effects).toBeUndefined();
  });
});
