/**
 * The sections' calls (checkout spec section 7): the checkout read, contact and delivery, the sections' other
 * calls, the country states and the address suggestions, and form-error analytics. All through the commerce client: it adds
 * `_dynSessConf`, the Is-Furniture header (the endpoints' `furniture` flag), replays a 409 with a fresh
 * number, refreshes the token on a 401, times out and never rejects. Every checkout call sends howMany -1
 * and start 0. Answers are reduced to the few outcomes the sections show.
 */
import { array, boolean, nullable, optional, string, type, unknown } from 'superstruct';
import { request, type ApiResult } from '../../../src/api';
import { track } from '../../../src/events';
import { sitePaths } from '../../../src/platform';
import type { AddressSuggestion, CountryStates } from '../address';
import { messagesByField } from '../errors';
import type { CheckoutCall, ErrorStep, LoadResult } from '../model';
import { toOrder } from '../order';
import type { DeliveryPayload, Outcome } from '../types';

/** Every checkout call sends these (checkout spec section 7). */
export const PAGING = { howMany: -1, start: 0 } as const;
/**
 * Reports a form error to analytics by step: the names of the fields and the error codes only, never a
 * value the shopper typed (nor the server's message, which may quote one).
 */
export function trackFormError(step: ErrorStep, errors: Record<string, string>): void {
  const fields = Object.keys(errors);
  track('checkoutFormError', { step, fields: fields.join(',') || 'form', count: Math.max(1, fields.length) });
}

export type Messages = { timeout: string; unavailable: string };

/** Every checkout answer: the checkout response, a message (hintAddress) or a redirect; the order is read by toOrder. */
const CheckoutAnswer = type({ checkoutResponse: optional(unknown()), message: optional(unknown()), redirectURL: optional(unknown()) });

/** A cart-bound answer (empty cart, or a redirect that mentions the cart) sends the shopper to the cart page. */
function goesToCart(data: unknown): boolean {
  const url = (data as { redirectURL?: unknown } | null)?.redirectURL;
  return typeof url === 'string' && /cart/i.test(url);
}

/**
 * Unexpected failures are logged to the console (checkout spec section 8): which call and how it failed, never
 * what was sent. The section shows its message as well (a shopper who sees nothing would try again blind).
 */
const logFailed = (call: string, r: { kind: string; status?: number }) => console.error(`[storefront-widgets] checkout: ${call} failed (${r.kind}, ${r.status}).`);

function toOutcome(r: ApiResult<unknown>, m: Messages, call: string): Outcome {
  if (r.ok) {
    const d = r.data as { message?: { hintAddress?: unknown }; checkoutResponse?: unknown } | null;
    if (goesToCart(d)) {
      // The cart page of this page's store (the furniture store's is under /furniture).
      location.assign(sitePaths().cart);
      return { kind: 'ok', order: null };
    }
    const hint = d?.message?.hintAddress;
    if (hint && typeof hint === 'object') {
      const h = hint as Record<string, unknown>;
      const str = (k: string) => (typeof h[k] === 'string' ? (h[k] as string) : '');
      return {
        kind: 'hint',
        address: {
          country: str('country') || 'US',
          firstName: str('firstName'),
          lastName: str('lastName'),
          companyName: str('companyName'),
          attention: str('attention'),
          address1: str('address1'),
          address2: str('address2'),
          city: str('city'),
          state: str('state'),
          postalCode: str('postalCode'),
          phoneNumber: str('phoneNumber').replace(/\D+/g, ''),
        },
      };
    }
    return { kind: 'ok', order: d?.checkoutResponse ? toOrder(d.checkoutResponse) : null };
  }
  if (r.kind === 'formError') {
    // A propertyPath may name the form too ('shippingAddress.postalCode'): the field is its last segment.
    return { kind: 'formError', fieldErrors: messagesByField(r.exceptions, (k) => k.split('.').pop()!), messages: r.messages };
  }
  if (r.kind === 'redirect') return { kind: 'ok', order: null };
  logFailed(call, r);
  return { kind: 'failed', message: r.kind === 'timeout' ? m.timeout : m.unavailable };
}

/** Loads the checkout (howMany -1, start 0). An empty cart or a cart redirect goes to /shopping-cart/. */
export async function loadCheckout(m: Messages, signal?: AbortSignal): Promise<LoadResult> {
  const r = await request('checkoutDetails', { query: { ...PAGING }, signal, schema: CheckoutAnswer });
  if (r.kind === 'redirect') return { kind: 'cart' };
  if (!r.ok) {
    if (r.kind !== 'aborted') logFailed('checkoutDetails', r);
    return { kind: 'failed', message: r.kind === 'timeout' ? m.timeout : m.unavailable };
  }
  const d = r.data;
  if (goesToCart(d)) return { kind: 'cart' };
  const order = toOrder(d.checkoutResponse);
  if (!order) {
    logFailed('checkoutDetails', { kind: 'invalid-response', status: r.status });
    return { kind: 'failed', message: m.unavailable };
  }
  return order.isEmpty ? { kind: 'cart' } : { kind: 'order', order };
}

