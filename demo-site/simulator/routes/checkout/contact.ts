/** The contact part of a checkout call: the guest's email, the email opt-in and who the shopper shops for. */
import type { FormException, Session } from '../../session';
import { isEmail } from '../../../../src/validation/email';
import { bool, str } from './fields';
import { CHECKOUT_MESSAGES } from './messages';
import type { OrderState } from './order';

function emailProblem(email: string): FormException | null {
  if (!email) return { propertyPath: 'email', localizedMessage: CHECKOUT_MESSAGES.emailRequired, errorCode: 'missingEmail' };
  if (!isEmail(email)) return { propertyPath: 'email', localizedMessage: CHECKOUT_MESSAGES.emailInvalid, errorCode: 'invalidEmail' };
  return null;
}

/**
 * The contact part of a call. Apply contact and delivery checks and keeps a guest's email only with
 * validateContactInfo true (a delivery-only apply leaves the order's email as it is); apply email always does.
 */
export function applyContact(s: Session, o: OrderState, body: Record<string, unknown>): FormException | null {
  if (s.profile.loginStatus !== 'loggedIn' && (body.validateContactInfo === undefined || bool(body.validateContactInfo))) {
    const email = str(body.email);
    const p = emailProblem(email);
    if (p) return p;
    o.email = email;
  }
  if (body.emailOptIn !== undefined) o.emailOptIn = bool(body.emailOptIn);
  const shopFor = str(body.userShopFor);
  o.userShopFor = shopFor === 'classroom' || shopFor === 'home' ? shopFor : 'all';
  return null;
}
