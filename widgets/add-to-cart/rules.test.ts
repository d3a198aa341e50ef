// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availabilityOf,
  cleanAmount,
  cleanPersonalization,
  giftAmountOf,
  personalizationMessage,
  personalizationValid,
  pickupIneligible,
  priceView,
  rewardPoints,
  skuPath,
  stickyVisible,
  warrantyKey,
  type PriceInfo,
} from './rules';

describe('personalization', () => {
  it('keeps letters and spaces only, within 18 for the name and 12 after it', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.string({ maxLength: 60 }), (a, b) => {
        const prefix = cleanPersonalization(a, 18);
        const postfix = cleanPersonalization(b, 12);
        return prefix.length <= 18 && postfix.length <= 12 && /^[A-Za-z ]*$/.test(prefix + postfix) && personalizationValid(prefix, postfix);
      }),
    );
    expect(cleanPersonalization("Ms. O'Brien-Smith 2nd grade!!", 18)).toBe('Ms OBrienSmith nd ');
  });

  it('valid text stays as typed (the rules never change a good name)', () => {
    const letters = fc.stringMatching(/^[A-Za-z]{1,6}( [A-Za-z]{1,5})?$/);
    fc.assert(fc.property(letters, (t) => t.length > 18 || cleanPersonalization(t, 18) === t));
  });

  it('rejects anything outside the rules', () => {
    expect(personalizationValid('A'.repeat(19), '')).toBe(false);
    expect(personalizationValid('', 'B'.repeat(13))).toBe(false);
    expect(personalizationValid('Room 4', '')).toBe(false);
    expect(personalizationValid('Ms Garcia', 'Class')).toBe(true);
  });

  it('sends prefix|postfix, nothing when both are empty', () => {
    expect(personalizationMessage(' Ms Garcia ', 'Class')).toBe('Ms Garcia|Class');
    expect(personalizationMessage('', '')).toBe('');
  });
});

describe('gift card amount', () => {
  const range = { min: 5, max: 500 };
  it('a listed amount is parsed as a number; Custom Amount uses the custom value within its range', () => {
    expect(giftAmountOf('25', '', range)).toBe(25);
    expect(giftAmountOf('custom', '37.50', range)).toBe(37.5);
    expect(giftAmountOf('custom', '4.99', range)).toBeNull();
    expect(giftAmountOf('custom', '500.01', range)).toBeNull();
    expect(giftAmountOf('custom', '', range)).toBeNull();
    expect(giftAmountOf('', '', range)).toBeNull();
  });
  it('a typed amount keeps digits and one point with two decimals', () => {
    expect(cleanAmount('$1,2a5.678')).toBe('125.67');
    fc.assert(fc.property(fc.string(), (t) => /^\d{0,4}(\.\d{0,2})?$/.test(cleanAmount(t))));
  });
});

const base: PriceInfo = { listPrice: 20, salePrice: null, onSale: false, gsa: null, special: false, specialPrice: null, doorBuster: false, doorBusterPrice: null };
const guest = { gsaUser: false, signedIn: false };
const member = { gsaUser: false, signedIn: true };
const gsa = { gsaUser: true, signedIn: true };

describe('price display', () => {
  it('list price alone', () => {
    expect(priceView(base, guest)).toEqual({ price: 20, was: null, label: null, storeSpecial: null, pickup: null, additional: null });
  });
  it('sale price with the list price struck', () => {
    expect(priceView({ ...base, onSale: true, salePrice: 15.99 }, guest)).toEqual({ price: 15.99, was: 20, label: 'Sale', storeSpecial: null, pickup: null, additional: null });
  });
  it('door-buster price wins over sale', () => {
    expect(priceView({ ...base, onSale: true, salePrice: 15.99, doorBuster: true, doorBusterPrice: 12.99 }, guest)).toMatchObject({ price: 12.99, label: 'Door Buster', was: 20 });
  });
  it('GSA users see the GSA price with the GSA label; others never do', () => {
    expect(priceView({ ...base, gsa: 17.6, onSale: true, salePrice: 15.99 }, gsa)).toMatchObject({ price: 17.6, label: 'GSA' });
    expect(priceView({ ...base, gsa: 17.6 }, member)).toMatchObject({ price: 20, label: null });
  });
  it('Lower Price in Store only for signed-in, non-GSA shoppers', () => {
    const special = { ...base, special: true, specialPrice: 18 };
    expect(priceView(special, member).storeSpecial).toBe(18);
    expect(priceView(special, guest).storeSpecial).toBeNull();
    expect(priceView({ ...special, gsa: 17.6 }, gsa).storeSpecial).toBeNull();
  });
  it('a store-pickup sale price (bopisSale) struck against bopisListPrice, when store pickup is on, for non-GSA shoppers', () => {
    const pickupSale = { ...base, onSale: true, salePrice: 15.99, bopisSale: true, bopisSalePrice: 13.99, bopisListPrice: 20 };
    expect(priceView(pickupSale, { ...guest, pickupEnabled: true })).toMatchObject({ price: 15.99, pickup: { price: 13.99, was: 20 } });
    expect(priceView(pickupSale, { ...guest, pickupEnabled: false }).pickup).toBeNull();
    expect(priceView({ ...pickupSale, gsa: 17.6 }, { ...gsa, pickupEnabled: true }).pickup).toBeNull();
    expect(priceView({ ...pickupSale, bopisSale: false }, { ...guest, pickupEnabled: true }).pickup).toBeNull();
    // Not below the price paid online: nothing to tell.
    expect(priceView({ ...pickupSale, bopisSalePrice: 15.99 }, { ...guest, pickupEnabled: true }).pickup).toBeNull();
    // Without bopisListPrice the list price is struck.
    expect(priceView({ ...pickupSale, bopisListPrice: null }, { ...guest, pickupEnabled: true }).pickup).toEqual({ price: 13.99, was: 20 });
  });
  it('an additional-savings price (addlSaving, addlSaveSalePrice) below the price shown, for non-GSA shoppers', () => {
    const extra = { ...base, onSale: true, salePrice: 15.99, addlSaving: true, addlSaveSalePrice: 14.39 };
    expect(priceView(extra, guest)).toMatchObject({ price: 15.99, additional: 14.39 });
    expect(priceView({ ...extra, addlSaving: false }, guest).additional).toBeNull();
    expect(priceView({ ...extra, addlSaveSalePrice: 16.5 }, guest).additional).toBeNull();
    expect(priceView({ ...extra, gsa: 17.6 }, gsa).additional).toBeNull();
  });
});

