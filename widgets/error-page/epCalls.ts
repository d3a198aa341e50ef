/** The error page's calls in the page: the header content's explore links (api.ts). */
import { loadExploreLinks } from './api';
import type { EpCalls } from './epStep';
import { EXPLORE_MAX } from './schema';

export const epCalls: EpCalls = { links: (site) => loadExploreLinks(site, EXPLORE_MAX) };
