/**
 * Checkout part 2 of the simulator: apply billing (card, saved card, pay on account), submit order and the
 * order confirmation data (checkout spec section 7). Submit checks the whole order (contact, delivery, pickup
 * info, payment, billing address), answers formExceptions for the fixture cards a bank would refuse (declined,
 * expired), and honours an idempotency key (the Idempotency-Key header or the idempotencyKey field): the same
 * key answers the first order again, so a double click, a retry after a timeout or a 409 replay places one
 * order. The test controls count the orders placed.
 *
 * Card data is checked and dropped: no card number or CVV is kept, only the type and the last four digits.
 * Paths are written out literally (see ../paths.ts).
 */
import type { Context, Hono } from 'hono';
import type { RouteModule } from '../types';
import { ACCOUNTS, type SavedCard } from '../../data';
import { PATHS } from '../paths';
import { checkoutChanging } from './checkoutRequest';
import { formErrors, getSession, readBody, type FormException, type Session } from '../session';
import { addressProblems, buildCheckoutResponse, orderOf, paymentExtras, readAddress } from './checkout';

export const PAYMENT_MESSAGES = {
  declined: 'Your card was declined. Please check the card details or use another card.',
  expired: 'Your card issuer reports this card as expired. Please check the expiry date or use another card.',
  cardNumber: 'Please check the card number.',
  cardType: 'We accept Visa, Mastercard, American Express and Discover.',
  cvv: 'Please check the security code.',
  expiry: 'Please check the expiry date.',
  name: 'Please enter the name on the card.',
  savedCard: 'That saved card could not be found. Please choose another.',
  poNumber: 'Please enter a PO number of up to 50 characters.',
  company: 'Please enter the school or institution name.',
  noAccount: 'Pay on account is not available for this account.',
  method: 'Please choose a payment method.',
  contact: 'Please complete Contact & Delivery before placing your order.',
  pickup: 'Please tell us who will pick up this order.',
  payment: 'Please complete your payment information.',
  emptyCart: 'Your cart is empty.',
  wallet: 'No wallet payment was approved for this order. Please pay with the wallet again or choose another payment method.',
  // A general message with markup, as the legacy server sends some (the client sanitizes it).
  creditHold: 'This account is on <strong>credit hold</strong>. Please call <a href="tel:18007784456">1-800-778-4456</a> to place this order.<img src="x" onerror="window.__xss=1">',
};

/** Fixture cards (test numbers, no real card): refused by "the bank" at submit. */
export const FIXTURE_CARDS = { declined: '4000000000000002', expired: '4000000000000069' } as const;
/** A PO number whose account is on credit hold: a general (HTML) submit error. */
export const CREDIT_HOLD_PO = 'HOLD-0000';

const CARD_TYPES: [string, RegExp][] = [
  ['Visa', /^4/],
  ['Mastercard', /^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/],
  ['AmericanExpress', /^3[47]/],
  ['Discover', /^(6011|65|64[4-9]|622)/],
];
const typeOf = (n: string): string | null => CARD_TYPES.find(([, re]) => re.test(n))?.[0] ?? null;

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const bool = (v: unknown): boolean => v === true || v === 'true';
const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

export interface PlacedOrder {
  orderId: string;
  sessionId: string;
  key: string;
  placedAt: string;
  email: string;
  items: { name: string; sku: string; quantity: number; amount: number }[];
  total: number;
  /** What was left to pay after gift cards and rewards (the Total the checkout shows). */
  due: number;
  shipping: unknown;
  tax: number;
  shippingAddress: Record<string, unknown> | null;
  payment: { method: string; label: string };
  billingAddress: Record<string, unknown> | null;
  instructions?: string;
  response: Record<string, unknown>;
}

/** The account of a signed-in session. */
const accountOf = (s: Session) => (s.profile.loginStatus === 'loggedIn' ? ACCOUNTS.find((a) => a.id === s.profile.id) : undefined);

