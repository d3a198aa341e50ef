/**
 * The type-ahead's request bookkeeping, apart from React: a 300 ms debounce, one suggestions + products
 * request pair per pause, a page-wide cache (a repeated term answers at once), and aborting the requests of
 * a term the shopper typed past. It reports outcomes as model actions; the model drops answers for any term
 * but the current one.
 */
import { fetchProducts, fetchSuggestions, type ProductItem, type Suggestions } from './api';
import { createCache } from './cache';
import type { Action } from './model';
import { mayHoldCardNumber } from '../../src/stores/storage';

/** Type-ahead debounce (storefront.md section 9). */
export const DEBOUNCE_MS = 300;

// Shared by every box on the page: a repeated term is answered without a request.
const suggestCache = createCache<Suggestions>({ max: 40 });
const productCache = createCache<ProductItem[]>({ max: 40 });

/** For tests: forget cached answers. */
export const clearTypeAheadCache = (): void => {
  suggestCache.clear();
  productCache.clear();
};

const logFailure = (what: string, term: string, message: string) => console.error(`[storefront-widgets] type-ahead: ${what} for "${term}" failed:`, message);

export interface TermRequests {
  /** The shopper typed: a cached term answers at once, a new one after a pause in typing. */
  typed(term: string): void;
  /** Loads a term now (cache first). */
  load(term: string): void;
  /** Cancels the pending debounce and aborts the requests in flight (except those for `keep`). */
  cancel(keep?: string): void;
  /** Stops everything (unmount). */
  dispose(): void;
}

export function createTermRequests(dispatch: (a: Action) => void): TermRequests {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inflight: { term: string; ctrl: AbortController } | null = null;

  const abandon = (keep?: string) => {
    if (inflight && inflight.term !== keep) {
      inflight.ctrl.abort();
      inflight = null;
    }
  };

  // A card number typed (or pasted) into the box is never sent: not in a suggest URL, not to the flyout.
  // Checked in load too, whoever calls it.
  const withheld = (term: string): boolean => {
    if (!mayHoldCardNumber(term)) return false;
    cancel();
    dispatch({ type: 'termWithheld' });
    return true;
  };

  const load = (term: string) => {
    if (withheld(term)) return;
    const key = term.toLowerCase();
    const cachedS = suggestCache.get(key);
    const cachedP = productCache.get(key);
    dispatch({ type: 'termRequested', term });
    if (cachedS) dispatch({ type: 'suggestionsLoaded', term, ...cachedS });
    if (cachedP) dispatch({ type: 'productsLoaded', term, products: cachedP });
    if (cachedS && cachedP) return;
    abandon();
    const ctrl = new AbortController();
    const mine = { term, ctrl };
    inflight = mine;
    let left = (cachedS ? 0 : 1) + (cachedP ? 0 : 1);
    const done = () => {
      if (--left === 0 && inflight === mine) inflight = null;
    };
    if (!cachedS)
      void fetchSuggestions(term, ctrl.signal).then((r) => {
        if (r.kind === 'aborted') return;
        if (r.ok) {
          suggestCache.set(key, r.data);
          dispatch({ type: 'suggestionsLoaded', term, ...r.data });
        } else {
          logFailure('suggestions', term, r.message);
          dispatch({ type: 'suggestionsFailed', term });
        }
        done();
      });
    if (!cachedP)
      void fetchProducts(term, ctrl.signal).then((r) => {
        if (r.kind === 'aborted') return;
        if (r.ok) {
          productCache.set(key, r.data);
          dispatch({ type: 'productsLoaded', term, products: r.data });
        } else {
          logFailure('products', term, r.message);
          dispatch({ type: 'productsFailed', term });
        }
        done();
      });
  };

  const cancel = (keep?: string) => {
    clearTimeout(timer);
    abandon(keep);
  };

  return {
    load,
    cancel,
    typed(term) {
      cancel(term);
      if (!term || withheld(term)) return;
      // The same term again while its answers are on the way (a trailing space, a retyped letter): they
      // still answer it. A new debounce would end in load(), which aborts them and asks a second time.
      if (inflight?.term === term) return;
      const key = term.toLowerCase();
      if (suggestCache.get(key) && productCache.get(key)) load(term);
      else timer = setTimeout(() => load(term), DEBOUNCE_MS);
    },
    dispose: () => cancel(),
  };
}
