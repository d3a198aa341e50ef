/**
 * The one bridge from the shared stores to the host page's events: a change of `$cart` becomes
 * `storefront:cart-updated`, a change of `$selectedStore` becomes `storefront:store-selected`, whoever made
 * it (session info, a widget, another tab), exactly once per change; login and logout (signaled by the
 * session store) become `storefront:login` / `storefront:logout`. The stores know nothing of the host page:
 * they never import this folder, so there is no import circle.
 */
import { $cart, $selectedStore, onSessionSignal, type CartState, type SelectedStoreInfo } from '../stores';
import { emit } from './events';

let stop: (() => void) | null = null;

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
