/**
 * The product form's behaviour as a pure reducer: the product arriving, the shopper's choices (option,
 * quantity, personalization, gift-card details, delivery method), submitting (the spec's rules first), the
 * answer (form exceptions beside the fields they name, the button re-enabled) and the button's
 * 'Added To Cart' phases (fade at 2 s, reset at 5 s, timed by addToCartStep). Nothing the shopper typed is
 * dropped by an answer.
 */
import type { AddOutcome, CommerceItem, ProductData, SkuData, StoreStock } from './product';
import { fill, type AddToCartMessages } from './messages';
import { isEmail } from '../../src/validation/email';
import { cleanTypedQuantity, quantityOf } from '../../src/validation/quantity';
import { cleanAmount, cleanPersonalization, GIFT_MESSAGE_MAX, giftAmountOf, PERSONALIZATION_POSTFIX_MAX, PERSONALIZATION_PREFIX_MAX } from './rules';
import { formatPrice } from '../../src/ui/formatPrice';

export type Field = 'option' | 'quantity' | 'prefix' | 'postfix' | 'amount' | 'customAmount' | 'recipientName' | 'recipientEmail' | 'senderName' | 'message' | 'store';
export type GiftField = 'recipientName' | 'recipientEmail' | 'senderName' | 'message';
export type Delivery = 'ship' | 'pickup';
export type Phase = 'idle' | 'adding' | 'added' | 'fading';

export interface AddedInfo {
  item: CommerceItem | null;
  count: number;
  quantity: number;
  skuId: string;
  delivery: Delivery;
  storeName: string;
  giftAmount: number | null;
  recipientName: string;
}

export interface AddToCartState {
  load: 'loading' | 'ready' | 'error';
  product: ProductData | null;
  /** The chosen SKU; null while a multi-option product has no option chosen. */
  skuId: string | null;
  qtyChoice: string;
  qtyTyped: string;
  prefix: string;
  postfix: string;
  /** '' (none), a listed amount ('25') or 'custom'. */
  amount: string;
  customAmount: string;
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  message: string;
  delivery: Delivery;
  errors: Partial<Record<Field, Said>>;
  /** Messages that name no field (at the top of the form). */
  general: Said[];
  phase: Phase;
  /** The added-to-cart dialog's content while it is open. */
  added: AddedInfo | null;
  /** Counts submissions that ended with fields to fix, so the view moves focus to the first one. */
  fixes: number;
}

/** What submitting needs to know beyond the form: the selected store and its stock, and the text. */
export interface SubmitContext {
  storeId: string | null;
  storeName: string;
  storeStock: StoreStock | null;
  /** Store pick-up is enabled for this shopper (bopisEnabled, session present). */
  pickupEnabled: boolean;
}

/**
 * A message in the state: one of the widget's messages by key, with its placeholders' values (shown in the
 * host's words when it overrides the key), or the server's own text.
 */
export type Said = { key: keyof AddToCartMessages; values?: Record<string, string> } | { text: string };

/** A message of the state in words. */
export const say = (m: AddToCartMessages, said: Said): string => ('text' in said ? said.text : fill(m[said.key], said.values ?? {}));

export type AddToCartAction =
  | { type: 'productLoaded'; product: ProductData; skuId: string | null }
  | { type: 'productFailed' }
  | { type: 'reloadRequested' }
  | { type: 'optionChosen'; skuId: string }
  | { type: 'quantityChosen'; value: string }
  | { type: 'quantityTyped'; value: string }
  | { type: 'prefixTyped'; value: string }
  | { type: 'postfixTyped'; value: string }
  | { type: 'amountChosen'; value: string }
  | { type: 'customAmountTyped'; value: string }
  | { type: 'giftTyped'; field: GiftField; value: string }
  | { type: 'deliveryChosen'; value: Delivery }
  | { type: 'storeChanged' }
  | { type: 'submitted'; ctx: SubmitContext }
  | { type: 'answered'; outcome: AddOutcome; ctx: SubmitContext }
  | { type: 'fadeStarted' }
  | { type: 'resetDone' }
  | { type: 'addedClosed' }
  /** Add to List without an option chosen: the option's error alone. */
  | { type: 'optionMissing' };

