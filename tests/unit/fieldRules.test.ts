// @vitest-environment node
/**
 * One rule per field: the same email, postal code, name and phone inputs get the same answer on every
 * widget form that takes them. Each form is asked through its own validation (the function its view calls), and
 * where the spec gives a message its text is written here from the spec, not imported from the widget. The
 * stay-connected lightbox checks nothing itself (storefront spec section 5: its errors come from the server): its
 * answers are the commerce simulator's, which reads the same rules.
 */
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../widgets/account/messages';
import { validateCreateAccount, validateSignIn, type CreateAccountValues } from '../../widgets/account/validation';
import { GIFT } from './fixtures/giftCardProduct';
import { ADD_TO_CART_MESSAGES } from '../../widgets/add-to-cart/messages';
import { SHOPPING_LIST_MESSAGES } from '../../widgets/shopping-list/messages';
import { addToCartReducer, initialAddToCartState, say as sayAddToCart, validate as validateAddToCart } from '../../widgets/add-to-cart/reducer';
import { checkAddress, checkPickup, EMPTY_ADDRESS, type AddressFields } from '../../src/validation/address';
import { unknown } from 'superstruct';
import { createClient } from '../../src/api/client';
import { createSimulator } from '../../demo-site/simulator/app';
import { inProcessFetch } from '../../demo-site/simulator/inProcessFetch';
import { checkoutReducer } from '../../widgets/checkout/model';
import { deliveryErrors } from '../../widgets/checkout/delivery';
import { initialCheckoutState } from '../../widgets/checkout/state';
import { openOrder } from '../../widgets/checkout/orderFixture';
import { CONTACT_FORM_MESSAGES } from '../../widgets/contact-form/messages';
import { validateContact, type ContactValues } from '../../widgets/contact-form/model';
import { FOOTER_SIGN_UP_MESSAGES } from '../../widgets/footer-sign-up/messages';
import { checkFooterEmail } from '../../widgets/footer-sign-up/model';
import { SHARE_PRODUCT_MESSAGES } from '../../widgets/share-product/messages';
import { checkShare } from '../../widgets/share-product/rules';
import { listFormReducer, initialListForm } from '../../widgets/shopping-list/model';

type Verdict = 'ok' | 'missing' | 'invalid';
/** A form's answer: the verdict, and the message the shopper sees (null when ok). */
interface Answer {
  verdict: Verdict;
  text: string | null;
}
const ok: Answer = { verdict: 'ok', text: null };
const said = (text: string | undefined, missing: string): Answer => (text ? { verdict: text === missing ? 'missing' : 'invalid', text } : ok);

// --- each form, asked about one field with the rest filled in well ---
const ACCOUNT: CreateAccountValues = {
  email: 'ms.ray@school.org',
  firstName: 'Ana',
  lastName: 'Ray',
  password: 'Classroom2026',
  confirmPassword: 'Classroom2026',
  phoneNumber: '5035550188',
  postalCode: '97201',
  termsAccepted: true,
};
const account = (field: keyof CreateAccountValues, v: string, missing: string): Answer => said(validateCreateAccount({ ...ACCOUNT, [field]: v }, AUTH_MESSAGES)[field], missing);

const ADDRESS: AddressFields = { ...EMPTY_ADDRESS, firstName: 'Ana', lastName: 'Ray', address1: '1 Main St', city: 'Carson', state: 'CA', postalCode: '90745', phoneNumber: '3105550142' };
const code = (c: 'missing' | 'invalid' | null | undefined): Answer => (c ? { verdict: c, text: c } : ok);
const checkout = (field: keyof AddressFields, v: string): Answer => code(checkAddress({ ...ADDRESS, [field]: v })[field]);

// The checkout's contact and delivery section of a guest's order: its email is checked on submit.
const GUEST_CHECKOUT = checkoutReducer(initialCheckoutState, { type: 'loaded', order: openOrder() });
const checkoutEmail = (v: string): Answer => said(deliveryErrors({ ...GUEST_CHECKOUT, email: v }).email, 'missing');
const signIn = (v: string): Answer => said(validateSignIn({ login: v, password: 'Classroom2026' }, AUTH_MESSAGES).login, AUTH_MESSAGES.emailRequired);

// The stay-connected lightbox's sign-up, answered by the simulator (its fields' messages are the server's).
const simulator = createClient({ fetch: inProcessFetch(createSimulator({ test: true })) });
const SIGN_UP = { email: 'ms.ray@school.org', postalCode: '97201', userShopFor: 'classroom', source: 'lightbox' };
async function stayConnected(field: 'email' | 'postalCode', v: string, missing: string): Promise<Answer> {
  const r = await simulator.request('emailSignUp', { body: { ...SIGN_UP, [field]: v }, schema: unknown() });
  return said(r.ok ? undefined : r.kind === 'formError' ? r.fieldErrors[field] : `no answer: ${r.kind}`, missing);
}

