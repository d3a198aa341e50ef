/**
 * The buying box's asynchronous half: what each event does to the state (through addToCartReducer) and which calls,
 * timers and writes it asks for (createModel runs them). The product loads once the session says whether to
 * ask for GSA prices, and again when that changes (the newest load wins); the selected store's stock of the
 * SKU loads whenever the store or the SKU changes (the newest wins); Add to Cart sends one add at a time, and
 * after a success the button fades at 2 s and resets at 5 s (spec sections 4 and 9). Add to List and the store
 * finder are opened by name.
 */
import type { ApiResult } from '../../src/api';
import type { Effect, Next } from '../../src/platform/createModel';
import { addedFeedback } from '../../src/mount/addedFeedback';
import type { SelectedStoreInfo } from '../../src/stores';
import { quantityOf } from '../../src/validation/quantity';
import type { AddOutcome, AddPayload, GiftCardPayload, ProductData, StoreStock } from './product';
import { addToCartReducer, deliveryOf, displaySkuOf, initialAddToCartState, isGiftCard, skuOf, type AddToCartAction, type AddToCartState, type SubmitContext } from './reducer';
import type { RegistryGift } from './registryGift';
import { giftAmountOf, personalizationMessage } from './rules';

/** The widgets the buying box opens by name. */
export type Opened =
  | { name: 'sign-in' }
  | { name: 'store-finder'; props: { context: 'product'; skuId: string } }
  | { name: 'add-to-list'; props: { catalogRefId: string; productId: string; quantity: number } };

/** What the buying box asks of the outside world (calls.ts in the page, fakePorts in model tests). */
export interface AddToCartCalls {
  /** The product (GSA prices when `gsa`), and the SKU the shopper chose on it in this tab, if any. */
  loadProduct(input: { productId: string; gsa: boolean }, signal: AbortSignal): Promise<{ result: ApiResult<ProductData>; chosen: unknown }>;
  /** The stock of one SKU at one store (null when unknown). */
  loadStoreStock(input: { storeId: string; skuId: string; quantity: number }, signal: AbortSignal): Promise<StoreStock | null>;
  /**
   * The add (gift-card, registry or product call; `registry`: the registry the item is a gift for); on success
   * the shared cart count follows the answer.
   */
  addToCart(input: AddInput, signal: AbortSignal): Promise<AddOutcome>;
  /** The addToCart analytics event. */
  addedToCart(input: Record<string, unknown>, signal: AbortSignal): void;
  /** Opens another widget by name (sign in, the store finder, the add-to-list dialog). */
  open(input: Opened, signal: AbortSignal): void;
  /** The SKU the shopper chose: kept for this tab (a reload keeps it), and in the page's address (/p/{sku}) where the page has one. */
  showSku(input: { productId: string; skuId: string }, signal: AbortSignal): void;
}

export interface AddInput {
  payload: AddPayload;
  gift: GiftCardPayload | null;
  registry: RegistryGift | null;
}

/** What the session says that the buying box acts on. */
export interface SessionFacts {
  /** The session answered (or failed): prices can be asked for. */
  known: boolean;
  gsa: boolean;
  signedIn: boolean;
}

export interface AddToCartModelState extends AddToCartState {
  productId: string;
  /** The marker's SKU (the page's). */
  pageSkuId: string | null;
  session: SessionFacts;
  /** The selected store ($selectedStore). */
  store: SelectedStoreInfo | null;
  /** Store pick-up is enabled (bopisEnabled). */
  pickupEnabled: boolean;
  /** The selected store's stock of the shown SKU (null: unknown, or not asked for). */
  storeStock: StoreStock | null;
  stockLoading: boolean;
  /**
   * The registry-gift-card dialog's question (spec section 2): a shopper shopping a registry adds a gift card;
   * is it a gift for that registry? null while no question is open.
   */
  registryAsk: RegistryGift | null;
}

type Answer<T extends string, R, X = object> = { type: T; result: R } & X;

export type AddToCartEvent =
  | Extract<
      AddToCartAction,
      {
        type:
          | 'optionChosen'
          | 'quantityChosen'
          | 'quantityTyped'
          | 'prefixTyped'
          | 'postfixTyped'
          | 'amountChosen'
          | 'customAmountTyped'
          | 'giftTyped'
          | 'deliveryChosen'
          | 'fadeStarted'
          | 'resetDone'
          | 'addedClosed';
      }
    >
  | ({ type: 'sessionChanged' } & SessionFacts)
  | { type: 'storeSelected'; store: SelectedStoreInfo | null }
  | { type: 'pickupChanged'; enabled: boolean }
  | { type: 'retryClicked' }
  /** `registry`: the registry gift data in session storage when clicked (spec section 3). */
  | { type: 'addClicked'; registry?: RegistryGift | null }
  /** The registry-gift-card dialog's answer: a gift for the registry, or a gift card for someone else. */
  | { type: 'registryAnswered'; forRegistry: boolean }
  /** The registry-gift-card dialog closed without an answer: nothing is added. */
  | { type: 'registryDismissed' }
  | { type: 'addToListClicked' }
  | { type: 'storeFinderClicked' }
  | Answer<'productAnswered', { result: ApiResult<ProductData>; chosen: unknown }>
  | Answer<'stockAnswered', StoreStock | null>
  | Answer<'addAnswered', AddOutcome, { ctx: SubmitContext; payload: AddPayload }>;

