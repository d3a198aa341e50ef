// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { priceView } from './price';

const guest = { gsaUser: false, signedIn: false };
const signedIn = { gsaUser: false, signedIn: true };
const gsa = { gsaUser: true, signedIn: true };
const L = 'Lower Price in Store';

describe("the card's price", () => {
  it('shows the list price, or the sale price over the struck list price', () => {
    expect(priceView({ listPriceRange: '9.99' }, guest, L)).toEqual({ kind: 'list', price: '$9.99', was: '', special: '' });
    expect(priceView({ listPriceRange: '32.99', salePriceRange: '19.99', isOnSale: true }, guest, L)).toEqual({ kind: 'sale', price: '$19.99', was: '$32.99', special: '' });
    expect(priceView({ listPriceRange: '32.99', salePriceRange: '19.99', isOnSale: false }, guest, L).kind).toBe('list');
  });

  it('shows GSA prices to GSA users only, without the store-special label', () => {
    const p = { listPriceRange: '20.00', gsaPriceRange: '17.50', isOnGSA: true, hasSpecialPrice: true, specialStoreText: L };
    expect(priceView(p, gsa, L)).toEqual({ kind: 'gsa', price: '$17.50', was: '$20.00', special: '' });
    expect(priceView(p, signedIn, L)).toEqual({ kind: 'list', price: '$20.00', was: '', special: L });
  });

  it("shows 'Lower Price in Store' only to signed-in shoppers who are not GSA users", () => {
    const p = { listPriceRange: '20.00', hasSpecialPrice: true, specialStoreText: '' };
    expect(priceView(p, signedIn, L).special).toBe(L);
    expect(priceView(p, guest, L).special).toBe('');
    expect(priceView(p, gsa, L).special).toBe('');
    expect(priceView({ ...p, hasSpecialPrice: false }, signedIn, L).special).toBe('');
  });
});
