/**
 * The type-ahead's model: what each event does to the state (through the combobox's reducer, combobox.ts) and
 * which calls, timers and writes it asks for (createModel runs them). A term is asked for after a 300 ms pause in
 * typing, suggestions and products together; a term answered before (the page-wide cache) answers at once; the
 * requests of a term typed past are aborted and their answers ignored; a card number is never sent; focus
 * leaving the box closes the list after 200 ms (storefront spec sections 5, 7 and 9).
 */
import type { ApiResult } from '../../src/api';
import type { Effect, Next } from '../../src/platform/createModel';
import type { RecentProduct } from '../../src/stores/recent';
import { looksLikeCardNumber, mayHoldCardNumber } from '../../src/platform/storage';
import type { ProductItem, Suggestions } from './answers';
import { initialState, itemsOf, reducer, type Action, type Item, type State } from './combobox';
import { sanitizeSearch, searchTerm } from './sanitize';

/** Type-ahead debounce (storefront.md section 9). */
export const DEBOUNCE_MS = 300;
/** Blur close delay. */
export const BLUR_CLOSE_MS = 200;

/** What the box asks of the outside world (calls.ts and the view's focus in the page, fakePorts in model tests). */
export interface TypeAheadCalls {
  suggest(term: string, signal: AbortSignal): Promise<ApiResult<Suggestions>>;
  flyout(term: string, signal: AbortSignal): Promise<ApiResult<ProductItem[]>>;
  /** A failed call is only logged. */
  logFailed(input: { what: 'suggestions' | 'products'; term: string; message: string }, signal: AbortSignal): void;
  clearRecent(input: null, signal: AbortSignal): void;
  /** A product viewed (this page's, or one chosen from the list) joins the recent products. */
  viewed(input: RecentProduct, signal: AbortSignal): void;
  /** Searches a term: remembered, announced, then its own link (a suggestion's url), the redirect, or the results page. */
  search(input: { term: string; url?: string; action: string }, signal: AbortSignal): Promise<void>;
  /** Goes to a link of the store's answers or the recent products. */
  open(url: string, signal: AbortSignal): void;
  /** Whether the focus is still inside the box. */
  focusInside(input: null, signal: AbortSignal): boolean;
  focusInput(input: null, signal: AbortSignal): void;
}

/** The calls about the focus: the view's own (its root and input). */
export type FocusCall = 'focusInside' | 'focusInput';
/** The rest of the calls: the widget's (calls.ts), the same for every box of the page. */
export type TypeAheadPageCalls = Omit<TypeAheadCalls, FocusCall>;

/** The page-wide answers by term ('s:' suggestions, 'p:' products, lower case): read here, written through 'store'. */
export interface TermCache {
  get(key: string): unknown;
}

export interface TypeAheadState extends State {
  /** enhancedTypeAheadEnabled: the empty box offers recent searches and products. */
  enhanced: boolean;
  /** Where a search goes (the form's action). */
  action: string;
  /** The term whose answers are on the way, and how many of the two. */
  inflight: { term: string; left: number } | null;
  cache: TermCache;
}

type Answer<T extends string, R> = { type: T; term: string; result: R };

/** The recent searches and products as stored when the shopper acted (the empty box offers them). */
export interface Recent {
  searches: string[];
  products: RecentProduct[];
}

export type TypeAheadEvent =
  | Extract<Action, { type: 'opened' | 'closed' | 'highlightSet' | 'settingsChanged' }>
  | { type: 'typed'; raw: string; recent?: Recent }
  | { type: 'submitted' }
  | { type: 'keyPressed'; key: string; recent?: Recent }
  | { type: 'chosen'; item: Item }
  | { type: 'focused'; recent?: Recent }
  | { type: 'blurred' }
  | { type: 'clicked'; recent?: Recent }
  | { type: 'clearClicked' }
  | { type: 'flagsChanged'; enhanced: boolean; categoriesOn: boolean }
  | { type: 'debounced'; term: string }
  | { type: 'blurDue' }
  | { type: 'blurChecked'; result: boolean }
  | Answer<'suggested', ApiResult<Suggestions>>
  | Answer<'flown', ApiResult<ProductItem[]>>;

type Fx = Effect<TypeAheadEvent, TypeAheadCalls>;
export type TypeAheadNext = Next<TypeAheadState, TypeAheadEvent, TypeAheadCalls>;

