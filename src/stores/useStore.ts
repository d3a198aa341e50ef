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

export function useStore<T>(store: ReadableAtom<T>): T {
  // The store's value now, whatever rendered the island: a render for another reason (its own call's answer,
  // which reveals the island) never shows a value older than the store's and then changes it a moment later (the
  // cart page's lines changed height after it was revealed, a layout shift). A render that yields may meet a newer
  // value in a later slice; the transition that change queues renders the island again.
  const value = store.get();
  const [, setChanges] = useState(0);
  useEffect(() => {
    const changed = () => {
      if (!Object.is(value, store.get())) startTransition(() => setChanges((n) => n + 1));
    };
    // A change between the render and this subscription is not missed.
    changed();
    return store.listen(changed);
  }, [store, value]);
  return value;
}