type Fx = Effect<AddToCartEvent, AddToCartCalls>;
export type AddToCartNext = Next<AddToCartModelState, AddToCartEvent, AddToCartCalls>;

/** The first state: nothing is asked for until the session is known (sessionChanged). */
export const startAddToCart = (productId: string, pageSkuId?: string): AddToCartNext => ({
  state: {
    ...initialAddToCartState,
    productId,
    pageSkuId: pageSkuId ?? null,
    session: { known: false, gsa: false, signedIn: false },
    store: null,
    pickupEnabled: false,
    storeStock: null,
    stockLoading: false,
    registryAsk: null,
  },
});

const reduce = (s: AddToCartModelState, a: AddToCartAction): AddToCartModelState => {
  const next = addToCartReducer(s, a);
  return next === s ? s : { ...s, ...next };
};

/** What submitting knows beyond the form: the selected store and its stock. */
export const ctxOf = (s: AddToCartModelState): SubmitContext => ({ storeId: s.store?.id ?? null, storeName: s.store?.name ?? '', storeStock: s.storeStock, pickupEnabled: s.pickupEnabled });

/** The quantity shown (1 until a valid one is chosen). */
export const qtyOf = (s: AddToCartState): number => quantityOf(s.qtyChoice, s.qtyTyped) ?? 1;

function load(s: AddToCartModelState, fx: Fx[]): AddToCartModelState {
  fx.push({ type: 'request', call: 'loadProduct', input: { productId: s.productId, gsa: s.session.gsa }, key: 'product', done: { type: 'productAnswered' } });
  return reduce(s, { type: 'reloadRequested' });
}

/** The store and SKU whose stock is wanted (the shopper may pick up, and it is no gift card), or null. */
function stockWanted(s: AddToCartModelState): { storeId: string; skuId: string } | null {
  const skuId = displaySkuOf(s)?.id;
  return s.store && skuId && s.pickupEnabled && !isGiftCard(s) ? { storeId: s.store.id, skuId } : null;
}

/** The add's payload (spec section 3) from the form and the store. */
function addInput(s: AddToCartModelState, c: SubmitContext, registry: RegistryGift | null): AddInput {
  const p = s.product!;
  const k = skuOf(s)!;
  const custom = personalizationMessage(s.prefix, s.postfix);
  const payload: AddPayload = {
    catalogRefId: k.id,
    productId: p.productId,
    quantity: quantityOf(s.qtyChoice, s.qtyTyped)!,
    personalized: !!custom,
    customMessage: custom,
    locationId: deliveryOf(s, c.pickupEnabled) === 'pickup' ? (c.storeId ?? null) : null,
  };
  const gift: GiftCardPayload | null = p.giftCard
    ? {
        amount: giftAmountOf(s.amount, s.customAmount, p.giftCard.customAmount)!,
        recipientName: s.recipientName.trim(),
        recipientEmail: s.recipientEmail.trim(),
        senderName: s.senderName.trim(),
        design: k.design ?? k.option?.value ?? '',
        commerceItemType: k.skuType === 'eGiftcard' ? 'eGiftCardCommerceItem' : 'giftCardCommerceItem',
        personalization: s.message,
      }
    : null;
  return { payload, gift, registry };
}

/** The addToCart analytics event: the item's own gaEventData when the answer has it, else the product's facts. */
function addedEvent(s: AddToCartModelState, payload: AddPayload, o: Extract<AddOutcome, { kind: 'added' }>): Record<string, unknown> {
  const k = s.product?.skus.find((x) => x.id === payload.catalogRefId);
  const ga = (o.item?.gaEventData ?? { id: payload.productId, name: s.product?.name ?? '', variant: k?.option?.value ?? '', quantity: payload.quantity }) as Record<string, unknown>;
  return { ecommerce: { currencyCode: 'USD', add: { products: [{ ...ga, sku: payload.catalogRefId, quantity: payload.quantity }] } }, cartCount: o.count };
}

