// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { products } from '../../demo-site/data';
import { createSimulator } from '../../demo-site/simulator/app';
import { inProcessFetch } from '../../demo-site/simulator/inProcessFetch';
import { getSimulatorControl } from '../../demo-site/simulator/session';
import { client } from '../../src/api';
import { $cart } from '../../src/stores';
import { addToCart, addToCartCalls, loadProduct, loadStoreStock } from './calls';
import type { AddPayload } from './product';
import { readRegistryGift } from './registryGift';
import { newPage } from '../../tests/simulatorBrowser';

let sim: ReturnType<typeof createSimulator>;
let browser: ReturnType<typeof inProcessFetch>;
let bodies: { path: string; body: string }[];
beforeEach(() => {
  sim = createSimulator({ test: true });
  browser = inProcessFetch(sim);
  bodies = [];
  newPage();
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    if (typeof init?.body === 'string') bodies.push({ path: new URL(String(input), 'http://x').pathname, body: init.body });
    return browser(input, init);
  });
});

const cartOf = () => {
  const ctl = getSimulatorControl(sim);
  return [...ctl.store.sessions.values()][0]!.cart.items;
};
const item = (over: Partial<AddPayload> = {}): AddPayload => ({ catalogRefId: 'S1002', productId: 'P1002', quantity: 1, personalized: false, customMessage: '', locationId: null, ...over });
const P = '/rest/model/atg/commerce/order/purchase/CartModifierActor/';

describe('product data and stock', () => {
  it('loads a product with its SKUs, prices and stock levels', async () => {
    const r = await loadProduct('P1002', false);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data.skus.map((s) => s.id)).toEqual(['S1002', 'S1002-2']);
    expect(r.data.skus[0]!.stockLevel).toBe('Available');
    expect(r.data.skus[0]!.priceInfo?.gsa).toBeNull();
    const g = await loadProduct('P1002', true);
    expect(g.ok && g.data.skus[0]!.priceInfo?.gsa).toBeGreaterThan(0);
  });
  it('a furniture product carries its warranty tier (lifetime, 50yr, 10yr or 5yr); other products none', async () => {
    const furniture = products.filter((p) => p.furniture);
    expect(new Set(furniture.map((p) => p.warranty))).toEqual(new Set(['lifetime', '50yr', '10yr', '5yr']));
    const one = furniture[0]!;
    const r = await loadProduct(one.id, false);
    expect(r.ok && r.data.warranty).toBe(one.warranty);
    const paint = await loadProduct('P1002', false);
    expect(paint.ok && paint.data.warranty).toBeNull();
  });

  it('a store’s stock of a SKU', async () => {
    expect(await loadStoreStock('ST001', 'S1223', 1)).toBe('Available');
    expect(await loadStoreStock('ST004', 'S1223', 1)).toBe('Unavailable');
    expect(await loadStoreStock('ST002', 'S1002', 1)).toBe('NotEligible');
  });
});

