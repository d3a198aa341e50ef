/**
 * $session: the session info of this page (profile, feature toggles, rewards, store config flags, session
 * timing, cart info), fetched once per page however many islands mount (single flight), and kept in step
 * with other tabs: a login or logout in one tab makes the others fetch it again.
 */
import { atom, map, onMount } from 'nanostores';
import { array, boolean, enums, nullable, number, optional, record, string, type as object, unknown, type Infer } from 'superstruct';
import { client, request } from '../api';
import { getHostConfig } from '../config';
import { tabMessage } from '../platform/tabs';
import { setSelectedStore, toSelectedStore } from './selectedStore';
import { $profileId, clearTokens, saveTokenResponse } from '../api/tokens';
import { safeValidate } from '../validation/struct';

const Str = optional(nullable(string()));
const StoreStruct = object({ id: string(), name: Str, city: Str, state: Str, postalCode: Str, address: optional(nullable(object({ country: Str }))) });

/** The session info answer as it enters (unknown keys are kept in `raw`). */
export const SessionInfoStruct = object({
  profile: optional(
    object({
      id: Str,
      firstName: Str,
      lastName: Str,
      email: Str,
      loginStatus: optional(enums(['guest', 'recognized', 'loggedIn'])),
      securityStatus: optional(number()),
      gsaUser: optional(boolean()),
      userShopFor: Str,
      selectedStore: optional(nullable(StoreStruct)),
    }),
  ),
  featureToggles: optional(record(string(), unknown())),
  rewardsCustomer: optional(
    nullable(object({ rewardPoints: optional(number()), messages: optional(array(unknown())), tierInfo: optional(nullable(object({ currentTier: Str }))), isRewardsMember: optional(boolean()) })),
  ),
  dynSess: optional(object({ dynSessConfNumber: optional(string()) })),
  cartInfo: optional(object({ cartId: Str, cartQty: optional(number()), orderId: Str, encryptedOrderId: Str })),
  furniture: optional(boolean()),
  firstSessionResetTime: optional(number()),
  maxSessionExpiryTime: optional(number()),
  sessionExpiryAlertTime: optional(number()),
});

export type SelectedStore = Infer<typeof StoreStruct>;
export type LoginStatus = 'guest' | 'recognized' | 'loggedIn';

/** Session timing, seconds. An alert time of 0 means "not configured" (the timer uses 60 s). */
export interface SessionTiming {
  firstSessionResetTime: number;
  maxSessionExpiryTime: number;
  sessionExpiryAlertTime: number;
}

export interface SessionInfo {
  profile: {
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    loginStatus: LoginStatus;
    securityStatus: number;
    gsaUser: boolean;
    userShopFor: string;
    selectedStore: SelectedStore | null;
  };
  featureToggles: Record<string, boolean>;
  rewardsCustomer: Infer<typeof SessionInfoStruct>['rewardsCustomer'] | null;
  /** Store config flags (bopisEnabled, enableStoreOnlyItems, enhancedTypeAheadEnabled, applePayEnabled, sapPriceEnabled, showSessionExpireModal). */
  storeConfig: Record<string, boolean>;
  timing: SessionTiming;
  furniture: boolean;
  /** The whole answer, for fields not modelled here (userSegmentsMap, sid, contractedItemsLabel...). */
  raw: Record<string, unknown>;
}

export interface SessionState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  info: SessionInfo | null;
  /** What went wrong (status 'error'); islands keep working with guest defaults. */
  error: string | null;
}

export const DEFAULT_TIMING: SessionTiming = { firstSessionResetTime: 900, maxSessionExpiryTime: 1680, sessionExpiryAlertTime: 0 };
const FLAGS = ['bopisEnabled', 'enableStoreOnlyItems', 'enhancedTypeAheadEnabled', 'applePayEnabled', 'sapPriceEnabled', 'showSessionExpireModal'];

export const $session = atom<SessionState>({ status: 'idle', info: null, error: null });

export interface CartState {
  cartId: string;
  cartQty: number;
  orderId: string;
  encryptedOrderId: string;
}
/** The cart summary every island shows (header count...); the cart count syncs across tabs. */
export const $cart = map<CartState>({ cartId: '', cartQty: 0, orderId: '', encryptedOrderId: '' });