const CONTACT: ContactValues = { fname: 'Ana', lname: 'Ray', phoneNo: '5035550188', zipCode: '97201', email: 'ms.ray@school.org', message: 'Hello' };
const contact = (field: keyof ContactValues, v: string): Answer => {
  const p = validateContact({ ...CONTACT, [field]: v })[field];
  return p ? { verdict: p.endsWith('Missing') ? 'missing' : 'invalid', text: CONTACT_FORM_MESSAGES[p as keyof typeof CONTACT_FORM_MESSAGES] } : ok;
};

const footer = (v: string): Answer => {
  const p = checkFooterEmail(v);
  return p ? { verdict: p === 'missingEmail' ? 'missing' : 'invalid', text: FOOTER_SIGN_UP_MESSAGES[p] } : ok;
};
const share = (v: string): Answer => {
  const p = checkShare({ fromName: 'Ana', fromEmail: v, to: [{ name: 'Bo', email: 'bo@school.org' }], message: '' }).fromEmail;
  return p ? { verdict: p === 'missingFromEmail' ? 'missing' : 'invalid', text: SHARE_PRODUCT_MESSAGES[p] } : ok;
};
const giftCard = (v: string): Answer => {
  const s = { ...addToCartReducer(initialAddToCartState, { type: 'productLoaded', product: GIFT, skuId: 'G1' }), recipientEmail: v };
  const error = validateAddToCart(s, { storeId: null, storeName: '', storeStock: null, pickupEnabled: false }).recipientEmail;
  const text = error && sayAddToCart(ADD_TO_CART_MESSAGES, error);
  return said(text, ADD_TO_CART_MESSAGES.recipientEmailError);
};

// --- the inputs and the one answer each must get everywhere ---
const EMAILS: [string, Verdict][] = [
  ['ms.ray@school.org', 'ok'],
  ['  ms.ray@school.org ', 'ok'],
  ['first.last+tag@mail.k12.ca.us', 'ok'],
  ['', 'missing'],
  ['   ', 'missing'],
  ['ms.ray@school', 'invalid'],
  ['ms.ray@school.c1', 'invalid'],
  ['ms.ray@@school.org', 'invalid'],
  ['ms ray@school.org', 'invalid'],
  ['ms.ray@school..org', 'invalid'],
  [`${'a'.repeat(89)}@school.org`, 'ok'], // 100 characters: the shared limit
  [`${'a'.repeat(90)}@school.org`, 'invalid'], // 101 characters: over the shared limit of 100
];
const POSTAL_CODES: [string, Verdict][] = [
  ['97201', 'ok'],
  ['97201-1234', 'ok'],
  ['K1A 0B1', 'ok'],
  ['k1a0b1', 'ok'],
  ['', 'missing'],
  ['9720', 'invalid'],
  ['97201-12', 'invalid'],
  ['K1A  0B1', 'invalid'],
  ['K1A-0B1', 'invalid'],
];
const NAMES: [string, Verdict][] = [
  ['Ana', 'ok'],
  ["O'Brien-Núñez Jr.", 'ok'],
  ['Łukasz', 'ok'],
  ['D’Angelo', 'ok'],
  ['', 'missing'],
  ['M4ria', 'invalid'],
  ['Ana <b>', 'invalid'],
  ['-Ana', 'invalid'],
  ['a'.repeat(35), 'ok'],
];
const PHONES: [string, Verdict][] = [
  ['5035550188', 'ok'],
  ['', 'missing'],
  ['503555018', 'invalid'],
];

// The spec's own words (storefront spec section 5).
const SPEC = {
  footerEmailMissing: 'Please enter an email address.',
  footerEmailInvalid: 'Please enter a valid email address.',
  contactEmailMissing: 'Please enter an email address',
  contactFirstNameMissing: 'Please enter a first name.',
  contactLastNameMissing: 'Please enter a last name.',
  contactPhoneMissing: 'Please enter a phone number.',
  contactZipMissing: 'Please enter Zip/Postal Code.',
  stayConnectedZipMissing: 'Please enter Zip Code.',
  listNameMissing: 'Please enter a list name.',
};

