// @vitest-environment node
// The cart page's flows (storefront spec sections 3, 4, 5, 7, 8, 9 for the cart) driven through its model with
// fake calls and a fake clock: no React, no mocked modules.
import { create } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { createModel } from '../../src/platform/createModel';
import { fakePorts } from '../../src/mount/fakePorts';
import { CartStruct, type Cart, type CartAnswer } from './summary';
import { cartStep, startCart, type CartCalls } from './model';
import { CART_MESSAGES as M } from './messages';
import { QUANTITY_DEBOUNCE_MS } from './stepper';

const line = (id: string, quantity: number, extra: Record<string, unknown> = {}) => ({
  commerceItemId: id,
  catalogRefId: 'S' + id,
  quantity,
  skuDisplayName: 'Item ' + id,
  priceInfo: { amount: quantity * 10 },
  ...extra,
});
const cartWith = (lines: ReturnType<typeof line>[], extra: Record<string, unknown> = {}): Cart =>
  create({ orderId: 'o1', cartId: 'o1', isPaypalEnabledForCart: true, cartSummary: { total: 10 }, allLines: lines, ...extra }, CartStruct);
const ok = (cart: Cart): CartAnswer => ({ ok: true, cart });
const refused = (message: string): CartAnswer => ({ ok: false, message, field: '' });

async function cartPage(cart = cartWith([line('a', 1), line('b', 2)])) {
  const io = fakePorts<CartCalls>();
  const model = createModel(cartStep, startCart('/checkout-page'), io.ports);
  model.start();
  await io.next('loadCart').answer(ok(cart));
  const s = () => model.get();
  const calls = (name: keyof CartCalls) => io.calls.filter((c) => c.call === name).map((c) => c.input);
  return { io, model, s, calls };
}

describe('cart model: loading', () => {
  it('reads the cart once on start; the header count follows: every unit in the cart', async () => {
    const { s, calls } = await cartPage();
    expect(s().status).toBe('ready');
    expect(calls('loadCart')).toHaveLength(1);
    expect(calls('countChanged')).toEqual([{ qty: 3, cartId: 'o1' }]);
  });

  it('a count changed elsewhere (another tab) reads the cart again; the cart’s own count does not', async () => {
    const { model, calls } = await cartPage();
    model.dispatch({ type: 'countHeard', qty: 3 });
    expect(calls('loadCart')).toHaveLength(1);
    model.dispatch({ type: 'countHeard', qty: 5 });
    expect(calls('loadCart')).toHaveLength(2);
  });

  it('race: of two reads, the answer of the later one is the cart shown, whatever the order they arrive in', async () => {
    const { io, model, s } = await cartPage();
    model.dispatch({ type: 'reloadAsked' });
    model.dispatch({ type: 'reloadAsked' });
    const [older, newer] = io.pending.filter((p) => p.call === 'loadCart');
    expect(older!.signal.aborted).toBe(true);
    await newer!.answer(ok(cartWith([line('a', 7)])));
    await older!.answer(ok(cartWith([line('a', 4)])));
    expect(s().lines.a).toMatchObject({ server: 7, text: '7' });
  });
});

