/**
 * The search box: a WAI-ARIA 1.2 combobox (input with role combobox, a listbox of grouped options,
 * aria-activedescendant) over the pure model. Network behaviour lives here: a 300 ms debounce, one
 * request pair per pause, a cache, and aborting the request of a term the shopper typed past.
 */
import { useEffect, useId, useReducer, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { messagesFor } from '../../src/config';
import { emit } from '../../src/events';
import { deepActiveElement, formatPrice } from '../../src/ui';
import { fetchProducts, fetchSuggestions, lookupRedirect, nav, type ProductItem, type Suggestions } from './api';
import { createCache } from './cache';
import { useTypeAheadFlags } from './flags';
import { followableLink } from './links';
import { MESSAGES } from './messages';
import { initialState, itemsOf, reducer, type Item, type State } from './model';
import { addRecentProduct, addRecentSearch, clearRecent, recentProducts, recentSearches, type RecentProduct } from './recent';
import { sanitizeSearch, searchTerm } from './sanitize';
import type { TypeAheadProps } from './schema';
import './TypeAhead.css';

/** Type-ahead debounce (storefront.md section 9). */
export const DEBOUNCE_MS = 300;
/** Blur close delay. */
export const BLUR_CLOSE_MS = 200;
/** The search box's mobile layout applies under 787 px. */
export const MOBILE_QUERY = '(max-width: 786.98px)';

// Shared by every box on the page: a repeated term is answered without a request.
const suggestCache = createCache<Suggestions>({ max: 40 });
const productCache = createCache<ProductItem[]>({ max: 40 });

/** For tests: forget cached answers. */
export const clearTypeAheadCache = (): void => {
  suggestCache.clear();
  productCache.clear();
};

/** On the results page the box shows the term searched for. */
const pageTerm = (action: string): string => (typeof location !== 'undefined' && location.pathname === action ? searchTerm(new URLSearchParams(location.search).get('Ntt') ?? '') : '');
// One search landmark per page: a second box (a catalog of examples) is a plain form.
let landmarks = 0;

const isMobile = (): boolean => typeof matchMedia === 'function' && matchMedia(MOBILE_QUERY).matches;
const logFailure = (what: string, term: string, message: string) => console.error(`[storefront-widgets] type-ahead: ${what} for "${term}" failed:`, message);

export function TypeAhead({ placeholder, action, viewedProduct }: TypeAheadProps) {
  const m = messagesFor('type-ahead', MESSAGES);
  const flags = useTypeAheadFlags();
  const [s, dispatch] = useReducer(reducer, undefined, () => initialState(pageTerm(action), isMobile(), flags.categorySuggestions));
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inflight = useRef<{ term: string; ctrl: AbortController } | null>(null);
  const items = itemsOf(s);
  const [landmark] = useState(() => ++landmarks === 1);
  useEffect(() => () => void (landmark && (landmarks = 0)), [landmark]);

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
  }, [s.open]);

  // Keeps the highlighted option in view when the list scrolls (mobile).
  useEffect(() => {
    if (s.open && s.active >= 0) (rootRef.current?.getRootNode() as Document | ShadowRoot | undefined)?.getElementById?.(`${id}-opt-${s.active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [s.open, s.active, id]);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      clearTimeout(blurTimer.current);
      inflight.current?.ctrl.abort();
    },
    [],
  );

  const abandon = (keep?: string) => {
    if (inflight.current && inflight.current.term !== keep) {
      inflight.current.ctrl.abort();
      inflight.current = null;
    }
  };

  /** Requests what the cache does not hold for a term; answers for other terms are dropped by the model. */
  const load = (term: string) => {
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
    inflight.current = mine;
    let left = (cachedS ? 0 : 1) + (cachedP ? 0 : 1);
    const done = () => {
      if (--left === 0 && inflight.current === mine) inflight.current = null;
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

  const showRecent = () => {
    if (flags.enhanced) dispatch({ type: 'recentShown', searches: recentSearches(), products: recentProducts() });
  };

  const onInput = (raw: string) => {
    const value = sanitizeSearch(raw);
    const term = searchTerm(value);
    dispatch({ type: 'inputChanged', value });
    clearTimeout(timer.current);
    abandon(term);
    if (!term) return showRecent();
    const key = term.toLowerCase();
    // A repeated term answers from the cache at once; a new one waits for a pause in typing.
    if (suggestCache.get(key) && productCache.get(key)) load(term);
    else timer.current = setTimeout(() => load(term), DEBOUNCE_MS);
  };

  const search = async (term: string) => {
    addRecentSearch(term);
    emit('search', { term });
    const link = await lookupRedirect(term);
    // Encoded as the store's own search form does (space as '+').
    nav.go(link ?? `${action}?${new URLSearchParams({ Ntt: term })}`);
  };

  const choose = (item: Item) => {
    dispatch({ type: 'closed' });
    clearTimeout(timer.current);
    abandon();
    // A term suggestion with its own url goes there (through the same link rule as redirects).
    const own = item.kind === 'term' && item.url ? followableLink(item.url) : null;
    if (own && item.kind === 'term') {
      onInputValue(item.term);
      addRecentSearch(item.term);
      emit('search', { term: item.term });
      nav.go(own);
      return;
    }
    if (item.kind === 'term' || item.kind === 'recentSearch') {
      onInputValue(item.term);
      void search(item.term);
      return;
    }
    if (item.kind === 'product') addRecentProduct({ name: item.product.name, url: item.url, image: item.product.imageURL ?? item.product.displayImage ?? '' });
    if (item.kind === 'recentProduct') addRecentProduct(item.product);
    nav.go(item.url);
  };

  // Shows a chosen term in the box without asking for its suggestions.
  const onInputValue = (value: string) => dispatch({ type: 'inputChanged', value });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const term = searchTerm(s.value);
    dispatch({ type: 'submitted', empty: !term });
    clearTimeout(timer.current);
    abandon();
    if (!term) {
      inputRef.current?.focus();
      return;
    }
    void search(term);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!s.open && !items.length && !s.value.trim()) showRecent();
      else dispatch({ type: 'highlightMoved', by: e.key === 'ArrowDown' ? 1 : -1 });
    } else if (e.key === 'Enter' && s.open && items[s.active]) {
      e.preventDefault();
      choose(items[s.active]!);
    } else if (e.key === 'Escape') {
      if (s.open || s.value) e.preventDefault();
      if (!s.open) {
        clearTimeout(timer.current);
        abandon();
      }
      dispatch({ type: 'escapePressed' });
    }
  };

  const onBlur = () => {
    clearTimeout(blurTimer.current);
    blurTimer.current = setTimeout(() => {
      const active = deepActiveElement();
      if (!active || !rootRef.current?.contains(active)) dispatch({ type: 'closed' });
    }, BLUR_CLOSE_MS);
  };

  const onFocus = () => {
    clearTimeout(blurTimer.current);
    if (!s.value.trim()) showRecent();
  };

  const clear = () => {
    clearRecent();
    dispatch({ type: 'recentCleared' });
    inputRef.current?.focus();
  };

  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const optionId = (i: number) => `${id}-opt-${i}`;
  const announce = announcement(s, items.length, m);

  let index = 0;
  const group = (key: string, title: string, list: Item[]): ReactNode =>
    list.length > 0 && (
      <div role="group" aria-label={title} className={`sw-ta__group sw-ta__group--${key}`} key={key}>
        <div className="sw-ta__heading" aria-hidden="true">
          {title}
        </div>
        {list.map((item) => {
          const i = index++;
          return (
            <div
              key={i}
              id={optionId(i)}
              role="option"
              aria-selected={i === s.active}
              className={'sw-ta__option sw-ta__option--' + item.kind}
              onMouseDown={(e) => e.preventDefault()}
              onMouseMove={() => i !== s.active && dispatch({ type: 'highlightSet', index: i })}
              onClick={() => choose(item)}
            >
              {item.kind === 'product' || item.kind === 'recentProduct' ? <ProductRow item={item} gsaUser={flags.gsaUser} m={m} /> : item.label}
            </div>
          );
        })}
      </div>
    );
  const byKind = (...kinds: Item['kind'][]) => items.filter((i) => kinds.includes(i.kind));
  const hasRecent = s.mode === 'recent' && items.length > 0;

  return (
    <div ref={rootRef} className={'sw-root sw-ta' + (s.open ? ' sw-ta--open' : '')} onBlur={onBlur} onFocus={onFocus}>
      <form role={landmark ? 'search' : undefined} aria-label={landmark ? m.label : undefined} className="sw-ta__form" onSubmit={submit} noValidate action={action}>
        <label htmlFor={`${id}-input`} className="sw-visually-hidden">
          {m.label}
        </label>
        <div className="sw-ta__box">
          <input
            ref={inputRef}
            id={`${id}-input`}
            className="sw-ta__input"
            type="text"
            name="Ntt"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={s.open}
            aria-controls={listId}
            aria-activedescendant={s.open && s.active >= 0 ? optionId(s.active) : undefined}
            aria-invalid={s.error || undefined}
            aria-describedby={s.error ? errorId : undefined}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="search"
            placeholder={placeholder}
            value={s.value}
            onChange={(e) => onInput(e.target.value)}
            onKeyDown={onKeyDown}
            onClick={() => (s.value.trim() ? dispatch({ type: 'opened' }) : showRecent())}
          />
          <button type="submit" className="sw-ta__submit" aria-label={m.submit}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M10 3a7 7 0 0 1 5.6 11.2l5 5-1.4 1.4-5-5A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z" fill="currentColor" />
            </svg>
          </button>
        </div>
        {s.error && (
          <div id={errorId} className="sw-ta__error" role="alert">
            {m.emptyError}
          </div>
        )}
      </form>
      <div className="sw-ta__popup" hidden={!s.open}>
        <div role="listbox" id={listId} aria-label={m.listLabel} className="sw-ta__list">
          <div className="sw-ta__col">
            {group('terms', m.suggestions, byKind('term'))}
            {group('categories', m.categories, byKind('category'))}
            {group('recent', m.recentSearches, byKind('recentSearch'))}
          </div>
          <div className="sw-ta__col sw-ta__col--products">
            {group('products', m.products, byKind('product'))}
            {group('viewed', m.recentProducts, byKind('recentProduct'))}
          </div>
        </div>
        {hasRecent && (
          <button type="button" className="sw-ta__clear" aria-label={m.clearRecent} onClick={clear}>
            {m.clear}
          </button>
        )}
      </div>
      <div role="status" aria-live="polite" className="sw-visually-hidden">
        {announce}
      </div>
    </div>
  );
}

function announcement(s: State, count: number, m: typeof MESSAGES): string {
  if (s.open) return count === 1 ? m.oneResult : m.results.replace('{count}', String(count));
  return s.mode === 'results' && s.term && s.term === searchTerm(s.value) && !count ? m.noResults : '';
}

function ProductRow({ item, gsaUser, m }: { item: Extract<Item, { kind: 'product' | 'recentProduct' }>; gsaUser: boolean; m: typeof MESSAGES }) {
  const p = item.product;
  const image = 'image' in p ? p.image : (p.imageURL ?? p.displayImage ?? '');
  return (
    <>
      {image ? <img className="sw-ta__img" src={image} alt="" width={48} height={48} loading="lazy" /> : <span className="sw-ta__img" />}
      <span className="sw-ta__pname">{item.label}</span>
      {'priceMin' in p && <Price p={p} gsaUser={gsaUser} m={m} />}
    </>
  );
}

const range = (min: number, max: number): string => (min === max ? formatPrice(min) : `${formatPrice(min)} - ${formatPrice(max)}`);

/** Price rules: GSA users see the government price with a green GSA label; sales show the sale price and the struck list price. */
function Price({ p, gsaUser, m }: { p: ProductItem; gsaUser: boolean; m: typeof MESSAGES }) {
  if (gsaUser && p.gsa != null)
    return (
      <span className="sw-ta__price">
        <span className="sw-ta__gsa">{m.gsa}</span> <span className="sw-visually-hidden">{m.gsaPrice}</span>
        {formatPrice(p.gsa)}
      </span>
    );
  if (p.gcPriceRange) return <span className="sw-ta__price">{p.gcPriceRange}</span>;
  if (p.saleMin != null)
    return (
      <span className="sw-ta__price">
        <span className="sw-visually-hidden">{m.salePrice}</span>
        <span className="sw-ta__sale">{range(p.saleMin, p.saleMax ?? p.saleMin)}</span> <span className="sw-visually-hidden">{m.regularPrice}</span>
        <s>{range(p.priceMin, p.priceMax)}</s>
      </span>
    );
  return <span className="sw-ta__price">{range(p.priceMin, p.priceMax)}</span>;
}

export type { RecentProduct };
