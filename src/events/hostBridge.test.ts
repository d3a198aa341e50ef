import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setClientFetch } from '../api';
import { activityTab } from '../stores/sessionTimer';
import { $cart, $selectedStore, applySessionInfo, readCookie, resetSession, setCartCount, setSelectedStore, signedOut, type SelectedStoreInfo } from '../stores';
import { startHostBridge } from './hostBridge';

const STORE: SelectedStoreInfo = {
  id: '12',
  name: 'Carson',
  city: 'Carson',
  state: 'CA',
  postalCode: '90745',
  country: 'US',
  address1: '1 Main St',
  phoneNumber: '',
  hours: [],
  seoUrl: '',
};

let stop: () => void;
let heard: { name: string; detail: unknown }[];
const record = (e: Event) => heard.push({ name: e.type, detail: (e as CustomEvent).detail });
const NAMES = ['storefront:cart-updated', 'storefront:store-selected', 'storefront:login', 'storefront:logout'];
const other = () => new BroadcastChannel('storefront-widgets');

beforeEach(() => {
  // Session refetches (after sign-out) get a guest answer without a network.
  setClientFetch(async () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }));
  resetSession();
  $selectedStore.set(null);
  heard = [];
  for (const n of NAMES) document.addEventListener(n, record);
  stop = startHostBridge();
});
afterEach(() => {
  setClientFetch(null);
  stop();
  for (const n of NAMES) document.removeEventListener(n, record);
});

const names = () => heard.map((h) => h.name);

describe('host-event bridge', () => {
  it('a session info answer that changes the cart and the store fires each event once', () => {
    applySessionInfo({ cartInfo: { cartId: 'c1', cartQty: 3 }, profile: { selectedStore: { id: '12', name: 'Carson', city: 'Carson', state: 'CA' } } });
    expect(names().sort()).toEqual(['storefront:cart-updated', 'storefront:store-selected']);
    expect(heard.find((h) => h.name === 'storefront:cart-updated')!.detail).toMatchObject({ cartId: 'c1', cartQty: 3 });
    expect(heard.find((h) => h.name === 'storefront:store-selected')!.detail).toMatchObject({ store: { id: '12', name: 'Carson', state: 'CA' } });
    // The same answer again changes nothing: no event.
    applySessionInfo({ cartInfo: { cartId: 'c1', cartQty: 3 }, profile: { selectedStore: { id: '12', name: 'Carson', city: 'Carson', state: 'CA' } } });
    expect(heard).toHaveLength(2);
  });

  it('setCartCount fires cart-updated once per change, not for the same count', () => {
    setCartCount(2);
    setCartCount(2);
    setCartCount(5);
    expect(heard.map((h) => [h.name, (h.detail as { cartQty: number }).cartQty])).toEqual([
      ['storefront:cart-updated', 2],
      ['storefront:cart-updated', 5],
    ]);
  });

  it('a cart count change writes the cart cookie with the count for one year (spec section 9: cart cookie max-age 1 year)', () => {
    const set = vi.spyOn(document, 'cookie', 'set');
    setCartCount(4);
    expect(set.mock.calls.map((c) => c[0])).toEqual(['sw_cart_qty=4; max-age=31536000; path=/; SameSite=Lax']);
    expect(readCookie('sw_cart_qty')).toBe('4');
    setCartCount(4);
    expect(set).toHaveBeenCalledTimes(1);
    set.mockRestore();
  });

  it('setSelectedStore fires store-selected once per change, with the store (null when cleared)', () => {
    setSelectedStore(STORE);
    setSelectedStore({ ...STORE });
    setSelectedStore(null);
    expect(heard).toEqual([
      { name: 'storefront:store-selected', detail: { store: STORE } },
      { name: 'storefront:store-selected', detail: { store: null } },
    ]);
  });

  it('a cart count or a store chosen in another tab fires the event here once', async () => {
    const off = [$cart.subscribe(() => {}), $selectedStore.subscribe(() => {})];
    const tab = other();
    tab.postMessage({ type: 'cart', cartQty: 7 });
    tab.postMessage({ type: 'store', store: STORE });
    tab.postMessage({ type: 'cart', cartQty: 7 });
    // Messages arrive in order: once a last marker is heard here, the three above have been handled.
    let marker = false;
    const offMarker = activityTab.on(({ at }) => void (at === -1 && (marker = true)));
    tab.postMessage({ type: 'activity', at: -1 });
    await vi.waitFor(() => expect(marker).toBe(true));
    offMarker();
    tab.close();
    expect(heard).toEqual([
      { name: 'storefront:cart-updated', detail: expect.objectContaining({ cartQty: 7 }) },
      { name: 'storefront:store-selected', detail: { store: STORE } },
    ]);
    off.forEach((f) => f());
  });

  it('a direct write to the store (any other source) is heard too, once', () => {
    $cart.setKey('cartQty', 9);
    $cart.set({ ...$cart.get() });
    expect(names()).toEqual(['storefront:cart-updated']);
  });

  it('what the page had before the bridge started is not an event; starting twice does not double events', () => {
    stop();
    setCartCount(4);
    expect(heard).toEqual([]);
    stop = startHostBridge();
    expect(startHostBridge()).toBe(stop);
    setCartCount(6);
    expect(heard).toHaveLength(1);
  });

  it('signing out fires logout once', async () => {
    await signedOut().catch(() => {});
    expect(names().filter((n) => n === 'storefront:logout')).toHaveLength(1);
  });
});
