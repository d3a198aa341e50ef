/**
 * The footer's calls: the footer content, from the header/footer call the header also reads (one request for
 * both, src/api loadHeaderFooter), reduced to its footer part. Never rejects.
 */
import { loadHeaderFooter } from '../../src/api/headerFooter';
import { readFooterContent, type FooterContent } from './content';
import type { FooterCalls } from './model';

/** The footer content, or null (logged) when it cannot be read. */
export async function loadFooterContent(): Promise<FooterContent | null> {
  const r = await loadHeaderFooter();
  if (!r.ok) {
    console.error(`[storefront-widgets] footer: the footer content could not be loaded (${r.kind}); the page's own footer stays.`);
    return null;
  }
  return readFooterContent(r.data);
}

/** The footer's calls in the page. */
export const footerCalls: FooterCalls = { content: () => loadFooterContent() };