/** Saved cards of the session's profile (the fixture's, plus cards saved at checkout in this session). */
function savedCards(s: Session): SavedCard[] {
  const acc = accountOf(s);
  if (!acc) return [];
  const added = (s.data.savedCards as SavedCard[] | undefined) ?? [];
  // A card saved as the default (saveAsDefault) is this session's default; the account's fixture cards stay as they are.
  const chosen = s.data.defaultCardId;
  return [...acc.cards, ...added].map((c) => (typeof chosen === 'string' ? { ...c, isDefault: c.id === chosen } : c));
}

// The checkout response carries the saved cards (masked) and the pay-on-account profile.
paymentExtras.of = (s) => {
  const acc = accountOf(s);
  return {
    savedCreditCards: savedCards(s).map((c) => ({
      id: c.id,
      creditCardType: c.creditCardType,
      lastFour: c.lastFour,
      expirationMonth: c.expirationMonth,
      expirationYear: c.expirationYear,
      cardHolderName: c.cardHolderName,
      isDefault: c.isDefault,
    })),
    payOnAccount: acc?.payOnAccount ? { companyName: acc.institutionName ?? '', accountNumber: acc.accountNumber ?? '', ownerId: acc.id } : null,
  };
};

const METHODS = ['newCreditCard', 'existingCreditCard', 'onAccount', 'onAccountCard', 'paypalOption'];

/** Checks the payment of a request (apply billing with `full` false: only the last four digits are sent). */
function paymentProblems(s: Session, body: Record<string, unknown>, full: boolean, now: Date): FormException[] {
  const out: FormException[] = [];
  const add = (propertyPath: string, localizedMessage: string, errorCode: string) => out.push({ propertyPath, localizedMessage, errorCode });
  const method = str(body.paymentMethod);
  if (!METHODS.includes(method) || method === 'paypalOption') {
    add('paymentMethod', PAYMENT_MESSAGES.method, 'invalidPaymentMethod');
    return out;
  }
  const card = method === 'newCreditCard' || method === 'onAccountCard';
  if (method === 'existingCreditCard') {
    const saved = savedCards(s).find((c) => c.id === str(body.repositoryId));
    if (!saved) add('repositoryId', PAYMENT_MESSAGES.savedCard, 'noSavedCard');
    const cvv = str(full ? body.cardVerificationNumber : body.cvv);
    if (!/^\d+$/.test(cvv) || cvv.length !== (saved?.creditCardType === 'AmericanExpress' ? 4 : 3)) add('cardVerificationNumber', PAYMENT_MESSAGES.cvv, 'invalidCvv');
  }
  if (card) {
    const number = full ? str(body.creditCardNumber) : '';
    const type = full ? typeOf(number) : str(body.creditCardType);
    if (full) {
      if (!type) add('creditCardNumber', PAYMENT_MESSAGES.cardType, 'unknownCardType');
      else if (!/^\d+$/.test(number) || number.length !== (type === 'AmericanExpress' ? 15 : 16)) add('creditCardNumber', PAYMENT_MESSAGES.cardNumber, 'invalidCardNumber');
    } else if (!/^\d{4}$/.test(str(body.lastFourDigits)) || !CARD_TYPES.some(([t]) => t === type)) add('creditCardNumber', PAYMENT_MESSAGES.cardNumber, 'invalidCardNumber');
    const cvv = str(full ? body.cardVerificationNumber : body.cvv);
    if (!/^\d+$/.test(cvv) || cvv.length !== (type === 'AmericanExpress' ? 4 : 3)) add('cardVerificationNumber', PAYMENT_MESSAGES.cvv, 'invalidCvv');
    const month = Number(str(body.expirationMonth));
    const year = Number(str(body.expirationYear));
    if (!(month >= 1 && month <= 12) || !/^\d{4}$/.test(str(body.expirationYear)) || year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1))
      add('expirationDate', PAYMENT_MESSAGES.expiry, 'invalidExpiry');
    if (!str(body.cardHolderName) || str(body.cardHolderName).length > 50) add('cardHolderName', PAYMENT_MESSAGES.name, 'missingName');
  }
  if (method === 'onAccount' || method === 'onAccountCard') {
    const acc = accountOf(s);
    if (!acc?.payOnAccount) add('paymentMethod', PAYMENT_MESSAGES.noAccount, 'noAccount');
    const po = str(body.poNumber);
    if (!po || po.length > 50) add('poNumber', PAYMENT_MESSAGES.poNumber, 'invalidPoNumber');
    if (!str(body.companyName)) add('companyName', PAYMENT_MESSAGES.company, 'missingCompany');
  }
  const billing = obj(body.billingAddress);
  if (str(billing.avsStatus) !== 'NOT_VALIDATED') add('billingAddress.avsStatus', 'Billing addresses are sent NOT_VALIDATED.', 'invalidAvsStatus');
  for (const p of addressProblems(readAddress(billing))) out.push({ ...p, propertyPath: `billingAddress.${p.propertyPath}` });
  return out;
}