describe('add to cart against the simulator', () => {
  it('adds with the spec payload and _dynSessConf; the session cart and the count grow', async () => {
    const r = await addToCart(item({ quantity: 2 }), null, null);
    expect(r).toMatchObject({ kind: 'added', count: 2, item: { catalogRefId: 'S1002', quantity: 2 } });
    const sent = JSON.parse(bodies.find((b) => b.path === `${P}addItemToOrder`)!.body) as Record<string, unknown>;
    expect(Object.keys(sent).sort()).toEqual(['_dynSessConf', 'catalogRefId', 'customMessage', 'locationId', 'personalized', 'productId', 'quantity']);
    expect(await addToCart(item({ quantity: 3 }), null, null)).toMatchObject({ kind: 'added', count: 5, item: { quantity: 5 } });
    expect(cartOf()).toHaveLength(1);
  });
  it("the buying box's add moves the shared cart count to the answer's", async () => {
    const r = await addToCartCalls.addToCart({ payload: item({ quantity: 3 }), gift: null, registry: null }, new AbortController().signal);
    expect(r).toMatchObject({ kind: 'added', count: 3 });
    expect($cart.get().cartQty).toBe(3);
  });

  it('form errors by field: quantity, option, store, stock', async () => {
    expect(await addToCart(item({ quantity: 0 }), null, null)).toMatchObject({ kind: 'formError', fieldErrors: { quantity: 'Please enter a quantity.' } });
    expect(await addToCart(item({ catalogRefId: '' }), null, null)).toMatchObject({ kind: 'formError', fieldErrors: { catalogRefId: 'Please select a Color.' } });
    expect(await addToCart(item({ catalogRefId: 'S1223', productId: 'P1223' }), null, null)).toMatchObject({ kind: 'formError', fieldErrors: { locationId: 'Please select a store to continue.' } });
    expect(await addToCart(item({ catalogRefId: 'S1223', productId: 'P1223', locationId: 'ST001' }), null, null)).toMatchObject({ kind: 'added', item: { instorePickUpOpted: true } });
    expect(await addToCart(item({ quantity: 999 }), null, null)).toMatchObject({ kind: 'formError', fieldErrors: { quantity: expect.stringMatching(/^Only \d+ left in stock/) } });
    expect(await addToCart(item({ catalogRefId: 'S1112', productId: 'P1112' }), null, null)).toMatchObject({ kind: 'formError', messages: ["We're sorry, this item is currently sold out online."] });
  });
  it('personalization follows the rules', async () => {
    expect(await addToCart(item({ catalogRefId: 'S1183', productId: 'P1183', personalized: true, customMessage: 'Ms Garcia|Room' }), null, null)).toMatchObject({ kind: 'added' });
    expect(await addToCart(item({ catalogRefId: 'S1183', productId: 'P1183', personalized: true, customMessage: 'Room 12|' }), null, null)).toMatchObject({
      kind: 'formError',
      fieldErrors: { customMessage: expect.any(String) },
    });
    expect(await addToCart(item({ personalized: true, customMessage: 'Ana|' }), null, null)).toMatchObject({ kind: 'formError', fieldErrors: { customMessage: 'This item cannot be personalized.' } });
  });
  it('the gift-card variant: amount or custom amount, recipient, sender; its amount is the line price', async () => {
    const gift = {
      amount: 37.5,
      recipientName: 'Ana',
      recipientEmail: 'ana@example.com',
      senderName: 'Bo',
      design: 'Thank You',
      commerceItemType: 'eGiftCardCommerceItem' as const,
      personalization: 'Thanks!',
    };
    const r = await addToCart(item({ catalogRefId: 'S1326', productId: 'P1326' }), gift, null);
    expect(r).toMatchObject({ kind: 'added', item: { priceInfo: { amount: 37.5 } } });
    expect(bodies.some((b) => b.path === `${P}addGiftCardToOrder` && /"recipientEmail":"ana@example.com"/.test(b.body))).toBe(true);
    expect(await addToCart(item({ catalogRefId: 'S1326', productId: 'P1326' }), { ...gift, amount: 600, recipientEmail: '' }, null)).toMatchObject({
      kind: 'formError',
      fieldErrors: { amount: 'Please enter an amount from $5.00 to $500.00.', recipientEmail: "Please enter the recipient's email address." },
    });
    const cart = (await (await browser('/rest/model/atg/commerce/order/purchase/CartModifierActor/cartSummary')).json()) as { cartSummary: { merchandiseSubtotal: number } };
    expect(cart.cartSummary.merchandiseSubtotal).toBe(37.5);
  });
  it('the registry variant carries items, source AddedToCart and the registry id', async () => {
    const r = await addToCart(item(), null, { encryptedRegistryId: 'REG9', giftRecipientName: 'Ms Lee' });
    expect(r.kind).toBe('added');
    const sent = JSON.parse(bodies.find((b) => b.path === `${P}addRegistryItemToOrder`)!.body) as Record<string, unknown>;
    expect(sent).toMatchObject({ source: 'AddedToCart', encryptedRegistryId: 'REG9', items: [{ catalogRefId: 'S1002', productId: 'P1002', quantity: 1 }] });
    expect(cartOf()[0]).toMatchObject({ registry: { encryptedRegistryId: 'REG9' } });
  });
  it('a stale confirmation number is replayed once and adds once', async () => {
    await addToCart(item(), null, null);
    client.setDynSess('123');
    expect(await addToCart(item(), null, null)).toMatchObject({ kind: 'added', count: 2 });
    expect(cartOf()[0]!.quantity).toBe(2);
  });
});

describe('registry gift data', () => {
  it('reads it from session storage; anything malformed is none', () => {
    const stored = (v: unknown) => () => v;
    expect(readRegistryGift(stored({ encryptedRegistryId: 'R1', giftRecipientName: 'Ana' }))).toEqual({ encryptedRegistryId: 'R1', giftRecipientName: 'Ana' });
    expect(readRegistryGift(stored('{bad'))).toBeNull();
    expect(readRegistryGift(stored(null))).toBeNull();
    expect(readRegistryGift(stored({ giftRecipientName: 'x' }))).toBeNull();
  });
});
