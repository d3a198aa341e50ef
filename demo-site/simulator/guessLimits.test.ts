// @vitest-environment node
// Guessing limits that a new session cookie does not reset: wrong promo codes per signed-in shopper (the gift-card
// PINs per card number are in routes/giftcard.test.ts).
import { describe, expect, it } from 'vitest';
import { createSimulator } from './app';
import { inProcessFetch } from './inProcessFetch';
import { PROMO_MAX_WRONG, promoLockedMessage } from './guessLimits';

const CLAIM = '/rest/model/atg/commerce/promotion/CouponActor/claimCoupon';

/** One browser (its own session cookie), signed in as one shopper (pr100001) or a guest. */
async function browser(sim: ReturnType<typeof createSimulator>, signedIn: boolean) {
  const f = inProcessFetch(sim);
  if (signedIn) await f('/rest/__test/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"signIn":{"id":"pr100001","email":"teacher@example.com"}}' });
  const conf = /"sessionConfirmationNumber"\s*:\s*(-?\d+)/.exec(await (await f('/rest/model/atg/rest/SessionConfirmationActor/getSessionConfirmationNumber')).text())![1]!;
  const claim = async (code: string) => {
    const res = await f(CLAIM, { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"couponClaimCode":${JSON.stringify(code)},"pageName":"cart","_dynSessConf":${conf}}` });
    const body = (await res.json()) as { formExceptions?: { localizedMessage: string }[] };
    return body.formExceptions?.[0]?.localizedMessage ?? 'claimed';
  };
  return { claim };
}

describe('simulator: promo code guesses per shopper', () => {
  it(`locks a signed-in shopper after ${PROMO_MAX_WRONG} codes that are not valid, in every session of theirs; a guest elsewhere goes on`, async () => {
    const sim = createSimulator({ test: true });
    const first = await browser(sim, true);
    for (let i = 0; i < PROMO_MAX_WRONG; i++) expect(await first.claim(`GUESS${i}`)).toMatch(/is not a valid promo code/);
    expect(await first.claim('SAVE10')).toBe(promoLockedMessage(15));
    // A new cookie, signed in again as the same shopper: still locked, even for a real code.
    expect(await (await browser(sim, true)).claim('SAVE10')).toBe(promoLockedMessage(15));
    expect(await (await browser(sim, false)).claim('SAVE10')).toBe('claimed');
  });
});
