/**
 * The cart page's behaviour as a pure reducer. The server's cart is the truth: every answer replaces it,
 * and each line keeps only what the shopper is doing to it (the quantity box's text, a call on its way, the
 * line's last error). A quantity change is sent once the shopper stops (the view's timer asks
 * `quantityToSend`); a refused change brings the old quantity back with the server's reason.
 */
import type { Cart, CartLine } from './summary';
import { committedQuantity, DEFAULT_LIMITS, steppedQuantity, typedQuantity, type StepperLimits } from './stepper';
import { checkPromoCode, typedPromoCode } from './promo';

export interface LineUi {
  /** What the quantity box shows. */
  text: string;
  /** The line's quantity in the last cart answer. */
  server: number;
  /** The quantity sent and not yet answered. */
  saving: number | null;
  /** A removal or a delivery switch is on its way. */
  busy: 'remove' | 'delivery' | null;
  /** The server's reason the last change of this line was refused. */
  error: string | null;
}

export type PromoError = { kind: 'empty' } | { kind: 'server'; message: string };
export type Warning = 'registry' | 'clearList';

export interface CartState {
  status: 'loading' | 'ready' | 'error';
  cart: Cart | null;
  /** Per line, by commerceItemId. */
  lines: Record<string, LineUi>;
  promo: { text: string; error: PromoError | null; busy: boolean; revoking: string | null; revokeError: string | null };
  /** The last thing worth announcing (polite): 'removed', 'applied'... with what it was about. */
  notice: { kind: 'removed' | 'applied' | 'revoked' | 'updated' | 'cancelled'; what: string } | null;
  /** A message for the whole cart (load failure). */
  error: string | null;
  /** Express checkout: the warnings still to confirm before PayPal opens, and the wallet's state. */
  warnings: Warning[];
  paypal: { busy: boolean; error: string | null };
}

export type CartAction =
  | { type: 'loaded'; cart: Cart }
  | { type: 'loadFailed'; message: string }
  | { type: 'quantityTyped'; id: string; text: string }
  | { type: 'quantityStepped'; id: string; delta: 1 | -1 }
  | { type: 'quantityCommitted'; id: string }
  | { type: 'quantitySent'; id: string; quantity: number }
  | { type: 'quantitySaved'; id: string; cart: Cart }
  | { type: 'quantityRefused'; id: string; message: string }
  | { type: 'removeSent'; id: string }
  | { type: 'removed'; id: string; cart: Cart }
  | { type: 'removeRefused'; id: string; message: string }
  | { type: 'deliverySent'; id: string }
  | { type: 'deliveryChanged'; id: string; cart: Cart }
  | { type: 'deliveryRefused'; id: string; message: string }
  | { type: 'promoTyped'; text: string }
  | { type: 'promoSubmitted' }
  | { type: 'promoApplied'; cart: Cart; code: string }
  | { type: 'promoRefused'; message: string }
  | { type: 'revokeSent'; code: string }
  | { type: 'revoked'; cart: Cart; code: string }
  | { type: 'revokeRefused'; message: string }
  | { type: 'paypalClicked' }
  | { type: 'warningConfirmed' }
  | { type: 'warningDeclined' }
  | { type: 'paypalStarted' }
  | { type: 'paypalFailed'; message: string }
  | { type: 'paypalCancelled' }
  | { type: 'paypalDone' };

export const initialCartState: CartState = {
  status: 'loading',
  cart: null,
  lines: {},
  promo: { text: '', error: null, busy: false, revoking: null, revokeError: null },
  notice: null,
  error: null,
  warnings: [],
  paypal: { busy: false, error: null },
};

/** The stepper limits of a line: its own maximum when the server gives one, removal always allowed. */
export const limitsOf = (line: Pick<CartLine, 'maxQuantity'> | undefined): StepperLimits => ({
  ...DEFAULT_LIMITS,
  max: line?.maxQuantity && line.maxQuantity > 0 ? Math.min(line.maxQuantity, DEFAULT_LIMITS.max) : DEFAULT_LIMITS.max,
});

