/** What the search box shows and announces, from its state and its items. */
import { fill } from '../../src/config';
import type { Item, State } from './combobox';
import type { MESSAGES } from './messages';
import { searchTerm } from './sanitize';

/** The live region's text: the number of results while the list is open; 'no results' for a term answered with none. */
export function announcement(s: State, count: number, m: typeof MESSAGES): string {
  if (s.open) return count === 1 ? m.oneResult : fill(m.results, { count });
  return s.mode === 'results' && s.term && s.term === searchTerm(s.value) && !count ? m.noResults : '';
}

/** The items of the given kinds, in their order (one group of the list). */
export const itemsOfKind = (items: readonly Item[], kinds: readonly Item['kind'][]): Item[] => items.filter((i) => kinds.includes(i.kind));
