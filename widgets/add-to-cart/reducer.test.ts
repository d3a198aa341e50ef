// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ProductData } from './product';
import { ADD_TO_CART_MESSAGES as m } from './messages';
import { addToCartReducer, deliveryOf, initialAddToCartState, say, validate, type AddToCartAction, type AddToCartState, type SubmitContext } from './reducer';

const sku = (id: string, extra: Partial<ProductData['skus'][number]> = {}): ProductData['skus'][number] => ({
  id,
  displayName: `Paint - ${id}`,
  option: { name: 'Color', value: id },
  skuType: 'other',
  status: 'ACTIVE',
  stockLevel: 'Available',
  storeOnly: false,
  persEnabled: false,
  priceInfo: { listPrice: 10, onSale: false },
  ...extra,
});
const multi: ProductData = { productId: 'P1', name: 'Paint', defaultSkuId: 'S1', skuInfo: { optionName: 'Color' }, skus: [sku('S1'), sku('S1-2')] };
const single: ProductData = { productId: 'P2', name: 'Crayons', defaultSkuId: 'S2', skus: [sku('S2', { option: null })] };
const storeOnly: ProductData = { ...single, productId: 'P3', storeOnly: true, skus: [sku('S3', { storeOnly: true, option: null })] };
const gift: ProductData = {
  productId: 'P4',
  name: 'Gift Card',
  defaultSkuId: 'G1',
  giftCard: { kind: 'egift', amounts: [10, 25], customAmount: { min: 5, max: 500 } },
  skus: [sku('G1', { skuType: 'eGiftcard', option: { name: 'Design', value: 'Apple' } })],
};

const ctx: SubmitContext = { storeId: null, storeName: '', storeStock: null, pickupEnabled: true };
/** The state's messages in words (the widget's own text). */
const words = (e: AddToCartState['errors']) => Object.fromEntries(Object.entries(e).map(([k, v]) => [k, say(m, v!)]));
const generalWords = (s: AddToCartState) => s.general.map((g) => say(m, g));
const run = (state: AddToCartState, ...actions: AddToCartAction[]) => actions.reduce(addToCartReducer, state);
const loaded = (p: ProductData, skuId: string | null = null) => run(initialAddToCartState, { type: 'productLoaded', product: p, skuId });

describe('addToCartReducer: loading', () => {
  it('starts loading; the product arrives with the preselected SKU', () => {
    expect(initialAddToCartState.load).toBe('loading');
    const s = loaded(multi, 'S1-2');
    expect(s.load).toBe('ready');
    expect(s.skuId).toBe('S1-2');
  });
  it('a multi-option product without a preselected SKU has none chosen; a single SKU is chosen', () => {
    expect(loaded(multi).skuId).toBeNull();
    expect(loaded(single).skuId).toBe('S2');
  });
  it('an unknown preselected SKU is ignored', () => {
    expect(loaded(multi, 'NOPE').skuId).toBeNull();
  });
  it('a failed load shows the error; a retry loads again', () => {
    const s = run(initialAddToCartState, { type: 'productFailed' });
    expect(s.load).toBe('error');
    expect(run(s, { type: 'reloadRequested' }).load).toBe('loading');
  });
});

