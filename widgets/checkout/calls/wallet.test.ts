// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { $session } from '../../../src/stores';
import { simulatorBrowser } from '../../../tests/simulatorBrowser';
import { checkoutCall, loadCheckout } from './sections';
import { walletCall } from './wallet';
import { giftCardsOf, noExtraPaymentRequired } from '../giftCards';

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

describe("the express wallets' calls against the simulator", () => {
  it("send howMany -1 and start 0 before their body, and Express checkout the session's profileId (the simulator checks it)", async () => {
    await t.fillCart([{ catalogRefId: 'S1002', quantity: 1 }]);
    const bodies: Record<string, unknown>[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if (typeof init?.body === 'string') {
        const { _dynSessConf: _, ...body } = JSON.parse(init.body) as Record<string, unknown>;
        bodies.push(body);
      }
      return t.browser(input, init);
    });
    const light = await walletCall({ call: 'applyPayPal', body: { isPaypalFromCheckout: true } });
    const token = typeof light === 'string' ? '' : (light.payPalToken ?? '');
    expect(token).toMatch(/^EC-/);
    const r = await loadCheckout(m);
    const cartId = r.kind === 'order' ? r.order.orderId : '';
    expect(await walletCall({ call: 'expressCheckout', body: { cartId, token, PayerId: 'P1' } })).toMatchObject({ status: 'OK' });
    const profileId = $session.get().info?.profile.id;
    expect(profileId).toBeTruthy();
    expect(bodies.find((b) => 'isPaypalFromCheckout' in b)).toEqual({ howMany: -1, start: 0, isPaypalFromCheckout: true });
    expect(bodies.find((b) => 'PayerId' in b)).toEqual({ howMany: -1, start: 0, profileId, cartId, token, PayerId: 'P1' });
  });
});
