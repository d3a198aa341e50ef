// A view imports only the $ stores, useStore and types from here (project/view-imports): the other names set or
// load a store, which is an effect of a widget's model.
export { $session, $cart, loadSession, applySessionInfo, normalizeSessionInfo, signedIn, signedOut, setCartCount, resetSession, onSessionSignal, SessionInfoStruct, DEFAULT_TIMING } from './session';
export type { SessionInfo, SessionState, SessionTiming, CartState, LoginStatus, SelectedStore, SessionSignal } from './session';
export { $shopper, shopperOf, isSignedIn, type Shopper } from './shopper';
export { $features, featuresOf, FEATURES, type Feature, type Features } from './features';
export { $tokens, $profileId, saveTokenResponse, clearTokens, tokenStore, TOKENS_KEY, PROFILE_ID_KEY, sessionExpiredTab } from '../api/tokens';
export { $site, detectSite, type Site } from './site';
export {
  readStored,
  writeStored,
  removeStoredPrefix,
  readCookie,
  writeCookie,
  DEFAULT_COOKIE_MAX_AGE,
  looksLikeCardNumber,
  mayHoldCardNumber,
  maskCardNumbers,
  withoutCardData,
} from '../platform/storage';
export { CHECKOUT_KEY_PREFIX, CHECKOUT_DRAFT_KEY, forgetCheckoutData } from './checkoutData';
export { $selectedStore, setSelectedStore, toSelectedStore, type SelectedStoreInfo } from './selectedStore';
export { addRecentProduct, addRecentSearch, clearRecent, recentProducts, recentSearches, RECENT_MAX, RECENT_PRODUCTS_KEY, RECENT_SEARCHES_KEY, type RecentProduct } from './recent';
// What this index lists is the shared runtime (src/runtime.ts re-exports it); a store only some widgets use, as
// the session timer's (src/stores/sessionTimer.ts), is not listed, so only those widgets load it.
