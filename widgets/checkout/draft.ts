/**
 * The sessionStorage draft of the checkout's forms, so a reload keeps what was typed (checkout issue:
 * "nothing the shopper typed is lost on any server error, timeout or reload"). Only `draftOf`'s fields are
 * written, for the current order; a card number or CVV has no place in it, and any key that looks like one
 * is dropped here as well, whatever a later section adds.
 */
import { readStored, withoutCardData, writeStored } from '../../src/stores';
import type { Draft } from './model';

/** Under the session timer's prefix ('sw:checkout'): a guest's expired session removes it with the rest of the checkout's data. */
export const DRAFT_KEY = 'sw:checkout:draft';
const CARDISH = /card|cvv|cvc|verification|expir|security/i;

/** Drops card-like keys at any depth. */
function clean(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).filter(([k]) => !CARDISH.test(k)).map(([k, v]) => [k, clean(v)]));
}

/** The draft of this order, or null (another order's draft is ignored). */
export function readDraft(orderId: string): Partial<Draft> | null {
  const d = readStored(DRAFT_KEY, 'session') as { orderId?: unknown; draft?: unknown } | null;
  if (!d || d.orderId !== orderId || !d.draft || typeof d.draft !== 'object') return null;
  return clean(d.draft) as Partial<Draft>;
}

/**
 * Saves the draft. A field holding a card number (one typed into the promo box by mistake) is left out, so
 * the rest of the draft is still kept rather than the whole write being refused.
 */
export function writeDraft(orderId: string, draft: Draft): void {
  writeStored(DRAFT_KEY, { orderId, draft: withoutCardData(clean(draft)) }, 'session');
}

export function clearDraft(): void {
  writeStored(DRAFT_KEY, null, 'session');
}
