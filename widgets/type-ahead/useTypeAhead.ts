/**
 * The type-ahead's model in its view: the state and one dispatch per thing the shopper does (with the recent
 * lists as stored, for the empty box). Requests, the debounce, the blur delay, searching and following links
 * are effects of the model (taStep, taCalls).
 */
import { useEffect, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { useModel } from '../../src/mount/createModel';
import { recentProducts, recentSearches, type RecentProduct } from '../../src/stores/recent';
import type { TypeAheadFlags } from './flags';
import { itemsOf, type Item, type State } from './model';
import { searchTerm } from './sanitize';
import { cacheAnswer, taCalls, termCache } from './taCalls';
import { startTypeAhead, taStep } from './taStep';

export { BLUR_CLOSE_MS } from './taStep';
/** The search box's mobile layout applies under 787 px. */
export const MOBILE_QUERY = '(max-width: 786.98px)';

/** On the results page the box shows the term searched for. */
const pageTerm = (action: string): string => (typeof location !== 'undefined' && location.pathname === action ? searchTerm(new URLSearchParams(location.search).get('Ntt') ?? '') : '');
const isMobile = (): boolean => typeof matchMedia === 'function' && matchMedia(MOBILE_QUERY).matches;

export interface TypeAheadControls {
  s: State;
  items: Item[];
  onInput: (raw: string) => void;
  onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => void;
  onFocus: () => void;
  onBlur: () => void;
  onClick: () => void;
  submit: (e: FormEvent) => void;
  choose: (item: Item) => void;
  highlight: (index: number) => void;
  clear: () => void;
}

export function useTypeAhead(options: {
  action: string;
  viewedProduct?: RecentProduct | undefined;
  flags: TypeAheadFlags;
  rootRef: RefObject<HTMLElement | null>;
  inputRef: RefObject<HTMLInputElement | null>;
}): TypeAheadControls {
  const { action, viewedProduct, flags, rootRef, inputRef } = options;
  const [s, dispatch] = useModel(
    taStep,
    () => startTypeAhead({ value: pageTerm(action), mobile: isMobile(), categoriesOn: flags.categorySuggestions, enhanced: flags.enhanced, action, cache: termCache, viewedProduct }),
    () => ({ request: taCalls(rootRef, inputRef), storage: cacheAnswer }),
  );
  const items = itemsOf(s);
  // What the empty box would offer, as stored now (a search in another tab counts).
  const recent = () => (flags.enhanced ? { recent: { searches: recentSearches(), products: recentProducts() } } : {});

  useEffect(() => dispatch({ type: 'flagsChanged', enhanced: flags.enhanced, categoriesOn: flags.categorySuggestions }), [flags.enhanced, flags.categorySuggestions, dispatch]);

  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const mq = matchMedia(MOBILE_QUERY);
    const on = () => dispatch({ type: 'settingsChanged', mobile: mq.matches });
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, [dispatch]);

  // An outside click closes. The box lives in a shadow root: composedPath() sees into it.
  useEffect(() => {
    if (!s.open) return;
    const onDown = (e: Event) => {
      if (rootRef.current && !e.composedPath().includes(rootRef.current)) dispatch({ type: 'closed' });
    };
    document.addEventListener('pointerdown', onDown, true);
    return () => document.removeEventListener('pointerdown', onDown, true);
  }, [s.open, rootRef, dispatch]);

  return {
    s,
    items,
    onInput: (raw) => dispatch({ type: 'typed', raw, ...recent() }),
    submit(e) {
      e.preventDefault();
      dispatch({ type: 'submitted' });
    },
    onKeyDown(e) {
      // The keys the combobox handles keep their default action from the page (APG combobox).
      const k = e.key;
      if (k === 'ArrowDown' || k === 'ArrowUp' || (k === 'Enter' && s.open && items[s.active]) || (k === 'Escape' && (s.open || s.value))) e.preventDefault();
      dispatch({ type: 'keyPressed', key: k, ...(k === 'ArrowDown' || k === 'ArrowUp' ? recent() : {}) });
    },
    onBlur: () => dispatch({ type: 'blurred' }),
    onFocus: () => dispatch({ type: 'focused', ...recent() }),
    onClick: () => dispatch({ type: 'clicked', ...recent() }),
    choose: (item) => dispatch({ type: 'chosen', item }),
    highlight: (index) => dispatch({ type: 'highlightSet', index }),
    clear: () => dispatch({ type: 'clearClicked' }),
  };
}