const findLine = (s: CartState, id: string): CartLine | undefined => s.cart?.allLines.find((l) => l.commerceItemId === id);

/** Every line of a cart, available or not. */
export const linesOf = (cart: Cart | null): CartLine[] => (cart ? [...cart.allLines, ...cart.unavailableLines] : []);

/** The number of items the header shows: every unit in the cart. */
export const cartQuantity = (cart: Cart | null): number => linesOf(cart).reduce((n, l) => n + l.quantity, 0);

/**
 * Takes a new cart answer. Lines the shopper is still editing (text not matching their quantity) keep their
 * text, except `settled`, whose answer this is.
 */
function withCart(s: CartState, cart: Cart, settled?: string): CartState {
  const lines: Record<string, LineUi> = {};
  for (const l of linesOf(cart)) {
    const id = l.commerceItemId;
    const old = s.lines[id];
    const mine = old !== undefined && id !== settled;
    const editing = mine && old.text !== String(old.server);
    lines[id] = {
      text: editing ? old.text : String(l.quantity),
      server: l.quantity,
      saving: mine ? old.saving : null,
      busy: mine ? old.busy : null,
      error: mine ? old.error : null,
    };
  }
  return { ...s, status: 'ready', cart, lines, error: null };
}

function patchLine(s: CartState, id: string, patch: Partial<LineUi>): CartState {
  const old = s.lines[id];
  if (!old) return s;
  return { ...s, lines: { ...s.lines, [id]: { ...old, ...patch } } };
}

/**
 * The quantity a line should be updated to now, or null: nothing usable typed, 0 (the trash icon offers
 * removal instead), the quantity it already has, or a call for it still on its way.
 */
export function quantityToSend(s: CartState, id: string): number | null {
  const ui = s.lines[id];
  const line = findLine(s, id);
  if (!ui || !line || ui.saving !== null || ui.busy) return null;
  const q = committedQuantity(ui.text, limitsOf(line));
  if (q === null || q === 0 || q === ui.server) return null;
  return q;
}

/** The warnings express checkout asks the shopper to confirm first (registry address, then clearing the list). */
export function warningsFor(cart: Cart | null): Warning[] {
  if (!cart) return [];
  return [...(cart.registryOrder ? (['registry'] as const) : []), ...(cart.clearListWarning ? (['clearList'] as const) : [])];
}

/** Storefront spec section 9: PayPal amount limit 8000. */
export const PAYPAL_LIMIT = 8000;

/**
 * Whether the cart offers express checkout with PayPal: 'offer'; 'quote' (the order needs a shipping quote:
 * the spec's message instead of the button); 'overLimit' (total above 8000); 'none' (not for this cart).
 */
export function paypalOffer(cart: Cart | null): 'offer' | 'quote' | 'overLimit' | 'none' {
  if (!cart || !cart.allLines.length || cart.disableCheckout || !cart.isPaypalEnabledForCart || cart.isGSAUser) return 'none';
  if (cart.requiresShippingQuote) return 'quote';
  if (cart.cartSummary.total > PAYPAL_LIMIT) return 'overLimit';
  return 'offer';
}

