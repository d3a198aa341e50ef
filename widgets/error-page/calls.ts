/**
 * The error page's calls: the 'Explore Categories' links, the header content call (the one the header reads), reduced to the
 * category groups of this site's tab. Every link goes through the site's link rule (src/platform
 * followableLink): a link to another host or a `javascript:` link from the content is left out.
 */
import { array, optional, string, type } from 'superstruct';
import { loadHeaderFooter } from '../../src/api';
import { followableLink } from '../../src/platform';
import { safeValidate } from '../../src/validation/struct';
import type { CategoryLink, ErrorPageCalls } from './model';
import { EXPLORE_MAX } from './schema';

const HeaderStruct = type({
  tabs: optional(array(type({ site: optional(string()), groups: optional(array(type({ displayName: string(), url: string() }))) }))),
});

/** The categories of `site`'s tab (else the first tab) in the header content, at most `max`, safe links only. */
export function exploreLinks(answer: unknown, site: string, max: number, follow: (url: string) => string | null = followableLink): CategoryLink[] {
  const raw = answer && typeof answer === 'object' && 'header' in answer ? (answer as { header: unknown }).header : answer;
  const [err, content] = safeValidate(raw, HeaderStruct);
  if (err) return [];
  const tabs = content.tabs ?? [];
  const tab = tabs.find((t) => (t.site ?? 'school') === site) ?? tabs[0];
  const out: CategoryLink[] = [];
  for (const g of tab?.groups ?? []) {
    const url = follow(g.url);
    if (url && g.displayName.trim() && out.length < max) out.push({ name: g.displayName.trim(), url });
  }
  return out;
}

/**
 * Loads the links; an empty list when the content cannot be read (the page then shows its actions only). The
 * header on the same page reads the same content: one request serves both (src/api loadHeaderFooter).
 */
export async function loadExploreLinks(site: string, max: number): Promise<CategoryLink[]> {
  const r = await loadHeaderFooter();
  return r.ok ? exploreLinks(r.data, site, max) : [];
}

/** The error page's calls in the page. */
export const errorPageCalls: ErrorPageCalls = { links: (site) => loadExploreLinks(site, EXPLORE_MAX) };