describe('rewards points', () => {
  it('default multiplier 3 times the ceiling of the price', () => {
    expect(rewardPoints(27.99, { gsaUser: false })).toBe(84);
    expect(rewardPoints(28, { gsaUser: false })).toBe(84);
    expect(rewardPoints(28.01, { gsaUser: false })).toBe(87);
  });
  it('a tier multiplier replaces the default', () => {
    expect(rewardPoints(10.5, { gsaUser: false, multiplier: 5 })).toBe(55);
  });
  it('none for GSA users or without a price', () => {
    expect(rewardPoints(27.99, { gsaUser: true })).toBeNull();
    expect(rewardPoints(null, { gsaUser: false })).toBeNull();
  });
  it('always the multiplier times a whole number at least the price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_00 }), fc.integer({ min: 1, max: 10 }), (cents, mult) => {
        const price = cents / 100;
        const pts = rewardPoints(price, { gsaUser: false, multiplier: mult })!;
        return pts % mult === 0 && pts / mult >= price - 1e-9 && pts / mult < price + 1;
      }),
    );
  });
});

describe('button availability', () => {
  const ok = { status: 'ACTIVE', stockLevel: 'Available', storeOnly: false };
  it.each([
    [ok, true, 'ok'],
    [{ ...ok, status: 'SOLD_OUT', stockLevel: 'Unavailable' }, true, 'soldOut'],
    [{ ...ok, status: 'SOLD_OUT', stockLevel: 'Available' }, true, 'ok'],
    [{ ...ok, status: 'DISCONTINUED' }, true, 'discontinued'],
    [{ ...ok, storeOnly: true }, false, 'storeOnlyDisabled'],
    [{ ...ok, storeOnly: true }, true, 'ok'],
    [{ ...ok, storeOnly: true, ineligibleAtAllLocations: true }, true, 'ineligible'],
    // Ineligible for pickup everywhere, but it ships: still sold (shipped).
    [{ ...ok, ineligibleAtAllLocations: true }, true, 'ok'],
    // INACTIVE is out of the catalogue: not sold, even with a stock figure of Available.
    [{ ...ok, status: 'INACTIVE', stockLevel: 'Available' }, true, 'inactive'],
    [{ ...ok, status: 'INACTIVE', stockLevel: 'Unavailable' }, true, 'inactive'],
  ] as const)('%o with pickup %s is %s', (sku, pickup, want) => {
    expect(availabilityOf(sku, { storePickupEnabled: pickup })).toBe(want);
  });
});

it("a SKU that ships but is ineligible for pickup everywhere has its Store Pickup choice off; a store-only one is the button's rule", () => {
  expect(pickupIneligible({ storeOnly: false, ineligibleAtAllLocations: true })).toBe(true);
  expect(pickupIneligible({ storeOnly: true, ineligibleAtAllLocations: true })).toBe(false);
  expect(pickupIneligible({ storeOnly: false, ineligibleAtAllLocations: false })).toBe(false);
});

describe('sticky bar', () => {
  const at = (scrollY: number, width = 375) => stickyVisible({ width, scrollY, innerHeight: 800, scrollHeight: 3000 });
  it('shows past half the window height on screens up to 767 px', () => {
    expect(at(400)).toBe(false);
    expect(at(401)).toBe(true);
    expect(at(1000, 767)).toBe(true);
    expect(at(1000, 768)).toBe(false);
  });
  it('hides within 100 px of the page end', () => {
    expect(at(2099)).toBe(true);
    expect(at(2100)).toBe(false);
  });
});

describe('product URL', () => {
  it('replaces the SKU and keeps the prefix and trailing slash', () => {
    expect(skuPath('/p/S1002/', 'S1002-2')).toBe('/p/S1002-2/');
    expect(skuPath('/s/S1002', 'S1002-2')).toBe('/s/S1002-2');
    expect(skuPath('/widget-catalog/', 'S1')).toBeNull();
    expect(skuPath('/p/S1/reviews', 'S1')).toBeNull();
  });
});

describe('warranty tiers', () => {
  it.each([
    ['lifetime', 'warrantyLifetime'],
    ['50yr', 'warranty50yr'],
    ['10yr', 'warranty10yr'],
    ['5yr', 'warranty5yr'],
    ['99yr', null],
    ['toString', null],
    [null, null],
  ] as const)('%s gives %s', (tier, key) => {
    expect(warrantyKey(tier)).toBe(key);
  });
});