describe('cart model: the quantity stepper', () => {
  it('three presses make one update call, 600 ms after the last', async () => {
    const { io, model, calls } = await cartPage();
    for (let i = 0; i < 3; i++) {
      model.dispatch({ type: 'quantityStepped', id: 'a', delta: 1 });
      await io.advance(QUANTITY_DEBOUNCE_MS - 100);
    }
    expect(calls('updateQuantity')).toEqual([]);
    await io.advance(100);
    expect(calls('updateQuantity')).toEqual([{ id: 'a', quantity: 4 }]);
    await io.next('updateQuantity').answer(ok(cartWith([line('a', 4), line('b', 2)])));
    expect(calls('countChanged').at(-1)).toEqual({ qty: 6, cartId: 'o1' });
  });

  it('typing sends nothing until Enter or blur (the commit); then at once', async () => {
    const { io, model, calls } = await cartPage();
    model.dispatch({ type: 'quantityTyped', id: 'a', text: '25' });
    await io.advance(5000);
    expect(calls('updateQuantity')).toEqual([]);
    model.dispatch({ type: 'quantityCommitted', id: 'a' });
    expect(calls('updateQuantity')).toEqual([{ id: 'a', quantity: 25 }]);
  });

  it('a commit during the wait sends at once and the wait is over: one call', async () => {
    const { io, model, calls } = await cartPage();
    model.dispatch({ type: 'quantityStepped', id: 'a', delta: 1 });
    model.dispatch({ type: 'quantityCommitted', id: 'a' });
    await io.advance(QUANTITY_DEBOUNCE_MS * 2);
    expect(calls('updateQuantity')).toEqual([{ id: 'a', quantity: 2 }]);
  });

  it('race: a press while the call is out waits for its answer, then goes 600 ms later; never two calls for a line at once', async () => {
    const { io, model, s, calls } = await cartPage();
    model.dispatch({ type: 'quantityStepped', id: 'a', delta: 1 });
    await io.advance(QUANTITY_DEBOUNCE_MS);
    model.dispatch({ type: 'quantityStepped', id: 'a', delta: 1 });
    await io.advance(QUANTITY_DEBOUNCE_MS);
    expect(calls('updateQuantity')).toEqual([{ id: 'a', quantity: 2 }]);
    await io.next('updateQuantity').answer(ok(cartWith([line('a', 2), line('b', 2)])));
    expect(s().lines.a).toMatchObject({ text: '3', server: 2 });
    await io.advance(QUANTITY_DEBOUNCE_MS - 1);
    expect(calls('updateQuantity')).toHaveLength(1);
    await io.advance(1);
    expect(calls('updateQuantity')).toEqual([
      { id: 'a', quantity: 2 },
      { id: 'a', quantity: 3 },
    ]);
  });

  it('a refusal brings the old quantity back with the server’s reason', async () => {
    const { io, model, s } = await cartPage();
    model.dispatch({ type: 'quantityTyped', id: 'a', text: '999' });
    model.dispatch({ type: 'quantityCommitted', id: 'a' });
    await io.next('updateQuantity').answer(refused('Only 40 left.'));
    expect(s().lines.a).toMatchObject({ text: '1', server: 1, error: 'Only 40 left.' });
  });

  it('the stepper cannot go below 0, and 0 sends no update: the trash removes the line instead', async () => {
    const { io, model, s, calls } = await cartPage();
    model.dispatch({ type: 'quantityStepped', id: 'a', delta: -1 });
    model.dispatch({ type: 'quantityStepped', id: 'a', delta: -1 });
    expect(s().lines.a!.text).toBe('0');
    await io.advance(QUANTITY_DEBOUNCE_MS * 2);
    expect(calls('updateQuantity')).toEqual([]);
    model.dispatch({ type: 'removeClicked', id: 'a' });
    expect(calls('removeLine')).toEqual([{ id: 'a' }]);
    await io.next('removeLine').answer(ok(cartWith([line('b', 2)])));
    expect(s().notice).toEqual({ kind: 'removed', what: 'Item a' });
    expect(calls('countChanged').at(-1)).toEqual({ qty: 2, cartId: 'o1' });
  });

  it('a removal ends the line’s wait: its change is not sent', async () => {
    const { io, model, calls } = await cartPage();
    model.dispatch({ type: 'quantityStepped', id: 'a', delta: 1 });
    model.dispatch({ type: 'removeClicked', id: 'a' });
    await io.advance(QUANTITY_DEBOUNCE_MS);
    expect(calls('updateQuantity')).toEqual([]);
  });
});

