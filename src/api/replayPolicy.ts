/**
 * The commerce client's replay rule, as a pure function: given what happened so far on one call and the answer
 * that just came, it says whether to replay the call, refresh the tokens first, or stop. The client's loop
 * (client.ts) only carries it out, so the rule that decides whether an order is sent twice can be read and
 * tested on its own.
 *
 * A replay is sent only when the server refused the call, because only then is it known that nothing was done:
 * - HTTP 409: ATG's answer to a missing or stale `_dynSessConf` (the request was not run);
 * - the session-confirmation refusal (storefront spec section 4): an HTTP 2xx answer carrying a
 *   `stringSessionConfirmationNumber` other than the one sent and no success: `formError: true`, or nothing
 *   besides the number (the legacy store's "here is the number, send it again").
 * An answer with a new number and a payload (an order, a store, `status: 'OK'`...) is a success: the number is
 * recorded and the call is not replayed. At most one refusal replay per call.
 */

/** What happened on the previous tries of this call. */
export interface AttemptHistory {
  /** A refusal (409 or session-confirmation) was already replayed. */
  replayed: boolean;
  /** A 401 already led to a token refresh and a retry. */
  tokensRetried: boolean;
}

export interface ReplayInput {
  history: AttemptHistory;
  /** HTTP status of the answer. */
  status: number;
  /** The answer: parsed JSON (longs as strings), or the raw text. */
  answer: unknown;
  /** The `_dynSessConf` sent with this try (null: none). */
  sentDyn: string | null;
  /** Whether this try carried a bearer token. */
  sentToken: boolean;
  /** The call accepts the session-confirmation replay (default true; a caller may opt out). */
  replayOnStringConf: boolean;
  /**
   * The call commits money (order submit, apply billing): after a failed token refresh it is not retried
   * without the tokens, which would send a signed-in shopper's order as a guest's.
   */
  commit: boolean;
}

export type ReplayDecision =
  /** Replay after a 409: with a fresh number from the session-confirmation endpoint. */
  | { next: 'replay-409' }
  /** Replay after a session-confirmation refusal, with the number the server gave. */
  | { next: 'replay'; dynSess: string }
  /** 401: refresh the tokens and retry once; without tokens if the refresh fails and `anonymous` says so. */
  | { next: 'refresh-tokens'; anonymous: boolean }
  /**
   * Hand the answer to the caller. `record` is a number the server gave to keep (null: none); `refused`
   * means the answer is a session-confirmation refusal that is not replayed (the budget is spent or the
   * call opted out).
   */
  | { next: 'stop'; record: string | null; refused: boolean };

const NUMBER = /^-?\d+$/;
/** Keys a refusal may carry besides the number: none of them is a result. */
const REFUSAL_KEYS = new Set(['stringSessionConfirmationNumber', 'formError', 'formExceptions']);

/** The number an answer carries as stringSessionConfirmationNumber, or null. */
export function returnedNumber(answer: unknown): string | null {
  if (!answer || typeof answer !== 'object') return null;
  const n = (answer as Record<string, unknown>).stringSessionConfirmationNumber;
  return typeof n === 'string' && NUMBER.test(n) ? n : null;
}

/** Whether a 2xx answer is the session-confirmation refusal of the number sent (see the module comment). */
export function isConfirmationRefusal(answer: unknown, sentDyn: string | null): boolean {
  const n = returnedNumber(answer);
  if (n === null || n === sentDyn) return false;
  const a = answer as Record<string, unknown>;
  return a.formError === true || Object.keys(a).every((k) => REFUSAL_KEYS.has(k));
}

/** Decides the next step of a call from its history and the answer that just came. */
export function decideReplay(input: ReplayInput): ReplayDecision {
  const { history, status } = input;
  if (status === 409) return history.replayed ? { next: 'stop', record: null, refused: false } : { next: 'replay-409' };
  if (status === 401 && input.sentToken && !history.tokensRetried) return { next: 'refresh-tokens', anonymous: !input.commit };
  if (status < 200 || status > 299) return { next: 'stop', record: null, refused: false };
  const record = returnedNumber(input.answer);
  if (record === null || !isConfirmationRefusal(input.answer, input.sentDyn)) return { next: 'stop', record, refused: false };
  if (history.replayed || !input.replayOnStringConf) return { next: 'stop', record, refused: true };
  return { next: 'replay', dynSess: record };
}
