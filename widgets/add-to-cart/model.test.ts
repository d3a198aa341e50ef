// @vitest-environment node
// The buying box's flows (storefront spec sections 3, 4, 5, 7, 8 and 9 for add to cart) driven through its model
// with fake calls and a fake clock: no React, no mocked modules.
import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../../src/api';
import { createModel } from '../../src/platform/createModel';
import { fakePorts } from '../../src/mount/fakePorts';
import type { SelectedStoreInfo } from '../../src/stores';
import type { AddOutcome, ProductData, SkuData, StoreStock } from './product';
import { addToCartStep, startAddToCart, type AddToCartCalls, type AddToCartModelState } from './model';
import { ADD_TO_CART_MESSAGES as M } from './messages';
import { say, type Field } from './reducer';

const sku = (id: string, extra: Partial<SkuData> = {}): SkuData => ({
  id,
  displayName: `Tempera Paint - ${id}`,
  option: { name: 'Color', value: id === 'S1' ? 'Red' : 'Blue' },
  skuType: 'other',
  status: 'ACTIVE',
  stockLevel: 'Available',
  storeOnly: false,
  persEnabled: true,
  priceInfo: { listPrice: 10, onSale: false },
  ...extra,
});
const paint: ProductData = { productId: 'P1', name: 'Tempera Paint', defaultSkuId: 'S1', skuInfo: { optionName: 'Color' }, skus: [sku('S1'), sku('S2')] };
const crayons: ProductData = { productId: 'P2', name: 'Crayons', defaultSkuId: 'C1', skus: [sku('C1', { option: null, persEnabled: false })] };
const easel: ProductData = { productId: 'P3', name: 'Easel', defaultSkuId: 'E1', storeOnly: true, skus: [sku('E1', { option: null, storeOnly: true })] };
const giftCard: ProductData = {
  productId: 'P4',
  name: 'Gift Card',
  defaultSkuId: 'G1',
  giftCard: { kind: 'egift', amounts: [10, 25], customAmount: { min: 5, max: 500 } },
  skus: [sku('G1', { skuType: 'eGiftcard', option: { name: 'Design', value: 'Apple' } })],
};

const found = (data: ProductData): { result: ApiResult<ProductData>; chosen: unknown } => ({ result: { ok: true, kind: 'ok', status: 200, data }, chosen: null });
const carson: SelectedStoreInfo = { id: 'ST001', name: 'Carson', city: 'Carson', state: 'CA', postalCode: '90745', country: 'US', address1: '', phoneNumber: '', hours: [], seoUrl: '' };
const torrance: SelectedStoreInfo = { ...carson, id: 'ST002', name: 'Torrance', city: 'Torrance' };
const added = (count: number, extra: Record<string, unknown> = {}): AddOutcome => ({
  kind: 'added',
  count,
  encryptedOrderId: 'e1',
  item: { catalogRefId: 'S1', quantity: 1, gaEventData: null, ...extra },
});
const refused = (fieldErrors: Record<string, string>, messages: string[] = []): AddOutcome => ({ kind: 'formError', fieldErrors, messages });

/** The widget on product `productId`'s page (the page's SKU `pageSku`), the session known (a guest unless told), bopis on. */
function buyingBox(pageSku?: string, session: { gsa?: boolean; signedIn?: boolean; known?: boolean } = {}, productId = 'P1') {
  const io = fakePorts<AddToCartCalls>();
  const model = createModel(addToCartStep, startAddToCart(productId, pageSku), io.ports);
  model.start();
  model.dispatch({ type: 'pickupChanged', enabled: true });
  model.dispatch({ type: 'sessionChanged', known: session.known ?? true, gsa: session.gsa ?? false, signedIn: session.signedIn ?? false });
  const s = (): AddToCartModelState => model.get();
  const calls = (name: keyof AddToCartCalls) => io.calls.filter((c) => c.call === name).map((c) => c.input);
  /** A field's message as the shopper reads it. */
  const said = (f: Field) => (s().errors[f] ? say(M, s().errors[f]!) : null);
  const general = () => s().general.map((g) => say(M, g));
  return { io, model, s, calls, said, general };
}

/** Loaded and ready to add: one SKU chosen. */
async function ready(product: ProductData = paint, pageSku = 'S2', session: { gsa?: boolean; signedIn?: boolean } = {}) {
  const box = buyingBox(pageSku, session, product.productId);
  await box.io.next('loadProduct').answer(found(product));
  return box;
}

