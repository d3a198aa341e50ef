/**
 * The cart page's asynchronous half: what each event does to the state (through cartReducer) and which calls
 * and timers it asks for (createModel runs them). A quantity goes 600 ms after the shopper's last press, or
 * at once on Enter or blur, one call per line at a time; a change made while the call was out goes next.
 * Checkout and the PayPal button first send every change still waiting and wait for the calls on their way.
 * The header's count follows every cart answer.
 */
import type { Effect, Next } from '../../src/platform/createModel';
import type { Cart, CartAnswer, Refusal } from './summary';
import { cartQuantity, cartReducer, initialCartState, quantityToSend, type CartAction, type CartState } from './reducer';
import { QUANTITY_DEBOUNCE_MS } from './stepper';

/** What the cart asks of the outside world (calls.ts in the page, fakePorts in model tests). */
export interface CartCalls {
  loadCart(input: null, signal: AbortSignal): Promise<CartAnswer>;
  updateQuantity(input: { id: string; quantity: number }, signal: AbortSignal): Promise<CartAnswer>;
  removeLine(input: { id: string }, signal: AbortSignal): Promise<CartAnswer>;
  switchDelivery(input: { id: string; pickup: boolean; storeId: string | null }, signal: AbortSignal): Promise<CartAnswer>;
  claimCoupon(input: { code: string }, signal: AbortSignal): Promise<CartAnswer>;
  revokeCoupon(input: { code: string }, signal: AbortSignal): Promise<CartAnswer>;
  /** Opens the store finder for a pickup line: null once it is open, else the reason it cannot (shown on the line). */
  pickStore(input: { skuId: string }, signal: AbortSignal): Promise<string | null>;
  /** The header's count (other tabs too). */
  countChanged(input: { qty: number; cartId: string | null }, signal: AbortSignal): void;
  /** The payPalCheckoutInitiatedEvent analytics event. */
  paypalClicked(input: { cartId: string; value: number }, signal: AbortSignal): void;
  /** Apply PayPal: the wallet's token for this cart. */
  applyPayPal(input: { cart: Cart | null }, signal: AbortSignal): Promise<{ ok: true; token: string } | Refusal>;
  /** Express checkout with the wallet's approval (and conversion tracking after it). */
  expressCheckout(input: { cart: Cart | null; orderId: string; payerId: string }, signal: AbortSignal): Promise<{ ok: true } | Refusal>;
}

export interface CartModelState extends CartState {
  /** The selected store ($selectedStore): pickup goes there. */
  storeId: string | null;
  /** The line waiting for a store from the store finder. */
  pickupFor: string | null;
  /** Checkout or the PayPal button waits for the quantity calls on their way. */
  waiting: 'checkout' | 'paypal' | null;
  /** The wallet's token from Apply PayPal, for the button's createOrder. */
  paypalToken: string | null;
  checkoutUrl: string;
}

type Answer<T extends string, R = CartAnswer, X = object> = { type: T; result: R } & X;

export type CartEvent =
  | Extract<
      CartAction,
      {
        type:
          | 'quantityTyped'
          | 'quantityStepped'
          | 'quantityCommitted'
          | 'promoTyped'
          | 'promoSubmitted'
          | 'paypalClicked'
          | 'warningConfirmed'
          | 'warningDeclined'
          | 'paypalFailed'
          | 'paypalCancelled';
      }
    >
  | { type: 'quantityDue'; id: string }
  | { type: 'removeClicked'; id: string }
  | { type: 'deliveryChosen'; id: string; pickup: boolean }
  | { type: 'changeStoreClicked'; id: string }
  | { type: 'storeSelected'; storeId: string | null }
  | { type: 'revokeClicked'; code: string }
  /** Read the cart again: Retry, back through the page cache, after the wallet was cancelled. */
  | { type: 'reloadAsked' }
  /** The header's count changed (another tab or island): the cart is read again when it differs. */
  | { type: 'countHeard'; qty: number }
  | { type: 'checkoutClicked' }
  | { type: 'paypalOrderAsked' }
  | { type: 'paypalApproved'; orderId: string; payerId: string }
  | Answer<'loadAnswered'>
  | Answer<'quantityAnswered', CartAnswer, { id: string }>
  | Answer<'removeAnswered', CartAnswer, { id: string }>
  | Answer<'deliveryAnswered', CartAnswer, { id: string }>
  | Answer<'storeAsked', string | null, { id: string }>
  | Answer<'promoAnswered', CartAnswer, { code: string }>
  | Answer<'revokeAnswered', CartAnswer, { code: string }>
  | Answer<'paypalOrderAnswered', { ok: true; token: string } | Refusal>
  | Answer<'paypalApproveAnswered', { ok: true } | Refusal>;

