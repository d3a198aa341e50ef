// @vitest-environment node
// The demo data, checked through the simulator's HTTP contract (in-process), plus the fixtures docs/demo.md lists.
// oxlint-disable typescript/no-explicit-any -- walks the demo JSON as loose data; the shapes are what this test checks
import { describe, expect, it } from 'vitest';
import { createSimulator } from '../../demo-site/simulator/app';
import { CART_PATHS, type CartInput } from '../../demo-site/simulator/routes/cart';
import { CONTENT_PATHS } from '../../demo-site/simulator/routes/content';
import { STORE_PATHS } from '../../demo-site/simulator/routes/stores';
import { ACCOUNTS, checkPassword, DEMO_PASSWORD, findAccount, findGiftCard, storesNear } from '../../demo-site/data';

const sim = createSimulator();
const get = async (path: string) => {
  const res = await sim.fetch(new Request('http://127.0.0.1' + path));
  return { status: res.status, body: (await res.json()) as any };
};
const post = async (path: string, body: unknown) => {
  const res = await sim.fetch(new Request('http://127.0.0.1' + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }));
  return { status: res.status, body: (await res.json()) as any };
};

/** Every product, read page by page from the listing endpoint and then one by one from the product endpoint. */
async function allProducts(): Promise<any[]> {
  const out: any[] = [];
  for (let page = 1; ; page++) {
    const { body } = await get(`/data/products/all/json?Nrpp=96&page=${page}`);
    const listing = body.mainContent[0];
    out.push(...listing.resultList);
    if (page >= listing.productListingInfo.pageCount) break;
  }
  return Promise.all(out.map(async (p) => (await get(`/data/product/pdp/${p.productId}/json/false/`)).body.product));
}

