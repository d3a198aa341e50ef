/**
 * The type-ahead's behaviour as a pure reducer. Actions are what happened (the shopper typed, a term's
 * answer arrived, a key was pressed); the component only renders the state and dispatches. Staleness is
 * decided here: an answer counts only for the term most recently requested.
 */
import type { CategoryItem, ProductItem, SuggestionItem } from './answers';
import type { RecentProduct } from '../../src/stores/recent';

/** How many of each list show (storefront.md section 9). */
export const LIMITS = {
  suggestions: 6,
  suggestionsMobile: 4,
  categories: 3,
  products: 4,
  recentSearches: 5,
  recentProducts: 4,
} as const;

export type Item =
  /** A term suggestion; `url` when the store gave it its own link (followed instead of searching). */
  | { kind: 'term'; label: string; term: string; url?: string }
  | { kind: 'category'; label: string; url: string }
  | { kind: 'product'; label: string; url: string; product: ProductItem }
  | { kind: 'recentSearch'; label: string; term: string }
  | { kind: 'recentProduct'; label: string; url: string; product: RecentProduct };

export interface State {
  /** What is in the box. */
  value: string;
  open: boolean;
  /** Index of the highlighted item, -1 for none. */
  active: number;
  /** What the list shows: answers for a term, or recent searches and products (empty box). */
  mode: 'results' | 'recent';
  /** The term most recently requested; answers for any other term are stale. */
  pending: string;
  /** The term whose answers are shown. */
  term: string;
  suggestions: SuggestionItem[];
  categories: CategoryItem[];
  products: ProductItem[];
  recentSearches: string[];
  recentProducts: RecentProduct[];
  /** A submit that searched nothing: an empty box, or a card number (never sent anywhere). */
  error: false | 'empty' | 'cardNumber';
  /** Under 787 px: fewer suggestions. */
  mobile: boolean;
  /** Category suggestions show (feature toggle enableCategorySuggestions). */
  categoriesOn: boolean;
}

export type Action =
  | { type: 'inputChanged'; value: string }
  | { type: 'termRequested'; term: string }
  /** The term holds a card number (or most of one): nothing is asked for it, and no older answers stay up. */
  | { type: 'termWithheld' }
  | { type: 'suggestionsLoaded'; term: string; suggestions: SuggestionItem[]; categories: CategoryItem[] }
  | { type: 'productsLoaded'; term: string; products: ProductItem[] }
  | { type: 'suggestionsFailed'; term: string }
  | { type: 'productsFailed'; term: string }
  | { type: 'recentShown'; searches: string[]; products: RecentProduct[] }
  | { type: 'recentCleared' }
  | { type: 'opened' }
  | { type: 'highlightMoved'; by: 1 | -1 }
  | { type: 'highlightSet'; index: number }
  | { type: 'closed' }
  | { type: 'escapePressed' }
  | { type: 'submitted'; empty: boolean; cardNumber?: boolean }
  | { type: 'settingsChanged'; mobile?: boolean; categoriesOn?: boolean };

export const initialState = (value = '', mobile = false, categoriesOn = true): State => ({
  value,
  open: false,
  active: -1,
  mode: 'results',
  pending: '',
  term: '',
  suggestions: [],
  categories: [],
  products: [],
  recentSearches: [],
  recentProducts: [],
  error: false,
  mobile,
  categoriesOn,
});

/** The options the list shows, in order (the highlight indexes into this). */
export function itemsOf(s: State): Item[] {
  if (s.mode === 'recent')
    return [
      ...s.recentSearches.slice(0, LIMITS.recentSearches).map((t): Item => ({ kind: 'recentSearch', label: t, term: t })),
      ...s.recentProducts.slice(0, LIMITS.recentProducts).map((p): Item => ({ kind: 'recentProduct', label: p.name, url: p.url, product: p })),
    ];
  return [
    ...s.suggestions.slice(0, s.mobile ? LIMITS.suggestionsMobile : LIMITS.suggestions).map((x): Item => ({ kind: 'term', label: x.search, term: x.search, ...(x.url ? { url: x.url } : {}) })),
    ...(s.categoriesOn ? s.categories.slice(0, LIMITS.categories) : []).map((c): Item => ({ kind: 'category', label: c.name, url: c.url })),
    ...s.products.slice(0, LIMITS.products).map((p): Item => ({ kind: 'product', label: p.name, url: p.seoURL, product: p })),
  ];
}