describe('addToCartReducer: choosing', () => {
  it('choosing an option clears its error', () => {
    const s = run(loaded(multi), { type: 'submitted', ctx });
    expect(say(m, s.errors.option!)).toBe('Please select a Color.');
    const t = run(s, { type: 'optionChosen', skuId: 'S1' });
    expect(t.skuId).toBe('S1');
    expect(t.errors.option).toBeUndefined();
  });
  it('an option that is not the product’s is ignored', () => {
    expect(run(loaded(multi), { type: 'optionChosen', skuId: 'S9' }).skuId).toBeNull();
  });
  it('quantity: 15+ asks for a typed number; digits only', () => {
    const s = run(loaded(single), { type: 'quantityChosen', value: '15+' }, { type: 'quantityTyped', value: '2x0' });
    expect(s.qtyChoice).toBe('15+');
    expect(s.qtyTyped).toBe('20');
  });
  it('personalization keeps letters and spaces within the limits', () => {
    const s = run(loaded(single), { type: 'prefixTyped', value: 'Ms. Garcia-Lopez Room 12 extra' }, { type: 'postfixTyped', value: "Kinder's Class!!" });
    expect(s.prefix).toBe('Ms GarciaLopez Roo');
    expect(s.postfix).toBe('Kinders Clas');
  });
  it('gift fields and the custom amount', () => {
    const s = run(loaded(gift), { type: 'amountChosen', value: 'custom' }, { type: 'customAmountTyped', value: '$40.505' }, { type: 'giftTyped', field: 'recipientName', value: 'Ana' });
    expect(s.amount).toBe('custom');
    expect(s.customAmount).toBe('40.50');
    expect(s.recipientName).toBe('Ana');
  });
  it('delivery: store-only items are picked up; gift cards ship; pickup off means ship', () => {
    const s = run(loaded(single), { type: 'deliveryChosen', value: 'pickup' });
    expect(deliveryOf(s, true)).toBe('pickup');
    expect(deliveryOf(s, false)).toBe('ship');
    expect(deliveryOf(loaded(storeOnly), true)).toBe('pickup');
    expect(deliveryOf(run(loaded(gift), { type: 'deliveryChosen', value: 'pickup' }), true)).toBe('ship');
  });
});

describe('addToCartReducer: submitting', () => {
  it('the option error and the quantity error come first; nothing is sent', () => {
    const s = run(loaded(multi), { type: 'quantityChosen', value: '15+' }, { type: 'submitted', ctx });
    expect(s.phase).toBe('idle');
    expect(words(s.errors)).toEqual({ option: 'Please select a Color.', quantity: 'Please enter a quantity.' });
    expect(s.fixes).toBe(1);
  });
  it('a store-only item without a store gives the store error', () => {
    const s = run(loaded(storeOnly), { type: 'submitted', ctx });
    expect(say(m, s.errors.store!)).toBe('Please select a store to continue.');
  });
  it('a store without stock or not eligible names the store', () => {
    const e = validate(loaded(storeOnly), { ...ctx, storeId: 'ST1', storeName: 'Carson', storeStock: 'Unavailable' });
    expect(say(m, e.store!)).toMatch(/not available for pickup at Carson/);
    expect(validate(loaded(storeOnly), { ...ctx, storeId: 'ST1', storeName: 'Carson', storeStock: 'Available' }).store).toBeUndefined();
  });
  it('gift cards need an amount, the recipient (and email for e-gift) and the sender', () => {
    expect(words(validate(loaded(gift), ctx))).toEqual({
      amount: 'Please select an amount.',
      recipientName: m.recipientNameError,
      recipientEmail: m.recipientEmailError,
      senderName: m.senderNameError,
    });
    const s = run(loaded(gift), { type: 'amountChosen', value: 'custom' }, { type: 'customAmountTyped', value: '2' }, { type: 'giftTyped', field: 'recipientEmail', value: 'nope' });
    expect(words(validate(s, ctx))).toMatchObject({ customAmount: 'Please enter an amount from $5.00 to $500.00.', recipientEmail: 'Please enter a valid email address.' });
  });
  it('valid: adding; a second submit while adding is ignored', () => {
    const s = run(loaded(single), { type: 'submitted', ctx });
    expect(s.phase).toBe('adding');
    expect(run(s, { type: 'submitted', ctx })).toBe(s);
  });
});