describe('the same email gets the same answer on every form', () => {
  it.each(EMAILS)('%j is %s', async (email, verdict) => {
    const answers = {
      account: account('email', email, AUTH_MESSAGES.emailRequired),
      signIn: signIn(email),
      checkout: checkoutEmail(email),
      contactForm: contact('email', email),
      footerSignUp: footer(email),
      shareProduct: share(email),
      addToCartGiftCard: giftCard(email),
      stayConnected: await stayConnected('email', email, SPEC.footerEmailMissing),
    };
    for (const [form, a] of Object.entries(answers)) expect(a.verdict, form).toBe(verdict);
    if (verdict === 'missing') {
      expect(answers.footerSignUp.text).toBe(SPEC.footerEmailMissing);
      expect(answers.contactForm.text).toBe(SPEC.contactEmailMissing);
    }
    if (verdict === 'invalid') expect(answers.footerSignUp.text).toBe(SPEC.footerEmailInvalid);
    if (verdict !== 'ok') expect(answers.stayConnected.text).toBe(answers.footerSignUp.text);
  });
});

describe('the same postal code gets the same answer on every form (US/CA: forms without a country field, the stay-connected lightbox among them; checkout in US or CA)', () => {
  it.each(POSTAL_CODES)('%j is %s', async (zip, verdict) => {
    const inCountry = /^\d/.test(zip) || zip === '' ? 'US' : 'CA';
    const answers = {
      account: account('postalCode', zip, AUTH_MESSAGES.postalCodeRequired),
      checkout: code(checkAddress({ ...ADDRESS, country: inCountry, postalCode: zip }).postalCode),
      contactForm: contact('zipCode', zip),
      stayConnected: await stayConnected('postalCode', zip, SPEC.stayConnectedZipMissing),
    };
    for (const [form, a] of Object.entries(answers)) expect(a.verdict, form).toBe(verdict);
    if (verdict === 'missing') expect(answers.contactForm.text).toBe(SPEC.contactZipMissing);
    if (verdict === 'missing') expect(answers.stayConnected.text).toBe(SPEC.stayConnectedZipMissing);
  });
});

describe('the same name gets the same answer on every form', () => {
  it.each(NAMES)('%j is %s', (name, verdict) => {
    const answers = {
      accountFirst: account('firstName', name, AUTH_MESSAGES.firstNameRequired),
      accountLast: account('lastName', name, AUTH_MESSAGES.lastNameRequired),
      checkoutFirst: checkout('firstName', name),
      checkoutLast: checkout('lastName', name),
      pickupFirst: code(checkPickup({ firstName: name, lastName: 'Ray', phoneNumber: '5035550188' }).firstName),
      contactFirst: contact('fname', name),
      contactLast: contact('lname', name),
    };
    for (const [form, a] of Object.entries(answers)) expect(a.verdict, form).toBe(verdict);
    if (verdict === 'missing') {
      expect(answers.contactFirst.text).toBe(SPEC.contactFirstNameMissing);
      expect(answers.contactLast.text).toBe(SPEC.contactLastNameMissing);
    }
  });

  it('limits: 40 on the storefront forms (the shared table), 35 on a checkout address (checkout spec "Input limits"), 40 for pickup', () => {
    const n40 = 'a'.repeat(40);
    const n41 = 'a'.repeat(41);
    expect([account('firstName', n40, '').verdict, contact('fname', n40).verdict, code(checkPickup({ firstName: n40, lastName: 'R', phoneNumber: '5035550188' }).firstName).verdict]).toEqual([
      'ok',
      'ok',
      'ok',
    ]);
    expect(account('firstName', n41, '').verdict).toBe('invalid');
    expect(checkout('firstName', 'a'.repeat(36)).verdict).toBe('invalid');
  });
});

describe('the same US phone gets the same answer on every form that requires one', () => {
  it.each(PHONES)('%j is %s', (phone, verdict) => {
    const answers = {
      checkout: checkout('phoneNumber', phone),
      pickup: code(checkPickup({ firstName: 'Ana', lastName: 'Ray', phoneNumber: phone }).phoneNumber),
      contactForm: contact('phoneNo', phone),
    };
    for (const [form, a] of Object.entries(answers)) expect(a.verdict, form).toBe(verdict);
    if (verdict === 'missing') expect(answers.contactForm.text).toBe(SPEC.contactPhoneMissing);
    // Account: the phone is optional; given, it is judged like everywhere else.
    expect(account('phoneNumber', phone, '').verdict).toBe(verdict === 'missing' ? 'ok' : verdict);
  });
});

describe('list names', () => {
  it("an empty name gives the spec's message on the one create-a-list form (the shopping-list page and the add-to-list dialog)", () => {
    const s = listFormReducer(listFormReducer(initialListForm, { type: 'typed', value: '<>' }), { type: 'submitted' });
    expect(s.missing).toBe(true);
    expect(SHOPPING_LIST_MESSAGES.missingName).toBe(SPEC.listNameMissing);
  });
});