const WALLET_METHODS = ['paypalOption', 'express'];
const WALLET_LABELS: Record<string, string> = { ApplePay: 'Apple Pay', GooglePay: 'Google Pay' };

/** The wallet payment the order carries after an express payment's refresh (routes/checkoutPayments.ts), or null. */
function walletOf(s: Session): { method: string; provider: string } | null {
  const p = orderOf(s).payment;
  const method = str(p?.paymentMethod);
  return WALLET_METHODS.includes(method) && str(p?.paymentProvider) ? { method, provider: str(p?.paymentProvider) } : null;
}

/** What is kept of a payment: never a card number or CVV. */
function paymentRecord(s: Session, body: Record<string, unknown>): { method: string; label: string; [k: string]: unknown } {
  const method = str(body.paymentMethod);
  const wallet = walletOf(s);
  if (wallet && wallet.method === method) return { method, label: WALLET_LABELS[wallet.provider] ?? wallet.provider, paymentMethod: method, paymentProvider: wallet.provider };
  const saved = savedCards(s).find((c) => c.id === str(body.repositoryId));
  const number = str(body.creditCardNumber);
  const last = method === 'existingCreditCard' ? (saved?.lastFour ?? '') : number ? number.slice(-4) : str(body.lastFourDigits);
  const type = method === 'existingCreditCard' ? (saved?.creditCardType ?? '') : number ? (typeOf(number) ?? '') : str(body.creditCardType);
  const cardLabel = `${type === 'AmericanExpress' ? 'American Express' : type} ending in ${last}`;
  const po = str(body.poNumber);
  const label = method === 'onAccount' ? `Pay on account, PO ${po}` : method === 'onAccountCard' ? `${cardLabel}, PO ${po}` : cardLabel;
  return { method, label, paymentMethod: method, paymentProvider: method.includes('Card') ? 'card' : 'account', lastFour: last, creditCardType: type, poNumber: po || undefined };
}

/** The whole order's checks before it is placed: the contact and delivery, the pickup info, the payment. */
function orderProblems(s: Session, body: Record<string, unknown>, now: Date): FormException[] {
  const r = buildCheckoutResponse(s);
  if (r.isEmptyCart) return [{ propertyPath: '', localizedMessage: PAYMENT_MESSAGES.emptyCart, errorCode: 'emptyCart' }];
  if (!r.checkoutSteps.shippingAddress.readyForSubmit) return [{ propertyPath: '', localizedMessage: PAYMENT_MESSAGES.contact, errorCode: 'contactIncomplete' }];
  if (r.orderShipType === 'instorePickUpOnly' && !r.additionalPaymentRequired && !r.storePickupInfo)
    return [{ propertyPath: '', localizedMessage: PAYMENT_MESSAGES.pickup, errorCode: 'pickupIncomplete' }];
  if (!r.additionalPaymentRequired) return [];
  // A wallet payment (PayPal, a pay service): the order must carry that wallet's approved payment; no card data.
  if (WALLET_METHODS.includes(str(body.paymentMethod)))
    return walletOf(s)?.method === str(body.paymentMethod) ? [] : [{ propertyPath: 'paymentMethod', localizedMessage: PAYMENT_MESSAGES.wallet, errorCode: 'noWalletPayment' }];
  const problems = paymentProblems(s, body, true, now);
  if (problems.length) return problems;
  if (str(body.poNumber).toUpperCase() === CREDIT_HOLD_PO) return [{ propertyPath: '', localizedMessage: PAYMENT_MESSAGES.creditHold, errorCode: 'creditHold' }];
  const number = str(body.creditCardNumber);
  if (number === FIXTURE_CARDS.declined) return [{ propertyPath: 'creditCardNumber', localizedMessage: PAYMENT_MESSAGES.declined, errorCode: 'cardDeclined' }];
  if (number === FIXTURE_CARDS.expired) return [{ propertyPath: 'expirationDate', localizedMessage: PAYMENT_MESSAGES.expired, errorCode: 'cardExpired' }];
  return [];
}