function event(s: AddToCartModelState, e: AddToCartEvent, fx: Fx[]): AddToCartModelState {
  switch (e.type) {
    case 'sessionChanged': {
      const was = s.session;
      const next = { ...s, session: { known: e.known, gsa: e.gsa, signedIn: e.signedIn } };
      if (!e.known) {
        if (was.known) fx.push({ type: 'cancel', key: 'product' });
        return next;
      }
      // Prices depend on the GSA flag: a sign-in that changes it loads the product again (the shopper's choices stay).
      return was.known && was.gsa === e.gsa ? next : load(next, fx);
    }
    case 'retryClicked':
      return s.session.known ? load(s, fx) : s;
    case 'productAnswered': {
      const r = e.result.result;
      if (!r.ok) return reduce(s, { type: 'productFailed' });
      const p = r.data;
      // A multi-option product opened at its default SKU asks for the option, unless the shopper chose it here.
      const page = s.pageSkuId;
      const preset = page && (p.skus.length < 2 || page !== p.defaultSkuId || e.result.chosen === page) ? page : null;
      return reduce(s, { type: 'productLoaded', product: p, skuId: s.skuId ?? preset });
    }
    case 'storeSelected': {
      const next = { ...s, store: e.store };
      return e.store?.id === s.store?.id ? next : reduce(next, { type: 'storeChanged' });
    }
    case 'pickupChanged':
      return { ...s, pickupEnabled: e.enabled };
    case 'stockAnswered':
      return { ...s, storeStock: e.result, stockLoading: false };
    case 'optionChosen': {
      const next = reduce(s, e);
      if (next === s) return s;
      fx.push({ type: 'request', call: 'showSku', input: { productId: s.productId, skuId: e.skuId } });
      return next;
    }
    case 'addClicked':
    case 'registryAnswered': {
      const ask = s.registryAsk;
      if (e.type === 'registryAnswered' && !ask) return s;
      const c = ctxOf(s);
      const next = reduce({ ...s, registryAsk: null }, { type: 'submitted', ctx: c });
      // One add at a time: a click while adding, or while 'Added To Cart' shows, does nothing.
      if (next.phase !== 'adding' || s.phase !== 'idle') return next;
      const registry = e.type === 'addClicked' ? (e.registry ?? null) : e.forRegistry ? ask : null;
      // A gift card added while shopping a registry may or may not be a gift for it: the shopper says which
      // before anything is added (registry items themselves always go with the registry call).
      if (e.type === 'addClicked' && registry && isGiftCard(s)) return { ...next, phase: 'idle', registryAsk: registry };
      const input = addInput(s, c, registry);
      fx.push({ type: 'request', call: 'addToCart', input, key: 'add', done: { type: 'addAnswered', ctx: c, payload: input.payload } });
      return next;
    }
    case 'registryDismissed':
      return { ...s, registryAsk: null };
    case 'addAnswered': {
      if (s.phase !== 'adding') return s;
      const o = e.result;
      if (o.kind === 'added') {
        fx.push(
          { type: 'request', call: 'addedToCart', input: addedEvent(s, e.payload, o) },
          ...addedFeedback<AddToCartEvent, AddToCartCalls>('button', { type: 'fadeStarted' }, { type: 'resetDone' }),
        );
      }
      return reduce(s, { type: 'answered', outcome: o, ctx: e.ctx });
    }
    case 'addToListClicked': {
      if (!s.session.signedIn) {
        fx.push({ type: 'request', call: 'open', input: { name: 'sign-in' } });
        return s;
      }
      const k = skuOf(s);
      if (!k || !s.product) return reduce(s, { type: 'optionMissing' });
      fx.push({ type: 'request', call: 'open', input: { name: 'add-to-list', props: { catalogRefId: k.id, productId: s.product.productId, quantity: qtyOf(s) } } });
      return s;
    }
    case 'storeFinderClicked':
      fx.push({ type: 'request', call: 'open', input: { name: 'store-finder', props: { context: 'product', skuId: displaySkuOf(s)?.id ?? '' } } });
      return s;
    default:
      return reduce(s, e);
  }
}

/** One event: the next state, and the calls, timers and writes it asks for. */
export function addToCartStep(s: AddToCartModelState, e: AddToCartEvent): AddToCartNext {
  const effects: Fx[] = [];
  let state = event(s, e, effects);
  // The stock follows the store and the shown SKU: a change drops the old figure and asks again (the newest wins).
  const want = stockWanted(state);
  const had = stockWanted(s);
  if (want?.storeId !== had?.storeId || want?.skuId !== had?.skuId) {
    state = { ...state, storeStock: null, stockLoading: !!want };
    effects.push(want ? { type: 'request', call: 'loadStoreStock', input: { ...want, quantity: qtyOf(state) }, key: 'stock', done: { type: 'stockAnswered' } } : { type: 'cancel', key: 'stock' });
  }
  return { state, effects };
}
