/** The content page's calls in the page: the web contents call (api.ts) and the sanitizer chunk. */
import { loadContentItems } from './api';
import type { PageCalls, Sanitize } from './pageStep';

let sanitizer: Promise<Sanitize> | null = null;

export const pageCalls: PageCalls = {
  load: loadContentItems,
  /** The sanitizer chunk (DOMPurify), asked for once a page; if it cannot be loaded, server HTML is left out. */
  sanitizer: () =>
    (sanitizer ??= import('./ContentSanitizer').then(
      (mod) => mod.sanitizeHtml,
      (e: unknown) => {
        sanitizer = null;
        console.error('[storefront-widgets] content-page: the HTML sanitizer could not be loaded; HTML content is left out.', e);
        return () => null;
      },
    )),
};
