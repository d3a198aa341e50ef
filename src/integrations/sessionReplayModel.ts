/**
 * Session replay as a model (storefront spec section 4, session timer block: "Session-replay capture
 * (third-party) starts after the first click and consent and stops when performance consent is not active";
 * section 9: "replay consent checks 1 s and 2 s"; section 7: "Get IP; delete session-replay session").
 *
 * Vendor-neutral: the recorder is whatever the init data's script address defines (start, stop, identify),
 * and consent is the host's answer to one question, "is the shopper's performance consent active?", asked at
 * 1 s and 2 s after the start and again each time the host says its consent changed. The driver and its
 * ports are in SessionReplay.ts (a lazy chunk); this step is pure and runs in unit tests on a fake clock.
 */
import type { Next } from '../platform/createModel';

/** When the consent is checked after the start (spec section 9: "replay consent checks 1 s and 2 s"). */
export const CONSENT_CHECKS_MS = [1000, 2000] as const;

export interface ReplayCalls {
  /** Whether the shopper's performance consent is active now (the host's hook). */
  consent: (input: null, signal: AbortSignal) => boolean;
  /** Loads the recorder (once per page); whether it is there. */
  load: (input: null, signal: AbortSignal) => Promise<boolean>;
  /** Get IP (spec section 7): the shopper's address as the store sees it, '' when unknown. */
  ip: (input: null, signal: AbortSignal) => Promise<string>;
  start: (input: { orgId: string; ip: string }, signal: AbortSignal) => void;
  identify: (input: { id: string }, signal: AbortSignal) => void;
  /** Stops the capture; the recorder's user id of the session it stopped ('' when it has none). */
  stop: (input: null, signal: AbortSignal) => string;
  /** Delete session-replay session (spec section 7: POST with fsUserId). */
  deleteSession: (input: { fsUserId: string }, signal: AbortSignal) => Promise<unknown>;
}

export interface ReplayState {
  orgId: string;
  clicked: boolean;
  /** The last answer of the consent hook (false until it is asked). */
  consent: boolean;
  /**
   * off: not capturing; starting: loading the recorder and the IP; on: capturing; unavailable: no recorder;
   * private: the shopper reached a private page (the checkout), where nothing is captured again.
   */
  phase: 'off' | 'starting' | 'on' | 'unavailable' | 'private';
  loaded: boolean;
  /** The signed-in shopper's profile id, '' for a guest. */
  profileId: string;
}

export type ReplayAction =
  | { type: 'consentCheck' }
  | { type: 'consentRead'; result: boolean }
  | { type: 'clicked' }
  | { type: 'loaded'; result: boolean }
  | { type: 'ipAnswered'; result: string }
  | { type: 'signedIn'; id: string }
  | { type: 'stopped'; result: string }
  /** The page became private (the checkout): a capture stops, a start under way is dropped, none starts again. */
  | { type: 'privatePage' };

type Step = Next<ReplayState, ReplayAction, ReplayCalls>;

/** The first state and the two consent checks. */
export const startReplay = (orgId: string): Step => ({
  state: { orgId, clicked: false, consent: false, phase: 'off', loaded: false, profileId: '' },
  effects: CONSENT_CHECKS_MS.map((ms, i) => ({ type: 'timer', key: `check${i}`, ms, done: { type: 'consentCheck' } })),
});

/** Starts loading when the shopper has clicked and consented, and nothing runs yet. */
function begin(s: ReplayState): Step {
  if (!s.clicked || !s.consent || s.phase !== 'off') return { state: s };
  return {
    state: { ...s, phase: 'starting' },
    effects: [
      s.loaded ? { type: 'request', call: 'ip', input: null, key: 'start', done: { type: 'ipAnswered' } } : { type: 'request', call: 'load', input: null, key: 'start', done: { type: 'loaded' } },
    ],
  };
}

export function replayStep(s: ReplayState, a: ReplayAction): Step {
  switch (a.type) {
    case 'consentCheck':
      return { state: s, effects: [{ type: 'request', call: 'consent', input: null, key: 'consent', done: { type: 'consentRead' } }] };
    case 'consentRead': {
      const next = { ...s, consent: a.result };
      if (a.result) return begin(next);
      // Consent no longer active: a capture stops (and its session is deleted), a start under way is dropped.
      if (s.phase === 'on') return { state: { ...next, phase: 'off' }, effects: [{ type: 'request', call: 'stop', input: null, done: { type: 'stopped' } }] };
      if (s.phase === 'starting') return { state: { ...next, phase: 'off' }, effects: [{ type: 'cancel', key: 'start' }] };
      return { state: next };
    }
    case 'clicked':
      return s.clicked ? { state: s } : begin({ ...s, clicked: true });
    case 'loaded':
      // An answer for a start that was dropped (consent withdrawn, the page became private) starts nothing.
      if (s.phase !== 'starting') return { state: s };
      if (!a.result) return { state: { ...s, phase: 'unavailable' } };
      return { state: { ...s, loaded: true }, effects: [{ type: 'request', call: 'ip', input: null, key: 'start', done: { type: 'ipAnswered' } }] };
    case 'ipAnswered':
      if (s.phase !== 'starting') return { state: s };
      return {
        state: { ...s, phase: 'on' },
        effects: [
          { type: 'request', call: 'start', input: { orgId: s.orgId, ip: a.result } },
          ...(s.profileId ? [{ type: 'request' as const, call: 'identify' as const, input: { id: s.profileId } }] : []),
        ],
      };
    case 'signedIn':
      if (a.id === s.profileId) return { state: s };
      return { state: { ...s, profileId: a.id }, effects: s.phase === 'on' ? [{ type: 'request', call: 'identify', input: { id: a.id } }] : [] };
    case 'stopped':
      return { state: s, effects: a.result ? [{ type: 'request', call: 'deleteSession', input: { fsUserId: a.result } }] : [] };
    case 'privatePage': {
      const next: ReplayState = { ...s, phase: 'private' };
      // Stopped for the page, not for want of consent: the recorder's session is the shopper's and is kept.
      if (s.phase === 'on') return { state: next, effects: [{ type: 'request', call: 'stop', input: null }] };
      if (s.phase === 'starting') return { state: next, effects: [{ type: 'cancel', key: 'start' }] };
      return { state: next };
    }
  }
}
