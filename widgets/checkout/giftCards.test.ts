// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanGiftCardField, giftCardErrors, giftCardsCover, giftCardsOf, noExtraPaymentRequired, savedApplied } from './giftCards';
import { checkoutReducer as r } from './model';
import { draftOf } from './delivery';
import { initialCheckoutState, type CheckoutState } from './state';
import { toOrder, type Order } from './order';
import { REWARDS_THRESHOLD, rewardsOf, showsRewards } from './rewards';
import { expressAllowed, expressProvider } from './selectors';

function order(over: Record<string, unknown> = {}, summary: Record<string, unknown> = {}): Order {
  const o = toOrder({
    orderId: 'o1',
    orderShipType: 'webOnly',
    commerceItems: [{ commerceItemId: 'ci1', catalogRefId: 'S1', quantity: 1, skuDisplayName: 'Paper', priceInfo: { amount: 30 } }],
    loginStatus: 'guest',
    additionalPaymentRequired: true,
    orderSummary: { displayTotal: 30, giftCertificateAmount: 0, rewardsPrice: 0, ...summary },
    ...over,
  });
  if (!o) throw new Error('bad fixture');
  return o;
}
const G1 = '6006491111111111';
const G2 = '6006492222222222';
const loaded = (o = order()): CheckoutState => r(initialCheckoutState, { type: 'loaded', order: o });

describe('gift cards: reading the order', () => {
  it('reads applied cards (last four for display) and, for a signed-in shopper only, the saved cards', () => {
    const raw = {
      appliedGiftCards: [{ id: 'g1', giftCardNumber: G1, balance: '25.00', amount: 25 }],
      savedGiftCards: [
        { repositoryId: 'p1', giftcardNumber: G1, amount: 25 },
        { repositoryId: 'p2', giftcardNumber: G2, amount: 150 },
      ],
    };
    const guest = giftCardsOf(order(raw));
    expect(guest.applied).toEqual([{ id: 'g1', giftCardNumber: G1, last4: '1111', balance: 25, amount: 25 }]);
    expect(guest.saved).toEqual([]);
    const member = order({ ...raw, loginStatus: 'loggedIn' });
    const { saved } = giftCardsOf(member);
    expect(saved.map((g) => g.last4)).toEqual(['1111', '2222']);
    expect(savedApplied(member, saved[0]!)).toBe(true);
    expect(savedApplied(member, saved[1]!)).toBe(false);
  });

  it('a malformed wallet block reads as no cards, never a crash', () => {
    expect(giftCardsOf(order({ appliedGiftCards: 'nope' }))).toEqual({ applied: [], saved: [] });
    expect(giftCardsOf(order({ appliedGiftCards: [{ balance: 5 }] })).applied).toEqual([]);
  });
});

describe('gift cards: no extra payment', () => {
  it.each([
    ['the server says no extra payment is required', { additionalPaymentRequired: false }, {}, true, null],
    ['gift cards bring the total to zero', {}, { displayTotal: 0, giftCertificateAmount: 30 }, true, 'giftCards'],
    // Rewards pay part: the notice credits both, not the gift cards alone.
    ['gift cards and rewards together', {}, { displayTotal: 0, giftCertificateAmount: 20, rewardsPrice: 10 }, true, 'withRewards'],
    ['a gift card that covers part of it', {}, { displayTotal: 5, giftCertificateAmount: 25 }, false, null],
    ['nothing applied', {}, {}, false, null],
    ['gift cards and the server agree', { additionalPaymentRequired: false }, { displayTotal: 0, giftCertificateAmount: 30 }, true, 'giftCards'],
  ])('%s', (_name, over, summary, none, notice) => {
    const o = order(over, summary);
    expect(noExtraPaymentRequired(o)).toBe(none);
    expect(giftCardsCover(o)).toBe(notice);
  });
});

