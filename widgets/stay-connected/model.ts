/**
 * The stay-connected lightbox (storefront spec sections 2, 4 and 9) as pure functions: whether it may
 * appear, and a reducer from its first showing to its closing. It appears on the home page only, when the
 * home page is among the configured lightbox pages, to guests, when the session flag allows, and when it
 * was not closed or submitted before (a cookie kept 30 days). Its field errors come from the server.
 *
 * `stayConnectedStep` adds what the reducer's transitions ask of the outside world (createModel runs it): the
 * decision's inputs once the page has loaded, the sign-up (one at a time), the cookie on success or close, and
 * the 2 s timer that hides the success message.
 */
import type { SignUpOutcome } from '../../src/api/emailSignUp';
import type { Effect, Next } from '../../src/platform/createModel';

/** Closing or submitting keeps the lightbox away this long (spec section 9: "Lightbox cookie 30 days"). */
export const LIGHTBOX_COOKIE_DAYS = 30;
export const LIGHTBOX_COOKIE = 'sw_stay_connected';
/** The success message is hidden (and the lightbox closed) after this long (spec section 4). */
export const SUCCESS_HIDE_MS = 2000;

export { SHOP_FOR } from '../../src/validation/signUp';

export interface LightboxConditions {
  /** The page's path. */
  path: string;
  /** The site's home path (/ or /furniture). */
  homePath: string;
  /** emailLightBoxPages from the initialisation data. */
  pages: readonly string[];
  loginStatus: string;
  /** The session's showEmailLightbox flag. */
  sessionFlag: boolean;
  /** The cookie of an earlier close or submit is there. */
  dismissed: boolean;
}

const norm = (p: string): string => (p.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/').toLowerCase();

/** True when the lightbox may appear on this page for this shopper. */
export function shouldShowLightbox(c: LightboxConditions): boolean {
  const here = norm(c.path);
  return c.loginStatus === 'guest' && c.sessionFlag && !c.dismissed && here === norm(c.homePath) && c.pages.some((p) => norm(p) === here);
}

export type Field = 'email' | 'postalCode' | 'userShopFor';

export interface StayConnectedState {
  /** The marker's source, reported with the sign-up. */
  source: string;
  phase: 'waiting' | 'open' | 'sending' | 'success' | 'closed';
  values: Record<Field, string>;
  /** The server's messages by field. */
  errors: Partial<Record<Field, string>>;
  /** Messages without a field (or for fields the form does not show). */
  general: string | null;
  failed: 'timeout' | 'unavailable' | null;
  /** The success message ('' = the default text). */
  success: string;
  /** Counts answers that marked fields, so the view can focus the first one. */
  fixes: number;
  /** The decision, once made (the view puts it on the marker, for the host page's styles and analytics). */
  lightbox: 'shown' | 'skipped' | null;
}

export type StayConnectedAction =
  | { type: 'shown' }
  | { type: 'typed'; field: Field; value: string }
  | { type: 'submitted' }
  | { type: 'answered'; result: SignUpOutcome }
  | { type: 'successHidden' }
  | { type: 'closed' };

export const initialStayConnected: StayConnectedState = {
  source: 'lightbox',
  phase: 'waiting',
  values: { email: '', postalCode: '', userShopFor: '' },
  errors: {},
  general: null,
  failed: null,
  success: '',
  fixes: 0,
  lightbox: null,
};

const FIELDS: Field[] = ['email', 'postalCode', 'userShopFor'];

export function stayConnectedReducer(s: StayConnectedState, a: StayConnectedAction): StayConnectedState {
  switch (a.type) {
    case 'shown':
      return s.phase === 'waiting' ? { ...s, phase: 'open' } : s;
    case 'typed':
      if (s.phase !== 'open') return s;
      return { ...s, values: { ...s.values, [a.field]: a.value }, errors: { ...s.errors, [a.field]: undefined }, general: null, failed: null };
    case 'submitted':
      return s.phase === 'open' ? { ...s, phase: 'sending', errors: {}, general: null, failed: null } : s;
    case 'answered': {
      if (s.phase !== 'sending') return s;
      const o = a.result;
      if (o.kind === 'success') return { ...s, phase: 'success', success: o.message };
      if (o.kind === 'failed') return { ...s, phase: 'open', failed: o.timeout ? 'timeout' : 'unavailable' };
      const errors: Partial<Record<Field, string>> = {};
      const rest: string[] = [...o.messages];
      for (const [k, v] of Object.entries(o.fieldErrors)) {
        if ((FIELDS as string[]).includes(k)) errors[k as Field] = v;
        else rest.push(v);
      }
      const any = Object.keys(errors).length > 0;
      return { ...s, phase: 'open', errors, general: rest.join(' ') || null, failed: !any && !rest.length ? 'unavailable' : null, fixes: s.fixes + +any };
    }
    case 'successHidden':
      return s.phase === 'success' ? { ...s, phase: 'closed' } : s;
    case 'closed':
      return s.phase === 'waiting' ? s : { ...s, phase: 'closed' };
  }
}

/** How long the cookie lives, in seconds. */
export const LIGHTBOX_COOKIE_MAX_AGE = LIGHTBOX_COOKIE_DAYS * 24 * 60 * 60;

/** What is sent: the three fields and the marker's source. */
export type SignUpValues = Record<Field, string> & { source: string };

/** What the lightbox asks of the outside world (calls.ts in the page, fakePorts in model tests). */
export interface StayConnectedCalls {
  /** Once the page has loaded: what decides whether it appears, or null when that cannot be read (then it stays away). */
  loadConditions: (input: null, signal: AbortSignal) => Promise<LightboxConditions | null>;
  signUp: (input: SignUpValues, signal: AbortSignal) => Promise<SignUpOutcome>;
  /** Keeps the lightbox away: the cookie, for LIGHTBOX_COOKIE_DAYS. */
  remember: (input: null, signal: AbortSignal) => Promise<unknown>;
}

export type StayConnectedEvent = StayConnectedAction | { type: 'decided'; result: LightboxConditions | null };

type StayConnectedNext = Next<StayConnectedState, StayConnectedEvent, StayConnectedCalls>;

/** The first state of the marker of `source`: waiting for the page to load and the decision's inputs. */
export const startStayConnected = (source: string): StayConnectedNext => ({
  state: { ...initialStayConnected, source },
  effects: [{ type: 'request', call: 'loadConditions', input: null, done: { type: 'decided' } }],
});

/** Closing or submitting keeps it away (the cookie). */
const remember: Effect<StayConnectedEvent, StayConnectedCalls> = { type: 'request', call: 'remember', input: null };

export function stayConnectedStep(s: StayConnectedState, a: StayConnectedEvent): StayConnectedNext {
  if (a.type === 'decided') {
    if (!a.result || s.lightbox) return { state: s };
    return { state: shouldShowLightbox(a.result) ? { ...stayConnectedReducer(s, { type: 'shown' }), lightbox: 'shown' } : { ...s, lightbox: 'skipped' } };
  }
  const state = stayConnectedReducer(s, a);
  if (state.phase === s.phase) return { state };
  if (state.phase === 'sending') return { state, effects: [{ type: 'request', call: 'signUp', input: { ...s.values, source: s.source }, key: 'signUp', done: { type: 'answered' } }] };
  if (state.phase === 'success') return { state, effects: [remember, { type: 'timer', key: 'hide', ms: SUCCESS_HIDE_MS, done: { type: 'successHidden' } }] };
  if (state.phase === 'closed') return { state, effects: [remember, { type: 'cancel', key: 'hide' }] };
  return { state };
}
