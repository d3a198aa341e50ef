import { act, fireEvent, render, screen } from '@testing-library/react';
import { create } from 'superstruct';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setClientFetch } from '../../src/api';
import { WidgetCalls } from '../../src/mount';
import { $cart, resetSession } from '../../src/stores';
import { cartCalls } from './calls';
import { CartPage } from './CartPage';
import type { CartCalls } from './model';
import type { CartPropsType } from './schema';
import { CartStruct, type Cart, type CartAnswer } from './summary';

// The view over stand-in cart calls (the calls themselves are tested against the simulator in calls.test.ts, the
// whole path in the browser in tests/e2e/cart.spec.ts); the header's count is the real one. None of these carts
// offers PayPal: the wallet is tested in the browser (cart.spec) and src/integrations/paypal.test.
const updates: { id: string; quantity: number; resolve: (a: CartAnswer) => void }[] = [];
let current: Cart;
const unused = () => Promise.reject(new Error('not asked in these tests'));
const calls: CartCalls = {
  loadCart: () => Promise.resolve({ ok: true, cart: current }),
  updateQuantity: ({ id, quantity }) => new Promise<CartAnswer>((resolve) => updates.push({ id, quantity, resolve })),
  removeLine: () => Promise.resolve({ ok: true, cart: cartOf(0) }),
  switchDelivery: unused,
  claimCoupon: unused,
  revokeCoupon: unused,
  pickStore: unused,
  countChanged: (input, signal) => cartCalls.countChanged(input, signal),
  paypalClicked: () => {},
  applyPayPal: unused,
  expressCheckout: unused,
};
const renderCart = (props: CartPropsType) => render(<CartPage {...props} />, { wrapper: ({ children }) => <WidgetCalls value={calls}>{children}</WidgetCalls> });

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
  renderCart({ continueUrl: '/', checkoutUrl: '/checkout-page' });
  await act(() => vi.advanceTimersByTimeAsync(0));
  screen.getByRole('heading', { name: 'Items (1)' });
}
// Synchronous events: user-event's own timers do not mix with the faked ones here.
const click = (el: HTMLElement) =>
  act(() => {
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
    const { unmount } = renderCart({ continueUrl: '/', checkoutUrl: '/checkout-page' });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('textbox', { name: 'Enter promo code' })).toBeVisible();
    unmount();
    for (const extra of [{ cartSummary: { total: 10, isShowCouponbox: false } }, { isGSAUser: true }]) {
      current = cartOf(1, extra);
      const view = renderCart({ continueUrl: '/', checkoutUrl: '/checkout-page' });
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(screen.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
      expect(screen.queryByRole('textbox', { name: 'Enter promo code' })).toBeNull();
      view.unmount();
    }
  });
});