/** Turns a validated answer into SessionInfo (host config `session` timing wins over the server's). */
export function normalizeSessionInfo(raw: Record<string, unknown>, v: Infer<typeof SessionInfoStruct>): SessionInfo {
  const p = v.profile ?? {};
  const toggles: Record<string, boolean> = {};
  for (const [k, val] of Object.entries(v.featureToggles ?? {})) toggles[k] = val === true || val === 'true';
  const storeConfig: Record<string, boolean> = {};
  for (const k of FLAGS) storeConfig[k] = raw[k] === true || raw[k] === 'true';
  if (raw.showSessionExpireModal === undefined) storeConfig.showSessionExpireModal = true;
  const host = getHostConfig().session ?? {};
  return {
    profile: {
      id: p.id ?? '',
      firstName: p.firstName ?? '',
      lastName: p.lastName ?? '',
      email: p.email ?? '',
      loginStatus: p.loginStatus ?? 'guest',
      securityStatus: p.securityStatus ?? 0,
      gsaUser: p.gsaUser ?? false,
      userShopFor: p.userShopFor ?? 'all',
      selectedStore: p.selectedStore ?? null,
    },
    featureToggles: toggles,
    rewardsCustomer: v.rewardsCustomer ?? null,
    storeConfig,
    timing: {
      firstSessionResetTime: host.firstSessionResetTime ?? v.firstSessionResetTime ?? DEFAULT_TIMING.firstSessionResetTime,
      maxSessionExpiryTime: host.maxSessionExpiryTime ?? v.maxSessionExpiryTime ?? DEFAULT_TIMING.maxSessionExpiryTime,
      sessionExpiryAlertTime: host.sessionExpiryAlertTime ?? v.sessionExpiryAlertTime ?? DEFAULT_TIMING.sessionExpiryAlertTime,
    },
    furniture: v.furniture ?? false,
    raw,
  };
}

/** Applies a session info answer (from the session-info call or a login answer) to the stores. */
export function applySessionInfo(raw: unknown): SessionInfo | null {
  if (!raw || typeof raw !== 'object') return null;
  const [err, v] = safeValidate(raw, SessionInfoStruct, { coerce: true });
  if (err) {
    $session.set({ status: 'error', info: null, error: `Unexpected session info: ${err.message}` });
    return null;
  }
  const info = normalizeSessionInfo(raw as Record<string, unknown>, v);
  const n = v.dynSess?.dynSessConfNumber;
  if (n && /^-?\d+$/.test(n)) client.setDynSess(n);
  if (info.profile.loginStatus !== 'guest' && info.profile.id) $profileId.set(info.profile.id);
  const c = v.cartInfo;
  if (c) {
    const next: CartState = { cartId: c.cartId ?? '', cartQty: c.cartQty ?? 0, orderId: c.orderId ?? '', encryptedOrderId: c.encryptedOrderId ?? '' };
    const now = $cart.get();
    // Only a real change is set, so every listener (the host-event bridge...) hears one change once.
    if ((Object.keys(next) as (keyof CartState)[]).some((k) => next[k] !== now[k])) $cart.set(next);
  }
  const rawProfile = (raw as { profile?: { selectedStore?: unknown } }).profile;
  if (rawProfile && 'selectedStore' in rawProfile) setSelectedStore(toSelectedStore(rawProfile.selectedStore), { fromTab: true });
  $session.set({ status: 'ready', info, error: null });
  return info;
}

/** A login or logout of this tab, for the host-event bridge in src/events (the stores never import it). */
export type SessionSignal = { type: 'login'; profile: SessionInfo['profile'] | null } | { type: 'logout' };
const signalListeners = new Set<(s: SessionSignal) => void>();
/** Hears this tab's logins and logouts; returns the function that stops listening. */
export function onSessionSignal(fn: (s: SessionSignal) => void): () => void {
  signalListeners.add(fn);
  return () => signalListeners.delete(fn);
}
const signal = (s: SessionSignal) => {
  for (const fn of [...signalListeners]) fn(s);
};

let flight: Promise<SessionInfo | null> | null = null;

/**
 * Fetches the session info once per page (every caller shares the one request); `force` fetches again
 * (after login, logout or a change in another tab).
 */