export const initialAddToCartState: AddToCartState = {
  load: 'loading',
  product: null,
  skuId: null,
  qtyChoice: '1',
  qtyTyped: '',
  prefix: '',
  postfix: '',
  amount: '',
  customAmount: '',
  recipientName: '',
  recipientEmail: '',
  senderName: '',
  message: '',
  delivery: 'ship',
  errors: {},
  general: [],
  phase: 'idle',
  added: null,
  fixes: 0,
};

export const skuOf = (s: Pick<AddToCartState, 'product' | 'skuId'>): SkuData | null => s.product?.skus.find((k) => k.id === s.skuId) ?? null;
export const isGiftCard = (s: Pick<AddToCartState, 'product'>): boolean => !!s.product?.giftCard;
export const optionNameOf = (p: ProductData | null): string => p?.skuInfo?.optionName || p?.skus.find((k) => k.option)?.option?.name || 'option';
/** The SKU whose facts the page shows before an option is chosen (the default one). */
export const displaySkuOf = (s: Pick<AddToCartState, 'product' | 'skuId'>): SkuData | null => skuOf(s) ?? s.product?.skus.find((k) => k.id === s.product?.defaultSkuId) ?? s.product?.skus[0] ?? null;

/** The delivery the add uses: store-only items are picked up; e-gift cards and ship-only cases ship. */
export function deliveryOf(s: AddToCartState, pickupEnabled: boolean): Delivery {
  const sku = displaySkuOf(s);
  if (sku?.storeOnly || s.product?.storeOnly) return 'pickup';
  if (!pickupEnabled || isGiftCard(s) || s.product?.furniture || sku?.ineligibleAtAllLocations) return 'ship';
  return s.delivery;
}

/** propertyPath -> the field it names. */
const FIELD_OF: Record<string, Field> = {
  catalogRefId: 'option',
  quantity: 'quantity',
  locationId: 'store',
  customMessage: 'prefix',
  personalized: 'prefix',
  recipientName: 'recipientName',
  recipientEmail: 'recipientEmail',
  senderName: 'senderName',
  userName: 'senderName',
  personalization: 'message',
  message: 'message',
};

/** The spec's rules before any call: option, quantity, store, gift-card details. */
export function validate(s: AddToCartState, ctx: SubmitContext): Partial<Record<Field, Said>> {
  const errors: Partial<Record<Field, Said>> = {};
  if (!s.product) return errors;
  if (!skuOf(s)) errors.option = { key: 'optionError', values: { option: optionNameOf(s.product) } };
  if (quantityOf(s.qtyChoice, s.qtyTyped) === null) errors.quantity = { key: 'quantityError' };
  const gc = s.product.giftCard;
  if (gc) {
    if (!s.amount) errors.amount = { key: 'amountError' };
    else if (giftAmountOf(s.amount, s.customAmount, gc.customAmount) === null)
      errors.customAmount = { key: 'customAmountError', values: { min: formatPrice(gc.customAmount.min), max: formatPrice(gc.customAmount.max) } };
    if (!s.recipientName.trim()) errors.recipientName = { key: 'recipientNameError' };
    const egift = (skuOf(s) ?? displaySkuOf(s))?.skuType === 'eGiftcard';
    if (egift && !s.recipientEmail.trim()) errors.recipientEmail = { key: 'recipientEmailError' };
    else if (s.recipientEmail.trim() && !isEmail(s.recipientEmail)) errors.recipientEmail = { key: 'emailError' };
    if (!s.senderName.trim()) errors.senderName = { key: 'senderNameError' };
  }
  if (deliveryOf(s, ctx.pickupEnabled) === 'pickup') {
    if (!ctx.storeId) errors.store = { key: 'storeError' };
    else if (ctx.storeStock === 'Unavailable' || ctx.storeStock === 'NotEligible') errors.store = { key: 'notAtStore', values: { store: ctx.storeName } };
  }
  return errors;
}

const clearError = (s: AddToCartState, ...fields: Field[]): AddToCartState['errors'] => {
  if (!fields.some((f) => s.errors[f])) return s.errors;
  const next = { ...s.errors };
  for (const f of fields) delete next[f];
  return next;
};

