// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decideReplay, isConfirmationRefusal, type ReplayDecision, type ReplayInput } from './replayPolicy';

const FIRST = { replayed: false, tokensRetried: false };
const base: ReplayInput = { history: FIRST, status: 200, answer: {}, sentDyn: '11', sentToken: false, replayOnStringConf: true, commit: false };

// [behaviour, the input (over `base`), the decision]
const CASES: [string, Partial<ReplayInput>, ReplayDecision][] = [
  ['a plain success: stop', { answer: { done: true } }, { next: 'stop', record: null, refused: false }],
  ['success + new string number: no replay, number recorded', { answer: { status: 'OK', stringSessionConfirmationNumber: '12' } }, { next: 'stop', record: '12', refused: false }],
  [
    'submitOrder + new number on success: no replay, number recorded',
    { commit: true, answer: { status: 'OK', details: { orderId: 'o1' }, redirectURL: '/order-confirmation', stringSessionConfirmationNumber: '12' } },
    { next: 'stop', record: '12', refused: false },
  ],
  ['the number sent comes back alone: no refusal', { answer: { stringSessionConfirmationNumber: '11' } }, { next: 'stop', record: '11', refused: false }],
  ['a new number alone: refusal, replay with it', { answer: { stringSessionConfirmationNumber: '12' } }, { next: 'replay', dynSess: '12' }],
  ['a new number with formError: refusal, replay with it', { answer: { formError: true, formExceptions: [], stringSessionConfirmationNumber: '-12' } }, { next: 'replay', dynSess: '-12' }],
  ['a new number alone on the order submit: the server refused it, replay', { commit: true, answer: { stringSessionConfirmationNumber: '12' } }, { next: 'replay', dynSess: '12' }],
  ['a call that sent no number gets one alone: replay carrying it', { sentDyn: null, answer: { stringSessionConfirmationNumber: '7' } }, { next: 'replay', dynSess: '7' }],
  ['a refusal after the replay: stop, refused', { history: { ...FIRST, replayed: true }, answer: { stringSessionConfirmationNumber: '13' } }, { next: 'stop', record: '13', refused: true }],
  ['a refusal on a call that opted out: stop, refused', { replayOnStringConf: false, answer: { stringSessionConfirmationNumber: '12' } }, { next: 'stop', record: '12', refused: true }],
  ['a form error without a number: stop', { answer: { formError: true, formExceptions: [] } }, { next: 'stop', record: null, refused: false }],
  ['a number that is not a number: ignored', { answer: { stringSessionConfirmationNumber: '12abc' } }, { next: 'stop', record: null, refused: false }],
  ['409: one replay with a fresh number', { status: 409, answer: 'Stale' }, { next: 'replay-409' }],
  ['409 on the order submit: the server refused it, replay', { status: 409, commit: true, answer: 'Stale' }, { next: 'replay-409' }],
  ['second 409: no third try', { status: 409, history: { ...FIRST, replayed: true } }, { next: 'stop', record: null, refused: false }],
  ['409 after a session-confirmation replay: one replay in all', { status: 409, history: { ...FIRST, replayed: true } }, { next: 'stop', record: null, refused: false }],
  ['500: never replayed', { status: 500, answer: { stringSessionConfirmationNumber: '12' } }, { next: 'stop', record: null, refused: false }],
  ['500 on the order submit: never replayed', { status: 500, commit: true }, { next: 'stop', record: null, refused: false }],
  ['401 with a token: refresh, then retry (without tokens if the refresh fails)', { status: 401, sentToken: true }, { next: 'refresh-tokens', anonymous: true }],
  ['401 on the order submit: refresh, never retried as a guest', { status: 401, sentToken: true, commit: true }, { next: 'refresh-tokens', anonymous: false }],
  ['401 without a token: stop', { status: 401 }, { next: 'stop', record: null, refused: false }],
  ['second 401: stop', { status: 401, sentToken: true, history: { ...FIRST, tokensRetried: true } }, { next: 'stop', record: null, refused: false }],
  ['a text answer: stop', { answer: 'OK' }, { next: 'stop', record: null, refused: false }],
];

describe('decideReplay: replay only what the server refused, at most once', () => {
  it.each(CASES)('%s', (_name, input, expected) => {
    expect(decideReplay({ ...base, ...input })).toEqual(expected);
  });
});

describe('isConfirmationRefusal', () => {
  it.each([
    [{ stringSessionConfirmationNumber: '2' }, '1', true],
    [{ stringSessionConfirmationNumber: '2' }, null, true],
    [{ stringSessionConfirmationNumber: '1' }, '1', false],
    [{ stringSessionConfirmationNumber: '2', formError: true, formExceptions: [{ localizedMessage: 'Session expired' }] }, '1', true],
    [{ stringSessionConfirmationNumber: '2', formError: false, order: {} }, '1', false],
    [{ stringSessionConfirmationNumber: '2', selectedStoreId: 'S1' }, '1', false],
    [null, '1', false],
    ['2', '1', false],
  ])('%j after sending %s: %s', (answer, sent, refused) => {
    expect(isConfirmationRefusal(answer, sent)).toBe(refused);
  });
});