describe('cart model: Checkout', () => {
  it('right after a press, the waiting change goes first; /checkout-page once it is saved', async () => {
    const { io, model } = await cartPage();
    model.dispatch({ type: 'quantityStepped', id: 'b', delta: 1 });
    model.dispatch({ type: 'checkoutClicked' });
    expect(io.next('updateQuantity').input).toEqual({ id: 'b', quantity: 3 });
    expect(io.navigated).toEqual([]);
    await io.next('updateQuantity').answer(ok(cartWith([line('a', 1), line('b', 3)])));
    expect(io.navigated).toEqual(['/checkout-page']);
    await io.advance(QUANTITY_DEBOUNCE_MS);
    expect(io.calls.filter((c) => c.call === 'updateQuantity')).toHaveLength(1);
  });

  it('a refused change keeps the shopper on the cart with the reason', async () => {
    const { io, model, s } = await cartPage();
    model.dispatch({ type: 'quantityStepped', id: 'b', delta: 1 });
    model.dispatch({ type: 'checkoutClicked' });
    await io.next('updateQuantity').answer(refused('Only 2 left.'));
    expect(io.navigated).toEqual([]);
    expect(s().lines.b!.error).toBe('Only 2 left.');
  });

  it('with nothing waiting, Checkout goes at once', async () => {
    const { io, model } = await cartPage();
    model.dispatch({ type: 'checkoutClicked' });
    expect(io.navigated).toEqual(['/checkout-page']);
  });
});

describe('cart model: pickup', () => {
  it('pickup without a store opens the store finder for the line’s SKU; the store chosen there becomes its pickup store', async () => {
    const { io, model, calls } = await cartPage();
    model.dispatch({ type: 'storeSelected', storeId: null });
    model.dispatch({ type: 'deliveryChosen', id: 'b', pickup: true });
    expect(calls('pickStore')).toEqual([{ skuId: 'Sb' }]);
    await io.next('pickStore').answer(null);
    model.dispatch({ type: 'storeSelected', storeId: 'ST002' });
    expect(calls('switchDelivery')).toEqual([{ id: 'b', pickup: true, storeId: 'ST002' }]);
    // Another store chosen later is not this line's business any more.
    model.dispatch({ type: 'storeSelected', storeId: 'ST003' });
    expect(calls('switchDelivery')).toHaveLength(1);
  });

  it("when the store finder cannot open: 'Please select a store to continue.' on the line", async () => {
    const { io, model, s } = await cartPage();
    model.dispatch({ type: 'deliveryChosen', id: 'b', pickup: true });
    await io.next('pickStore').answer(M.noStore);
    expect(s().lines.b!.error).toBe('Please select a store to continue.');
  });

  it('with a selected store the line switches at once; back to shipping sends no store', async () => {
    const { io, model, calls } = await cartPage(cartWith([line('a', 1), line('b', 2, { instorePickUpOpted: true })]));
    model.dispatch({ type: 'storeSelected', storeId: 'ST001' });
    model.dispatch({ type: 'deliveryChosen', id: 'a', pickup: true });
    model.dispatch({ type: 'deliveryChosen', id: 'b', pickup: false });
    model.dispatch({ type: 'deliveryChosen', id: 'b', pickup: false });
    expect(calls('switchDelivery')).toEqual([
      { id: 'a', pickup: true, storeId: 'ST001' },
      { id: 'b', pickup: false, storeId: null },
    ]);
    expect(io.calls.some((c) => c.call === 'pickStore')).toBe(false);
  });
});

describe('cart model: promo codes', () => {
  it("an empty code gives 'Please enter a valid code.' and claims nothing", async () => {
    const { model, s, calls } = await cartPage();
    model.dispatch({ type: 'promoSubmitted' });
    expect(s().promo.error).toEqual({ kind: 'empty' });
    expect(M.promoEmpty).toBe('Please enter a valid code.');
    expect(calls('claimCoupon')).toEqual([]);
  });

  it('letters and digits only, at most 40, are claimed, once while the claim is out; the answer applies it', async () => {
    const { io, model, s, calls } = await cartPage();
    model.dispatch({ type: 'promoTyped', text: 'save-10!' + 'X'.repeat(40) });
    model.dispatch({ type: 'promoSubmitted' });
    model.dispatch({ type: 'promoSubmitted' });
    expect(calls('claimCoupon')).toEqual([{ code: ('save10' + 'X'.repeat(40)).slice(0, 40) }]);
    await io.next('claimCoupon').answer(ok(cartWith([line('a', 1)])));
    expect(s().promo).toMatchObject({ text: '', busy: false });
  });

  it('a revoke goes once at a time', async () => {
    const { model, calls } = await cartPage();
    model.dispatch({ type: 'revokeClicked', code: 'SAVE10' });
    model.dispatch({ type: 'revokeClicked', code: 'SAVE10' });
    expect(calls('revokeCoupon')).toEqual([{ code: 'SAVE10' }]);
  });
});