/** Every simulator keeps its own orders (sessions answer only their own). */
const ordersOf = new WeakMap<Hono, PlacedOrder[]>();
export const placedOrders = (app: Hono): PlacedOrder[] => ordersOf.get(app) ?? [];

export const paymentRoutes: RouteModule = (app: Hono, options) => {
  const orders: PlacedOrder[] = [];
  ordersOf.set(app, orders);
  let seq = 0;
  const now = () => new Date();

  app.post(
    PATHS.applyBilling,
    checkoutChanging((c, body) => {
      const s = getSession(c);
      const o = orderOf(s);
      // Apply billing carries the card's last four digits only, never its number.
      if (str(body.creditCardNumber)) return formErrors(c, [{ propertyPath: 'creditCardNumber', localizedMessage: 'Apply billing takes the last four digits only.', errorCode: 'fullNumber' }]);
      const problems = paymentProblems(s, body, false, now());
      if (problems.length) return formErrors(c, problems);
      const { method: _m, label: _l, ...record } = paymentRecord(s, body);
      o.payment = { ...record, billingAddress: { ...readAddress(obj(body.billingAddress)), avsStatus: 'NOT_VALIDATED' } };
      return c.json({ status: 'OK', checkoutResponse: buildCheckoutResponse(s) });
    }),
  );

  app.post(
    PATHS.submitOrder,
    checkoutChanging(async (c, body) => {
      const s = getSession(c);
      const counts = (s.data.submits as number | undefined) ?? 0;
      s.data.submits = counts + 1;
      const key = c.req.header('Idempotency-Key') || str(body.idempotencyKey);
      // The same key answers the first order again, whatever else the retry carries.
      const done = key ? orders.find((x) => x.sessionId === s.id && x.key === key) : undefined;
      if (done) return c.json(done.response);
      // Test control: the refusal a test asked for, once.
      const asked = s.data.submitErrors as FormException[] | undefined;
      delete s.data.submitErrors;
      const problems = asked ?? orderProblems(s, body, now());
      if (problems.length) return formErrors(c, problems);
      const r = buildCheckoutResponse(s);
      const orderId = s.cart.orderId;
      const payment = r.additionalPaymentRequired ? paymentRecord(s, body) : { method: 'giftCard', label: 'Gift card' };
      const summary = {
        orderId,
        email: r.email,
        placedAt: now().toISOString(),
        items: r.commerceItems.map((i) => ({ name: i.skuDisplayName, sku: i.catalogRefId, quantity: i.quantity, amount: i.priceInfo.amount })),
        total: r.orderSummary.orderTotal,
        shipping: r.orderSummary.orderShippingCharge,
        tax: r.orderSummary.tax,
        shippingAddress: r.shippingAddress as Record<string, unknown> | null,
        payment: { method: payment.method, label: payment.label },
        billingAddress: r.additionalPaymentRequired && !WALLET_METHODS.includes(payment.method) ? { ...readAddress(obj(body.billingAddress)), avsStatus: 'NOT_VALIDATED' } : null,
        giftItemFrom: str(body.giftItemFrom),
        instructions: str(body.instructions).slice(0, 250),
        taxExempt: r.taxExemptOpted,
      };
      // Test control: the next placed order's answer names the confirmation address a test chose (a hostile or an absolute one).
      const chosen = typeof s.data.submitRedirectURL === 'string' ? s.data.submitRedirectURL.replaceAll('{orderId}', encodeURIComponent(orderId)) : null;
      delete s.data.submitRedirectURL;
      const response = { status: 'OK', redirectURL: chosen ?? `/order-confirmation?orderId=${encodeURIComponent(orderId)}`, details: { orderId }, confirmationMessage: { order: summary } };
      orders.push({ ...summary, due: r.orderSummary.displayTotal, sessionId: s.id, key: key || `none-${++seq}`, response });
      // A card saved at checkout joins the profile's wallet (type and last four only).
      if (bool(body.savePayment) && accountOf(s) && payment.method !== 'existingCreditCard' && typeof payment.lastFour === 'string') {
        const list = ((s.data.savedCards as SavedCard[] | undefined) ??= []);
        const id = `card${Date.now().toString(36)}`;
        list.push({
          id,
          creditCardType: payment.creditCardType as SavedCard['creditCardType'],
          lastFour: payment.lastFour,
          expirationMonth: str(body.expirationMonth),
          expirationYear: str(body.expirationYear),
          cardHolderName: str(body.cardHolderName),
          isDefault: false,
        });
        // saveAsDefault (checkout spec section 3, credit card form): the new card becomes the profile's default.
        if (bool(body.saveAsDefault)) s.data.defaultCardId = id;
      }
      // The order is placed: a new empty cart and a fresh checkout.
      s.cart.items = [];
      s.cart.orderId = `o${Date.now().toString(36)}${++seq}`;
      delete s.cart.couponCodes;
      delete s.data.checkout;
      // Test control: the order is placed, but its answer comes late (a client timeout; the retry must not place another).
      const late = Number(s.data.submitAnswerDelayMs) || 0;
      if (late > 0) {
        s.data.submitAnswerDelayMs = 0;
        await new Promise((r) => setTimeout(r, late));
      }
      return c.json(response);
    }),
  );

  // The order confirmation data: a session reads only its own orders.
  app.get(PATHS.orderConfirmation, (c: Context) => {
    const s = getSession(c);
    const id = c.req.query('orderId') ?? '';
    const found = orders.find((x) => x.sessionId === s.id && x.orderId === id);
    if (!found) return formErrors(c, [{ propertyPath: 'orderId', localizedMessage: 'We could not find that order.', errorCode: 'noOrder' }]);
    return c.json({ status: 'OK', order: (found.response.confirmationMessage as { order: unknown }).order });
  });

  if (options.test === true) {
    // Test-only: the orders placed in the caller's session and the submit calls it made ({ count, submits, orders }).
    app.get('/rest/__test/orders', async (c) => {
      await readBody(c);
      const s = getSession(c);
      const mine = orders.filter((x) => x.sessionId === s.id);
      return c.json({
        count: mine.length,
        submits: (s.data.submits as number | undefined) ?? 0,
        orders: mine.map((x) => ({
          orderId: x.orderId,
          payment: x.payment,
          total: x.total,
          shippingAddress: x.shippingAddress,
          billingAddress: x.billingAddress,
          instructions: x.instructions ?? '',
          due: x.due,
        })),
      });
    });
    // { answerDelayMs, redirectURL }: the next placed order's answer is held back this long (the order itself is
    // placed at once), and carries this redirectURL (`{orderId}` in it becomes the order's id) instead of ours.
    app.post('/rest/__test/orders', async (c) => {
      const body = await readBody(c);
      const s = getSession(c);
      s.data.submitAnswerDelayMs = Number(body.answerDelayMs) || 0;
      if (typeof body.redirectURL === 'string') s.data.submitRedirectURL = body.redirectURL;
      else delete s.data.submitRedirectURL;
      return c.json({ ok: true });
    });
  }
};