type Fx = Effect<CartEvent, CartCalls>;
export type CartNext = Next<CartModelState, CartEvent, CartCalls>;

/** The cart page's first state; it reads the cart at once. */
export const startCart = (checkoutUrl: string): CartNext => ({
  state: { ...initialCartState, storeId: null, pickupFor: null, waiting: null, paypalToken: null, checkoutUrl },
  effects: [load],
});

const load: Fx = { type: 'request', call: 'loadCart', input: null, key: 'load', done: { type: 'loadAnswered' } };
/** A line's wait for the shopper to stop, and its calls (one at a time). */
const waitKey = (id: string) => `line/${id}/wait`;
const callKey = (id: string) => `line/${id}/call`;

const reduce = (s: CartModelState, a: CartAction): CartModelState => {
  const next = cartReducer(s, a);
  return next === s ? s : { ...s, ...next };
};

/** Sends a line's changed quantity now (nothing when there is none, or a call for it is on its way). */
function send(s: CartModelState, id: string, effects: Fx[]): CartModelState {
  const quantity = quantityToSend(s, id);
  if (quantity === null) return s;
  effects.push({ type: 'cancel', key: waitKey(id) }, { type: 'request', call: 'updateQuantity', input: { id, quantity }, key: callKey(id), done: { type: 'quantityAnswered', id } });
  return reduce(s, { type: 'quantitySent', id, quantity });
}

function deliver(s: CartModelState, id: string, pickup: boolean, effects: Fx[]): CartModelState {
  effects.push({ type: 'request', call: 'switchDelivery', input: { id, pickup, storeId: pickup ? s.storeId : null }, key: callKey(id), done: { type: 'deliveryAnswered', id } });
  return reduce(s, { type: 'deliverySent', id });
}

function askStore(s: CartModelState, id: string, effects: Fx[]): CartModelState {
  const line = s.cart?.allLines.find((l) => l.commerceItemId === id);
  if (!line) return s;
  effects.push({ type: 'request', call: 'pickStore', input: { skuId: line.catalogRefId }, key: 'store', done: { type: 'storeAsked', id } });
  return { ...s, pickupFor: id };
}

/** Checkout and the wallet first send what is still waiting. */
function flush(s: CartModelState, waiting: 'checkout' | 'paypal', effects: Fx[]): CartModelState {
  let next: CartModelState = { ...s, waiting };
  for (const id of Object.keys(s.lines)) next = send(next, id, effects);
  return next;
}

const answered = (r: CartAnswer, ok: (cart: Cart) => CartAction, refused: (message: string) => CartAction): CartAction => (r.ok ? ok(r.cart) : refused(r.message));