describe('cart model: express checkout with PayPal', () => {
  it('a click is held for the registry-address and clear-list warnings; the click is tracked', async () => {
    const { model, s, calls } = await cartPage(cartWith([line('a', 1)], { registryOrder: true, clearListWarning: true }));
    model.dispatch({ type: 'paypalClicked' });
    expect(s().warnings).toEqual(['registry', 'clearList']);
    expect(calls('paypalClicked')).toEqual([{ cartId: 'o1', value: 10 }]);
    model.dispatch({ type: 'warningConfirmed' });
    model.dispatch({ type: 'warningConfirmed' });
    expect(s().warnings).toEqual([]);
  });

  it('the order sends the waiting changes first, then Apply PayPal; approval runs Express checkout and goes to /checkout-page', async () => {
    const { io, model, s } = await cartPage();
    model.dispatch({ type: 'quantityStepped', id: 'a', delta: 1 });
    model.dispatch({ type: 'paypalOrderAsked' });
    expect(s().paypal.busy).toBe(true);
    expect(io.calls.filter((c) => c.call === 'applyPayPal')).toEqual([]);
    const saved = cartWith([line('a', 2), line('b', 2)]);
    await io.next('updateQuantity').answer(ok(saved));
    expect(io.next('applyPayPal').input).toEqual({ cart: saved });
    await io.next('applyPayPal').answer({ ok: true, token: 'EC-1' });
    expect(s().paypalToken).toBe('EC-1');
    model.dispatch({ type: 'paypalApproved', orderId: 'EC-1', payerId: 'P1' });
    expect(io.next('expressCheckout').input).toMatchObject({ orderId: 'EC-1', payerId: 'P1' });
    expect(io.navigated).toEqual([]);
    await io.next('expressCheckout').answer({ ok: true });
    expect(io.navigated).toEqual(['/checkout-page']);
    expect(s().paypal.busy).toBe(false);
  });

  it('a refused Apply PayPal or Express checkout shows the message and stays on the cart', async () => {
    const { io, model, s } = await cartPage();
    model.dispatch({ type: 'paypalOrderAsked' });
    await io.next('applyPayPal').answer({ ok: false, message: 'PayPal is not available.', field: '' });
    expect(s().paypal).toEqual({ busy: false, error: 'PayPal is not available.' });
    model.dispatch({ type: 'paypalApproved', orderId: 'EC-2', payerId: 'P1' });
    await io.next('expressCheckout').answer({ ok: false, message: 'Declined.', field: '' });
    expect(s().paypal.error).toBe('Declined.');
    expect(io.navigated).toEqual([]);
  });

  it('a cancel returns to the cart and reads it again', async () => {
    const { model, s, calls } = await cartPage();
    model.dispatch({ type: 'paypalOrderAsked' });
    model.dispatch({ type: 'paypalCancelled' });
    expect(s().notice).toEqual({ kind: 'cancelled', what: 'paypal' });
    expect(calls('loadCart')).toHaveLength(2);
  });
});

describe('cart model: leaving the page', () => {
  it('stop aborts the cart read and the line’s wait', async () => {
    const io = fakePorts<CartCalls>();
    const model = createModel(cartStep, startCart('/checkout-page'), io.ports);
    model.start();
    const read = io.next('loadCart');
    model.stop();
    expect(read.signal.aborted).toBe(true);
    await read.answer(ok(cartWith([line('a', 1)])));
    expect(model.get().status).toBe('loading');
  });
});
