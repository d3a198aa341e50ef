export { $session, $cart, loadSession, applySessionInfo, normalizeSessionInfo, signedIn, signedOut, setCartCount, resetSession, SessionInfoStruct, DEFAULT_TIMING } from './session';
export type { SessionInfo, SessionState, SessionTiming, CartState, LoginStatus, SelectedStore } from './session';
export { $tokens, $profileId, saveTokenResponse, clearTokens, tokenStore, TOKENS_KEY, PROFILE_ID_KEY } from './tokens';
export { $site, detectSite, homePath, type Site } from './site';
export { postToTabs, onTabMessage, type TabMessage } from './tabs';
export { readStored, writeStored, removeStoredPrefix, readCookie, writeCookie } from './storage';
export { $selectedStore, setSelectedStore, toSelectedStore, type SelectedStoreInfo } from './selectedStore';