const reduce = (s: TypeAheadState, a: Action): TypeAheadState => {
  const next = reducer(s, a);
  return next === s ? s : { ...s, ...next };
};

interface Start {
  value: string;
  mobile: boolean;
  categoriesOn: boolean;
  enhanced: boolean;
  action: string;
  cache: TermCache;
  viewedProduct?: RecentProduct | undefined;
}

/** The first state; a product page's product joins the recent products. */
export const startTypeAhead = ({ value, mobile, categoriesOn, enhanced, action, cache, viewedProduct }: Start): TypeAheadNext => ({
  state: { ...initialState(value, mobile, categoriesOn), enhanced, action, inflight: null, cache },
  effects: viewedProduct ? [{ type: 'request', call: 'viewed', input: viewedProduct }] : [],
});

/** Ends the debounce, and the requests on the way unless they are for `keep`. */
function cancel(s: TypeAheadState, fx: Fx[], keep?: string): TypeAheadState {
  fx.push({ type: 'cancel', key: 'debounce' });
  if (!s.inflight || s.inflight.term === keep) return s;
  fx.push({ type: 'cancel', key: 'term' });
  return { ...s, inflight: null };
}

const showRecent = (s: TypeAheadState, recent?: Recent): TypeAheadState => (s.enhanced && recent ? reduce(s, { type: 'recentShown', ...recent }) : s);

// A card number typed (or pasted) into the box is never sent: not in a suggest URL, not to the flyout.
const withheld = (s: TypeAheadState, fx: Fx[]): TypeAheadState => reduce(cancel(s, fx), { type: 'termWithheld' });

const cachedS = (s: TypeAheadState, term: string) => s.cache.get('s:' + term.toLowerCase()) as Suggestions | undefined;
const cachedP = (s: TypeAheadState, term: string) => s.cache.get('p:' + term.toLowerCase()) as ProductItem[] | undefined;

/** Asks for a term now: what the cache has answers at once, the rest is requested. */
function load(s: TypeAheadState, term: string, fx: Fx[]): TypeAheadState {
  if (mayHoldCardNumber(term)) return withheld(s, fx);
  const cs = cachedS(s, term);
  const cp = cachedP(s, term);
  let next = reduce(s, { type: 'termRequested', term });
  if (cs) next = reduce(next, { type: 'suggestionsLoaded', term, ...cs });
  if (cp) next = reduce(next, { type: 'productsLoaded', term, products: cp });
  if (cs && cp) return next;
  fx.push({ type: 'cancel', key: 'term' });
  if (!cs) fx.push({ type: 'request', call: 'suggest', input: term, key: 'term/s', done: { type: 'suggested', term } });
  if (!cp) fx.push({ type: 'request', call: 'flyout', input: term, key: 'term/p', done: { type: 'flown', term } });
  return { ...next, inflight: { term, left: (cs ? 0 : 1) + (cp ? 0 : 1) } };
}

/** One of a term's two answers is in. */
function answered(s: TypeAheadState, e: Answer<'suggested' | 'flown', ApiResult<unknown>>, fx: Fx[]): TypeAheadState {
  const r = e.result;
  if (r.kind === 'aborted') return s;
  const what = e.type === 'suggested' ? 'suggestions' : 'products';
  let next: TypeAheadState;
  if (r.ok) {
    fx.push({ type: 'store', key: what[0] + ':' + e.term.toLowerCase(), value: r.data });
    next = reduce(s, e.type === 'suggested' ? { type: 'suggestionsLoaded', term: e.term, ...(r.data as Suggestions) } : { type: 'productsLoaded', term: e.term, products: r.data as ProductItem[] });
  } else {
    fx.push({ type: 'request', call: 'logFailed', input: { what, term: e.term, message: r.message } });
    next = reduce(s, { type: e.type === 'suggested' ? 'suggestionsFailed' : 'productsFailed', term: e.term });
  }
  const f = next.inflight;
  return f?.term === e.term ? { ...next, inflight: f.left > 1 ? { ...f, left: f.left - 1 } : null } : next;
}

