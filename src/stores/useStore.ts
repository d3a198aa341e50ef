/**
 * A shared store's value in a component, for every island that reads $session, $cart, $features, $site, the
 * selected store and the like.
 *
 * Why not @nanostores/react's useStore: it is React's useSyncExternalStore, whose updates React renders
 * synchronously and cannot split. One call's answer sets several stores at once (the session's init call sets the
 * session, the cart count and the features), and every island that reads them re-rendered in the same microtask,
 * one task of 15-20 ms here unthrottled, 60-80 ms at Lighthouse's 4x CPU, counted in full as blocking time.
 * Here a change renders as a React transition: React renders each island's update in slices of a few
 * milliseconds and yields to the browser between them, so a tap during the update is answered at once. Changes
 * made in the same task still render together (one transition lane per event), and nothing partial is ever on
 * screen: an island shows the old value until its new render commits.
 */
import type { ReadableAtom } from 'nanostores';
import { startTransition, useEffect, useState } from 'react';

interface Seen<T> {
  store: ReadableAtom<T>;
  value: T;
}

export function useStore<T>(store: ReadableAtom<T>): T {
  const [seen, setSeen] = useState<Seen<T>>(() => ({ store, value: store.get() }));
  useEffect(() => {
    const show = (value: T) => startTransition(() => setSeen((last) => (last.store === store && Object.is(last.value, value) ? last : { store, value })));
    // A change between the render and this subscription is not missed.
    show(store.get());
    return store.listen(show);
  }, [store]);
  // Another store on this render (never in the widgets: each call site reads one store): its value now.
  return seen.store === store ? seen.value : store.get();
}