describe('add-to-cart model: the product', () => {
  it('asks for nothing until the session is known; then loads the product with or without GSA prices', async () => {
    const { io, model, s, calls } = buyingBox('S2', { known: false });
    expect(io.calls).toEqual([]);
    expect(s().load).toBe('loading');
    model.dispatch({ type: 'sessionChanged', known: true, gsa: true, signedIn: true });
    expect(calls('loadProduct')).toEqual([{ productId: 'P1', gsa: true }]);
    await io.next('loadProduct').answer(found(paint));
    expect(s()).toMatchObject({ load: 'ready', skuId: 'S2' });
  });

  it('the default SKU of a multi-option product asks for the option, unless the shopper chose it in this tab', async () => {
    const { s } = await ready(paint, 'S1');
    expect(s().skuId).toBeNull();
    const again = buyingBox('S1');
    await again.io.next('loadProduct').answer({ ...found(paint), chosen: 'S1' });
    expect(again.s().skuId).toBe('S1');
  });

  it('a failed load shows the error; Retry loads again', async () => {
    const { io, model, s, calls } = buyingBox('S2');
    await io.next('loadProduct').answer({ result: { ok: false, kind: 'http', status: 500, message: 'Server Error' } as ApiResult<ProductData>, chosen: null });
    expect(s().load).toBe('error');
    model.dispatch({ type: 'retryClicked' });
    expect(calls('loadProduct')).toHaveLength(2);
    await io.next('loadProduct').answer(found(paint));
    expect(s().load).toBe('ready');
  });

  it('a sign-in that makes the shopper a GSA user loads GSA prices; the option chosen stays', async () => {
    const { io, model, s, calls } = await ready(paint, 'S1');
    model.dispatch({ type: 'optionChosen', skuId: 'S2' });
    model.dispatch({ type: 'sessionChanged', known: true, gsa: false, signedIn: true });
    expect(calls('loadProduct')).toHaveLength(1);
    model.dispatch({ type: 'sessionChanged', known: true, gsa: true, signedIn: true });
    expect(calls('loadProduct').at(-1)).toEqual({ productId: 'P1', gsa: true });
    const gsaPaint = { ...paint, skus: paint.skus.map((k) => ({ ...k, priceInfo: { listPrice: 10, gsa: 8.8 } })) };
    await io.next('loadProduct').answer(found(gsaPaint));
    expect(s().skuId).toBe('S2');
    expect(s().product?.skus[1]?.priceInfo?.gsa).toBe(8.8);
  });

  it('race: the guest prices answering after the GSA prices asked for later are ignored', async () => {
    const { io, model, s } = buyingBox('S2', { gsa: false });
    model.dispatch({ type: 'sessionChanged', known: true, gsa: true, signedIn: true });
    const [guestLoad, gsaLoad] = io.pending.filter((p) => p.call === 'loadProduct');
    expect(guestLoad!.signal.aborted).toBe(true);
    const gsaPaint = { ...paint, skus: paint.skus.map((k) => ({ ...k, priceInfo: { listPrice: 10, gsa: 8.8 } })) };
    await gsaLoad!.answer(found(gsaPaint));
    await guestLoad!.answer(found(paint));
    expect(s().product?.skus[0]?.priceInfo?.gsa).toBe(8.8);
  });
});

