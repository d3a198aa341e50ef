/**
 * The demo store's data: one typed API over the seeded catalog, stores, inventory and fixtures.
 * Everything is generated once from fixed seeds, so it is the same in the demo, the unit tests and e2e.
 * The simulator's endpoints and the server-rendered pages read only from here.
 */
import zipcodes from 'zipcodes';
import { generateCatalog, type Category, type Product, type Sku, type Subcategory } from './catalog';
import { buildFooterContent, buildHeaderContent, type FooterContent, type HeaderContent } from './content';
import { distanceMiles, generateStores, inventoryOf, type Store, type StoreInventory } from './stores';
import { US_ZIP } from '../../src/validation/postalCode';

export * from './accounts';
export { CATALOG_SEED, type Category, type GiftCardInfo, type Product, type Sku, type SkuStatus, type SkuType, type Subcategory } from './catalog';
export { COUNTRIES, CONTENT_PAGES, findContentPage, type ContentPage, type Country, type FooterContent, type HeaderContent, type Link, type NavGroup, type NavTab } from './content';
export { distanceMiles, STATE_NAMES, type StockLevel, type Store, type StoreInventory } from './stores';
export { reviewsOf, type ProductReview } from './reviews';

const catalog = generateCatalog();

/** Every category (top level), in menu order; each lists its subcategories. */
export const categories: readonly Category[] = catalog.categories;
/** Every product (at least 300), in catalog order. */
export const products: readonly Product[] = catalog.products;
/** Every SKU of every product. */
export const skus: readonly Sku[] = catalog.products.flatMap((p) => p.skus);
/** Every store (at least 50), at real US coordinates. */
export const stores: readonly Store[] = generateStores();

const productById = new Map(products.map((p) => [p.id, p]));
const skuById = new Map(skus.map((s) => [s.id, s]));
const storeById = new Map(stores.map((s) => [s.id, s]));

/** A product by product id (`P1001`) or by any of its SKU ids (`S1001`, `S1001-2`). */
export function findProduct(id: string): Product | undefined {
  return productById.get(id) ?? (skuById.has(id) ? productById.get(skuById.get(id)!.productId) : undefined);
}

/** A SKU by id. */
export function findSku(id: string): Sku | undefined {
  return skuById.get(id);
}

/** A category by id (`art`), or a subcategory by `parent/child` or child id. */
export function findCategory(id: string): { category: Category; subcategory: Subcategory | null } | undefined {
  const [top, child] = id.split('/');
  for (const category of categories) {
    if (category.id === top) {
      if (!child) return { category, subcategory: null };
      const subcategory = category.subcategories.find((s) => s.id === child);
      return subcategory ? { category, subcategory } : undefined;
    }
    const sub = category.subcategories.find((s) => s.id === id);
    if (sub) return { category, subcategory: sub };
  }
  return undefined;
}

export type SortKey = 'bestSellers' | 'priceLow' | 'priceHigh' | 'topRated' | 'whatsNew';

/** The listing sort options in the spec's order and wording. */
export const SORT_OPTIONS: readonly { key: SortKey; label: string }[] = [
  { key: 'bestSellers', label: 'Best Sellers' },
  { key: 'priceLow', label: 'Price - Low' },
  { key: 'priceHigh', label: 'Price - High' },
  { key: 'topRated', label: 'Top Rated' },
  { key: 'whatsNew', label: "What's New" },
];

/** The price a shopper pays for a SKU (sale price when on sale; GSA price for GSA users when there is one). */
export function effectivePrice(sku: Sku, gsa = false): number {
  if (gsa && sku.gsaPrice !== null) return sku.gsaPrice;
  return sku.salePrice ?? sku.listPrice;
}

/** The lowest price of a product's SKUs. */
export function minPrice(p: Product, gsa = false): number {
  return Math.min(...p.skus.map((s) => effectivePrice(s, gsa)));
}

