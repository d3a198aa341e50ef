/**
 * The product page's rules as pure functions (storefront spec sections 4, 5, 6 and 9): personalization,
 * gift-card amount, the price shown, rewards points, the button's availability and the sticky bar's
 * visibility. Quantities and email are src/validation's.
 */

export const PERSONALIZATION_PREFIX_MAX = 18;
export const PERSONALIZATION_POSTFIX_MAX = 12;
export const GIFT_MESSAGE_MAX = 500;

/** Personalization text: letters and spaces only, cut to the limit (18 for the name, 12 after it). */
export function cleanPersonalization(v: string, max: number): string {
  return v
    .replace(/[^A-Za-z ]/g, '')
    .replace(/ {2,}/g, ' ')
    .slice(0, max);
}

/** True when a personalization pair keeps the rules (each part letters and spaces within its limit). */
export function personalizationValid(prefix: string, postfix: string): boolean {
  return /^[A-Za-z ]*$/.test(prefix) && /^[A-Za-z ]*$/.test(postfix) && prefix.length <= PERSONALIZATION_PREFIX_MAX && postfix.length <= PERSONALIZATION_POSTFIX_MAX;
}

/** The customMessage the call carries: "prefix|postfix" (empty when neither is given). */
export function personalizationMessage(prefix: string, postfix: string): string {
  const a = prefix.trim();
  const b = postfix.trim();
  return a || b ? `${a}|${b}` : '';
}

/** A typed custom amount: digits and one decimal point, two decimals at most. */
export function cleanAmount(v: string): string {
  const s = v.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = s.split('.');
  return rest.length ? `${whole.slice(0, 4)}.${rest.join('').slice(0, 2)}` : whole.slice(0, 4);
}

/** The gift card amount: a listed amount, or with 'custom' the typed one parsed as a number; null if none fits. */
export function giftAmountOf(choice: string, custom: string, range: { min: number; max: number }): number | null {
  const text = choice === 'custom' ? custom.trim() : choice;
  if (!text || !/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const n = Number(text);
  if (choice === 'custom' && (n < range.min || n > range.max)) return null;
  return n > 0 ? n : null;
}

/** The priceInfo block of product data (spec section 3). */
export interface PriceInfo {
  listPrice: number | null;
  salePrice: number | null;
  onSale: boolean;
  gsa: number | null;
  special: boolean;
  specialPrice: number | null;
  doorBuster: boolean;
  doorBusterPrice: number | null;
  /** A store-pickup sale: its price, and the list price it is struck against. */
  bopisSale?: boolean;
  bopisSalePrice?: number | null;
  bopisListPrice?: number | null;
  /** An additional saving below the price shown. */
  addlSaving?: boolean;
  addlSaveSalePrice?: number | null;
}

export interface PriceView {
  /** The price the shopper pays online. */
  price: number | null;
  /** The struck-through list price beside a lower one. */
  was: number | null;
  /** The label beside the price: the green 'GSA', 'Door Buster' or 'Sale'. */
  label: 'GSA' | 'Door Buster' | 'Sale' | null;
  /** The store-special price, shown as 'Lower Price in Store' (signed-in, non-GSA shoppers). */
  storeSpecial: number | null;
  /** The store-pickup sale price and the price it is struck against (store pickup on, non-GSA shoppers). */
  pickup: { price: number; was: number | null } | null;
  /** The additional-savings price (non-GSA shoppers). */
  additional: number | null;
}

const num = (v: number | null | undefined): number | null => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : null);

/**
 * Which price to show (spec sections 3, 6): GSA for GSA users, then door-buster, sale, list. Beside it, for
 * shoppers who are not GSA users (their contract price is the price), a store-pickup sale price when store
 * pickup is on (bopisSale, bopisSalePrice struck against bopisListPrice) and an additional-savings price
 * (addlSaving, addlSaveSalePrice), each only when it is below the price shown.
 */
export function priceView(p: PriceInfo, who: { gsaUser: boolean; signedIn: boolean; pickupEnabled?: boolean }): PriceView {
  const list = num(p.listPrice);
  let price = list;
  let label: PriceView['label'] = null;
  if (who.gsaUser && num(p.gsa) !== null) {
    price = num(p.gsa);
    label = 'GSA';
  } else if (p.doorBuster && num(p.doorBusterPrice) !== null) {
    price = num(p.doorBusterPrice);
    label = 'Door Buster';
  } else if (p.onSale && num(p.salePrice) !== null) {
    price = num(p.salePrice);
    label = 'Sale';
  }
  const was = list !== null && price !== null && price < list ? list : null;
  const special = num(p.specialPrice);
  const storeSpecial = p.special && special !== null && who.signedIn && !who.gsaUser && (price === null || special < price) ? special : null;
  const below = (v: number | null | undefined): number | null => {
    const n = num(v);
    return n !== null && !who.gsaUser && (price === null || n < price) ? n : null;
  };
  const pickupPrice = p.bopisSale && who.pickupEnabled ? below(p.bopisSalePrice) : null;
  const pickupWas = num(p.bopisListPrice) ?? list;
  const pickup = pickupPrice === null ? null : { price: pickupPrice, was: pickupWas !== null && pickupWas > pickupPrice ? pickupWas : null };
  return { price, was, label, storeSpecial, pickup, additional: p.addlSaving ? below(p.addlSaveSalePrice) : null };
}

