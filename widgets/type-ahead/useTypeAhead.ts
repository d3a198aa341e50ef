/**
 * The type-ahead's model in its view: the state and one dispatch per thing the shopper does (with the recent
 * lists as stored, for the empty box). Requests, the debounce, the blur delay, searching and following links
 * are effects of the model (model.ts) run with the widget's calls; the focus calls are this box's.
 */
import { useEffect, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { useCalls } from '../../src/mount/calls';
import { useModel } from '../../src/platform/createModel';
import { recentProducts, recentSearches, type RecentProduct } from '../../src/stores/recent';
import { deepActiveElement } from '../../src/ui';
import { cacheAnswer, termCache } from './cache';
import { itemsOf, type Item, type State } from './combobox';
import type { TypeAheadFlags } from './flags';
import { startTypeAhead, typeAheadStep, type FocusCall, type TypeAheadCalls, type TypeAheadPageCalls } from './model';
import { searchTerm } from './sanitize';

export { BLUR_CLOSE_MS } from './model';
/** The search box's mobile layout applies under 787 px. */
export const MOBILE_QUERY = '(max-width: 786.98px)';

/** On the results page the box shows the term searched for. */
const pageTerm = (action: string): string => (typeof location !== 'undefined' && location.pathname === action ? searchTerm(new URLSearchParams(location.search).get('Ntt') ?? '') : '');
const isMobile = (): boolean => typeof matchMedia === 'function' && matchMedia(MOBILE_QUERY).matches;

/** The focus calls of the box whose root and input are `root` and `input`. */
const focusCalls = (root: RefObject<HTMLElement | null>, input: RefObject<HTMLInputElement | null>): Pick<TypeAheadCalls, FocusCall> => ({
  focusInside: () => {
    const active = deepActiveElement();
    return !!active && !!root.current?.contains(active);
  },
  focusInput: () => input.current?.focus(),
});

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
  const calls = useCalls<TypeAheadPageCalls>();
  const [s, dispatch] = useModel(
    typeAheadStep,
    () => startTypeAhead({ value: pageTerm(action), mobile: isMobile(), categoriesOn: flags.categorySuggestions, enhanced: flags.enhanced, action, cache: termCache, viewedProduct }),
    () => ({ request: { ...calls, ...focusCalls(rootRef, inputRef) }, storage: cacheAnswer }),
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
