/** What the listing shows: the filter count, the availability options, open categories, the panel's heading. */
import { fill } from '../../src/config';
import type { Facet, Listing, Refinement } from './answer';
import type { AvailabilityOption } from './state';

const SHIP = 'shipOrderSku';
const PICKUP = 'inStoreSku';

/** The number on the 'Filter (count)' toggle: the selected filters, plus one when there are more than 3 crumbs. */
export const filterCount = (crumbs: number): number => crumbs + (crumbs > 3 ? 1 : 0);

/** Ship Item and Store Pickup from the availability facet; a missing one is a placeholder with count 0. */
export function availabilityOptions(facet: Facet | undefined): AvailabilityOption[] {
  const find = (label: string) => facet?.refinements.find((r) => r.label === label);
  return (
    [
      ['ship', find(SHIP)],
      ['pickup', find(PICKUP)],
    ] as const
  ).map(([kind, r]) => ({ kind, count: r?.count ?? 0, link: r?.link || null, selected: r?.selected ?? false }));
}

/** The level-2 children of a level-1 category value. */
export const childrenOf = (facet: Facet, id: string): Refinement[] => facet.refinements.filter((r) => r.level === 2 && r.parent === id);

/** Whether a level-1 value shows its children: when selected (or a child is), or expanded by the shopper. */
export const isOpen = (facet: Facet, r: Refinement, expanded: string[]): boolean => r.selected || expanded.includes(r.id) || childrenOf(facet, r.id).some((c) => c.selected);

/** The panel's heading: the category, the assortment, or '"{terms}" results' on search. */
export function panelHeading(listing: Listing, searchHeading: string): string {
  return listing.term !== null ? fill(searchHeading, { terms: listing.term }) : listing.title;
}