/** Points multiplier by rewards tier; 3 when there is no tier (spec section 9). */
export const DEFAULT_POINTS_MULTIPLIER = 3;

/** Points an item earns: multiplier times the ceiling of the price; none for GSA users (spec sections 6, 9). */
export function rewardPoints(price: number | null, opts: { gsaUser: boolean; multiplier?: number | null }): number | null {
  if (opts.gsaUser || price === null || !Number.isFinite(price) || price <= 0) return null;
  const m = opts.multiplier && opts.multiplier > 0 ? opts.multiplier : DEFAULT_POINTS_MULTIPLIER;
  return m * Math.ceil(price - 1e-9);
}

export type Availability =
  /** Can be added. */
  | 'ok'
  /** The chosen SKU is sold out online (and not in the store the shopper picks up from). */
  | 'soldOut'
  | 'discontinued'
  /** Store-only while store pick-up is not enabled. */
  | 'storeOnlyDisabled'
  /** Store-only and not eligible for pickup anywhere: no way to get it. */
  | 'ineligible'
  /** INACTIVE: no longer offered, whatever its stock figure. */
  | 'inactive';

export interface SkuFacts {
  status: string;
  stockLevel?: string | null;
  storeOnly: boolean;
  ineligibleAtAllLocations?: boolean | null;
}

/**
 * Whether the button can add (spec section 4, "Add-to-cart button"). Two readings of the spec's rule: "ineligible
 * everywhere" stops only a store-only SKU, the one thing that can then never reach the shopper; a SKU that ships
 * stays buyable, shipped (its Store Pickup choice is off, see pickupIneligible). The spec lists INACTIVE with no
 * rule: an inactive SKU is out of the catalogue, so it is not sold even when a stock figure says Available (where
 * a SOLD_OUT one with stock Available still is).
 */
export function availabilityOf(sku: SkuFacts, opts: { storePickupEnabled: boolean }): Availability {
  if (sku.status === 'DISCONTINUED') return 'discontinued';
  if (sku.status === 'INACTIVE') return 'inactive';
  if (sku.storeOnly && !opts.storePickupEnabled) return 'storeOnlyDisabled';
  if (sku.ineligibleAtAllLocations && sku.storeOnly) return 'ineligible';
  if (sku.status === 'SOLD_OUT' && sku.stockLevel !== 'Available') return 'soldOut';
  return 'ok';
}

/** A SKU that ships but can be picked up nowhere: its Store Pickup choice is off. */
export const pickupIneligible = (sku: Pick<SkuFacts, 'storeOnly' | 'ineligibleAtAllLocations'> | null | undefined): boolean => !!sku?.ineligibleAtAllLocations && !sku.storeOnly;

/**
 * The sticky bar (spec section 4): only on screens up to 767 px, after scrolling past half the window height,
 * and not within 100 px of the page end.
 */
export function stickyVisible(m: { width: number; scrollY: number; innerHeight: number; scrollHeight: number }): boolean {
  if (m.width > 767) return false;
  if (m.scrollY <= m.innerHeight / 2) return false;
  return m.scrollY + m.innerHeight < m.scrollHeight - 100;
}

/**
 * The product page URL of a SKU, keeping the page's prefix (/p/ or /s/) and trailing slash; null when the
 * page is not a product page (a widget catalog example must not rewrite its page's URL).
 */
export function skuPath(pathname: string, skuId: string): string | null {
  const m = /^(.*?\/)(p|s)\/[^/]+(\/?)$/.exec(pathname);
  return m ? `${m[1]}${m[2]}/${encodeURIComponent(skuId)}${m[3] || ''}` : null;
}

const WARRANTY_KEYS = { lifetime: 'warrantyLifetime', '50yr': 'warranty50yr', '10yr': 'warranty10yr', '5yr': 'warranty5yr' } as const;

/** The message key of a warranty tier (spec section 9: lifetime, 50yr, 10yr, 5yr); null for none or any other value. */
export function warrantyKey(tier: string | null | undefined): (typeof WARRANTY_KEYS)[keyof typeof WARRANTY_KEYS] | null {
  return tier && Object.hasOwn(WARRANTY_KEYS, tier) ? WARRANTY_KEYS[tier as keyof typeof WARRANTY_KEYS] : null;
}