export function addToCartReducer(s: AddToCartState, a: AddToCartAction): AddToCartState {
  switch (a.type) {
    case 'productLoaded': {
      const known = a.skuId && a.product.skus.some((k) => k.id === a.skuId) ? a.skuId : null;
      // A single-SKU product has nothing to choose.
      const skuId = known ?? (a.product.skus.length === 1 ? a.product.skus[0]!.id : null);
      return { ...s, load: 'ready', product: a.product, skuId };
    }
    case 'productFailed':
      return { ...s, load: 'error' };
    case 'reloadRequested':
      return { ...s, load: 'loading' };
    case 'optionChosen':
      if (s.phase === 'adding' || !s.product?.skus.some((k) => k.id === a.skuId)) return s;
      return { ...s, skuId: a.skuId, errors: clearError(s, 'option', 'store'), general: [] };
    case 'quantityChosen':
      return { ...s, qtyChoice: a.value, errors: clearError(s, 'quantity') };
    case 'quantityTyped':
      return { ...s, qtyTyped: cleanTypedQuantity(a.value), errors: clearError(s, 'quantity') };
    case 'prefixTyped':
      return { ...s, prefix: cleanPersonalization(a.value, PERSONALIZATION_PREFIX_MAX), errors: clearError(s, 'prefix') };
    case 'postfixTyped':
      return { ...s, postfix: cleanPersonalization(a.value, PERSONALIZATION_POSTFIX_MAX), errors: clearError(s, 'postfix', 'prefix') };
    case 'amountChosen':
      return { ...s, amount: a.value, errors: clearError(s, 'amount', 'customAmount') };
    case 'customAmountTyped':
      return { ...s, customAmount: cleanAmount(a.value), errors: clearError(s, 'customAmount') };
    case 'giftTyped':
      return { ...s, [a.field]: a.field === 'message' ? a.value.slice(0, GIFT_MESSAGE_MAX) : a.value.slice(0, 100), errors: clearError(s, a.field) };
    case 'deliveryChosen':
      return { ...s, delivery: a.value, errors: clearError(s, 'store') };
    case 'storeChanged':
      return { ...s, errors: clearError(s, 'store') };
    case 'submitted': {
      // One add at a time: a second click while adding, or while 'Added To Cart' shows, does nothing.
      if (s.phase !== 'idle' || s.load !== 'ready') return s;
      const errors = validate(s, a.ctx);
      if (Object.keys(errors).length) return { ...s, errors, general: [], fixes: s.fixes + 1 };
      return { ...s, errors: {}, general: [], phase: 'adding' };
    }
    case 'answered': {
      if (s.phase !== 'adding') return s;
      const o = a.outcome;
      if (o.kind === 'added') {
        const gc = s.product?.giftCard;
        return {
          ...s,
          phase: 'added',
          added: {
            item: o.item,
            count: o.count,
            quantity: quantityOf(s.qtyChoice, s.qtyTyped) ?? 1,
            skuId: s.skuId ?? '',
            delivery: deliveryOf(s, a.ctx.pickupEnabled),
            storeName: a.ctx.storeName,
            giftAmount: gc ? giftAmountOf(s.amount, s.customAmount, gc.customAmount) : null,
            recipientName: s.recipientName.trim(),
          },
        };
      }
      if (o.kind === 'failed') return { ...s, phase: 'idle', general: [{ key: o.timeout ? 'timeoutError' : 'genericError' }] };
      const errors: AddToCartState['errors'] = {};
      const general: Said[] = o.messages.map((text) => ({ text }));
      for (const [path, text] of Object.entries(o.fieldErrors)) {
        let field = FIELD_OF[path];
        if (path === 'amount') field = s.amount === 'custom' ? 'customAmount' : 'amount';
        if (field && !errors[field]) errors[field] = { text };
        else if (!field) general.push({ text });
      }
      return { ...s, phase: 'idle', errors, general, fixes: s.fixes + +(Object.keys(errors).length > 0) };
    }
    case 'fadeStarted':
      return s.phase === 'added' ? { ...s, phase: 'fading' } : s;
    case 'resetDone':
      return s.phase === 'added' || s.phase === 'fading' ? { ...s, phase: 'idle' } : s;
    case 'addedClosed':
      return { ...s, added: null };
    case 'optionMissing':
      if (skuOf(s) || !s.product) return s;
      return { ...s, errors: { ...s.errors, option: { key: 'optionError', values: { option: optionNameOf(s.product) } } }, fixes: s.fixes + 1 };
  }
}

/** The fields in the order they appear, for focusing the first one to fix. */
export const FIELD_ORDER: Field[] = ['option', 'amount', 'customAmount', 'recipientName', 'recipientEmail', 'senderName', 'message', 'prefix', 'postfix', 'quantity', 'store'];
