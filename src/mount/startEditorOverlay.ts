/**
 * The editor overlay's switch. The runtime, not the loader (whose bytes are budgeted), reads the flag when the
 * first island mounts or opens: `data-debug` on the loader's tag, or `?sw-debug=1` in the page's address when
 * the host config sets `allowDebugParam`. Only then is the overlay (EditorOverlay.ts) fetched, as a lazy chunk:
 * a shopper's page never requests it. Written for size: it sits in the runtime chunk every shopper loads.
 */
import { getHostConfig } from '../config/hostConfig';
import { isDebug, setRuntime } from '../config/runtime';
import { EVENT_PREFIX } from '../events/events';
import { adoptCss } from './adoptCss';
import type { MountContext, WidgetErrorDetail } from './contract';

/** Whether `sw-debug=1` is in the address's query and the host allows it to turn the overlay on. */
export const debugParam = (search: string, allowDebugParam?: boolean): boolean => !!allowDebugParam && /[?&]sw-debug=1(&|$)/.test(search);

let asked = false;

/** Called by every mount and open(); the first call decides, once per page. */
export function startEditorOverlay(ctx: MountContext): void {
  if (asked) return;
  asked = true;
  // The loader tag's settings (data-debug among them) are read in one place: the runtime's.
  setRuntime(ctx);
  if (!isDebug() && !debugParam(location.search, getHostConfig().allowDebugParam)) return;
  // The islands' errors from now on (an invalid prop is reported in this very task), kept for the overlay.
  const errors = new Map<Element | null, WidgetErrorDetail>();
  document.addEventListener(EVENT_PREFIX + 'widget-error', (e) => errors.set((e as CustomEvent<WidgetErrorDetail>).detail.element, (e as CustomEvent<WidgetErrorDetail>).detail));
  // A chunk that fails to load is reported by the browser (an unhandled rejection) and by the loader's retry.
  void import('./EditorOverlay').then((m) => m.showEditorOverlay({ errors, nonce: ctx.nonce, adoptCss, eventPrefix: EVENT_PREFIX }));
}