describe('seed data through the simulator', async () => {
  const products = await allProducts();
  const allSkus = products.flatMap((p) => p.skus);

  it('has at least 300 distinct products in at least 8 classroom categories, each with 1 to 4 SKUs', () => {
    expect(products.length).toBeGreaterThanOrEqual(300);
    expect(new Set(products.map((p) => p.productId)).size).toBe(products.length);
    const cats = new Set(products.filter((p) => !p.giftCard).map((p) => p.category.id));
    expect(cats.size).toBeGreaterThanOrEqual(8);
    for (const c of ['art', 'literacy', 'math', 'science', 'early-learning', 'classroom-organization', 'teacher-supplies', 'furniture']) expect(cats).toContain(c);
    for (const p of products) {
      expect(p.skus.length).toBeGreaterThanOrEqual(1);
      expect(p.skus.length).toBeLessThanOrEqual(4);
    }
  });

  it('has list and sale prices, GSA prices for some, ratings, review counts and badges', async () => {
    expect(allSkus.every((s) => s.priceInfo.listPrice > 0)).toBe(true);
    expect(allSkus.some((s) => s.priceInfo.onSale && s.priceInfo.salePrice < s.priceInfo.listPrice)).toBe(true);
    const gsaProducts = products.filter((p) => p.hasGSAPrice);
    expect(gsaProducts.length).toBeGreaterThan(0);
    expect(gsaProducts.length).toBeLessThan(products.length);
    // The GSA price shows only when asked for with gsa=true.
    const gsaOne = (await get(`/data/product/pdp/${gsaProducts[0].productId}/json/true/`)).body.product;
    expect(gsaOne.skus[0].priceInfo.gsa).toBeGreaterThan(0);
    expect(gsaOne.skus[0].priceInfo.gsa).toBeLessThan(gsaOne.skus[0].priceInfo.listPrice);
    expect(gsaProducts[0].skus[0].priceInfo.gsa).toBeNull();
    expect(products.some((p) => p.rating > 0 && p.reviewCount > 0)).toBe(true);
    expect(products.some((p) => p.reviewCount === 0 && !p.showRating)).toBe(true);
    expect(products.flatMap((p) => p.badges)).toEqual(expect.arrayContaining(['New', 'Sale', 'Clearance']));
    expect(products.some((p) => p.llExclusive)).toBe(true);
    expect(products.filter((p) => p.presellDate !== null).every((p) => /^\d{4}-\d\d-\d\d$/.test(p.presellDate))).toBe(true);
    expect(products.some((p) => p.presellDate !== null)).toBe(true);
  });

  it('has every status, store-only, personalizable and furniture items', () => {
    const statuses = new Set(allSkus.map((s) => s.status));
    for (const s of ['ACTIVE', 'SOLD_OUT', 'DISCONTINUED', 'CLEARANCE']) expect(statuses).toContain(s);
    expect(products.some((p) => p.storeOnly)).toBe(true);
    expect(products.some((p) => p.skuInfo.persEnabled)).toBe(true);
    expect(products.some((p) => p.furniture)).toBe(true);
  });

  it('has classic and e-gift cards with designs, fixed amounts and a custom amount', () => {
    const classic = products.find((p) => p.skuInfo.skuTypes.includes('giftcard'));
    const egift = products.find((p) => p.skuInfo.skuTypes.includes('eGiftcard'));
    for (const gc of [classic, egift]) {
      expect(gc).toBeDefined();
      expect(gc.skus.length).toBeGreaterThan(1);
      expect(gc.skus.every((s: any) => typeof s.design === 'string' && s.design.length > 0)).toBe(true);
      expect(gc.giftCard.amounts).toEqual([10, 25, 50, 100]);
      expect(gc.giftCard.customAmount).toEqual({ min: 5, max: 500 });
    }
  });

  it('serves a PNG picture path for every SKU and 404s an unknown product', async () => {
    expect(allSkus.every((s) => /^\/images\/products\/[\w-]+\.png$/.test(s.imageURL))).toBe(true);
    expect((await get('/data/product/pdp/P9999999/json/false/')).status).toBe(404);
    expect((await get('/data/products/no-such-category/json')).status).toBe(404);
  });

  it('pages a category listing with the spec sort options', async () => {
    const first = (await get('/data/products/art/json?Nrpp=24&Ns=priceLow')).body.mainContent[0];
    expect(first.resultTotalCount).toBeGreaterThan(24);
    expect(first.resultList).toHaveLength(24);
    expect(first.productListingInfo.sortOptions.map((o: any) => o.label)).toEqual(['Best Sellers', 'Price - Low', 'Price - High', 'Top Rated', "What's New"]);
    const prices = first.resultList.map((p: any) => Math.min(...p.skus.map((s: any) => s.price)));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const second = (await get('/data/products/art/json?Nrpp=24&Ns=priceLow&page=2')).body.mainContent[0];
    expect(second.resultList[0].productId).not.toBe(first.resultList[0].productId);
    expect(first.productListingInfo.pagingTemplate).toContain('{X}');
  });

  it('has at least 50 stores with coordinates, addresses, phones and hours', async () => {
    const { body } = await get(STORE_PATHS.allStores);
    expect(body.stores.length).toBeGreaterThanOrEqual(50);
    for (const s of body.stores) {
      expect(s.latitude).toBeGreaterThan(18);
      expect(s.latitude).toBeLessThan(72);
      expect(s.longitude).toBeLessThan(-60);
      expect(s.address1).toMatch(/^\d+ /);
      expect(s.postalCode).toMatch(/^\d{5}$/);
      expect(s.phoneNumber).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
      expect(s.hours.length).toBeGreaterThan(0);
    }
  });

  it('has inventory for every SKU in every store, with all three stock levels and pickup eligibility', async () => {
    const { body } = await get(STORE_PATHS.allStores);
    const levels = new Set<string>();
    const eligible = new Set<boolean>();
    for (const store of body.stores) {
      const res = await post(STORE_PATHS.inventory, { storeId: store.id, type: 'store', skuIds: allSkus.map((s) => ({ skuId: s.id, qty: 1 })) });
      expect(res.body.inventory).toHaveLength(allSkus.length);
      // 46,000 store/SKU pairs: collect what is wrong, then assert once.
      const bad = res.body.inventory.filter(
        (item: { unknownSku?: boolean; stockLevel: string }) => item.unknownSku !== undefined || !['Available', 'LimitedStock', 'Unavailable'].includes(item.stockLevel),
      );
      expect(bad).toEqual([]);
      for (const item of res.body.inventory) {
        levels.add(item.stockLevel);
        eligible.add(item.isInStorePickupEligible);
      }
    }
    expect(levels.size).toBe(3);
    expect(eligible).toEqual(new Set([true, false]));
  }, 60_000);

  it('answers a form error for an unknown store in the inventory call', async () => {
    const res = await post(STORE_PATHS.inventory, { storeId: 'nope', type: 'store', skuIds: [{ skuId: 'S1001', qty: 1 }] });
    expect(res.body.formError).toBe(true);
    expect(res.body.formExceptions[0].propertyPath).toBe('storeId');
  });
});

