// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { simulatorBrowser } from '../../tests/simulatorBrowser';
import { checkoutCall } from './api';
import { giftCardsOf, noExtraPaymentRequired } from './giftCards';

const m = { timeout: 'slow', unavailable: 'down' };
const t = simulatorBrowser('/checkout-page');

describe('gift card and rewards calls against the simulator (the client paths are the simulator paths)', () => {
  it('applies a gift card covering the order (no extra payment), then removes it by the gcNumber list', async () => {
    await t.fillCart([{ catalogRefId: 'S1002', quantity: 1 }]);
    const r = await checkoutCall('applyGiftCard', { gcNumber: '6006492222222222', gcAuthNumber: '5678', addGiftCard: true }, m);
    expect(r.kind).toBe('ok');
    const o = r.kind === 'ok' ? r.order! : null;
    expect(o && noExtraPaymentRequired(o)).toBe(true);
    expect(o && giftCardsOf(o).applied.map((g) => g.last4)).toEqual(['2222']);
    expect(t.browser.log.join('\n')).toMatch(/POST \/rest\/model\/atg\/commerce\/order\/purchase\/PaymentActor\/applyGiftCard/);
    const back = await checkoutCall('removeGiftCard', { gcNumber: ['6006492222222222'] }, m);
    expect(back.kind === 'ok' && back.order && noExtraPaymentRequired(back.order)).toBe(false);
  });

  it('a wrong pair answers field errors on both fields', async () => {
    await t.fillCart([{ catalogRefId: 'S1002', quantity: 1 }]);
    const r = await checkoutCall('applyGiftCard', { gcNumber: '6006492222222222', gcAuthNumber: '0000', addGiftCard: true }, m);
    expect(r.kind === 'formError' && Object.keys(r.fieldErrors)).toEqual(['gcNumber', 'gcAuthNumber']);
  });

  it('rewards apply needs a signed-in member', async () => {
    await t.fillCart([{ catalogRefId: 'S1002', quantity: 1 }]);
    const r = await checkoutCall('applyRewards', {}, m);
    expect(r.kind === 'formError' && r.messages).toEqual(['Please sign in to use your Rewards.']);
  });
});
