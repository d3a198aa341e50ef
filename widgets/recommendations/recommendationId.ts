/**
 * The shopper's recommendation id, sent to the recommendation engine so that its picks follow the shopper
 * from visit to visit. It is kept in local storage for 31449600000 ms from when it was made (storefront spec
 * section 9, 'recommendation id stored 31449600000 ms'), then a new one is made. Letters only: no run of
 * digits that the card-data guard of the storage could take for a card number.
 */
import { readStored, writeStored } from '../../src/stores';

/** How long an id is kept (spec section 9). */
export const RECOMMENDATION_ID_TTL_MS = 31_449_600_000;
export const RECOMMENDATION_ID_KEY = 'sw-recs-id';

export function recommendationId(now: number = Date.now()): string {
  const kept = readStored(RECOMMENDATION_ID_KEY) as { id?: unknown; expires?: unknown } | null;
  if (typeof kept?.id === 'string' && typeof kept.expires === 'number' && now < kept.expires) return kept.id;
  const id = Array.from(crypto.getRandomValues(new Uint8Array(26)), (b) => String.fromCharCode(97 + (b % 26))).join('');
  writeStored(RECOMMENDATION_ID_KEY, { id, expires: now + RECOMMENDATION_ID_TTL_MS });
  return id;
}
