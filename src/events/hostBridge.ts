/**
 * The one bridge from the shared stores to the host page's events: a change of `$cart` becomes
 * `storefront:cart-updated` (and the cart cookie), a change of `$selectedStore` becomes
 * `storefront:store-selected`, whoever made it (session info, a widget, another tab), exactly once per change;
 * login and logout (signaled by the session store) become `storefront:login` / `storefront:logout`. The stores
 * know nothing of the host page: they never import this folder, so there is no import circle.
 */
import { $cart, $selectedStore, onSessionSignal, writeCookie, type CartState, type SelectedStoreInfo } from '../stores';
import { emit } from './events';

let stop: (() => void) | null = null;

/**
 * The cart cookie: the cart's item count, for a server-rendered page to print in its header before the widgets
 * load. It lives one year (storefront spec section 9, 'cart cookie max-age 1 year'). The count only: no cart or
 * order id goes into a cookie that page scripts can read.
 */
export const CART_COOKIE = 'sw_cart_qty';
export const CART_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

const key = (v: unknown): string => JSON.stringify(v);

/** Starts the bridge (once per page; every island's mount calls it). Returns the function that stops it. */
export function startHostBridge(): () => void {
  if (stop) return stop;
  if (typeof document === 'undefined') return () => {};
  // What the page already had when the bridge started is not a change.
  let cart = key($cart.get());
  let store = key($selectedStore.get());
  const offCart = $cart.listen((value: CartState) => {
    const k = key(value);
    if (k === cart) return;
    cart = k;
    writeCookie(CART_COOKIE, String(value.cartQty), CART_COOKIE_MAX_AGE);
    emit('cart-updated', { ...value });
  });
  const offStore = $selectedStore.listen((value: SelectedStoreInfo | null) => {
    const k = key(value);
    if (k === store) return;
    store = k;
    emit('store-selected', { store: value });
  });
  const offSession = onSessionSignal((s) => (s.type === 'login' ? emit('login', { profile: s.profile }) : emit('logout', {})));
  stop = () => {
    offCart();
    offStore();
    offSession();
    stop = null;
  };
  return stop;
}