const hasItems = (s: State): boolean => itemsOf(s).length > 0;
const cleared = (s: State): State => ({ ...s, open: false, active: -1, pending: '', term: '', suggestions: [], categories: [], products: [] });

export function reducer(s: State, a: Action): State {
  switch (a.type) {
    case 'inputChanged': {
      const base: State = { ...s, value: a.value, error: false, active: -1 };
      // An empty box shows nothing until asked for recent items; a typed term keeps the last answers up.
      if (!a.value.trim()) return cleared(base);
      return base.mode === 'recent' ? { ...base, mode: 'results', open: false } : base;
    }
    case 'termRequested':
      return { ...s, pending: a.term };
    case 'termWithheld':
      return cleared(s);
    case 'suggestionsLoaded':
    case 'suggestionsFailed': {
      if (a.term !== s.pending || !s.value.trim()) return s;
      const next: State = {
        ...s,
        mode: 'results',
        active: -1,
        term: a.term,
        suggestions: a.type === 'suggestionsLoaded' ? a.suggestions : [],
        categories: a.type === 'suggestionsLoaded' ? a.categories : [],
        // Products of an older term go: the flyout for this term follows.
        products: s.term === a.term ? s.products : [],
      };
      return { ...next, open: hasItems(next) };
    }
    case 'productsLoaded':
    case 'productsFailed': {
      if (a.term !== s.pending || !s.value.trim()) return s;
      const next: State = { ...s, mode: 'results', products: a.type === 'productsLoaded' ? a.products : [] };
      if (s.term !== a.term) Object.assign(next, { term: a.term, suggestions: [], categories: [], active: -1 });
      return { ...next, open: hasItems(next), active: hasItems(next) ? next.active : -1 };
    }
    case 'recentShown': {
      if (s.value.trim()) return s;
      const next: State = { ...s, mode: 'recent', active: -1, recentSearches: a.searches, recentProducts: a.products };
      return { ...next, open: hasItems(next) };
    }
    case 'recentCleared':
      return { ...s, recentSearches: [], recentProducts: [], open: s.mode === 'recent' ? false : s.open, active: s.mode === 'recent' ? -1 : s.active };
    case 'opened':
      return hasItems(s) ? { ...s, open: true } : s;
    case 'highlightMoved': {
      const n = itemsOf(s).length;
      if (!n) return s;
      // A closed list opens on the first (down) or last (up) item; an open one wraps around.
      if (!s.open) return { ...s, open: true, active: a.by === 1 ? 0 : n - 1 };
      const from = s.active < 0 ? (a.by === 1 ? -1 : n) : s.active;
      return { ...s, active: (from + a.by + n) % n };
    }
    case 'highlightSet':
      return a.index >= 0 && a.index < itemsOf(s).length ? { ...s, active: a.index } : s;
    case 'closed':
      return s.open || s.active !== -1 ? { ...s, open: false, active: -1 } : s;
    case 'escapePressed':
      // First Escape closes the list; with the list closed it clears the box (APG combobox).
      return s.open ? { ...s, open: false, active: -1 } : cleared({ ...s, value: '', error: false });
    case 'submitted':
      return { ...s, open: false, active: -1, error: a.empty ? 'empty' : a.cardNumber ? 'cardNumber' : false };
    case 'settingsChanged': {
      const next = { ...s, mobile: a.mobile ?? s.mobile, categoriesOn: a.categoriesOn ?? s.categoriesOn };
      if (next.mobile === s.mobile && next.categoriesOn === s.categoriesOn) return s;
      return { ...next, active: -1, open: next.open && hasItems(next) };
    }
  }
}