export function cartReducer(s: CartState, a: CartAction): CartState {
  switch (a.type) {
    case 'loaded':
      return withCart(s, a.cart);
    case 'loadFailed':
      return s.cart ? { ...s, error: a.message } : { ...s, status: 'error', error: a.message };

    case 'quantityTyped': {
      const ui = s.lines[a.id];
      if (!ui) return s;
      const text = typedQuantity(a.text, limitsOf(findLine(s, a.id)));
      return patchLine(s, a.id, { text, error: null });
    }
    case 'quantityStepped': {
      const ui = s.lines[a.id];
      if (!ui) return s;
      const n = steppedQuantity(ui.text, a.delta, ui.server, limitsOf(findLine(s, a.id)));
      return patchLine(s, a.id, { text: String(n), error: null });
    }
    case 'quantityCommitted': {
      const ui = s.lines[a.id];
      if (!ui) return s;
      const q = committedQuantity(ui.text, limitsOf(findLine(s, a.id)));
      return patchLine(s, a.id, { text: String(q ?? ui.server) });
    }
    case 'quantitySent':
      return patchLine(s, a.id, { saving: a.quantity, error: null });
    case 'quantitySaved': {
      const ui = s.lines[a.id];
      // Typed on while the call was out: keep the newer text (the view sends it next).
      const next = withCart(s, a.cart, a.id);
      const line = next.lines[a.id];
      if (ui && line && ui.text !== String(ui.saving)) return { ...patchLine(next, a.id, { text: ui.text }), notice: { kind: 'updated', what: a.id } };
      return { ...next, notice: { kind: 'updated', what: a.id } };
    }
    case 'quantityRefused': {
      const ui = s.lines[a.id];
      if (!ui) return s;
      return patchLine(s, a.id, { text: String(ui.server), saving: null, error: a.message });
    }

    case 'removeSent':
      return patchLine(s, a.id, { busy: 'remove', error: null });
    case 'removed': {
      const name = linesOf(s.cart).find((l) => l.commerceItemId === a.id)?.skuDisplayName ?? '';
      return { ...withCart(s, a.cart, a.id), notice: { kind: 'removed', what: name } };
    }
    case 'removeRefused':
      return patchLine(s, a.id, { busy: null, error: a.message });

    case 'deliverySent':
      return patchLine(s, a.id, { busy: 'delivery', error: null });
    case 'deliveryChanged':
      return withCart(s, a.cart, a.id);
    case 'deliveryRefused':
      return patchLine(s, a.id, { busy: null, error: a.message });

    case 'promoTyped':
      if (s.promo.busy) return s;
      return { ...s, promo: { ...s.promo, text: typedPromoCode(a.text), error: null } };
    case 'promoSubmitted': {
      if (s.promo.busy) return s;
      if (checkPromoCode(s.promo.text)) return { ...s, promo: { ...s.promo, error: { kind: 'empty' } } };
      return { ...s, promo: { ...s.promo, text: typedPromoCode(s.promo.text), error: null, busy: true, revokeError: null } };
    }
    case 'promoApplied':
      return { ...withCart(s, a.cart), promo: { ...s.promo, text: '', error: null, busy: false }, notice: { kind: 'applied', what: a.code } };
    case 'promoRefused':
      // The code stays in the box so it can be corrected.
      return { ...s, promo: { ...s.promo, busy: false, error: { kind: 'server', message: a.message } } };
    case 'revokeSent':
      if (s.promo.revoking) return s;
      return { ...s, promo: { ...s.promo, revoking: a.code, revokeError: null } };
    case 'revoked':
      return { ...withCart(s, a.cart), promo: { ...s.promo, revoking: null, revokeError: null }, notice: { kind: 'revoked', what: a.code } };
    case 'revokeRefused':
      return { ...s, promo: { ...s.promo, revoking: null, revokeError: a.message } };

    case 'paypalClicked':
      return { ...s, warnings: warningsFor(s.cart), paypal: { busy: false, error: null } };
    case 'warningConfirmed':
      return { ...s, warnings: s.warnings.slice(1) };
    case 'warningDeclined':
      return { ...s, warnings: [] };
    case 'paypalStarted':
      return { ...s, paypal: { busy: true, error: null } };
    case 'paypalFailed':
      return { ...s, warnings: [], paypal: { busy: false, error: a.message } };
    case 'paypalCancelled':
      return { ...s, paypal: { busy: false, error: null }, notice: { kind: 'cancelled', what: 'paypal' } };
    case 'paypalDone':
      return { ...s, paypal: { busy: false, error: null } };
  }
}
