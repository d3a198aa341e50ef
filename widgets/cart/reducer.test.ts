// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { create } from 'superstruct';
import { CartStruct, type Cart } from './summary';
import { cartQuantity, cartReducer, initialCartState, paypalOffer, quantityToSend, warningsFor, type CartAction, type CartState } from './reducer';

const line = (id: string, quantity: number, extra: Record<string, unknown> = {}) => ({
  commerceItemId: id,
  catalogRefId: 'S' + id,
  quantity,
  skuDisplayName: 'Item ' + id,
  priceInfo: { amount: quantity * 10 },
  ...extra,
});
const cartWith = (lines: ReturnType<typeof line>[], extra: Record<string, unknown> = {}, summary: Record<string, unknown> = {}): Cart =>
  create({ orderId: 'o1', cartId: 'o1', isPaypalEnabledForCart: true, cartSummary: { total: 10, ...summary }, allLines: lines, ...extra }, CartStruct);

const run = (s: CartState, ...actions: CartAction[]) => actions.reduce(cartReducer, s);
const loaded = (cart = cartWith([line('a', 2), line('b', 1)])) => run(initialCartState, { type: 'loaded', cart });

describe('cart model: loading', () => {
  it('loaded: ready with one line state per line, the box showing the quantity', () => {
    const s = loaded();
    expect(s.status).toBe('ready');
    expect(s.lines.a).toEqual({ text: '2', server: 2, saving: null, busy: null, error: null });
  });
  it('loadFailed: an error page at first, a message over the cart later', () => {
    expect(run(initialCartState, { type: 'loadFailed', message: 'no' })).toMatchObject({ status: 'error', error: 'no' });
    expect(run(loaded(), { type: 'loadFailed', message: 'no' })).toMatchObject({ status: 'ready', error: 'no' });
  });
  it('counts every unit, unavailable lines too, for the header', () => {
    expect(cartQuantity(cartWith([line('a', 2)], { unavailableLines: [line('c', 3)] }))).toBe(5);
    expect(cartQuantity(null)).toBe(0);
  });
});

describe('cart model: quantity', () => {
  it('quantityTyped keeps digits only (three at most) and clears the line error', () => {
    let s = run(loaded(), { type: 'quantityRefused', id: 'a', message: 'nope' });
    s = run(s, { type: 'quantityTyped', id: 'a', text: '1x2-34' });
    expect(s.lines.a).toMatchObject({ text: '123', error: null });
  });
  it('quantityStepped adds or takes one, never below 0 nor above 999', () => {
    expect(run(loaded(), { type: 'quantityStepped', id: 'a', delta: 1 }).lines.a!.text).toBe('3');
    expect(run(loaded(), { type: 'quantityStepped', id: 'b', delta: -1 }, { type: 'quantityStepped', id: 'b', delta: -1 }).lines.b!.text).toBe('0');
    expect(run(loaded(), { type: 'quantityTyped', id: 'a', text: '999' }, { type: 'quantityStepped', id: 'a', delta: 1 }).lines.a!.text).toBe('999');
  });
  it('quantityCommitted brings an empty box back to the quantity', () => {
    expect(run(loaded(), { type: 'quantityTyped', id: 'a', text: '' }, { type: 'quantityCommitted', id: 'a' }).lines.a!.text).toBe('2');
    expect(run(loaded(), { type: 'quantityTyped', id: 'a', text: '007' }, { type: 'quantityCommitted', id: 'a' }).lines.a!.text).toBe('7');
  });
  it('quantityToSend: only a changed quantity above 0, and not while a call is out', () => {
    const s = loaded();
    expect(quantityToSend(s, 'a')).toBeNull();
    expect(quantityToSend(run(s, { type: 'quantityTyped', id: 'a', text: '5' }), 'a')).toBe(5);
    expect(quantityToSend(run(s, { type: 'quantityTyped', id: 'a', text: '0' }), 'a')).toBeNull();
    expect(quantityToSend(run(s, { type: 'quantityTyped', id: 'a', text: '' }), 'a')).toBeNull();
    expect(quantityToSend(run(s, { type: 'quantityTyped', id: 'a', text: '5' }, { type: 'quantitySent', id: 'a', quantity: 5 }), 'a')).toBeNull();
    expect(quantityToSend(s, 'zz')).toBeNull();
  });
  it('quantitySaved takes the answer; text typed meanwhile is kept and goes next', () => {
    let s = run(loaded(), { type: 'quantityTyped', id: 'a', text: '5' }, { type: 'quantitySent', id: 'a', quantity: 5 });
    const done = run(s, { type: 'quantitySaved', id: 'a', cart: cartWith([line('a', 5), line('b', 1)]) });
    expect(done.lines.a).toEqual({ text: '5', server: 5, saving: null, busy: null, error: null });
    expect(done.notice).toEqual({ kind: 'updated', what: 'a' });
    s = run(s, { type: 'quantityTyped', id: 'a', text: '6' });
    const later = run(s, { type: 'quantitySaved', id: 'a', cart: cartWith([line('a', 5), line('b', 1)]) });
    expect(later.lines.a).toMatchObject({ text: '6', server: 5, saving: null });
    expect(quantityToSend(later, 'a')).toBe(6);
  });
  it('a cart answer keeps what the shopper is typing in another line', () => {
    const s = run(loaded(), { type: 'quantityTyped', id: 'b', text: '4' }, { type: 'quantityTyped', id: 'a', text: '3' }, { type: 'quantitySent', id: 'a', quantity: 3 });
    const next = run(s, { type: 'quantitySaved', id: 'a', cart: cartWith([line('a', 3), line('b', 1)]) });
    expect(next.lines.b!.text).toBe('4');
  });
  it('quantityRefused restores the old quantity and says why', () => {
    const s = run(loaded(), { type: 'quantityTyped', id: 'a', text: '999' }, { type: 'quantitySent', id: 'a', quantity: 999 }, { type: 'quantityRefused', id: 'a', message: 'Only 40 left.' });
    expect(s.lines.a).toEqual({ text: '2', server: 2, saving: null, busy: null, error: 'Only 40 left.' });
  });
});

