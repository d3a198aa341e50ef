/**
 * One host key per shared field rule: `messages.fields['email.invalid']` set once changes the bad-email message
 * of every form that checks an email. Each form is asked through its own validation and its own messages (what its
 * view shows), not through the catalogue.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseHostConfig, resetHostConfig } from '../../src/config';
import { authMessages } from '../../widgets/account/messages';
import { validateCreateAccount } from '../../widgets/account/validation';
import { GIFT } from './fixtures/giftCardProduct';
import { addToCartMessages } from '../../widgets/add-to-cart/messages';
import { addToCartReducer, initialAddToCartState, say, validate as validateAddToCart } from '../../widgets/add-to-cart/reducer';
import { deliveryErrors } from '../../widgets/checkout/delivery';
import { errorText } from '../../widgets/checkout/errors';
import { checkoutMessages } from '../../widgets/checkout/messages';
import { checkoutReducer } from '../../widgets/checkout/model';
import { openOrder } from '../../widgets/checkout/orderFixture';
import { initialCheckoutState } from '../../widgets/checkout/state';
import { contactFormMessages } from '../../widgets/contact-form/messages';
import { validateContact } from '../../widgets/contact-form/model';
import { footerSignUpMessages } from '../../widgets/footer-sign-up/messages';
import { checkFooterEmail } from '../../widgets/footer-sign-up/model';
import { shareProductMessages } from '../../widgets/share-product/messages';
import { checkShare } from '../../widgets/share-product/rules';

const BAD = 'ms.ray@school';

/** The bad-email message each of the six forms shows, through its own rules and messages. */
function badEmailMessages(): Record<string, string | null | undefined> {
  const contact = validateContact({ fname: 'Ana', lname: 'Ray', phoneNo: '5035550188', zipCode: '97201', email: BAD, message: 'Hi' }).email;
  const account = validateCreateAccount(
    { email: BAD, firstName: 'Ana', lastName: 'Ray', password: 'Classroom2026', confirmPassword: 'Classroom2026', phoneNumber: '', postalCode: '97201', termsAccepted: true },
    authMessages(),
  ).email;
  const guest = checkoutReducer(initialCheckoutState, { type: 'loaded', order: openOrder() });
  const checkout = errorText(checkoutMessages(), 'email', deliveryErrors({ ...guest, email: BAD }).email, 'US');
  const gift = { ...addToCartReducer(initialAddToCartState, { type: 'productLoaded', product: GIFT, skuId: 'G1' }), recipientEmail: BAD };
  const giftSaid = validateAddToCart(gift, { storeId: null, storeName: '', storeStock: null, pickupEnabled: false }).recipientEmail;
  const footer = checkFooterEmail(BAD);
  const share = checkShare({ fromName: 'Ana', fromEmail: BAD, to: [{ name: 'Bo', email: 'bo@school.org' }], message: '' }).fromEmail;
  return {
    contactForm: contact && contactFormMessages()[contact],
    account,
    checkout,
    addToCartGiftCard: giftSaid && say(addToCartMessages(), giftSaid),
    footerSignUp: footer && footerSignUpMessages()[footer],
    shareProduct: share && shareProductMessages()[share],
  };
}
const everyForm = (text: string) => ({ contactForm: text, account: text, checkout: text, addToCartGiftCard: text, footerSignUp: text, shareProduct: text });

afterEach(() => {
  delete window.StorefrontWidgetsConfig;
  resetHostConfig();
});

describe('the shared field messages: one host key per rule', () => {
  it("every form says the spec's 'Please enter a valid email address.' by default (storefront spec section 5)", () => {
    expect(badEmailMessages()).toEqual(everyForm('Please enter a valid email address.'));
  });

  it('one host override of the email message reaches all six forms', () => {
    window.StorefrontWidgetsConfig = { messages: { fields: { 'email.invalid': 'Check the email address, please.' } } };
    expect(badEmailMessages()).toEqual(everyForm('Check the email address, please.'));
  });

  it("a widget's own override still wins in that widget alone", () => {
    window.StorefrontWidgetsConfig = { messages: { fields: { 'email.invalid': 'Check the email address.' }, 'footer-sign-up': { invalidEmail: 'Your email?' } } };
    expect(badEmailMessages()).toEqual({ ...everyForm('Check the email address.'), footerSignUp: 'Your email?' });
  });

  it("the contact form keeps the spec's own missing-email wording while the shared rule changes", () => {
    window.StorefrontWidgetsConfig = { messages: { fields: { 'email.missing': 'Email, please.' } } };
    expect(contactFormMessages().emailMissing).toBe('Please enter an email address');
    expect(footerSignUpMessages().missingEmail).toBe('Email, please.');
  });

  it("one host key changes the sender's missing-name message of the gift card and of the share form", () => {
    const missingSender = () => {
      const gift = addToCartReducer(initialAddToCartState, { type: 'productLoaded', product: GIFT, skuId: 'G1' });
      const giftSaid = validateAddToCart(gift, { storeId: null, storeName: '', storeStock: null, pickupEnabled: false }).senderName;
      const share = checkShare({ fromName: ' ', fromEmail: 'ana@school.org', to: [{ name: 'Bo', email: 'bo@school.org' }], message: '' }).fromName;
      return [giftSaid && say(addToCartMessages(), giftSaid), share && shareProductMessages()[share]];
    };
    expect(missingSender()).toEqual(['Please enter your name.', 'Please enter your name.']);
    window.StorefrontWidgetsConfig = { messages: { fields: { 'senderName.missing': 'Who is it from?' } } };
    resetHostConfig();
    expect(missingSender()).toEqual(['Who is it from?', 'Who is it from?']);
  });

  it('a rule the catalogue does not have gives one console error naming the key and the rules', () => {
    const report = vi.fn();
    expect(parseHostConfig({ messages: { fields: { 'email.bad': 'x' } }, site: 'school' }, report)).toEqual({ site: 'school' });
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]![0]).toMatch(/StorefrontWidgetsConfig\.messages should be .*"fields" -> \{ rule -> text \}.*email\.invalid/);
  });
});
