import { ADDRESS_LIMITS } from '../../src/validation/address';
import { isNanp } from '../../src/validation/phone';
import { fill, type CheckoutMessages } from './messages';

type Msg = Record<string, string>;

/**
 * The server's field errors with every message of a field kept (the client keeps the first only): a field
 * named twice shows both messages, in order, once each. `key` names the field of a propertyPath.
 */
export function messagesByField(exceptions: readonly { propertyPath: string; localizedMessage: string }[], key: (path: string) => string = (p) => p): Record<string, string> {
  const all: Record<string, string[]> = {};
  for (const e of exceptions) {
    if (!e.propertyPath || !e.localizedMessage) continue;
    const list = (all[key(e.propertyPath)] ??= []);
    if (!list.includes(e.localizedMessage)) list.push(e.localizedMessage);
  }
  return Object.fromEntries(Object.entries(all).map(([k, v]) => [k, v.join(' ')]));
}

/**
 * The message of a field's error: ours for 'missing' / 'invalid' (by country where it matters), else the
 * server's. `max` is the name limit of the form (checkout spec section 5: address names 35, pickup names 40).
 */
export function errorText(m: CheckoutMessages, field: string, code: string | undefined, country: string, max: number = ADDRESS_LIMITS.firstName): string | null {
  if (!code) return null;
  const t = m as unknown as Msg;
  if (code === 'missing') return t[`missing_${field}`] ?? m.fixErrors;
  if (code !== 'invalid') return code;
  if (field === 'postalCode') return country === 'US' ? m.invalid_postalUS : country === 'CA' ? m.invalid_postalCA : m.invalid_postalOther;
  if (field === 'phoneNumber') return isNanp(country) ? m.invalid_phoneNANP : m.invalid_phoneIntl;
  return fill(t[`invalid_${field}`] ?? m.fixErrors, { max });
}
