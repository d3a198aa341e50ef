/**
 * The error page's asynchronous half (createModel runs the effects): the 'Explore Categories' links of the
 * site's header content are asked for at first and again when the site changes; the newest question wins (a slow
 * answer for the site left is ignored). Until an answer, and when there are none, no links show.
 */
import type { Next } from '../../src/platform/createModel';

/** One link under 'Explore Categories'. */
export interface CategoryLink {
  name: string;
  url: string;
}

/** What the error page asks of the outside world (calls.ts in the page, fakePorts in model tests). */
export interface ErrorPageCalls {
  /** The site's explore links (none when the header content fails). */
  links(site: string, signal: AbortSignal): Promise<CategoryLink[]>;
}

export interface ErrorPageState {
  site: string;
  links: CategoryLink[];
}

export type ErrorPageEvent = { type: 'siteChanged'; site: string } | { type: 'answered'; result: CategoryLink[] };

export type ErrorPageNext = Next<ErrorPageState, ErrorPageEvent, ErrorPageCalls>;

/** The links of `site`, asked for (the older question's answer, if it still comes, is ignored). */
export const startErrorPage = (site: string, links: CategoryLink[] = []): ErrorPageNext => ({
  state: { site, links },
  effects: [{ type: 'request', call: 'links', input: site, key: 'links', done: { type: 'answered' } }],
});

export function errorPageStep(s: ErrorPageState, e: ErrorPageEvent): ErrorPageNext {
  if (e.type === 'answered') return { state: { ...s, links: e.result } };
  // The links shown stay until the new site's answer replaces them.
  return e.site === s.site ? { state: s } : startErrorPage(e.site, s.links);
}
