/** What the checkout's fields keep of any input, and the small helpers its reducers share. */
import { ADDRESS_LIMITS, type AddressFields } from '../../src/validation/address';
import { phoneDigits } from '../../src/validation/phone';
import type { Errors } from './types';

export const PROMO_MAX = 40;

/** The promo code box keeps letters and digits only, at most 40 (storefront spec section 5). */
export const cleanPromo = (v: string): string => v.replace(/[^A-Za-z0-9]+/g, '').slice(0, PROMO_MAX);

const LIMITS: Partial<Record<keyof AddressFields, number>> = ADDRESS_LIMITS;

/** The value a field keeps after any input: the phone as digits (country's maximum), others within their limit. */
export function cleanField(field: keyof AddressFields, value: string, country: string): string {
  if (field === 'phoneNumber') return phoneDigits(value, country);
  const max = LIMITS[field];
  return max ? value.slice(0, max) : value;
}

/** The object has at least one key (errors to show). */
export const hasKeys = (e: object): boolean => Object.keys(e).length > 0;

/** The errors without `keys` (the same object when none is there). */
export function omit(e: Errors, ...keys: string[]): Errors {
  if (!keys.some((k) => k in e)) return e;
  const out = { ...e };
  for (const k of keys) delete out[k];
  return out;
}

/** The place fields of an address (a "did you mean" replaces these, never the name or phone). */
export const pick = (a: AddressFields): Partial<AddressFields> => ({ address1: a.address1, address2: a.address2, city: a.city, state: a.state, postalCode: a.postalCode, country: a.country });