describe('fixtures', () => {
  it('geocodes 90745, 10001 and 60601 to points with nearby stores, and 99950 to a point with none', async () => {
    for (const zip of ['90745', '10001', '60601']) {
      const { body } = await get(`${CONTENT_PATHS.geocode}?countryCode=US&postalCode=${zip}&key=demo-maps-key`);
      const { lat, lon } = body.results[0].position;
      expect(storesNear(lat, lon).length).toBeGreaterThan(2);
    }
    const far = (await get(`${CONTENT_PATHS.geocode}?countryCode=US&postalCode=99950&key=demo-maps-key`)).body.results[0].position;
    expect(storesNear(far.lat, far.lon)).toEqual([]);
  });

  it('answers no result for an unknown zip and 403 without a key, like the maps service', async () => {
    expect((await get(`${CONTENT_PATHS.geocode}?countryCode=US&postalCode=00000&key=k`)).body.results).toEqual([]);
    expect((await get(`${CONTENT_PATHS.geocode}?countryCode=US&postalCode=90745`)).status).toBe(403);
  });

  it('has the three demo accounts with the documented password and profiles', () => {
    expect(ACCOUNTS.every((a) => checkPassword(a, DEMO_PASSWORD))).toBe(true);
    expect(checkPassword(findAccount('teacher@example.com')!, 'classroom2026!')).toBe(false);
    const teacher = findAccount('Teacher@Example.com')!;
    expect(teacher.rewards).toMatchObject({ isRewardsMember: true, rewardPoints: 1250 });
    // Three saved addresses (docs/demo.md): the default in Carson, CA, and two more for the checkout's sorted address book.
    expect(teacher.addresses.map((a) => a.city)).toEqual(['Carson', 'Los Angeles', 'Seattle']);
    expect(teacher.addresses.filter((a) => a.isDefault).map((a) => a.city)).toEqual(['Carson']);
    expect(teacher.cards).toHaveLength(1);
    expect(teacher.cards[0]).not.toHaveProperty('creditCardNumber');
    expect(teacher.selectedStoreId).toBe('ST001');
    expect(findAccount('gsa@example.com')!.gsaUser).toBe(true);
    expect(findAccount('school@example.com')).toMatchObject({ payOnAccount: true, taxExempt: true, gsaUser: false });
  });

  it('has the two gift cards with their balances and rejects any other number or auth', () => {
    expect(findGiftCard('6006491111111111', '1234')?.balance).toBe(25);
    expect(findGiftCard('6006492222222222', '5678')?.balance).toBe(150);
    expect(findGiftCard('6006491111111111', '5678')).toBeUndefined();
    expect(findGiftCard('6006493333333333', '1234')).toBeUndefined();
  });

  it('applies SAVE10 (10% off) and FREESHIP in the cart summary', async () => {
    const cart: CartInput = { orderId: 'o1', lines: [{ catalogRefId: 'S1002', quantity: 1 }], couponCodes: [], gsaUser: false, rewardsMember: true };
    let current = cart;
    const withCart = createSimulator({ cartFor: () => current });
    const summary = async () => (await (await withCart.fetch(new Request('http://127.0.0.1' + CART_PATHS.summary))).json()) as any;
    const plain = await summary();
    expect(plain.cartSummary.merchandiseSubtotal).toBe(27.99);
    expect(plain.cartSummary.shipping).toBeGreaterThan(0);
    current = { ...cart, couponCodes: ['SAVE10'] };
    const save10 = await summary();
    expect(save10.cartSummary.appliedPromotions[0]).toMatchObject({ couponCode: 'SAVE10', discountAmount: 2.8 });
    expect(save10.cartSummary.total).toBe(Math.round((27.99 - 2.8 + plain.cartSummary.shipping) * 100) / 100);
    current = { ...cart, couponCodes: ['FREESHIP'] };
    expect((await summary()).cartSummary.shipping).toBe(0);
    current = { ...cart, couponCodes: ['NOPE'] };
    expect((await summary()).cartSummary.hasPromoApplied).toBe(false);
  });

  it('answers an empty cart summary without a session cart', async () => {
    const { body } = await get(CART_PATHS.summary);
    expect(body).toMatchObject({ isEmptyCart: true, disableCheckout: true, allLines: [] });
  });
});

describe('content endpoints', () => {
  it('serves init data, header, footer and country/state lists in the spec shapes', async () => {
    const init = (await get(CONTENT_PATHS.init)).body;
    expect(init.authPages).toContain('/my-account/');
    expect(init.tomTomInfo.url).toBe(CONTENT_PATHS.geocode);
    const header = (await get(CONTENT_PATHS.header)).body;
    expect(header.tabs.map((t: any) => t.displayName)).toEqual(['Lakeshore', 'Lakeshore Furniture']);
    const item = header.tabs[0].groups[0].menuItems[0];
    expect(Object.keys(item)).toEqual(expect.arrayContaining(['displayName', 'url', 'parentId', 'type']));
    expect(header.eyebrow.length).toBeGreaterThan(1);
    const footer = (await get(CONTENT_PATHS.footer)).body;
    expect(footer.copyright).toContain(String(new Date().getFullYear()));
    expect(footer.footerBadge).toMatchObject({ width: 64, height: 88 });
    const countries = (await get(CONTENT_PATHS.countries)).body.countries;
    expect(countries.find((c: any) => c.defaultCountry).shortName).toBe('US');
    const states = (await get(`${CONTENT_PATHS.states}?country=CA`)).body.states;
    expect(states.map((s: any) => s.shortName)).toContain('ON');
  });
});
