/** A delivery address from a request, the server's own checks of it, and the fixtures of its "did you mean". */
import { geocodeZip } from '../../../data';
import type { FormException } from '../../session';
import { ADDRESS_LIMITS, checkCity } from '../../../../src/validation/address';
import { checkName } from '../../../../src/validation/name';
import { checkPhone } from '../../../../src/validation/phone';
import { checkPostal } from '../../../../src/validation/postalCode';
import { str } from './fields';
import { CHECKOUT_MESSAGES } from './messages';
import type { CheckoutAddress } from './order';

/** Fixture addresses a real address service would correct: typed (address1 + zip) -> suggestion. */
export const HINTS: { match: RegExp; zip: string; hint: Omit<CheckoutAddress, 'firstName' | 'lastName' | 'companyName' | 'attention' | 'phoneNumber' | 'address2'> }[] = [
  { match: /^350 fifth ave(nue)?$/i, zip: '10001', hint: { address1: '350 5th Ave', city: 'New York', state: 'NY', postalCode: '10118', country: 'US' } },
  { match: /^1600 pennsylvania ave(nue)?$/i, zip: '20500', hint: { address1: '1600 Pennsylvania Ave NW', city: 'Washington', state: 'DC', postalCode: '20500-0005', country: 'US' } },
  { match: /^161 carson st$/i, zip: '90745', hint: { address1: '161 E Carson St', city: 'Carson', state: 'CA', postalCode: '90745', country: 'US' } },
];

/** The "did you mean" for an address, unless the shopper has seen it (avsStatus ACCEPTED or USER_OVERRIDE). */
export function hintFor(address: CheckoutAddress, avsStatus: string): CheckoutAddress | null {
  if (avsStatus !== 'NOT_VALIDATED' && avsStatus !== '') return null;
  const hint = HINTS.find((h) => h.match.test(address.address1) && address.postalCode.startsWith(h.zip));
  return hint && (hint.hint.address1 !== address.address1 || hint.hint.postalCode !== address.postalCode) ? { ...address, ...hint.hint } : null;
}

export function readAddress(body: Record<string, unknown>): CheckoutAddress {
  const a = (body.address && typeof body.address === 'object' ? body.address : body) as Record<string, unknown>;
  return {
    firstName: str(a.firstName),
    lastName: str(a.lastName),
    companyName: str(a.companyName),
    attention: str(a.attention),
    address1: str(a.address1),
    address2: str(a.address2),
    city: str(a.city),
    state: str(a.state),
    postalCode: str(a.postalCode),
    country: str(a.country) || 'US',
    phoneNumber: str(a.phoneNumber),
  };
}

/** The server's own checks: the spec's rules (a client may skip them) plus a few only the server knows. */
export function addressProblems(a: CheckoutAddress): FormException[] {
  const out: FormException[] = [];
  const add = (propertyPath: string, localizedMessage: string, errorCode: string) => out.push({ propertyPath, localizedMessage, errorCode });
  if (checkName(a.firstName, ADDRESS_LIMITS.firstName)) add('firstName', CHECKOUT_MESSAGES.invalid, 'invalidFirstName');
  if (checkName(a.lastName, ADDRESS_LIMITS.lastName)) add('lastName', CHECKOUT_MESSAGES.invalid, 'invalidLastName');
  if (!a.address1 || a.address1.length > 40) add('address1', CHECKOUT_MESSAGES.required, 'missingAddress');
  else if (/\bp\.?\s*o\.?\s*box\b/i.test(a.address1)) add('address1', CHECKOUT_MESSAGES.poBox, 'poBox');
  if (a.address2.length > 40) add('address2', CHECKOUT_MESSAGES.invalid, 'invalidAddress2');
  if (checkCity(a.city)) add('city', CHECKOUT_MESSAGES.invalid, 'invalidCity');
  if (!a.state || a.state.length > 40) add('state', CHECKOUT_MESSAGES.required, 'missingState');
  if (checkPostal(a.postalCode, a.country)) add('postalCode', CHECKOUT_MESSAGES.invalid, 'invalidPostalCode');
  else if (a.country === 'US') {
    const geo = geocodeZip(a.postalCode);
    if (geo && a.state && geo.state !== a.state) add('postalCode', CHECKOUT_MESSAGES.zipState, 'zipStateMismatch');
  }
  if (checkPhone(a.phoneNumber, a.country)) add('phoneNumber', CHECKOUT_MESSAGES.invalid, 'invalidPhone');
  return out;
}
