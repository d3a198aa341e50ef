/** What the finder shows, from its state and the page: the title, the stock labels, the order of the list. */
import { canPickUp, type FinderContext, type Stock, type StockState, type StoreRow } from './model';

/** The context of a page from its path, when the marker or the opener does not say. */
export function contextFromPath(path: string): FinderContext {
  const p = path.toLowerCase();
  if (/^\/(p|s)\//.test(p)) return 'product';
  if (p.startsWith('/stores/locator')) return 'locator';
  if (p.startsWith('/search') || p.includes('/products') || p.includes('/n/') || p.startsWith('/sale')) return 'listing';
  return 'page';
}

export type TitleKey = 'selectStore' | 'chooseStore' | 'findStore' | 'findAnotherStore';

/**
 * The dialog's title (spec section 2): 'Select Store' on listing pages; on mobile 'Choose Store' where a
 * store is chosen for an item (product page) and 'Find Store' elsewhere; 'Find Another Store' otherwise.
 */
export function titleKey(context: FinderContext, mobile: boolean): TitleKey {
  if (context === 'listing') return 'selectStore';
  if (mobile) return context === 'product' ? 'chooseStore' : 'findStore';
  return 'findAnotherStore';
}

export type StockLabel = 'inStock' | 'soldOut' | 'limitedStock' | 'notEligible';

/**
 * The stock label, in the spec's order: In Stock (eligible and Available), Sold Out (Unavailable), Limited
 * Stock, otherwise Not Eligible for In-Store Pickup.
 */
export function stockLabel(s: Stock): StockLabel {
  if (s.eligible && s.stockLevel === 'Available') return 'inStock';
  if (s.stockLevel === 'Unavailable') return 'soldOut';
  if (s.stockLevel === 'LimitedStock') return 'limitedStock';
  return 'notEligible';
}

/** Available stores first, each group in the order of the answer (nearest first). */
export function sortStores(stores: readonly StoreRow[], stock: Readonly<Record<string, StockState>>, withStock: boolean): StoreRow[] {
  if (!withStock) return [...stores];
  return stores
    .map((s, i) => ({ s, i, r: canPickUp(stock[s.id]) ? 0 : 1 }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.s);
}