function event(s: CartModelState, e: CartEvent, fx: Fx[]): CartModelState {
  switch (e.type) {
    case 'quantityStepped':
      fx.push({ type: 'timer', key: waitKey(e.id), ms: QUANTITY_DEBOUNCE_MS, done: { type: 'quantityDue', id: e.id } });
      return reduce(s, e);
    case 'quantityCommitted':
      return send(reduce(s, e), e.id, fx);
    case 'quantityDue':
      return send(s, e.id, fx);
    case 'quantityAnswered': {
      const next = reduce(s, e.result.ok ? { type: 'quantitySaved', id: e.id, cart: e.result.cart } : { type: 'quantityRefused', id: e.id, message: e.result.message });
      // Changed again while the call was out: that change goes next, once the shopper stops.
      if (e.result.ok && quantityToSend(next, e.id) !== null) fx.push({ type: 'timer', key: waitKey(e.id), ms: QUANTITY_DEBOUNCE_MS, done: { type: 'quantityDue', id: e.id } });
      return next;
    }
    case 'removeClicked':
      fx.push({ type: 'cancel', key: waitKey(e.id) }, { type: 'request', call: 'removeLine', input: { id: e.id }, key: callKey(e.id), done: { type: 'removeAnswered', id: e.id } });
      return reduce(s, { type: 'removeSent', id: e.id });
    case 'removeAnswered':
      return reduce(
        s,
        answered(
          e.result,
          (cart) => ({ type: 'removed', id: e.id, cart }),
          (message) => ({ type: 'removeRefused', id: e.id, message }),
        ),
      );
    case 'deliveryChosen': {
      const line = s.cart?.allLines.find((l) => l.commerceItemId === e.id);
      // One call per line at a time (the view disables the choice meanwhile too).
      if (!line || line.instorePickUpOpted === e.pickup || s.lines[e.id]?.busy) return s;
      // Pickup needs a store: without one the store finder opens, and the choice comes back as storeSelected.
      return e.pickup && !s.storeId ? askStore(s, e.id, fx) : deliver(s, e.id, e.pickup, fx);
    }
    case 'changeStoreClicked':
      return askStore(s, e.id, fx);
    case 'storeAsked':
      return e.result === null || s.pickupFor !== e.id ? s : { ...reduce(s, { type: 'deliveryRefused', id: e.id, message: e.result }), pickupFor: null };
    case 'storeSelected': {
      const next = { ...s, storeId: e.storeId };
      return next.pickupFor && e.storeId ? deliver({ ...next, pickupFor: null }, next.pickupFor, true, fx) : next;
    }
    case 'deliveryAnswered':
      return reduce(
        s,
        answered(
          e.result,
          (cart) => ({ type: 'deliveryChanged', id: e.id, cart }),
          (message) => ({ type: 'deliveryRefused', id: e.id, message }),
        ),
      );
    case 'promoSubmitted': {
      const next = reduce(s, e);
      if (next.promo.busy && !s.promo.busy) fx.push({ type: 'request', call: 'claimCoupon', input: { code: next.promo.text }, key: 'promo', done: { type: 'promoAnswered', code: next.promo.text } });
      return next;
    }
    case 'promoAnswered':
      return reduce(
        s,
        answered(
          e.result,
          (cart) => ({ type: 'promoApplied', cart, code: e.code }),
          (message) => ({ type: 'promoRefused', message }),
        ),
      );
    case 'revokeClicked':
      if (s.promo.revoking) return s;
      fx.push({ type: 'request', call: 'revokeCoupon', input: { code: e.code }, key: 'revoke', done: { type: 'revokeAnswered', code: e.code } });
      return reduce(s, { type: 'revokeSent', code: e.code });
    case 'revokeAnswered':
      return reduce(
        s,
        answered(
          e.result,
          (cart) => ({ type: 'revoked', cart, code: e.code }),
          (message) => ({ type: 'revokeRefused', message }),
        ),
      );
    case 'reloadAsked':
      fx.push(load);
      return s;
    case 'countHeard':
      if (s.cart && e.qty !== cartQuantity(s.cart)) fx.push(load);
      return s;
    case 'loadAnswered':
      return reduce(s, e.result.ok ? { type: 'loaded', cart: e.result.cart } : { type: 'loadFailed', message: e.result.message });
    case 'checkoutClicked':
      return flush(s, 'checkout', fx);
    case 'paypalClicked':
      fx.push({ type: 'request', call: 'paypalClicked', input: { cartId: s.cart?.cartId ?? '', value: s.cart?.cartSummary.total ?? 0 } });
      return reduce(s, e);
    case 'paypalOrderAsked':
      return flush({ ...reduce(s, { type: 'paypalStarted' }), paypalToken: null }, 'paypal', fx);
    case 'paypalOrderAnswered':
      return e.result.ok ? { ...s, paypalToken: e.result.token } : reduce(s, { type: 'paypalFailed', message: e.result.message });
    case 'paypalApproved':
      fx.push({ type: 'request', call: 'expressCheckout', input: { cart: s.cart, orderId: e.orderId, payerId: e.payerId }, key: 'paypal', done: { type: 'paypalApproveAnswered' } });
      return s;
    case 'paypalApproveAnswered':
      if (!e.result.ok) return reduce(s, { type: 'paypalFailed', message: e.result.message });
      fx.push({ type: 'navigate', url: s.checkoutUrl });
      return reduce(s, { type: 'paypalDone' });
    case 'paypalCancelled':
      fx.push(load);
      return reduce(s, e);
    default:
      return reduce(s, e);
  }
}

/** One event: the next state, and the calls, timers and navigation it asks for. */
export function cartStep(s: CartModelState, e: CartEvent): CartNext {
  const effects: Fx[] = [];
  let state = event(s, e, effects);
  // Checkout and the wallet go once no quantity call is on its way; Checkout only if none was refused.
  if (state.waiting && !Object.values(state.lines).some((l) => l.saving !== null)) {
    const lines = Object.values(state.lines);
    if (state.waiting === 'paypal') effects.push({ type: 'request', call: 'applyPayPal', input: { cart: state.cart }, key: 'paypal', done: { type: 'paypalOrderAnswered' } });
    else if (!lines.some((l) => l.error)) effects.push({ type: 'navigate', url: state.checkoutUrl });
    state = { ...state, waiting: null };
  }
  if (state.cart && state.cart !== s.cart) effects.push({ type: 'request', call: 'countChanged', input: { qty: cartQuantity(state.cart), cartId: state.cart.cartId ?? null } });
  return { state, effects };
}
