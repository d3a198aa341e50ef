/**
 * The stay-connected lightbox (storefront spec sections 2, 4 and 9) as pure functions: whether it may
 * appear, and a reducer from its first showing to its closing. It appears on the home page only, when the
 * home page is among the configured lightbox pages, to guests, when the session flag allows, and when it
 * was not closed or submitted before (a cookie kept 30 days). Its field errors come from the server.
 */
import type { SignUpOutcome } from '../../src/api/emailSignUp';

/** Closing or submitting keeps the lightbox away this long (spec section 9: "Lightbox cookie 30 days"). */
export const LIGHTBOX_COOKIE_DAYS = 30;
export const LIGHTBOX_COOKIE = 'sw_stay_connected';
/** The success message is hidden (and the lightbox closed) after this long (spec section 4). */
export const SUCCESS_HIDE_MS = 2000;

export const SHOP_FOR = ['classroom', 'home', 'all'] as const;

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
}

export type StayConnectedAction =
  | { type: 'shown' }
  | { type: 'typed'; field: Field; value: string }
  | { type: 'submitted' }
  | { type: 'answered'; outcome: SignUpOutcome }
  | { type: 'successHidden' }
  | { type: 'closed' };

export const initialStayConnected: StayConnectedState = {
  phase: 'waiting',
  values: { email: '', postalCode: '', userShopFor: '' },
  errors: {},
  general: null,
  failed: null,
  success: '',
  fixes: 0,
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
      const o = a.outcome;
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
