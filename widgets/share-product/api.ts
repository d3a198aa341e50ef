/**
 * The send product email call (storefront spec section 7: nameFrom, emailFrom, namesTo, emailsTo,
 * personalMessage and others: the product's id, name and address), through the commerce client. Resolves to
 * an outcome; never throws.
 */
import { notOk, request, type Failed, type Refused } from '../../src/api';
import type { ShareForm } from './rules';

export interface SharedProduct {
  productId: string;
  productName: string;
  productUrl: string;
}

export type ShareOutcome = { kind: 'sent' } | Refused | Failed;

/** Sends the product to every recipient; names and emails go as two lists of the same order. */
export async function sendProductEmail(f: ShareForm, product: SharedProduct, signal?: AbortSignal): Promise<ShareOutcome> {
  const r = await request('sendProductEmail', {
    body: {
      nameFrom: f.fromName.trim(),
      emailFrom: f.fromEmail.trim(),
      namesTo: f.to.map((t) => t.name.trim()),
      emailsTo: f.to.map((t) => t.email.trim()),
      personalMessage: f.message.trim(),
      ...product,
    },
    signal,
  });
  if (r.ok) return { kind: 'sent' };
  return notOk(r);
}
