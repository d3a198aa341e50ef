/**
 * What a recommendation card shows for price (spec sections 3 and 6): the GSA price with the green 'GSA'
 * label for government buyers, else the sale price over the struck list price, else the list price; and the
 * store-special label ('Lower Price in Store') only for signed-in shoppers who are not GSA users.
 */
import { formatPriceRange } from '../../src/ui';

export interface PriceInput {
  listPriceRange?: string | null;
  salePriceRange?: string | null;
  gsaPriceRange?: string | null;
  isOnSale?: boolean | null;
  isOnGSA?: boolean | null;
  hasSpecialPrice?: boolean | null;
  specialStoreText?: string | null;
}

export interface Viewer {
  gsaUser: boolean;
  signedIn: boolean;
}

export interface PriceView {
  kind: 'gsa' | 'sale' | 'list' | 'none';
  /** The price to show ("$9.99" or "$9.99 - $12.99"). */
  price: string;
  /** The list price struck through (sale and GSA prices). */
  was: string;
  /** The store-special label, or ''. */
  special: string;
}

export function priceView(p: PriceInput, viewer: Viewer, defaultSpecial: string): PriceView {
  const list = formatPriceRange(p.listPriceRange);
  const special = viewer.signedIn && !viewer.gsaUser && p.hasSpecialPrice ? p.specialStoreText?.trim() || defaultSpecial : '';
  const gsa = viewer.gsaUser && p.isOnGSA ? formatPriceRange(p.gsaPriceRange) : '';
  if (gsa) return { kind: 'gsa', price: gsa, was: list !== gsa ? list : '', special };
  const sale = p.isOnSale ? formatPriceRange(p.salePriceRange) : '';
  if (sale && sale !== list) return { kind: 'sale', price: sale, was: list, special };
  return list ? { kind: 'list', price: list, was: '', special } : { kind: 'none', price: '', was: '', special };
}
