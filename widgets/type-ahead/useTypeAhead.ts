/**
 * The type-ahead's behaviour for its view: the model (reducer), the term requests (termRequests.ts), recent
 * searches and products, searching and choosing, keyboard, focus and blur. The component only renders.
 */
import { useEffect, useReducer, useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { emit } from '../../src/events';
import { deepActiveElement } from '../../src/ui';
import { lookupRedirect, nav } from './api';
import type { TypeAheadFlags } from './flags';
import { followableLink } from './links';
import { initialState, itemsOf, reducer, type Item, type State } from './model';
import { goLocal } from './navigate';
import { addRecentProduct, addRecentSearch, clearRecent, recentProducts, recentSearches, type RecentProduct } from '../../src/stores/recent';
import { looksLikeCardNumber } from '../../src/stores/storage';
import { sanitizeSearch, searchTerm } from './sanitize';
import { createTermRequests } from './termRequests';

/** Blur close delay. */
export const BLUR_CLOSE_MS = 200;
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
  const [s, dispatch] = useReducer(reducer, undefined, () => initialState(pageTerm(action), isMobile(), flags.categorySuggestions));
  const [requests] = useState(() => createTermRequests(dispatch));
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const items = itemsOf(s);

  useEffect(() => dispatch({ type: 'settingsChanged', categoriesOn: flags.categorySuggestions }), [flags.categorySuggestions]);
  // A product page names the product being viewed: remember it for the empty box on later pages.
  useEffect(() => {
    if (viewedProduct) addRecentProduct(viewedProduct);
  }, [viewedProduct]);

  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const mq = matchMedia(MOBILE_QUERY);
    const on = () => dispatch({ type: 'settingsChanged', mobile: mq.matches });
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, []);

  // An outside click closes. The box lives in a shadow root: composedPath() sees into it.
  useEffect(() => {
    if (!s.open) return;
    const onDown = (e: Event) => {
      if (rootRef.current && !e.composedPath().includes(rootRef.current)) dispatch({ type: 'closed' });
    };
    document.addEventListener('pointerdown', onDown, true);
    return () => document.removeEventListener('pointerdown', onDown, true);
  }, [s.open, rootRef]);

  useEffect(
    () => () => {
      requests.dispose();
      clearTimeout(blurTimer.current);
    },
    [requests],
  );

  const showRecent = () => {
    if (flags.enhanced) dispatch({ type: 'recentShown', searches: recentSearches(), products: recentProducts() });
  };

  const search = async (term: string) => {
    addRecentSearch(term);
    emit('search', { term });
    const link = await lookupRedirect(term);
    // Encoded as the store's own search form does (space as '+').
    goLocal(link ?? `${action}?${new URLSearchParams({ Ntt: term })}`);
  };

  const choose = (item: Item) => {
    dispatch({ type: 'closed' });
    requests.cancel();
    // A term suggestion with its own url goes there (through the same link rule as redirects).
    const own = item.kind === 'term' && item.url ? followableLink(item.url) : null;
    if (own && item.kind === 'term') {
      dispatch({ type: 'inputChanged', value: item.term });
      addRecentSearch(item.term);
      emit('search', { term: item.term });
      nav.go(own);
      return;
    }
    if (item.kind === 'term' || item.kind === 'recentSearch') {
      // Shows the chosen term in the box without asking for its suggestions.
      dispatch({ type: 'inputChanged', value: item.term });
      void search(item.term);
      return;
    }
    if (item.kind === 'product') addRecentProduct({ name: item.product.name, url: item.url, image: item.product.imageURL ?? item.product.displayImage ?? '' });
    if (item.kind === 'recentProduct') addRecentProduct(item.product);
    goLocal(item.url);
  };

  return {
    s,
    items,
    onInput(raw) {
      const value = sanitizeSearch(raw);
      const term = searchTerm(value);
      dispatch({ type: 'inputChanged', value });
      requests.typed(term);
      if (!term) showRecent();
    },
    submit(e) {
      e.preventDefault();
      const term = searchTerm(s.value);
      // A card number is never searched (no request, no search URL, no recent search): the box keeps it and says why.
      const cardNumber = looksLikeCardNumber(term);
      dispatch({ type: 'submitted', empty: !term, cardNumber });
      requests.cancel();
      if (!term || cardNumber) {
        inputRef.current?.focus();
        return;
      }
      void search(term);
    },
    onKeyDown(e) {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        if (!s.open && !items.length && !s.value.trim()) showRecent();
        else dispatch({ type: 'highlightMoved', by: e.key === 'ArrowDown' ? 1 : -1 });
      } else if (e.key === 'Enter' && s.open && items[s.active]) {
        e.preventDefault();
        choose(items[s.active]!);
      } else if (e.key === 'Escape') {
        if (s.open || s.value) e.preventDefault();
        if (!s.open) requests.cancel();
        dispatch({ type: 'escapePressed' });
      }
    },
    onBlur() {
      clearTimeout(blurTimer.current);
      blurTimer.current = setTimeout(() => {
        const active = deepActiveElement();
        if (!active || !rootRef.current?.contains(active)) dispatch({ type: 'closed' });
      }, BLUR_CLOSE_MS);
    },
    onFocus() {
      clearTimeout(blurTimer.current);
      if (!s.value.trim()) showRecent();
    },
    onClick() {
      if (s.value.trim()) dispatch({ type: 'opened' });
      else showRecent();
    },
    choose,
    highlight(index) {
      if (index !== s.active) dispatch({ type: 'highlightSet', index });
    },
    clear() {
      clearRecent();
      dispatch({ type: 'recentCleared' });
      inputRef.current?.focus();
    },
  };
}