describe('cart model: remove and delivery', () => {
  it('removeSent marks the line busy; removed takes the cart and names the item', () => {
    const s = run(loaded(), { type: 'removeSent', id: 'b' });
    expect(s.lines.b!.busy).toBe('remove');
    const done = run(s, { type: 'removed', id: 'b', cart: cartWith([line('a', 2)]) });
    expect(done.lines.b).toBeUndefined();
    expect(done.notice).toEqual({ kind: 'removed', what: 'Item b' });
  });
  it('removeRefused frees the line with the reason', () => {
    expect(run(loaded(), { type: 'removeSent', id: 'b' }, { type: 'removeRefused', id: 'b', message: 'x' }).lines.b).toMatchObject({ busy: null, error: 'x' });
  });
  it('deliverySent / deliveryChanged / deliveryRefused', () => {
    const s = run(loaded(), { type: 'deliverySent', id: 'a' });
    expect(s.lines.a!.busy).toBe('delivery');
    const picked = run(s, { type: 'deliveryChanged', id: 'a', cart: cartWith([line('a', 2, { instorePickUpOpted: true, locationId: 'ST001' }), line('b', 1)]) });
    expect(picked.cart!.allLines[0]!.instorePickUpOpted).toBe(true);
    expect(picked.lines.a!.busy).toBeNull();
    expect(run(s, { type: 'deliveryRefused', id: 'a', message: 'Please select a store to continue.' }).lines.a).toMatchObject({ busy: null, error: 'Please select a store to continue.' });
  });
});