describe('gift cards: entry rules', () => {
  it('keeps digits only, at most 16 and 4', () => {
    expect(cleanGiftCardField('gcNumber', '6006 4911-1111 1111 99')).toBe('6006491111111111');
    expect(cleanGiftCardField('gcAuthNumber', 'a1b2c3d4e5')).toBe('1234');
  });
  it('required and pattern-checked', () => {
    expect(giftCardErrors('', '')).toEqual({ gcNumber: 'missing', gcAuthNumber: 'missing' });
    expect(giftCardErrors('123', '1')).toEqual({ gcNumber: 'invalid' });
    expect(giftCardErrors(G1, '1234')).toEqual({});
  });
  it('whatever is typed, the kept value is digits only within the limit (property)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const n = cleanGiftCardField('gcNumber', s);
        const a = cleanGiftCardField('gcAuthNumber', s);
        return /^\d{0,16}$/.test(n) && /^\d{0,4}$/.test(a);
      }),
    );
  });
});

describe('wallet reducer', () => {
  const typed = (s: CheckoutState, n: string, a: string) => r(r(s, { type: 'gcTyped', field: 'gcNumber', value: n }), { type: 'gcTyped', field: 'gcAuthNumber', value: a });

  it('an empty apply marks both fields and asks for focus; typing clears a field error', () => {
    const s = r(loaded(), { type: 'gcSubmitted' });
    expect(s.wallet.gcErrors).toEqual({ gcNumber: 'missing', gcAuthNumber: 'missing' });
    expect(s.wallet.busy).toBeNull();
    expect(s.fixes).toBe(1);
    expect(r(s, { type: 'gcTyped', field: 'gcNumber', value: '6' }).wallet.gcErrors).toEqual({ gcAuthNumber: 'missing' });
  });

  it('a valid entry starts the call; one call at a time; OK refreshes the order and empties the entry', () => {
    let s = r(typed(loaded(), G1, '1234'), { type: 'gcSubmitted' });
    expect(s.wallet.busy).toBe('giftCard');
    expect(r(s, { type: 'rewardsToggled' })).toBe(s);
    expect(r(s, { type: 'gcSubmitted' })).toBe(s);
    const paid = order({ additionalPaymentRequired: false, appliedGiftCards: [{ giftCardNumber: G1, amount: 30, balance: 150 }] }, { displayTotal: 0, giftCertificateAmount: 30 });
    s = r(s, { type: 'walletAnswered', result: { kind: 'ok', order: paid } });
    expect(s.order).toBe(paid);
    expect(s.wallet).toMatchObject({ busy: null, gcNumber: '', gcAuthNumber: '', gcErrors: {} });
  });

  it('server field errors go on the fields and keep what was typed; a general message goes to the section', () => {
    let s = r(typed(loaded(), G1, '9999'), { type: 'gcSubmitted' });
    s = r(s, { type: 'walletAnswered', result: { kind: 'formError', fieldErrors: { gcNumber: 'Not valid.', gcAuthNumber: 'Not valid.' }, messages: [] } });
    expect(s.wallet).toMatchObject({ busy: null, gcNumber: G1, gcAuthNumber: '9999', gcErrors: { gcNumber: 'Not valid.', gcAuthNumber: 'Not valid.' }, gcNotice: null });
    s = r(s, { type: 'gcSubmitted' });
    s = r(s, { type: 'walletAnswered', result: { kind: 'failed', message: 'Try again.' } });
    expect(s.wallet).toMatchObject({ gcNotice: 'Try again.', gcNumber: G1 });
  });

  it('saved card toggles and removal track their target; their errors are the section notice', () => {
    let s = r(loaded(), { type: 'gcSavedToggled', id: 'p1' });
    expect(s.wallet).toMatchObject({ busy: 'savedGiftCard', target: 'p1' });
    s = r(s, { type: 'walletAnswered', result: { kind: 'formError', fieldErrors: {}, messages: ['Not found.'] } });
    expect(s.wallet).toMatchObject({ busy: null, target: null, gcNotice: 'Not found.' });
    s = r(s, { type: 'gcRemoved', number: G1 });
    expect(s.wallet).toMatchObject({ busy: 'removeGiftCard', target: G1, gcNotice: null });
  });

  it('rewards and express calls keep their own errors; an answer with nothing on its way is ignored', () => {
    let s = r(r(loaded(), { type: 'rewardsToggled' }), { type: 'walletAnswered', result: { kind: 'formError', fieldErrors: {}, messages: ['No bucks.'] } });
    expect(s.wallet.rewardsError).toBe('No bucks.');
    s = r(s, { type: 'expressStarted' });
    expect(s.wallet).toMatchObject({ busy: 'express', rewardsError: null });
    s = r(s, { type: 'expressFailed', message: 'We could not complete your payment with PayPal.' });
    expect(s.wallet).toMatchObject({ busy: null, expressError: 'We could not complete your payment with PayPal.' });
    expect(r(s, { type: 'walletAnswered', result: { kind: 'ok', order: null } })).toBe(s);
  });

  it('the draft never holds the gift card entry', () => {
    const s = typed(loaded(), G1, '1234');
    expect(JSON.stringify(draftOf(s))).not.toContain('1111');
    expect(JSON.stringify(draftOf(s))).not.toContain('1234');
  });
});

