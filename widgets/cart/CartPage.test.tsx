import { act, fireEvent, render, screen } from '@testing-library/react';
import { create } from 'superstruct';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setClientFetch } from '../../src/api';
import { $cart, resetSession } from '../../src/stores';
import type { Cart, CartAnswer } from './api';
import { CartPage } from './CartPage';

// The view's contract with api.ts is the CartAnswer; api.ts itself is tested against the simulator
// (api.test.ts) and the whole path in the browser (tests/e2e/cart.spec.ts).
const { CartStruct } = await vi.importActual<typeof import('./api')>('./api');
const updates: { id: string; quantity: number; resolve: (a: CartAnswer) => void }[] = [];
let current: Cart;
vi.mock('./api', () => ({
  loadCart: () => Promise.resolve({ ok: true, cart: current }),
  updateQuantity: (id: string, quantity: number) => new Promise<CartAnswer>((resolve) => updates.push({ id, quantity, resolve })),
  removeLine: () => Promise.resolve({ ok: true, cart: cartOf(0) }),
  switchDelivery: vi.fn(),
  claimCoupon: vi.fn(),
  revokeCoupon: vi.fn(),
  applyPayPalLight: vi.fn(),
  doExpressCheckout: vi.fn(),
  trackConversion: vi.fn(),
}));
// No wallet configuration in these tests: the PayPal button is tested in the browser (cart.spec) and src/site/paypal.test.
vi.mock('../../src/site/paypal', () => ({ loadPayPal: () => Promise.resolve(null) }));

const cartOf = (quantity: number, extra: Record<string, unknown> = {}): Cart =>
  create(
    {
      orderId: 'o1',
      cartId: 'o1',
      isEmptyCart: quantity === 0,
      disableCheckout: quantity === 0,
      cartSummary: { merchandiseSubtotal: 10 * quantity, total: 10 * quantity },
      allLines: quantity ? [{ commerceItemId: 'ci1', catalogRefId: 'S1', quantity, skuDisplayName: 'Glue Sticks', priceInfo: { amount: 10 * quantity } }] : [],
      ...extra,
    },
    CartStruct,
  );

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  updates.length = 0;
  current = cartOf(1);
  resetSession();
  // The session info the page reads (a guest).
  setClientFetch(() => Promise.resolve(new Response('{}', { headers: { 'content-type': 'application/json' } })));
});
afterEach(() => {
  setClientFetch(null);
  vi.useRealTimers();
});

async function setup() {
  render(<CartPage continueUrl="/" checkoutUrl="/checkout-page" />);
  await act(() => vi.advanceTimersByTimeAsync(0));
  screen.getByRole('heading', { name: 'Items (1)' });
}
// Synchronous events: user-event's own timers do not mix with the faked ones here.
const click = (el: HTMLElement) => act(() => {
  fireEvent.click(el);
});

describe('CartPage quantity changes', () => {
  it('three presses make one update call, 600 ms after the last, and the answer moves the header count', async () => {
    await setup();
    const plus = screen.getByRole('button', { name: 'Increase quantity, Glue Sticks' });
    click(plus);
    click(plus);
    click(plus);
    expect(screen.getByRole('textbox', { name: 'Quantity, Glue Sticks' })).toHaveProperty('value', '4');
    await act(() => vi.advanceTimersByTimeAsync(599));
    expect(updates).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(updates.map((u) => [u.id, u.quantity])).toEqual([['ci1', 4]]);
    await act(async () => updates[0]!.resolve({ ok: true, cart: cartOf(4) }));
    expect($cart.get().cartQty).toBe(4);
    expect(screen.getByRole('heading', { name: 'Items (4)' })).toBeVisible();
  });

  it('typing sends nothing until Enter; a refusal restores the quantity and shows the reason', async () => {
    await setup();
    const box = screen.getByRole('textbox', { name: 'Quantity, Glue Sticks' });
    act(() => {
      fireEvent.change(box, { target: { value: '2' } });
    });
    act(() => {
      fireEvent.change(box, { target: { value: '25' } });
    });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(updates).toHaveLength(0);
    act(() => {
      fireEvent.keyDown(box, { key: 'Enter' });
    });
    expect(updates.map((u) => u.quantity)).toEqual([25]);
    await act(async () => updates[0]!.resolve({ ok: false, message: 'Only 20 left.', field: 'quantity' }));
    expect(box).toHaveProperty('value', '1');
    expect(screen.getByRole('alert').textContent).toBe('Only 20 left.');
  });

  it('at 0 the trash button shows instead of an update, and removes the line', async () => {
    await setup();
    click(screen.getByRole('button', { name: 'Decrease quantity, Glue Sticks' }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(updates).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Decrease quantity, Glue Sticks' }).getAttribute('aria-disabled')).toBe('true');
    click(screen.getByRole('button', { name: 'Remove Glue Sticks' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('heading', { name: 'Your cart is empty.' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/');
  });
});

describe('CartPage promo box', () => {
  it('shows the box to a shopper, not when the cart says isShowCouponbox false, nor to a GSA user', async () => {
    const { unmount } = render(<CartPage continueUrl="/" checkoutUrl="/checkout-page" />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('textbox', { name: 'Enter promo code' })).toBeVisible();
    unmount();
    for (const extra of [{ cartSummary: { total: 10, isShowCouponbox: false } }, { isGSAUser: true }]) {
      current = cartOf(1, extra);
      const view = render(<CartPage continueUrl="/" checkoutUrl="/checkout-page" />);
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(screen.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
      expect(screen.queryByRole('textbox', { name: 'Enter promo code' })).toBeNull();
      view.unmount();
    }
  });
});