export function sortProducts(list: readonly Product[], sort: SortKey = 'bestSellers'): Product[] {
  const out = [...list];
  const by: Record<SortKey, (a: Product, b: Product) => number> = {
    bestSellers: (a, b) => b.popularity - a.popularity,
    priceLow: (a, b) => minPrice(a) - minPrice(b),
    priceHigh: (a, b) => minPrice(b) - minPrice(a),
    topRated: (a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount,
    whatsNew: (a, b) => a.addedDaysAgo - b.addedDaysAgo,
  };
  // Ties keep catalog order (Array.prototype.sort is stable), so pages never shuffle.
  return out.sort(by[sort]);
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  perPage: number;
  pageCount: number;
}

/** One page of a list (page numbers start at 1; out-of-range pages clamp). */
export function paginate<T>(list: readonly T[], page = 1, perPage = 24): Page<T> {
  const pageCount = Math.max(1, Math.ceil(list.length / perPage));
  const p = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  return { items: list.slice((p - 1) * perPage, p * perPage), total: list.length, page: p, perPage, pageCount };
}

/**
 * The products of a category id (`art`), subcategory (`art/paint` or `paint`) or one of the pseudo
 * categories `sale`, `clearance`, `new`, `contracted` (GSA prices) and `all`. Undefined for an unknown id.
 */
export function productsInCategory(id: string): Product[] | undefined {
  switch (id) {
    case 'all':
      return [...products];
    case 'sale':
      return products.filter((p) => p.skus.some((s) => s.salePrice !== null));
    case 'clearance':
      return products.filter((p) => p.skus.some((s) => s.status === 'CLEARANCE'));
    case 'new':
      return products.filter((p) => p.isNew);
    case 'contracted':
      return products.filter((p) => p.hasGSAPrice);
  }
  const found = findCategory(id);
  if (!found) return undefined;
  return products.filter((p) => p.categoryId === found.category.id && (!found.subcategory || p.subcategoryId === found.subcategory.id));
}

const normalize = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .trim();

/**
 * Simple keyword search (every word must prefix-match a word of the name, category or SKU id), ranked by
 * name matches then popularity. The type-ahead has its own full-text index; this serves the results page.
 */
export function searchProducts(term: string): Product[] {
  const words = normalize(term)
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.replace(/s$/, ''));
  if (!words.length) return [];
  const scored: { p: Product; score: number }[] = [];
  for (const p of products) {
    const cat = findCategory(p.categoryId)?.category.name ?? '';
    const sub = categories.find((c) => c.id === p.categoryId)?.subcategories.find((s) => s.id === p.subcategoryId)?.name ?? '';
    const nameWords = normalize(p.name).split(/\s+/);
    const otherWords = normalize(`${cat} ${sub} ${p.skus.map((s) => s.id + ' ' + (s.option?.value ?? '')).join(' ')}`).split(/\s+/);
    let score = 0;
    let all = true;
    for (const w of words) {
      if (nameWords.some((n) => n.startsWith(w))) score += 10;
      else if (otherWords.some((n) => n.startsWith(w))) score += 3;
      else all = false;
    }
    if (all) scored.push({ p, score });
  }
  return scored.sort((a, b) => b.score - a.score || b.p.popularity - a.p.popularity).map((s) => s.p);
}

/** A store by id. */
export function findStore(id: string): Store | undefined {
  return storeById.get(id);
}

/** The stock of a SKU in a store (every pair has one); undefined for an unknown store or SKU. */
export function inventoryFor(storeId: string, skuId: string): StoreInventory | undefined {
  const store = storeById.get(storeId);
  const sku = skuById.get(skuId);
  if (!store || !sku) return undefined;
  return inventoryOf(store, sku, productById.get(sku.productId)?.furniture ?? false);
}

/** Stores within `radiusMiles` of a point, nearest first, each with its distance in miles (one decimal). */
export function storesNear(lat: number, lon: number, { radiusMiles = 100, limit = 10 }: { radiusMiles?: number; limit?: number } = {}): (Store & { distance: number })[] {
  return stores
    .map((s) => ({ ...s, distance: Math.round(distanceMiles(lat, lon, s.latitude, s.longitude) * 10) / 10 }))
    .filter((s) => s.distance <= radiusMiles)
    .sort((a, b) => a.distance - b.distance)
    .slice(0, limit);
}

/** The coordinates of a US zip code (5 digits, or ZIP+4), from the zipcodes data set; undefined if unknown. */
export function geocodeZip(zip: string): { lat: number; lon: number; city: string; state: string; postalCode: string } | undefined {
  const z5 = zip.trim();
  if (!US_ZIP.test(z5)) return undefined;
  const five = z5.slice(0, 5);
  const z = zipcodes.lookup(five);
  return z ? { lat: z.latitude, lon: z.longitude, city: z.city, state: z.state, postalCode: five } : undefined;
}

/** The header content (tabs, mega-menu groups, eyebrow, account links). */
export const headerContent: HeaderContent = buildHeaderContent([...categories]);

/** The footer content for a year (default: this year). */
export function footerContent(year?: number): FooterContent {
  return buildFooterContent(year);
}
export { BANNERS, findContentTree, LANDING_PATH, UNSAFE_FLAG } from './contentTrees';