export function loadSession(options: { force?: boolean } = {}): Promise<SessionInfo | null> {
  const s = $session.get();
  if (!options.force && s.status === 'ready') return Promise.resolve(s.info);
  if (flight && !options.force) return flight;
  if ($session.get().status !== 'ready') $session.set({ ...$session.get(), status: 'loading' });
  let mine: Promise<SessionInfo | null> | null = null;
  mine = (async () => {
    const asked = Date.now();
    // Read raw (schema unknown): applySessionInfo validates it and keeps the fields it does not model.
    const r = await request('sessionInfo', { body: {}, schema: unknown() });
    if (flight !== mine) return $session.get().info;
    if (!r.ok) {
      $session.set({ status: 'error', info: $session.get().info, error: r.message });
      return null;
    }
    const info = applySessionInfo(r.data);
    // The server's count as of this read reaches the other tabs too: one that placed an order and lost its
    // answer learns on its next page that the cart is empty, and the tabs left open must not keep the old count.
    if (info && (r.data as { cartInfo?: unknown }).cartInfo && asked >= cartAt) shareCartCount(asked);
    // Likewise the sign-in state: a sign-in whose answer was lost (timed out, then done at the store) shows on this
    // tab's next page, and a tab left open that still shows the shopper signed out reads its session again.
    if (info && asked >= seenAt) {
      seenAt = asked;
      sessionSeenTab.post({ loginStatus: info.profile.loginStatus, at: asked });
    }
    return info;
  })().finally(() => {
    if (flight === mine) flight = null;
  });
  flight = mine;
  return mine;
}

onMount($session, () => {
  listenToTabs();
  void loadSession();
});

/**
 * After a successful login: stores the tokens (in this tab's sessionStorage, or localStorage when the shopper
 * ticked "Keep me signed in": `staySignedIn`), applies or refetches the session, tells the other tabs.
 */
export async function signedIn(result: { tokens?: { access_token: string; refresh_token: string; expires_in: number }; sessionInfo?: unknown; staySignedIn?: boolean } = {}): Promise<void> {
  if (result.tokens) saveTokenResponse(result.tokens, { staySignedIn: result.staySignedIn === true });
  // A session info still on its way was asked for before the login: its (guest) answer must not undo it.
  flight = null;
  const info = result.sessionInfo ? applySessionInfo(result.sessionInfo) : await loadSession({ force: true });
  sessionChangedTab.post({});
  signal({ type: 'login', profile: info?.profile ?? null });
}

/** After logout (or invalidation): forgets tokens and profile id here and in every tab, refetches the guest session. */
export async function signedOut(): Promise<void> {
  clearTokens({ everyTab: true });
  client.setDynSess(null);
  $session.set({ status: 'idle', info: null, error: null });
  sessionChangedTab.post({});
  signal({ type: 'logout' });
  await loadSession({ force: true });
}

/**
 * When the count this tab shows was read from the server (ms since the epoch): a count from another tab that was
 * read earlier is older news and is not taken.
 */
let cartAt = 0;
const shareCartCount = (at: number) => {
  cartAt = at;
  cartTab.post({ cartQty: $cart.get().cartQty, at });
};

/** Sets the cart count (after add to cart...) and tells the other tabs (the host page hears it through the bridge). */
export function setCartCount(cartQty: number, extra: Partial<CartState> = {}): void {
  $cart.set({ ...$cart.get(), ...extra, cartQty });
  shareCartCount(Date.now());
}

/** Another tab signed in or out: this one asks for the session again. */
const sessionChangedTab = tabMessage('session-changed', {});
/** The sign-in state a tab read from the server, and when it asked. */
const sessionSeenTab = tabMessage('session-seen', { loginStatus: string(), at: number() });
/** When this tab's last applied session read was asked for. */
let seenAt = 0;
/** The cart count changed in another tab. */
export const cartTab = tabMessage('cart', { cartQty: number(), at: optional(number()) });

// Other tabs are heard once some island uses the session or the cart (not at import time).
let listening = false;
function listenToTabs(): void {
  if (listening) return;
  listening = true;
  sessionChangedTab.on(() => void loadSession({ force: true }));
  sessionSeenTab.on(({ loginStatus, at }) => {
    const mine = $session.get().info?.profile.loginStatus;
    if (at >= seenAt && mine !== undefined && mine !== loginStatus) void loadSession({ force: true });
  });
  cartTab.on(({ cartQty, at = Date.now() }) => {
    if (at < cartAt) return;
    cartAt = at;
    if (cartQty !== $cart.get().cartQty) $cart.setKey('cartQty', cartQty);
  });
}
onMount($cart, listenToTabs);

/** For tests: back to the state of a fresh page. */
export function resetSession(): void {
  flight = null;
  cartAt = 0;
  seenAt = 0;
  $session.set({ status: 'idle', info: null, error: null });
  $cart.set({ cartId: '', cartQty: 0, orderId: '', encryptedOrderId: '' });
}
