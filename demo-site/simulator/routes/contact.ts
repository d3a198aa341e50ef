/**
 * Keeping in touch (storefront spec sections 5 and 7): the email sign-up of the footer and of the
 * stay-connected lightbox, and the Contact a Rep / B2B request-access form service, which answers JSONP.
 * Paths come from the simulator's own copy (paths.ts; the contact form's is the form content's apiURL on the demo).
 *
 * Sign-up: POST email, postalCode, userShopFor, source, _dynSessConf. The email is always checked; a sign-up
 * from anywhere but the footer (the lightbox) also needs a zip and what the shopper shops for. Form errors
 * come back per field; a success carries responseDetails.successMessage and keeps the preferences in the
 * session. SIGN_UP_REFUSED_EMAIL is a fixture address the server refuses.
 *
 * Contact form: GET fname, lname, phoneNo, zipCode, email, message, formId, timestamp, callback; the answer
 * is `callback({"result":"success"|"error"})`. CONTACT_ERROR_EMAIL answers error, CONTACT_SLOW_EMAIL answers
 * after `contactSlowMs` (default 20 s, beyond the client's 15 s wait).
 */
import type { Hono } from 'hono';
import { PATHS } from '../paths';
import type { RouteModule, SimulatorOptions } from '../types';
import { formErrors, getSession, stateChanging, type FormException } from '../session';
import { isEmail } from '../../../src/validation/email';
import { checkPhone } from '../../../src/validation/phone';
import { isPostalCode } from '../../../src/validation/postalCode';
import { SHOP_FOR, signUpNeedsDetails } from '../../../src/validation/signUp';

export const SIGN_UP_PATH = PATHS.emailSignUp;
export const CONTACT_FORM_PATH = PATHS.contactForm;

export const SIGN_UP_REFUSED_EMAIL = 'subscribed@example.com';
export const CONTACT_ERROR_EMAIL = 'error@example.com';
export const CONTACT_SLOW_EMAIL = 'slow@example.com';

export const SIGN_UP_MESSAGES = {
  missingEmail: 'Please enter an email address.',
  invalidEmail: 'Please enter a valid email address.',
  refused: 'This email address is already signed up for our emails.',
  missingZip: 'Please enter Zip Code.',
  invalidZip: 'Please enter a valid Zip Code.',
  missingShopFor: 'Please tell us who you shop for.',
  success: 'Thank you for signing up! Watch your inbox for exclusive offers and classroom ideas.',
};

const CONTACT_FIELDS = ['fname', 'lname', 'phoneNo', 'zipCode', 'email', 'message', 'formId', 'timestamp'];
const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const registerContact: RouteModule = (app: Hono, options: SimulatorOptions) => {
  app.post(
    SIGN_UP_PATH,
    stateChanging((c, body) => {
      const email = str(body.email);
      const postalCode = str(body.postalCode);
      const userShopFor = str(body.userShopFor);
      const source = str(body.source) || 'footer';
      const list: FormException[] = [];
      const err = (propertyPath: string, localizedMessage: string) => list.push({ propertyPath, localizedMessage, errorCode: 'invalidValue' });
      if (!email) err('email', SIGN_UP_MESSAGES.missingEmail);
      else if (!isEmail(email)) err('email', SIGN_UP_MESSAGES.invalidEmail);
      else if (email.toLowerCase() === SIGN_UP_REFUSED_EMAIL) err('email', SIGN_UP_MESSAGES.refused);
      if (signUpNeedsDetails(source)) {
        if (!postalCode) err('postalCode', SIGN_UP_MESSAGES.missingZip);
        // The lightbox has no country field: a US zip or a Canadian postal code, as on the account and contact forms.
        else if (!isPostalCode(postalCode)) err('postalCode', SIGN_UP_MESSAGES.invalidZip);
        if (!(SHOP_FOR as readonly string[]).includes(userShopFor)) err('userShopFor', SIGN_UP_MESSAGES.missingShopFor);
      }
      if (list.length) return formErrors(c, list);
      const s = getSession(c);
      s.data.emailPreferences = {
        sfid: `sf-${s.id.slice(0, 8).toLowerCase()}`,
        email,
        firstName: s.profile.firstName,
        lastName: s.profile.lastName,
        emailOptIn: true,
        customerType: (SHOP_FOR as readonly string[]).includes(userShopFor) ? userShopFor : 'all',
        onceAWeek: false,
        postalCode,
        smsOptIn: false,
        source,
      };
      return c.json({ formError: false, responseDetails: { successMessage: SIGN_UP_MESSAGES.success } });
    }),
  );

  app.get(CONTACT_FORM_PATH, async (c) => {
    const q = c.req.query();
    const callback = q.callback ?? '';
    // Only a plain identifier may come back as code.
    if (!/^[A-Za-z_$][\w$]{0,63}$/.test(callback)) return c.text('A callback name is required.', 400);
    const email = str(q.email).toLowerCase();
    if (email === CONTACT_SLOW_EMAIL) await sleep(typeof options.contactSlowMs === 'number' ? options.contactSlowMs : 20_000);
    const complete = CONTACT_FIELDS.every((f) => str(q[f]));
    const ok = complete && email !== CONTACT_ERROR_EMAIL && !checkPhone(str(q.phoneNo)) && str(q.message).length <= 250;
    const s = getSession(c);
    const sent = (s.data.contactRequests as unknown[] | undefined) ?? [];
    s.data.contactRequests = [...sent, { ...q, callback: undefined }];
    return c.body(`${callback}(${JSON.stringify({ result: ok ? 'success' : 'error' })});`, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
  });
};