describe('add-to-cart model: adding', () => {
  it('success: one add with the spec payload, the addToCart event, the dialog, then the label fades at 2 s and resets at 5 s', async () => {
    const { io, model, s, calls } = await ready(paint, 'S1');
    model.dispatch({ type: 'optionChosen', skuId: 'S1' });
    expect(calls('showSku')).toEqual([{ productId: 'P1', skuId: 'S1' }]);
    model.dispatch({ type: 'prefixTyped', value: 'Ms. Garcia 2' });
    model.dispatch({ type: 'quantityChosen', value: '2' });
    model.dispatch({ type: 'addClicked' });
    expect(s().phase).toBe('adding');
    expect(calls('addToCart')).toEqual([
      { payload: { catalogRefId: 'S1', productId: 'P1', quantity: 2, personalized: true, customMessage: 'Ms Garcia|', locationId: null }, gift: null, registry: null },
    ]);

    await io.next('addToCart').answer(added(4));
    expect(s().phase).toBe('added');
    expect(s().added).toMatchObject({ count: 4, quantity: 2, skuId: 'S1', delivery: 'ship' });
    expect(calls('addedToCart')).toEqual([{ ecommerce: { currencyCode: 'USD', add: { products: [{ id: 'P1', name: 'Tempera Paint', variant: 'Red', quantity: 2, sku: 'S1' }] } }, cartCount: 4 }]);
    await io.advance(2000 - 1);
    expect(s().phase).toBe('added');
    await io.advance(1);
    expect(s().phase).toBe('fading');
    await io.advance(5000 - 2000);
    expect(s().phase).toBe('idle');
    expect(io.timers()).toBe(0);
  });

  it('the answer’s gaEventData is what analytics gets, with the SKU and quantity sent', async () => {
    const { io, model, calls } = await ready(crayons, 'C1');
    model.dispatch({ type: 'addClicked' });
    await io.next('addToCart').answer(added(1, { gaEventData: { id: 'P2', brand: 'Lakeshore' } }));
    expect(calls('addedToCart')).toEqual([{ ecommerce: { currencyCode: 'USD', add: { products: [{ id: 'P2', brand: 'Lakeshore', sku: 'C1', quantity: 1 }] } }, cartCount: 1 }]);
  });

  it('the spec’s rules come first: without an option or a quantity nothing is sent', async () => {
    const { model, said, s, calls } = await ready(paint, 'S1');
    model.dispatch({ type: 'quantityChosen', value: '15+' });
    model.dispatch({ type: 'addClicked' });
    expect(said('option')).toBe('Please select a Color.');
    expect(said('quantity')).toBe('Please enter a quantity.');
    expect(s().phase).toBe('idle');
    expect(calls('addToCart')).toEqual([]);
  });

  it('a click while the add is out (the client replaying a 409, say) sends nothing more; so does one while Added To Cart shows', async () => {
    const { io, model, calls } = await ready();
    model.dispatch({ type: 'addClicked' });
    model.dispatch({ type: 'addClicked' });
    expect(calls('addToCart')).toHaveLength(1);
    await io.next('addToCart').answer(added(1));
    model.dispatch({ type: 'addClicked' });
    expect(calls('addToCart')).toHaveLength(1);
    await io.advance(5000);
    model.dispatch({ type: 'addClicked' });
    expect(calls('addToCart')).toHaveLength(2);
  });

  it('a quantity limit from the server shows beside the quantity; the button re-enables and nothing typed is lost', async () => {
    const { io, model, s, said } = await ready();
    model.dispatch({ type: 'quantityChosen', value: '15+' });
    model.dispatch({ type: 'quantityTyped', value: '120' });
    model.dispatch({ type: 'addClicked' });
    await io.next('addToCart').answer(refused({ quantity: 'Only 40 left in stock.' }));
    expect(said('quantity')).toBe('Only 40 left in stock.');
    expect(s()).toMatchObject({ phase: 'idle', qtyChoice: '15+', qtyTyped: '120', fixes: 1 });
  });

  it('sold out online: the server’s message on top of the form; a failure says to try again, a timeout to check the cart first', async () => {
    const { io, model, general } = await ready();
    model.dispatch({ type: 'addClicked' });
    await io.next('addToCart').answer(refused({}, ["We're sorry, this item is currently sold out online."]));
    expect(general()).toEqual(["We're sorry, this item is currently sold out online."]);
    model.dispatch({ type: 'addClicked' });
    await io.next('addToCart').answer({ kind: 'failed', timeout: true });
    expect(general()).toEqual(['Adding to your cart took too long, so the item may have been added. Please check your cart before you try again.']);
    model.dispatch({ type: 'addClicked' });
    await io.next('addToCart').answer({ kind: 'failed', timeout: false });
    expect(general()).toEqual(['We could not add this item to your cart. Please try again.']);
  });

  it('form exceptions for the option, the store and the personalization land beside them; an unknown path on top', async () => {
    const { io, model, said, general } = await ready();
    model.dispatch({ type: 'addClicked' });
    await io
      .next('addToCart')
      .answer(refused({ catalogRefId: 'Please select a Color.', locationId: 'Please select a store to continue.', customMessage: 'This item cannot be personalized.', registry: 'No such registry.' }));
    expect([said('option'), said('store'), said('prefix')]).toEqual(['Please select a Color.', 'Please select a store to continue.', 'This item cannot be personalized.']);
    expect(general()).toEqual(['No such registry.']);
  });

  it('a gift card sends the gift-card part: the custom amount, recipient, sender, design and message', async () => {
    const { io, model, calls, said } = await ready(giftCard, 'G1');
    model.dispatch({ type: 'addClicked' });
    expect(said('amount')).toBe('Please select an amount.');
    expect(said('recipientEmail')).toBe('Please enter the recipient’s email address.');
    model.dispatch({ type: 'amountChosen', value: 'custom' });
    model.dispatch({ type: 'customAmountTyped', value: '37.5' });
    model.dispatch({ type: 'giftTyped', field: 'recipientName', value: ' Ana ' });
    model.dispatch({ type: 'giftTyped', field: 'recipientEmail', value: 'ana@example.com' });
    model.dispatch({ type: 'giftTyped', field: 'senderName', value: 'Bo' });
    model.dispatch({ type: 'giftTyped', field: 'message', value: 'Thanks!' });
    model.dispatch({ type: 'addClicked' });
    expect(calls('addToCart')).toEqual([
      {
        payload: { catalogRefId: 'G1', productId: 'P4', quantity: 1, personalized: false, customMessage: '', locationId: null },
        gift: { amount: 37.5, recipientName: 'Ana', recipientEmail: 'ana@example.com', senderName: 'Bo', design: 'Apple', commerceItemType: 'eGiftCardCommerceItem', personalization: 'Thanks!' },
        registry: null,
      },
    ]);
    await io.next('addToCart').answer(refused({ amount: 'Please enter an amount from $5.00 to $500.00.' }));
    expect(said('customAmount')).toBe('Please enter an amount from $5.00 to $500.00.');
  });

  describe('a shopper shopping a registry (registry gift data in session storage, spec section 3)', () => {
    const registry = { encryptedRegistryId: 'ENC-REG-1001', giftRecipientName: 'Ms. Rivera' };
    async function giftReady() {
      const box = await ready(giftCard, 'G1');
      box.model.dispatch({ type: 'amountChosen', value: '25' });
      box.model.dispatch({ type: 'giftTyped', field: 'recipientName', value: 'Ana' });
      box.model.dispatch({ type: 'giftTyped', field: 'recipientEmail', value: 'ana@example.com' });
      box.model.dispatch({ type: 'giftTyped', field: 'senderName', value: 'Bo' });
      return box;
    }

    it('a gift card asks whether it is a gift for the registry before anything is added; Yes sends the registry id', async () => {
      const { model, calls, s } = await giftReady();
      model.dispatch({ type: 'addClicked', registry });
      expect(calls('addToCart')).toEqual([]);
      expect(s()).toMatchObject({ registryAsk: registry, phase: 'idle' });
      model.dispatch({ type: 'registryAnswered', forRegistry: true });
      expect(s()).toMatchObject({ registryAsk: null, phase: 'adding' });
      expect(calls('addToCart')).toMatchObject([{ payload: { catalogRefId: 'G1' }, gift: { amount: 25 }, registry }]);
    });

    it('No adds the gift card without the registry; closing the question adds nothing', async () => {
      const no = await giftReady();
      no.model.dispatch({ type: 'addClicked', registry });
      no.model.dispatch({ type: 'registryAnswered', forRegistry: false });
      expect(no.calls('addToCart')).toMatchObject([{ gift: { amount: 25 }, registry: null }]);
      const closed = await giftReady();
      closed.model.dispatch({ type: 'addClicked', registry });
      closed.model.dispatch({ type: 'registryDismissed' });
      expect(closed.s()).toMatchObject({ registryAsk: null, phase: 'idle' });
      closed.model.dispatch({ type: 'registryAnswered', forRegistry: true });
      expect(closed.calls('addToCart')).toEqual([]);
    });

    it('a gift card with fields to fix shows their errors and asks nothing; a registry item is added with the registry call at once', async () => {
      const gift = await ready(giftCard, 'G1');
      gift.model.dispatch({ type: 'addClicked', registry });
      expect(gift.said('amount')).toBe('Please select an amount.');
      expect(gift.s().registryAsk).toBeNull();
      const { model, calls, s } = await ready(crayons, 'C1');
      model.dispatch({ type: 'addClicked', registry });
      expect(s().registryAsk).toBeNull();
      expect(calls('addToCart')).toMatchObject([{ payload: { catalogRefId: 'C1' }, gift: null, registry }]);
    });
  });

  it('closing the page (stop) clears the button’s timers', async () => {
    const { io, model } = await ready();
    model.dispatch({ type: 'addClicked' });
    await io.next('addToCart').answer(added(1));
    expect(io.timers()).toBe(2);
    model.stop();
    expect(io.timers()).toBe(0);
  });
});

