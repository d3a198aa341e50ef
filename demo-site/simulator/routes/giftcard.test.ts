// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { PATHS } from '../paths';
import { createSimulator, type SimulatorOptions } from '../app';
import { inProcessFetch } from '../inProcessFetch';
import { GIFT_CARD_MAX_TRIES, GIFT_CARD_MESSAGES } from './giftcard';

const path = PATHS.giftCardBalance;

/** One browser: fetches its confirmation number and posts balance checks with it. */
async function browser(options: SimulatorOptions = {}, sim = createSimulator(options)) {
  const f = inProcessFetch(sim);
  const text = await (await f(PATHS.sessionConfirmation)).text();
  const conf = /"sessionConfirmationNumber"\s*:\s*(-?\d+)/.exec(text)![1]!;
  const check = async (giftCardId: string, authorizationId: string, dynSess: string | null = conf) => {
    const res = await f(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"giftCardId":${JSON.stringify(giftCardId)},"authorizationId":${JSON.stringify(authorizationId)}${dynSess === null ? '' : `,"_dynSessConf":${dynSess}`}}`,
    });
    return { status: res.status, body: res.headers.get('content-type')?.includes('json') ? ((await res.json()) as Record<string, unknown>) : await res.text() };
  };
  return { sim, check, conf };
}

describe('simulator: gift card balance', () => {
  it('answers the balance of each demo card for its own auth number', async () => {
    const { check } = await browser();
    expect(await check('6006491111111111', '1234')).toEqual({ status: 200, body: { giftCardBalance: 25 } });
    expect(await check('6006492222222222', '5678')).toEqual({ status: 200, body: { giftCardBalance: 150 } });
  });

  it('answers errorGiftCardInvalidMessage for a wrong auth number, a swapped pair or an unknown card', async () => {
    const { check } = await browser();
    for (const [n, a] of [
      ['6006491111111111', '9999'],
      ['6006491111111111', '5678'],
      ['1234567812345678', '1234'],
    ] as const) {
      expect(await check(n, a)).toEqual({ status: 200, body: { errorGiftCardInvalidMessage: GIFT_CARD_MESSAGES.invalid } });
    }
  });

  it('requires the session confirmation number (409 without or with a stale one)', async () => {
    const { check, conf } = await browser();
    expect((await check('6006491111111111', '1234', null)).status).toBe(409);
    expect((await check('6006491111111111', '1234', String(BigInt(conf) + 1n))).status).toBe(409);
  });

  it('answers form errors on the named fields when a number is missing', async () => {
    const { check } = await browser();
    const r = await check('', '');
    expect(r.body).toMatchObject({
      formError: true,
      formExceptions: [
        { propertyPath: 'giftCardId', localizedMessage: 'Please enter gift card #.' },
        { propertyPath: 'authorizationId', localizedMessage: 'Please enter the auth #.' },
      ],
    });
  });

  it(`stops a session after ${GIFT_CARD_MAX_TRIES} wrong tries with a clear message, even for a right pair, while other sessions go on`, async () => {
    const sim = createSimulator();
    const a = await browser({}, sim);
    for (let i = 1; i < GIFT_CARD_MAX_TRIES; i++) expect((await a.check('6006491111111111', String(1000 + i))).body).toHaveProperty('errorGiftCardInvalidMessage');
    const last = await a.check('6006491111111111', '0000');
    expect(last.body).toEqual({ errorMessage: GIFT_CARD_MESSAGES.locked(15) });
    expect(String((last.body as Record<string, string>).errorMessage)).toMatch(/too many incorrect tries.*try again in 15 minutes/i);
    expect((await a.check('6006491111111111', '1234')).body).toHaveProperty('errorMessage');
    const b = await browser({}, sim);
    expect((await b.check('6006492222222222', '5678')).body).toEqual({ giftCardBalance: 150 });
  });

  it(`counts wrong PINs per card number across sessions: a new cookie per guess still locks the card after ${GIFT_CARD_MAX_TRIES}`, async () => {
    const sim = createSimulator();
    for (let i = 1; i < GIFT_CARD_MAX_TRIES; i++) expect((await (await browser({}, sim)).check('6006491111111111', String(1000 + i))).body).toHaveProperty('errorGiftCardInvalidMessage');
    expect((await (await browser({}, sim)).check('6006491111111111', '0000')).body).toEqual({ errorMessage: GIFT_CARD_MESSAGES.locked(15) });
    // The right PIN, from yet another session: refused all the same, so a guesser cannot tell a hit.
    expect((await (await browser({}, sim)).check('6006491111111111', '1234')).body).toEqual({ errorMessage: GIFT_CARD_MESSAGES.locked(15) });
    expect((await (await browser({}, sim)).check('6006492222222222', '5678')).body).toEqual({ giftCardBalance: 150 });
  });

  it('a card number counts wrong PINs in a row: its right PIN, before the lock, starts its count again', async () => {
    const sim = createSimulator();
    const wrong = async (i: number) => (await (await browser({}, sim)).check('6006491111111111', String(1000 + i))).body;
    for (let i = 1; i < GIFT_CARD_MAX_TRIES; i++) expect(await wrong(i)).toHaveProperty('errorGiftCardInvalidMessage');
    expect((await (await browser({}, sim)).check('6006491111111111', '1234')).body).toEqual({ giftCardBalance: 25 });
    for (let i = 1; i < GIFT_CARD_MAX_TRIES; i++) expect(await wrong(i)).toHaveProperty('errorGiftCardInvalidMessage');
    expect(await wrong(GIFT_CARD_MAX_TRIES)).toEqual({ errorMessage: GIFT_CARD_MESSAGES.locked(15) });
  });

  it('a right answer does not reset the count of wrong tries', async () => {
    const { check } = await browser({ giftCardMaxTries: 3 });
    await check('6006491111111111', '0001');
    await check('6006492222222222', '5678');
    await check('6006491111111111', '0002');
    await check('6006492222222222', '5678');
    expect((await check('6006491111111111', '0003')).body).toHaveProperty('errorMessage');
  });

  it('lets the session check again once the pause is over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { check } = await browser({ giftCardMaxTries: 1, giftCardLockSeconds: 0.05 });
      expect((await check('6006491111111111', '0001')).body).toEqual({ errorMessage: GIFT_CARD_MESSAGES.locked(1) });
      expect((await check('6006491111111111', '1234')).body).toHaveProperty('errorMessage');
      vi.setSystemTime(Date.now() + 49);
      expect((await check('6006491111111111', '1234')).body).toHaveProperty('errorMessage');
      vi.setSystemTime(Date.now() + 1);
      expect((await check('6006491111111111', '1234')).body).toEqual({ giftCardBalance: 25 });
    } finally {
      vi.useRealTimers();
    }
  });
});
