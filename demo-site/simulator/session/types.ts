/** The simulator session's data: a browser's session, its profile and cart, and the per-simulator store. */
import type { createFaultSwitch } from '../faults';

/** Session timing in seconds, as the session info reports it to the session timer. */
export interface SessionTiming {
  /** Idle seconds before the first silent renewal. */
  firstSessionResetTime: number;
  /** Idle seconds before the 'Session Expiry' warning opens. */
  maxSessionExpiryTime: number;
  /** Seconds of the warning countdown (0 = not configured: the client uses 60). */
  sessionExpiryAlertTime: number;
}

/** Simulator options read by the session core (a part of SimulatorOptions). */
export interface SessionOptions {
  /** Enables the test-only endpoints under /rest/__test/ (the e2e server runs with `{ "test": true }`). */
  test?: boolean;
  /** Default session timing in seconds (tests use seconds-scale values). */
  session?: Partial<SessionTiming>;
  /** Server-side idle timeout of a session, seconds (default 1800). */
  sessionTimeoutSeconds?: number;
  /** Lifetime of an access token, seconds (default 3600). */
  tokenTtlSeconds?: number;
  /**
   * Whether guest sessions show the stay-connected lightbox (session info showEmailLightbox). Default true,
   * but false in test mode so that a modal does not cover every home-page test; a test turns it on for its
   * session with `POST /rest/__test/session { "emailLightbox": true }`.
   */
  emailLightbox?: boolean;
}

export const DEFAULT_TIMING: SessionTiming = { firstSessionResetTime: 900, maxSessionExpiryTime: 1680, sessionExpiryAlertTime: 120 };

/** The demo store's feature toggles: reported in session info and, with store config flags, in init data. */
export const FEATURE_TOGGLES = {
  rewardsEnabled: true,
  enhancedTypeAheadEnabled: true,
  bopisEnabled: true,
  enableCategorySuggestions: true,
  addToCartFromRecommendation: true,
  fullStoryTrackingEnabled: false,
  furnitureTabEnabled: true,
  googlePayEnabled: true,
} as const;

export type LoginStatus = 'guest' | 'recognized' | 'loggedIn';

export interface SelectedStore {
  id: string;
  name: string;
  city: string;
  state: string;
  postalCode: string;
  address?: { country?: string };
  [key: string]: unknown;
}

export interface Profile {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  loginStatus: LoginStatus;
  /** 4 or higher is a signed-in, high-security session. */
  securityStatus: number;
  gsaUser: boolean;
  userShopFor: string;
  dateOfBirth?: string;
  /** Extra fields an area keeps on the profile (rewards, addresses...). */
  [key: string]: unknown;
}

export interface CartLine {
  commerceItemId: string;
  productId: string;
  catalogRefId: string;
  quantity: number;
  [key: string]: unknown;
}

export interface Cart {
  cartId: string;
  orderId: string;
  encryptedOrderId: string;
  items: CartLine[];
  [key: string]: unknown;
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
  /** Epoch ms when the access token stops being accepted. */
  expiresAt: number;
}

/** One browser's server-side session. */
export interface Session {
  /** The JSESSIONID. */
  id: string;
  /** The session confirmation number (signed 64-bit). */
  dynSessConf: bigint;
  createdAt: number;
  lastAccess: number;
  /** Times the session was renewed by the renewal call. */
  renewals: number;
  timing: SessionTiming;
  profile: Profile;
  cart: Cart;
  selectedStore: SelectedStore | null;
  /** OAuth-style tokens of a signed-in user, null for guests. */
  tokens: Tokens | null;
  /** Free space for areas (keyed by area name) -- e.g. data.checkout, data.typeahead. */
  data: Record<string, unknown>;
  /** Requests seen in this session, by "METHOD path" (for tests: "one session-info request"). */
  requests: Map<string, number>;
}

/** A form error entry as ATG sends it. */
export interface FormException {
  /** The field; leave out (or empty) for a general message. */
  propertyPath?: string;
  localizedMessage: string;
  errorCode?: string;
}

/** Per-simulator state behind `sessionCore`. Reach it in-process with `getSimulatorControl(app)`. */
export interface SessionStore {
  options: SessionOptions;
  sessions: Map<string, Session>;
  /** Tokens by access token / refresh token -> session id. */
  accessTokens: Map<string, { sessionId: string; expiresAt: number }>;
  refreshTokens: Map<string, string>;
  /** Requests seen by the whole simulator, by "METHOD path". */
  requests: Map<string, number>;
  /** The fault switch (off until a fault is added). */
  faults: ReturnType<typeof createFaultSwitch>;
  /**
   * A signed-in profile's order when its session expired (cart and checkout data, by profile id): the profile
   * keeps it on the server, and gets it back when it signs in again.
   */
  keptOrders: Map<string, { cart: Cart; data: Record<string, unknown> }>;
}
