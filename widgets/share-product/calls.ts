/**
 * The share dialog's calls: the send product email call (storefront spec section 7: nameFrom, emailFrom, namesTo, emailsTo,
 * personalMessage and others), through the commerce client. Of the product only its id is sent: the store's
 * mailer looks up its name and builds its link, so the page cannot have the store mail an address (or a name)
 * of its choosing to a stranger. Resolves to an outcome; never throws.
 */
import { notOk, request } from '../../src/api';
import type { ShareOutcome, SharedProduct, ShareProductCalls } from './model';
import type { ShareForm } from './rules';

/** Sends the product to every recipient; names and emails go as two lists of the same order. */
export async function sendProductEmail(f: ShareForm, product: SharedProduct, signal?: AbortSignal): Promise<ShareOutcome> {
  const r = await request('sendProductEmail', {
    body: {
      nameFrom: f.fromName.trim(),
      emailFrom: f.fromEmail.trim(),
      namesTo: f.to.map((t) => t.name.trim()),
      emailsTo: f.to.map((t) => t.email.trim()),
      personalMessage: f.message.trim(),
      productId: product.productId,
    },
    signal,
  });
  if (r.ok) return { kind: 'sent' };
  return notOk(r);
}

/** The share dialog's calls in the page. */
export const shareProductCalls: ShareProductCalls = { send: ({ form, product }, signal) => sendProductEmail(form, product, signal) };
