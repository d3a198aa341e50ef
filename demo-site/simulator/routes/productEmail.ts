/**
 * Send product email (storefront spec section 7): POST nameFrom, emailFrom, namesTo, emailsTo,
 * personalMessage and the productId, _dynSessConf. The mail's product name and link are the store's own, built
 * here from the id (a link or name in the request is ignored): a store's mailer that sent a link the page gave
 * it would mail any address to anyone under the store's name. The spec's rule (section
 * 5: sharing an item needs a name and a valid email) holds for the sender and every recipient; the spec
 * gives no wording, so the messages are ours. Form errors come back the ATG way (HTTP 200, formExceptions
 * by propertyPath; a recipient's path carries its index, `namesTo[1]`). Every accepted send is recorded in
 * the caller's session; with `{ test: true }` GET /rest/__test/product-emails lists them.
 */
import type { Hono } from 'hono';
import { findProduct } from '../../data';
import { PATHS } from '../paths';
import type { RouteModule, SimulatorOptions } from '../types';
import { formErrors, getSession, stateChanging, type FormException, type Session } from '../session';
import { isEmail } from '../../../src/validation/email';

export const PRODUCT_EMAIL_PATH = PATHS.sendProductEmail;
export const PRODUCT_EMAIL_MAX_RECIPIENTS = 5;
export const PRODUCT_EMAIL_MESSAGE_MAX = 500;

export const PRODUCT_EMAIL_MESSAGES = {
  nameFrom: 'Please enter your name.',
  emailFrom: 'Please enter a valid email address.',
  nameTo: "Please enter the recipient's name.",
  emailTo: 'Please enter a valid email address.',
  recipients: `Please enter from 1 to ${PRODUCT_EMAIL_MAX_RECIPIENTS} recipients, each with a name and an email address.`,
  message: `Please keep your message to ${PRODUCT_EMAIL_MESSAGE_MAX} characters.`,
  product: 'This product is no longer available.',
};

export interface SentProductEmail {
  productId: string;
  /** The product's name and link as the store's mailer writes them (from its catalog, not from the request). */
  productName: string;
  productUrl: string;
  nameFrom: string;
  emailFrom: string;
  namesTo: string[];
  emailsTo: string[];
  personalMessage: string;
}

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const list = (v: unknown): string[] | null => (Array.isArray(v) ? v.map(str) : typeof v === 'string' ? v.split(',').map((x) => x.trim()) : null);
const sentOf = (s: Session): SentProductEmail[] => (s.data.productEmails ??= []) as SentProductEmail[];

export const productEmailRoutes: RouteModule = (app: Hono, options: SimulatorOptions) => {
  app.post(
    PRODUCT_EMAIL_PATH,
    stateChanging((c, body) => {
      const M = PRODUCT_EMAIL_MESSAGES;
      const errors: FormException[] = [];
      const err = (propertyPath: string, localizedMessage: string) => errors.push({ propertyPath, localizedMessage, errorCode: 'invalidValue' });
      const nameFrom = str(body.nameFrom);
      const emailFrom = str(body.emailFrom);
      const namesTo = list(body.namesTo);
      const emailsTo = list(body.emailsTo);
      const personalMessage = typeof body.personalMessage === 'string' ? body.personalMessage : '';
      const productId = str(body.productId);
      if (!nameFrom) err('nameFrom', M.nameFrom);
      if (!isEmail(emailFrom)) err('emailFrom', M.emailFrom);
      if (!namesTo || !emailsTo || !namesTo.length || namesTo.length !== emailsTo.length || namesTo.length > PRODUCT_EMAIL_MAX_RECIPIENTS) err('', M.recipients);
      else
        namesTo.forEach((n, i) => {
          if (!n) err(`namesTo[${i}]`, M.nameTo);
          const e = emailsTo[i] ?? '';
          if (!isEmail(e)) err(`emailsTo[${i}]`, M.emailTo);
        });
      if (personalMessage.length > PRODUCT_EMAIL_MESSAGE_MAX) err('personalMessage', M.message);
      const product = findProduct(productId);
      if (!product) err('productId', M.product);
      if (errors.length || !product) return formErrors(c, errors);
      // A SKU id links to that SKU's page, a product id to its first SKU's.
      const sku = product.skus.find((s) => s.id === productId) ?? product.skus[0];
      const productUrl = new URL(`/p/${sku?.id ?? product.id}/`, c.req.url).href;
      const sent: SentProductEmail = { productId, productName: product.name, productUrl, nameFrom, emailFrom, namesTo: namesTo!, emailsTo: emailsTo!, personalMessage };
      sentOf(getSession(c)).push(sent);
      return c.json({ status: 'OK', sent: namesTo!.length });
    }),
  );
  if (options.test === true) app.get('/rest/__test/product-emails', (c) => c.json({ emails: sentOf(getSession(c)) }));
};
