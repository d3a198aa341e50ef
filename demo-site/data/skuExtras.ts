/**
 * Per-SKU facts the product page needs beyond the generated catalog: online stock, door-buster and
 * store-special prices. Derived from a hash of the SKU id (not from the catalog's random stream), so adding
 * them changed no generated product.
 */
import { hash } from './rng';
import type { Product, Sku } from './catalog';

export type OnlineStockLevel = 'Available' | 'LimitedStock' | 'Unavailable';

/** Units the warehouse can ship: none when sold out or discontinued; a few for LimitedStock; else plenty. */
export function onlineStockOf(sku: Sku): { stockLevel: OnlineStockLevel; quantity: number } {
  if (sku.status === 'SOLD_OUT' || sku.status === 'DISCONTINUED') return { stockLevel: 'Unavailable', quantity: 0 };
  if (sku.skuType !== 'other') return { stockLevel: 'Available', quantity: 999 };
  const h = hash(`online:${sku.id}`);
  if (h % 100 < 8) return { stockLevel: 'LimitedStock', quantity: 2 + ((h >>> 8) % 4) };
  return { stockLevel: 'Available', quantity: 40 + ((h >>> 8) % 160) };
}

/** A door-buster: some on-sale SKUs, whose door-buster price is their sale price (what the cart charges). */
export function doorBusterOf(sku: Sku): number | null {
  if (sku.salePrice === null || sku.status === 'CLEARANCE') return null;
  return hash(`door:${sku.id}`) % 100 < 20 ? sku.salePrice : null;
}

/** A lower in-store price ('Lower Price in Store', shown to signed-in shoppers): about 1 SKU in 8. */
export function storeSpecialOf(sku: Sku, product: Product): number | null {
  if (product.giftCard || sku.status !== 'ACTIVE') return null;
  const h = hash(`special:${sku.id}`);
  if (h % 100 >= 12) return null;
  const base = sku.salePrice ?? sku.listPrice;
  return Math.round(base * 0.9 * 100) / 100;
}

/**
 * A pre-sell product's ship day (presellDate, 'YYYY-MM-DD'): about 1 product in 12 among the new ones, 30 days
 * after the day asked (so the demo's pre-sell days stay in the future).
 */
export function presellDateOf(product: Product, now: number = Date.now()): string | null {
  if (!product.isNew || product.giftCard || hash(`presell:${product.id}`) % 12 !== 0) return null;
  return new Date(now + 30 * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A store-pickup sale (bopisSale): about 1 active SKU in 7 costs less picked up in a store, the price paid
 * online less 15 % (ending in .99), struck against the list price.
 */
export function bopisPricesOf(sku: Sku, product: Product): { bopisSale: boolean; bopisSalePrice: number | null; bopisListPrice: number | null } {
  const none = { bopisSale: false, bopisSalePrice: null, bopisListPrice: null };
  if (product.giftCard || sku.storeOnly || sku.status !== 'ACTIVE' || hash(`bopis:${sku.id}`) % 7 !== 0) return none;
  const online = sku.salePrice ?? sku.listPrice;
  const price = Math.floor(online * 0.85) + 0.99;
  return price < online ? { bopisSale: true, bopisSalePrice: price, bopisListPrice: sku.listPrice } : none;
}

/** Additional savings (addlSaving): about 1 sale SKU in 4 (not clearance, not a door-buster) is 10 % less again. */
export function addlSavingOf(sku: Sku): { addlSaving: boolean; addlSaveSalePrice: number | null } {
  if (sku.salePrice === null || sku.status === 'CLEARANCE' || doorBusterOf(sku) !== null || hash(`addl:${sku.id}`) % 4 !== 0) return { addlSaving: false, addlSaveSalePrice: null };
  return { addlSaving: true, addlSaveSalePrice: Math.round(sku.salePrice * 90) / 100 };
}
