/** The header's calls in the page: api.ts, the chat script, other widgets by name, the page's address. */
import { openWidget } from '../../src/mount';
import { loadExternalScript, vendorGlobal } from '../../src/site';
import { loadChatStatus, loadHeaderContent, loadInit, loadRewards, loadStoreDetails, readContentPage } from './api';
import type { ChatCalls } from './chatStep';
import type { EyebrowCalls } from './eyebrowModel';
import type { BarCalls } from './headerStep';
import type { StoreLinkCalls } from './storeLinkStep';

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

export const barCalls: BarCalls = {
  content: loadHeaderContent,
  init: loadInit,
  rewards: (_, signal) => loadRewards(signal),
  open: (o) => void openWidget(o.name, 'props' in o ? o.props : undefined, 'header'),
  replaceAddress: (url) => {
    try {
      history.replaceState(history.state, '', url);
    } catch {
      // an address the history API refuses: the flag just stays
    }
  },
};

export const eyebrowCalls: EyebrowCalls = { page: readContentPage };

export const storeLinkCalls: StoreLinkCalls = {
  details: ({ id, postalCode }) => loadStoreDetails(id, postalCode),
  openFinder: () => openWidget('store-finder', { context: 'header' }, 'header'),
};

export const chatCalls: ChatCalls = {
  // A hidden page is not asked (the answer is unknown: what shows stays).
  status: (_, signal) => (document.hidden ? Promise.resolve(null) : loadChatStatus(signal)),
  openChat: async (url) => {
    const api = await loadChatScript(url);
    api?.open();
    return !!api;
  },
  closeChat: () => vendorGlobal<ChatApi>('LakeshoreChat', ['open', 'close', 'isOpen'])?.close(),
};
