/**
 * Session replay's driver, a lazy chunk: startSessionReplay (in the runtime every page loads) imports it only
 * when the feature toggle fullStoryTrackingEnabled is on. It runs the model of sessionReplayModel.ts when the
 * init data's session-replay info is enabled and names the recorder's script, with these ports:
 *  - consent: the host config's `performanceConsent()` (false when it is missing or throws);
 *  - the recorder: `window.SessionReplayRecorder` = { mask(selector), start({ orgId, ip }), stop(), identify(id),
 *    userId?() }, defined by the script at the init's `scriptUrl`, loaded through the one script loader (allowlist,
 *    nonce); a real integration is a small adapter script around its vendor's recorder. A recorder without mask()
 *    is not started: whether a card number leaves the page must not depend on a vendor's defaults;
 *  - Get IP and delete session-replay session through the commerce client (endpoints replayIp and
 *    deleteReplaySession). The session is deleted when the capture stops because consent was withdrawn.
 * The host says its consent changed with `document.dispatchEvent(new Event('storefront:consent-changed'))`.
 * On a private page (the checkout, src/platform/privatePage) nothing is loaded and a recorder already there is stopped;
 * a page that becomes private (a checkout marker mounts, the address changes to the checkout's) stops the capture.
 */
import { boolean, nullable, optional, string, type } from 'superstruct';
import { $shopper, createModel, getHostConfig, isPrivatePage, loadExternalScript, loadInitPart, PRIVATE_SELECTOR, requestPath, type Model } from '../runtime';
import { replayStep, startReplay, type ReplayAction, type ReplayState } from './sessionReplayModel';

/** What the recorder's script defines on the page (vendor-neutral). */
export interface ReplayRecorder {
  /**
   * Called before start(): the recorder must never capture the value of an element matching `selector` (the
   * private marker of card, CVV, gift-card and password fields), in the page or in a widget's shadow root.
   */
  mask(selector: string): void;
  start(options: { orgId: string; ip: string }): void;
  stop(): void;
  identify(id: string): void;
  /** The recorder's id of this shopper's session (sent as fsUserId when it is deleted). */
  userId?(): string | null | undefined;
}

declare global {
  interface Window {
    SessionReplayRecorder?: ReplayRecorder;
  }
}

const NAME = 'session-replay';

/**
 * Get IP (GET) and delete session-replay session (POST, fsUserId): spec section 7, paths not shown. They live
 * here rather than in src/api/endpoints.ts so that they cost the runtime chunk nothing (two entries there were
 * 90 B brotli for every shopper); a host overrides them by the same names in `StorefrontWidgetsConfig.endpoints`.
 */
export const REPLAY_PATHS = {
  replayIp: '/rest/model/ll/commerce/replay/SessionReplayActor/ip',
  deleteReplaySession: '/rest/model/ll/commerce/replay/SessionReplayActor/deleteSession',
};

/** The recorder's own global only: a named element in content (`<a id="SessionReplayRecorder">`) is not one. */
const recorder = (): ReplayRecorder | null => {
  const r = Object.hasOwn(window, 'SessionReplayRecorder') ? window.SessionReplayRecorder : null;
  return r && typeof r.mask === 'function' && typeof r.start === 'function' && typeof r.stop === 'function' ? r : null;
};

/** The host's answer; a hook that is missing, throws or answers anything but true is no consent. */
export function performanceConsent(hook: (() => unknown) | undefined): boolean {
  try {
    return hook?.() === true;
  } catch {
    return false;
  }
}

/**
 * Starts session replay for this page when the init data enables it. `clicked`: whether the shopper clicked
 * before this chunk arrived. Resolves the model (null when the init data does not enable it).
 */
export async function runSessionReplay(clicked: boolean): Promise<Model<ReplayState, ReplayAction> | null> {
  if (isPrivatePage()) {
    // A recorder the host page loaded itself, or one a vendor resumed from the last page, stops here too.
    recorder()?.stop();
    return null;
  }
  // A click while the init data is on its way counts too.
  let model: Model<ReplayState, ReplayAction> | null = null;
  const click = () => {
    clicked = true;
    model?.dispatch({ type: 'clicked' });
  };
  if (!clicked) addEventListener('click', click, { capture: true, once: true });
  const ReplayInit = type({ sessionReplay: optional(nullable(type({ enabled: optional(boolean()), orgId: optional(string()), scriptUrl: optional(string()) }))) });
  const info = (await loadInitPart(NAME, ReplayInit))?.sessionReplay;
  const url = info?.scriptUrl;
  if (!info?.enabled || !url) {
    removeEventListener('click', click, { capture: true });
    return null;
  }
  const pathOf = (key: keyof typeof REPLAY_PATHS): string => getHostConfig().endpoints?.[key] || REPLAY_PATHS[key];
  model = createModel(replayStep, startReplay(info.orgId ?? ''), {
    request: {
      consent: () => performanceConsent(getHostConfig().performanceConsent as (() => unknown) | undefined),
      load: async () => !!(await loadExternalScript(NAME, url, { key: NAME, name: 'session-replay recorder', purpose: 'replay', ready: recorder })),
      ip: async () => {
        const r = await requestPath(pathOf('replayIp'), { method: 'GET', schema: type({ ip: string() }) });
        return r.ok ? r.data.ip : '';
      },
      start: (input) => {
        const r = recorder();
        r?.mask(PRIVATE_SELECTOR);
        r?.start(input);
      },
      identify: ({ id }) => recorder()?.identify(id),
      stop: () => {
        const r = recorder();
        // The id is read before stopping: a recorder may forget it once stopped.
        const id = r?.userId?.() ?? '';
        r?.stop();
        return id;
      },
      deleteSession: (body) => requestPath(pathOf('deleteReplaySession'), { method: 'POST', body }),
    },
  });
  const m = model;
  m.start();
  // The page becomes private when a checkout marker starts to load or the address becomes the checkout's.
  const watch = () => isPrivatePage() && m.dispatch({ type: 'privatePage' });
  new MutationObserver(watch).observe(document.documentElement, { subtree: true, attributeFilter: ['data-widget-state'] });
  addEventListener('popstate', watch);
  (window as { navigation?: EventTarget }).navigation?.addEventListener('currententrychange', watch);
  if (clicked) m.dispatch({ type: 'clicked' });
  document.addEventListener('storefront:consent-changed', () => m.dispatch({ type: 'consentCheck' }));
  $shopper.subscribe((s) => m.dispatch({ type: 'signedIn', id: s.signedIn ? s.profile!.id : '' }));
  return m;
}