/** Apply contact and delivery: the address (or a saved or registry address) with the contact. */
export async function applyContactAndDelivery(p: DeliveryPayload, m: Messages): Promise<Outcome> {
  const body: Record<string, unknown> = {
    ...p.address,
    email: p.email,
    emailOptIn: p.emailOptIn,
    userShopFor: p.userShopFor,
    isGuestCheckout: p.isGuestCheckout,
    isCheckoutPage: true,
    isNewAddress: !!p.isNewAddress,
    isSelectAddress: !!p.isSelectAddress,
    addressId: p.addressId,
    oldAddressId: p.oldAddressId,
    active: !!p.active,
    avsStatus: p.avsStatus ?? 'NOT_VALIDATED',
    sortProperties: 'lastName,firstName',
    useShippingAddress: true,
    validateContactInfo: p.email !== undefined,
    useRegistryAddress: !!p.useRegistryAddress,
  };
  return checkoutCall('applyShipping', body, m);
}

const StatesAnswer = type({
  countries: optional(array(type({ name: string(), shortName: string(), defaultCountry: optional(nullable(boolean())) }))),
  states: optional(array(type({ shortName: string(), displayName: optional(nullable(string())), name: optional(nullable(string())), disabled: optional(nullable(boolean())) }))),
});

/** The country states lookup (parameter country, header Is-Furniture). Null when it failed. */
export async function countryStates(country: string, signal?: AbortSignal): Promise<CountryStates | null> {
  const r = await request('countryStates', { query: { country }, signal, schema: StatesAnswer });
  if (!r.ok) return null;
  const d = r.data;
  return {
    countries: (d.countries ?? []).map((c) => ({ value: c.shortName, label: c.name })),
    defaultCountry: d.countries?.find((c) => c.defaultCountry === true)?.shortName ?? null,
    states: (d.states ?? []).map((st) => ({ value: st.shortName, label: st.displayName || st.name || st.shortName, disabled: st.disabled === true })),
  };
}

const SuggestAnswer = type({
  suggestions: optional(
    array(
      type({
        Line1: optional(string()),
        BuildingNumber: optional(string()),
        Street: optional(string()),
        SubBuilding: optional(string()),
        City: optional(string()),
        ProvinceCode: optional(string()),
        PostalCode: optional(string()),
        CountryIso2: optional(string()),
        Type: optional(string()),
      }),
    ),
  ),
});

/** Address suggestions for what is typed in address1 (US only; at most 40 characters are sent). */
export async function addressSuggestions(text: string, signal?: AbortSignal): Promise<AddressSuggestion[]> {
  const r = await request('addressSuggestions', { query: { text: text.slice(0, 40), country: 'US', ...PAGING }, signal, schema: SuggestAnswer });
  if (!r.ok) return [];
  const d = r.data;
  return (
    (d.suggestions ?? [])
      // Only addresses: a container (a building of several flats, a street) is not one to deliver to.
      .filter((x) => (!x.CountryIso2 || x.CountryIso2 === 'US') && (!x.Type || x.Type === 'Address'))
      .map((x) => ({
        address1: x.Line1 || [x.BuildingNumber, x.Street].filter(Boolean).join(' '),
        address2: x.SubBuilding ?? '',
        city: x.City ?? '',
        state: x.ProvinceCode ?? '',
        postalCode: x.PostalCode ?? '',
      }))
      .filter((x) => x.address1)
  );
}

/**
 * One of those calls, with howMany -1 and start 0 before its body: the shipping method only (a partial apply
 * contact and delivery), apply email only (nothing ships), apply pickup info, claim or revoke a promo code
 * (with the Is-Furniture header), apply gift card (gcNumber, gcAuthNumber, addGiftCard; or savedGiftcardId), remove gift card
 * (gcNumber list), rewards apply and remove, and refresh checkout details after express payment.
 */
export async function checkoutCall(target: CheckoutCall, body: Record<string, unknown>, m: Messages): Promise<Outcome> {
  return toOutcome(await request(target, { body: { ...PAGING, ...body }, furniture: target.endsWith('Coupon') || undefined, schema: CheckoutAnswer }), m, target);
}