describe('cart model: promo codes', () => {
  it('promoTyped keeps letters and digits, 40 at most', () => {
    expect(run(loaded(), { type: 'promoTyped', text: 'save-10 !' }).promo.text).toBe('save10');
    expect(run(loaded(), { type: 'promoTyped', text: 'A'.repeat(50) }).promo.text).toHaveLength(40);
  });
  it('promoSubmitted with an empty code is the empty error, no call', () => {
    expect(run(loaded(), { type: 'promoSubmitted' }).promo).toMatchObject({ error: { kind: 'empty' }, busy: false });
  });
  it('promoSubmitted with a card number typed in the box is the empty error, no call, and the box keeps it', () => {
    const s = run(loaded(), { type: 'promoTyped', text: '4111 1111 1111 1111' }, { type: 'promoSubmitted' });
    expect(s.promo).toMatchObject({ text: '4111111111111111', error: { kind: 'empty' }, busy: false });
  });
  it('promoSubmitted with a code is busy; typing is ignored until the answer', () => {
    const s = run(loaded(), { type: 'promoTyped', text: 'SAVE10' }, { type: 'promoSubmitted' });
    expect(s.promo.busy).toBe(true);
    expect(run(s, { type: 'promoTyped', text: 'X' }).promo.text).toBe('SAVE10');
    expect(run(s, { type: 'promoSubmitted' })).toBe(s);
  });
  it('promoApplied empties the box and takes the cart; promoRefused keeps the code with the server message', () => {
    const s = run(loaded(), { type: 'promoTyped', text: 'SAVE10' }, { type: 'promoSubmitted' });
    const cart = cartWith([line('a', 2)], {}, { appliedPromotions: [{ couponCode: 'SAVE10', message: '10% off', discountAmount: 2 }] });
    const ok = run(s, { type: 'promoApplied', cart, code: 'SAVE10' });
    expect(ok.promo).toMatchObject({ text: '', busy: false, error: null });
    expect(ok.notice).toEqual({ kind: 'applied', what: 'SAVE10' });
    expect(run(s, { type: 'promoRefused', message: 'Not valid.' }).promo).toMatchObject({ text: 'SAVE10', busy: false, error: { kind: 'server', message: 'Not valid.' } });
  });
  it('revokeSent / revoked / revokeRefused', () => {
    const s = run(loaded(), { type: 'revokeSent', code: 'SAVE10' });
    expect(s.promo.revoking).toBe('SAVE10');
    expect(run(s, { type: 'revokeSent', code: 'OTHER' })).toBe(s);
    expect(run(s, { type: 'revoked', code: 'SAVE10', cart: cartWith([line('a', 2)]) })).toMatchObject({ promo: { revoking: null }, notice: { kind: 'revoked', what: 'SAVE10' } });
    expect(run(s, { type: 'revokeRefused', message: 'x' }).promo).toMatchObject({ revoking: null, revokeError: 'x' });
  });
});

describe('cart model: PayPal', () => {
  it('offers PayPal only to a cart that has it enabled, within 8000 and without a shipping quote', () => {
    expect(paypalOffer(cartWith([line('a', 1)], {}, { total: 8000 }))).toBe('offer');
    expect(paypalOffer(cartWith([line('a', 1)], {}, { total: 8000.01 }))).toBe('overLimit');
    expect(paypalOffer(cartWith([line('a', 1)], { requiresShippingQuote: true }))).toBe('quote');
    expect(paypalOffer(cartWith([line('a', 1)], { isPaypalEnabledForCart: false }))).toBe('none');
    expect(paypalOffer(cartWith([line('a', 1)], { isGSAUser: true }))).toBe('none');
    expect(paypalOffer(cartWith([]))).toBe('none');
    expect(paypalOffer(null)).toBe('none');
  });
  it('paypalClicked asks the registry-address, then the clear-list warning; confirming each goes on, declining stops', () => {
    const cart = cartWith([line('a', 1)], { registryOrder: true, clearListWarning: true });
    expect(warningsFor(cart)).toEqual(['registry', 'clearList']);
    const s = run(initialCartState, { type: 'loaded', cart }, { type: 'paypalClicked' });
    expect(s.warnings).toEqual(['registry', 'clearList']);
    expect(run(s, { type: 'warningConfirmed' }).warnings).toEqual(['clearList']);
    expect(run(s, { type: 'warningConfirmed' }, { type: 'warningConfirmed' }).warnings).toEqual([]);
    expect(run(s, { type: 'warningDeclined' }).warnings).toEqual([]);
    expect(run(loaded(), { type: 'paypalClicked' }).warnings).toEqual([]);
  });
  it('paypalStarted / paypalFailed / paypalCancelled / paypalDone', () => {
    const s = run(loaded(), { type: 'paypalStarted' });
    expect(s.paypal).toEqual({ busy: true, error: null });
    expect(run(s, { type: 'paypalFailed', message: 'x' }).paypal).toEqual({ busy: false, error: 'x' });
    expect(run(s, { type: 'paypalCancelled' })).toMatchObject({ paypal: { busy: false, error: null }, notice: { kind: 'cancelled' } });
    expect(run(s, { type: 'paypalDone' }).paypal).toEqual({ busy: false, error: null });
  });
});