describe('rewards', () => {
  const member = (info: Record<string, unknown> | null, over: Record<string, unknown> = {}) => order({ loginStatus: 'loggedIn', rewardsInfo: info, ...over });
  it.each([
    ['500 points, no bucks', { rewardPoints: REWARDS_THRESHOLD, availableBucks: 0 }, true],
    ['499 points, no bucks', { rewardPoints: 499, availableBucks: 0 }, false],
    ['few points but bucks available', { rewardPoints: 20, availableBucks: 5 }, true],
    ['bucks already applied', { rewardPoints: 0, availableBucks: 0, appliedBucks: 5 }, true],
    ['not a member', { rewardPoints: 900, availableBucks: 5, isRewardsMember: false }, false],
    ['no rewards block', null, false],
  ])('a signed-in shopper with %s: shown %s', (_n, info, shown) => {
    expect(showsRewards(member(info))).toBe(shown);
  });
  it('never for guests or GSA users', () => {
    const info = { rewardPoints: 1250, availableBucks: 10 };
    expect(showsRewards(order({ rewardsInfo: info }))).toBe(false);
    expect(showsRewards(member(info, { gsaUser: true }))).toBe(false);
    expect(rewardsOf(member(info))).toEqual({ points: 1250, bucks: 10, applied: 0 });
  });
});

describe('express checkout', () => {
  it('shows only without a promo, a registry or a GSA order', () => {
    expect(expressAllowed(order())).toBe(true);
    expect(expressAllowed(order({ hasPromoApplied: true }))).toBe(false);
    expect(expressAllowed(order({ registry: { id: 'r1' } }))).toBe(false);
    expect(expressAllowed(order({ gsaUser: true }))).toBe(false);
    expect(expressAllowed(order({ registryOrder: true }))).toBe(false);
    expect(expressAllowed(order({ clearListWarning: true }))).toBe(false);
    expect(expressAllowed(order({ additionalPaymentRequired: false }, { displayTotal: 0, giftCertificateAmount: 30 }))).toBe(false);
  });
  it('names the express payment the refreshed order carries', () => {
    expect(expressProvider(order())).toBeNull();
    expect(expressProvider(order({ paymentsInfo: { mainPaymentType: 'paypalOption' }, mainPaymentGroup: { paymentProvider: 'PayPal' } }))).toBe('PayPal');
    expect(expressProvider(order({ paymentsInfo: { mainPaymentType: 'express' }, mainPaymentGroup: { paymentProvider: 'GooglePay' } }))).toBe('Google Pay');
    expect(expressProvider(order({ paymentsInfo: { mainPaymentType: 'newCreditCard' }, mainPaymentGroup: { paymentProvider: 'Visa' } }))).toBeNull();
  });
});