describe('add-to-cart model: store pickup', () => {
  it('pickup without a store gives the store error; a store chosen clears it, loads its stock and the add goes there', async () => {
    const { io, model, s, said, calls } = await ready(easel, 'E1');
    model.dispatch({ type: 'addClicked' });
    expect(said('store')).toBe('Please select a store to continue.');
    model.dispatch({ type: 'storeFinderClicked' });
    expect(calls('open')).toEqual([{ name: 'store-finder', props: { context: 'product', skuId: 'E1' } }]);
    model.dispatch({ type: 'storeSelected', store: carson });
    expect(said('store')).toBeNull();
    expect(s().stockLoading).toBe(true);
    expect(calls('loadStoreStock')).toEqual([{ storeId: 'ST001', skuId: 'E1', quantity: 1 }]);
    await io.next('loadStoreStock').answer('Available' satisfies StoreStock);
    expect(s()).toMatchObject({ storeStock: 'Available', stockLoading: false });
    model.dispatch({ type: 'addClicked' });
    expect(calls('addToCart')[0]).toMatchObject({ payload: { locationId: 'ST001' } });
    await io.next('addToCart').answer(added(1));
    expect(s().added).toMatchObject({ delivery: 'pickup', storeName: 'Carson' });
  });

  it('a store that has none names itself in the error and nothing is sent', async () => {
    const { io, model, said, calls } = await ready(easel, 'E1');
    model.dispatch({ type: 'storeSelected', store: carson });
    await io.next('loadStoreStock').answer('Unavailable' satisfies StoreStock);
    model.dispatch({ type: 'addClicked' });
    expect(said('store')).toBe('This item is not available for pickup at Carson. Please choose another store or ship it.');
    expect(calls('addToCart')).toEqual([]);
  });

  it('race: the first store’s stock answering after the second store’s is ignored', async () => {
    const { io, model, s } = await ready(easel, 'E1');
    model.dispatch({ type: 'storeSelected', store: carson });
    model.dispatch({ type: 'storeSelected', store: torrance });
    const [first, second] = io.pending.filter((p) => p.call === 'loadStoreStock');
    expect(first!.signal.aborted).toBe(true);
    await second!.answer('LimitedStock' satisfies StoreStock);
    await first!.answer('Unavailable' satisfies StoreStock);
    expect(s()).toMatchObject({ storeStock: 'LimitedStock', stockLoading: false });
  });

  it('the stock follows the SKU shown; none is asked for gift cards or with store pick-up off', async () => {
    const { model, calls } = await ready(paint, 'S2');
    model.dispatch({ type: 'storeSelected', store: carson });
    model.dispatch({ type: 'optionChosen', skuId: 'S1' });
    expect(calls('loadStoreStock')).toEqual([
      { storeId: 'ST001', skuId: 'S2', quantity: 1 },
      { storeId: 'ST001', skuId: 'S1', quantity: 1 },
    ]);
    model.dispatch({ type: 'pickupChanged', enabled: false });
    expect(model.get()).toMatchObject({ storeStock: null, stockLoading: false });
    const gift = await ready(giftCard, 'G1');
    gift.model.dispatch({ type: 'storeSelected', store: carson });
    expect(gift.calls('loadStoreStock')).toEqual([]);
  });
});

describe('add-to-cart model: Add to List', () => {
  it('a guest is sent to sign in', async () => {
    const { model, calls } = await ready();
    model.dispatch({ type: 'addToListClicked' });
    expect(calls('open')).toEqual([{ name: 'sign-in' }]);
  });

  it('signed in without an option: the option error, no dialog; with one: the add-to-list dialog for the item and quantity', async () => {
    const { model, said, calls } = await ready(paint, 'S1', { signedIn: true });
    model.dispatch({ type: 'addToListClicked' });
    expect(said('option')).toBe('Please select a Color.');
    expect(calls('open')).toEqual([]);
    model.dispatch({ type: 'optionChosen', skuId: 'S2' });
    model.dispatch({ type: 'quantityChosen', value: '3' });
    model.dispatch({ type: 'addToListClicked' });
    expect(calls('open')).toEqual([{ name: 'add-to-list', props: { catalogRefId: 'S2', productId: 'P1', quantity: 3 } }]);
  });
});