function choose(s: TypeAheadState, item: Item, fx: Fx[]): TypeAheadState {
  const next = cancel(reduce(s, { type: 'closed' }), fx);
  if (item.kind === 'term' || item.kind === 'recentSearch') {
    // Shows the chosen term in the box without asking for its suggestions.
    fx.push({ type: 'request', call: 'search', input: { term: item.term, action: s.action, ...(item.kind === 'term' && item.url ? { url: item.url } : {}) } });
    return reduce(next, { type: 'inputChanged', value: item.term });
  }
  if (item.kind === 'product') fx.push({ type: 'request', call: 'viewed', input: { name: item.product.name, url: item.url, image: item.product.imageURL ?? item.product.displayImage ?? '' } });
  if (item.kind === 'recentProduct') fx.push({ type: 'request', call: 'viewed', input: item.product });
  fx.push({ type: 'request', call: 'open', input: item.url });
  return next;
}

function event(s: TypeAheadState, e: TypeAheadEvent, fx: Fx[]): TypeAheadState {
  switch (e.type) {
    case 'typed': {
      const value = sanitizeSearch(e.raw);
      const term = searchTerm(value);
      const next = cancel(reduce(s, { type: 'inputChanged', value }), fx, term);
      if (!term) return showRecent(next, e.recent);
      if (mayHoldCardNumber(term)) return withheld(next, fx);
      // The same term again while its answers are on the way (a trailing space, a retyped letter): they still
      // answer it. A new debounce would end in load(), which aborts them and asks a second time.
      if (next.inflight?.term === term) return next;
      if (cachedS(next, term) && cachedP(next, term)) return load(next, term, fx);
      fx.push({ type: 'timer', key: 'debounce', ms: DEBOUNCE_MS, done: { type: 'debounced', term } });
      return next;
    }
    case 'debounced':
      return load(s, e.term, fx);
    case 'suggested':
    case 'flown':
      return answered(s, e, fx);
    case 'submitted': {
      const term = searchTerm(s.value);
      // A card number is never searched (no request, no search URL, no recent search): the box keeps it and says why.
      const cardNumber = looksLikeCardNumber(term);
      const next = cancel(reduce(s, { type: 'submitted', empty: !term, cardNumber }), fx);
      fx.push(!term || cardNumber ? { type: 'request', call: 'focusInput', input: null } : { type: 'request', call: 'search', input: { term, action: s.action } });
      return next;
    }
    case 'keyPressed': {
      const items = itemsOf(s);
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        if (!s.open && !items.length && !s.value.trim()) return showRecent(s, e.recent);
        return reduce(s, { type: 'highlightMoved', by: e.key === 'ArrowDown' ? 1 : -1 });
      }
      const item = items[s.active];
      if (e.key === 'Enter' && s.open && item) return choose(s, item, fx);
      if (e.key === 'Escape') return reduce(s.open ? s : cancel(s, fx), { type: 'escapePressed' });
      return s;
    }
    case 'chosen':
      return choose(s, e.item, fx);
    case 'focused':
      fx.push({ type: 'cancel', key: 'blur' });
      return s.value.trim() ? s : showRecent(s, e.recent);
    case 'blurred':
      fx.push({ type: 'timer', key: 'blur', ms: BLUR_CLOSE_MS, done: { type: 'blurDue' } });
      return s;
    case 'blurDue':
      fx.push({ type: 'request', call: 'focusInside', input: null, key: 'blur', done: { type: 'blurChecked' } });
      return s;
    case 'blurChecked':
      return e.result ? s : reduce(s, { type: 'closed' });
    case 'clicked':
      return s.value.trim() ? reduce(s, { type: 'opened' }) : showRecent(s, e.recent);
    case 'clearClicked':
      fx.push({ type: 'request', call: 'clearRecent', input: null }, { type: 'request', call: 'focusInput', input: null });
      return reduce(s, { type: 'recentCleared' });
    case 'flagsChanged':
      return reduce(e.enhanced === s.enhanced ? s : { ...s, enhanced: e.enhanced }, { type: 'settingsChanged', categoriesOn: e.categoriesOn });
    case 'highlightSet':
      return e.index === s.active ? s : reduce(s, e);
    default:
      return reduce(s, e);
  }
}

/** One event: the next state, and the calls, timers and writes it asks for. */
export function typeAheadStep(s: TypeAheadState, e: TypeAheadEvent): TypeAheadNext {
  const effects: Fx[] = [];
  return { state: event(s, e, effects), effects };
}
