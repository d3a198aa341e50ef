/**
 * What a submit sends (checkout spec section 7): apply billing (the billing address, the method, the card's last
 * 4 digits or the PO) and submit order (the order's own fields, the payment data with billingAddress). Pure, so
 * the payloads are tested; card data goes in the request bodies and nowhere else.
 */
import { EMPTY_ADDRESS, type AddressFields } from '../../src/validation/address';
import { cardTypeOf, parseExpiry } from '../../src/validation/card';
import { noExtraPaymentRequired } from './giftCards';
import type { Order } from './order';
import { billedTo } from './selectors';
import { billingPhone, paymentInfoOf, savedCard, usesAccount, usesCard, walletPaymentOf, type PaymentState } from './paymentState';

/** The billing address as apply billing and submit send it: avsStatus always NOT_VALIDATED, the phone cut per country. */
export function billingAddressOf(p: PaymentState, o: Order): Record<string, unknown> {
  const { same, address } = billedTo(p, o);
  const a: AddressFields = { ...EMPTY_ADDRESS, ...address };
  const t = Object.fromEntries(Object.entries(a).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])) as unknown as AddressFields;
  const { attention: _attention, id: _id, ...fields } = t as AddressFields & { id?: string };
  return {
    ...fields,
    phoneNumber: billingPhone(t.phoneNumber, t.country),
    avsStatus: 'NOT_VALIDATED',
    type: 'billing',
    sameAsShip: same,
    taxExempt: o.taxExempt,
    fullName: `${t.firstName} ${t.lastName}`.trim(),
    fullAddress: [t.address1, t.address2].filter(Boolean).join(', '),
    cityStateZip: `${t.city}, ${t.state} ${t.postalCode}`.trim(),
  };
}

export interface SubmitRequest {
  /** Apply billing (checkout spec section 7): the billing address, the method, and the card's last 4 digits or the PO. */
  billing: Record<string, unknown> | null;
  /** Submit order: the order's own fields, the payment data with billingAddress. */
  order: Record<string, unknown>;
}

/**
 * The two calls of a submit, built from the state (pure, so the payloads are tested). Card data goes in the
 * request bodies and nowhere else.
 */
export function submitRequest(
  p: PaymentState,
  o: Order,
  extra: { giftItemFrom: string; instructions: string; now: Date; profileId?: string | null; fields?: { customOrderDropdownValue: string; providerNumber: string; siteNumber: string } },
): SubmitRequest {
  const order: Record<string, unknown> = {
    instructions: extra.instructions.trim(),
    customOrderDropdownValue: extra.fields?.customOrderDropdownValue ?? '',
    providerNumber: extra.fields?.providerNumber ?? '',
    siteNumber: extra.fields?.siteNumber ?? '',
    giftItemFrom: extra.giftItemFrom,
  };
  if (noExtraPaymentRequired(o)) return { billing: null, order };
  // A wallet has paid: its method, no card data and no billing address (the wallet holds them).
  const wallet = walletPaymentOf(o);
  if (wallet) return { billing: null, order: { ...order, paymentMethod: wallet.method } };
  const info = paymentInfoOf(o, extra.now);
  const billingAddress = billingAddressOf(p, o);
  // The card's or account's owner (spec section 3: ownerId) is the signed-in profile; a guest's card has none.
  const method = { paymentMethod: p.option, billingAddress, ownerId: (o.signedIn && extra.profileId) || '' };
  const billing: Record<string, unknown> = { method: 'edit', ...method, useShippingAddress: billingAddress.sameAsShip };
  const payment: Record<string, unknown> = { ...method };
  if (p.option === 'existingCreditCard') {
    const c = savedCard(info, p.savedCardId)!;
    Object.assign(billing, {
      repositoryId: c.id,
      creditCardType: c.type,
      lastFourDigits: c.lastFour,
      expirationMonth: String(c.month).padStart(2, '0'),
      expirationYear: String(c.year),
      cardHolderName: c.name,
      cvv: p.card.cvv,
    });
    Object.assign(payment, { repositoryId: c.id, cardVerificationNumber: p.card.cvv });
  }
  // The credit card form's useShippingAddress (checkout spec section 3) goes with submit's card data as with apply billing's.
  if (usesCard(p.option) || p.option === 'existingCreditCard') payment.useShippingAddress = billingAddress.sameAsShip;
  if (usesCard(p.option)) {
    const exp = parseExpiry(p.card.expiry, extra.now);
    const month = typeof exp === 'string' ? '' : String(exp.month).padStart(2, '0');
    const year = typeof exp === 'string' ? '' : String(exp.year);
    const type = cardTypeOf(p.card.number);
    Object.assign(billing, {
      creditCardType: type,
      lastFourDigits: p.card.number.slice(-4),
      expirationMonth: month,
      expirationYear: year,
      cardHolderName: p.card.name.trim(),
      cvv: p.card.cvv,
      savePayment: p.card.save,
      saveAsDefault: p.card.save && p.card.makeDefault,
    });
    Object.assign(payment, {
      creditCardNumber: p.card.number,
      cardVerificationNumber: p.card.cvv,
      expirationMonth: month,
      expirationYear: year,
      cardHolderName: p.card.name.trim(),
      creditCardType: type,
      savePayment: p.card.save,
      saveAsDefault: p.card.save && p.card.makeDefault,
    });
  }
  if (usesAccount(p.option)) {
    const acc = {
      poNumber: p.po.trim(),
      companyName: p.company.trim(),
      accountNumber: info.account?.accountNumber ?? '',
      ownerId: info.account?.ownerId ?? '',
      repositoryId: info.account?.accountNumber ?? '',
      taxExempt: o.taxExempt,
      saveAsDefault: false,
    };
    Object.assign(billing, acc);
    Object.assign(payment, acc);
  }
  return { billing, order: { ...order, ...payment } };
}