describe('addToCartReducer: the answer and the button phases', () => {
  const adding = () => run(loaded(single), { type: 'quantityChosen', value: '3' }, { type: 'submitted', ctx });
  const item = { catalogRefId: 'S2', quantity: 3, priceInfo: { amount: 30 }, gaEventData: null };

  it('added: the dialog content, then fade, then reset', () => {
    const s = run(adding(), { type: 'answered', outcome: { kind: 'added', count: 5, item, encryptedOrderId: 'x' }, ctx });
    expect(s.phase).toBe('added');
    expect(s.added).toMatchObject({ count: 5, quantity: 3, skuId: 'S2', delivery: 'ship' });
    const f = run(s, { type: 'fadeStarted' });
    expect(f.phase).toBe('fading');
    const r = run(f, { type: 'resetDone' });
    expect(r.phase).toBe('idle');
    expect(run(r, { type: 'addedClosed' }).added).toBeNull();
  });
  it('no submit while the Added To Cart label shows', () => {
    const s = run(adding(), { type: 'answered', outcome: { kind: 'added', count: 1, item, encryptedOrderId: '' }, ctx });
    expect(run(s, { type: 'submitted', ctx })).toBe(s);
  });
  it('form exceptions go beside the fields they name; the rest on top; the button re-enables; nothing typed is lost', () => {
    const before = run(loaded(single), { type: 'quantityChosen', value: '15+' }, { type: 'quantityTyped', value: '500' }, { type: 'submitted', ctx });
    const s = run(before, { type: 'answered', outcome: { kind: 'formError', fieldErrors: { quantity: 'Only 40 left.', locationId: 'Pick a store.', weird: 'Odd.' }, messages: ['Try later.'] }, ctx });
    expect(s.phase).toBe('idle');
    expect(words(s.errors)).toEqual({ quantity: 'Only 40 left.', store: 'Pick a store.' });
    expect(generalWords(s)).toEqual(['Try later.', 'Odd.']);
    expect(s.qtyTyped).toBe('500');
    expect(s.fixes).toBe(before.fixes + 1);
  });
  it('an amount error lands beside the custom amount when one was typed', () => {
    const before = run(
      loaded(gift),
      { type: 'amountChosen', value: 'custom' },
      { type: 'customAmountTyped', value: '40' },
      { type: 'giftTyped', field: 'recipientName', value: 'A' },
      { type: 'giftTyped', field: 'recipientEmail', value: 'a@b.co' },
      { type: 'giftTyped', field: 'senderName', value: 'B' },
      { type: 'submitted', ctx },
    );
    expect(before.phase).toBe('adding');
    const s = run(before, { type: 'answered', outcome: { kind: 'formError', fieldErrors: { amount: 'Bad amount.' }, messages: [] }, ctx });
    expect(say(m, s.errors.customAmount!)).toBe('Bad amount.');
  });
  it('a failure or timeout shows a general message and re-enables', () => {
    const timedOut = run(adding(), { type: 'answered', outcome: { kind: 'failed', timeout: true }, ctx });
    expect(timedOut.phase).toBe('idle');
    expect(generalWords(timedOut)).toEqual([m.timeoutError]);
    expect(generalWords(run(adding(), { type: 'answered', outcome: { kind: 'failed', timeout: false }, ctx }))).toEqual([m.genericError]);
  });
  it('a timeout does not invite a blind retry: the store may have added the item, so the shopper is sent to the cart first', () => {
    // A retry after an add that timed out at the client but was done at the store doubled the line.
    const words = generalWords(run(adding(), { type: 'answered', outcome: { kind: 'failed', timeout: true }, ctx }));
    expect(words).toEqual(['Adding to your cart took too long, so the item may have been added. Please check your cart before you try again.']);
  });
  it('an answer while not adding is ignored', () => {
    const s = loaded(single);
    expect(run(s, { type: 'answered', outcome: { kind: 'failed', timeout: false }, ctx })).toBe(s);
    expect(run(s, { type: 'fadeStarted' })).toBe(s);
    expect(run(s, { type: 'resetDone' })).toBe(s);
  });
  it('Add to List without an option shows the option error', () => {
    expect(say(m, run(loaded(multi), { type: 'optionMissing' }).errors.option!)).toBe('Please select a Color.');
  });
  it("the state keeps message keys, so a host's words for a key show however the message came about", () => {
    const s = run(loaded(multi), { type: 'submitted', ctx });
    expect(say({ ...m, optionError: 'Elija un {option}.' }, s.errors.option!)).toBe('Elija un Color.');
  });
});
