/**
 * The header's calls: the header content, init data, rewards, chat status, content pages and store details over the
 * shared commerce client (every function resolves; none throws), the chat script, other widgets by name and the
 * page's address.
 */
import { array, boolean, optional, string, type, unknown } from 'superstruct';
import { loadHeaderFooter, loadInit as loadInitData, request, requestPath, resetInit, webContents } from '../../src/api';
import { openWidget } from '../../src/mount';
import { loadExternalScript, vendorGlobal } from '../../src/integrations';
import { onSessionSignal } from '../../src/stores';
import { safeValidate } from '../../src/validation/struct';
import { HeaderContentStruct, type HeaderContent, type InitData } from './content';
import { toRewardsCustomer, type RewardsCustomer } from './flyoutModel';
import type { HeaderCalls } from './model';
import type { StoreDetails } from './storeLinkStep';

let contentFlight: Promise<HeaderContent | null> | null = null;

/** The header content (tabs, groups, eyebrow...), once per page. Null when it cannot be read. */
export function loadHeaderContent(): Promise<HeaderContent | null> {
  // Read raw, shared with the other widgets that read it (the error page): it may come wrapped in { header } and is validated below.
  contentFlight ??= loadHeaderFooter().then((r) => {
    if (!r.ok) {
      console.error(`[storefront-widgets] header: the header content could not be loaded (${r.kind}: ${'message' in r ? r.message : ''}); the menu is left out.`);
      contentFlight = null;
      return null;
    }
    const raw = r.data && typeof r.data === 'object' && 'header' in r.data ? (r.data as { header: unknown }).header : r.data;
    const [err, content] = safeValidate(raw, HeaderContentStruct, { coerce: true });
    if (err) {
      console.error(`[storefront-widgets] header: the header content is not in the expected shape (${err.message}); the menu is left out.`);
      return null;
    }
    return content;
  });
  return contentFlight;
}

/** The initialisation data (authPages, chat address), once per page; null when it is missing or invalid (src/api logged why). */
export async function loadInit(): Promise<InitData | null> {
  const r = await loadInitData();
  return r.ok ? r.data : null;
}

const RewardsAnswer = type({
  rewardsCustomer: type({
    rewardPoints: optional(unknown()),
    isRewardsMember: optional(unknown()),
    messages: optional(array(unknown())),
    tierInfo: optional(unknown()),
  }),
});

/** The signed-in shopper's rewards; null when the call fails (the flyout shows the rewards error). */
export async function loadRewards(signal?: AbortSignal): Promise<RewardsCustomer | null> {
  const r = await request('rewards', { signal, schema: RewardsAnswer });
  return r.ok ? toRewardsCustomer(r.data.rewardsCustomer) : null;
}

const ChatStatusAnswer = type({ online: optional(boolean()), status: optional(string()) });

/** Whether live chat is online; null when the status is unknown (call failed). */
export async function loadChatStatus(signal?: AbortSignal): Promise<boolean | null> {
  const r = await request('chatStatus', { signal, timeoutMs: 5000, schema: ChatStatusAnswer });
  if (!r.ok) return null;
  const d = r.data;
  if (typeof d.online === 'boolean') return d.online;
  if (typeof d.status === 'string') return d.status.toLowerCase() === 'online';
  return null;
}

/** An eyebrow content page, raw (schema unknown: the lazy dialog's findPageText checks every node it walks). */
export const readContentPage = (pathKey: string) => webContents({ pathKey }, { schema: unknown() });

/** For tests: forget what was loaded. */
export function resetHeaderApi(): void {
  contentFlight = null;
  resetInit();
}

/** The full store list (the data of the 'View All Stores' page). */
export const ALL_STORES_PATH = '/rest/model/atg/commerce/locations/StoreLocatorActor/allStores';

const detailsCache = new Map<string, Promise<StoreDetails | null>>();
const StoreListAnswer = type({ stores: optional(array(unknown())) });

/**
 * Address, phone and hours of the selected store. The session info names the store (id, name, city, state,
 * zip) but carries no address or hours, so they come from the store search around the store's own zip.
 */
export function loadStoreDetails(id: string, postalCode: string): Promise<StoreDetails | null> {
  const key = `${id}|${postalCode}`;
  let p = detailsCache.get(key);
  if (!p) {
    const pick = (data: unknown): Record<string, unknown> | undefined => {
      const list = data && typeof data === 'object' ? (data as { stores?: unknown }).stores : null;
      return Array.isArray(list) ? (list as Record<string, unknown>[]).find((s) => s && typeof s === 'object' && s.id === id) : undefined;
    };
    p = (async () => {
      const near = await request('findStores', { query: { zipCode: postalCode, context: 'header', timestamp: Date.now() }, schema: StoreListAnswer });
      let hit = near.ok ? pick(near.data) : undefined;
      // Fall back to the store list behind 'View All Stores'.
      if (!hit) {
        const all = await requestPath(ALL_STORES_PATH, { schema: StoreListAnswer });
        hit = all.ok ? pick(all.data) : undefined;
      }
      return hit;
    })().then((hit) => {
      if (!hit) {
        detailsCache.delete(key);
        return null;
      }
      const str = (v: unknown) => (typeof v === 'string' ? v : '');
      return {
        address1: str(hit.address1),
        phoneNumber: str(hit.phoneNumber),
        hours: Array.isArray(hit.hours) ? hit.hours.filter((h): h is string => typeof h === 'string') : str(hit.hours) ? [str(hit.hours)] : [],
        seoUrl: str(hit.seoUrl),
      };
    });
    detailsCache.set(key, p);
  }
  return p;
}

interface ChatApi {
  open(): void;
  close(): void;
  isOpen(): boolean;
}

declare global {
  interface Window {
    LakeshoreChat?: ChatApi;
  }
}

/** Adds the chat script once (the script loader's allowlist and nonce) and resolves its API, or null (logged) when it is refused or fails. */
export function loadChatScript(url: string): Promise<ChatApi | null> {
  return loadExternalScript('header', url, { name: 'live-chat script', ready: () => vendorGlobal<ChatApi>('LakeshoreChat', ['open', 'close', 'isOpen']) });
}

/** The header's calls in the page: its four models' (the bar, the eyebrow, the store link, the chat). */
export const headerCalls: HeaderCalls = {
  content: loadHeaderContent,
  init: loadInit,
  rewards: (_, signal) => loadRewards(signal),
  open: (o) => void openWidget(o.name, 'props' in o ? o.props : undefined, 'header'),
  sessionSignals: (listener) => onSessionSignal(listener),
  replaceAddress: (url) => {
    try {
      history.replaceState(history.state, '', url);
    } catch {
      // an address the history API refuses: the flag just stays
    }
  },
  page: readContentPage,
  details: ({ id, postalCode }) => loadStoreDetails(id, postalCode),
  openFinder: () => openWidget('store-finder', { context: 'header' }, 'header'),
  // A hidden page is not asked (the answer is unknown: what shows stays).
  status: (_, signal) => (document.hidden ? Promise.resolve(null) : loadChatStatus(signal)),
  openChat: async (url) => {
    const api = await loadChatScript(url);
    api?.open();
    return !!api;
  },
  closeChat: () => vendorGlobal<ChatApi>('LakeshoreChat', ['open', 'close', 'isOpen'])?.close(),
};
