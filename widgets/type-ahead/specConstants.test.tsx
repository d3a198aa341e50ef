// The type-ahead's rules and constants as storefront.md states them (sections 2, 5 and 9), asserted by
// the spec's own numbers: debounce 300 ms, flyout delay 300 ms, blur close delay 200 ms, suggestions 6
// desktop and 4 or 5 mobile (search mobile under 787 px), recent searches 5 shown (stored max 10), recent
// products 4, the characters the box keeps, the empty-submit error, and where a chosen item goes.
import { act, fireEvent, render as renderView, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../src/api';
import { applySessionInfo, resetSession } from '../../src/stores';
import { addRecentProduct, addRecentSearch } from '../../src/stores/recent';
import { WidgetCalls } from '../../src/mount';
import { clearTypeAheadCache } from './cache';
import { typeAheadCallsOver, type TypeAheadCommerce } from './calls';
import { TypeAhead } from './TypeAhead';

// The view over the box's calls made of stand-in requests and navigation (the requests against the simulator:
// links.test.ts; the whole path in tests/e2e).
const fetchSuggestions = vi.fn<TypeAheadCommerce['fetchSuggestions']>();
const fetchProducts = vi.fn<TypeAheadCommerce['fetchProducts']>();
const lookupRedirect = vi.fn<TypeAheadCommerce['lookupRedirect']>(async () => null);
const go = vi.fn<TypeAheadCommerce['go']>();
const calls = typeAheadCallsOver({ fetchSuggestions, fetchProducts, lookupRedirect, go });
const render = (ui: ReactNode) => renderView(ui, { wrapper: ({ children }) => <WidgetCalls value={calls}>{children}</WidgetCalls> });
/** A successful answer of the client. */
const ok = <T,>(data: T): ApiResult<T> => ({ ok: true, kind: 'ok', status: 200, data });

/** matchMedia for a viewport `width` px wide (max-width queries only, as the box uses). */
function viewport(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const m = /max-width:\s*([\d.]+)px/.exec(query);
    return { matches: m ? width <= Number(m[1]) : false, media: query, addEventListener() {}, removeEventListener() {}, onchange: null } as unknown as MediaQueryList;
  });
}

const box = () => screen.getByRole('combobox', { name: 'Search' }) as HTMLInputElement;
const type = (value: string) => fireEvent.change(box(), { target: { value } });
const advance = async (ms: number) => {
  await act(async () => void vi.advanceTimersByTime(ms));
  await act(async () => {});
};

beforeEach(() => {
  localStorage.clear();
  clearTypeAheadCache();
  resetSession();
  applySessionInfo({ profile: { id: 'p1', loginStatus: 'guest' }, featureToggles: { enhancedTypeAheadEnabled: true, enableCategorySuggestions: true } });
  fetchSuggestions.mockReset().mockImplementation(async (t) => ok({ suggestions: Array.from({ length: 8 }, (_, i) => ({ search: `${t} ${i + 1}` })), categories: [] }));
  fetchProducts.mockReset().mockImplementation(async () => ok([]));
  lookupRedirect.mockReset().mockResolvedValue(null);
  go.mockReset();
  viewport(1280);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('timing (section 9)', () => {
  it('type-ahead debounce 300 ms: nothing is asked 299 ms after the last keystroke, suggestions at 300 ms', async () => {
    render(<TypeAhead placeholder="Search" action="/search/" />);
    type('g');
    await advance(200);
    type('gl');
    await advance(299);
    expect(fetchSuggestions).not.toHaveBeenCalled();
    await advance(1);
    expect(fetchSuggestions.mock.calls.map((c) => c[0])).toEqual(['gl']);
  });

  it('flyout delay 300 ms: the product flyout is asked 300 ms after the last keystroke, not before', async () => {
    render(<TypeAhead placeholder="Search" action="/search/" />);
    type('paint');
    await advance(299);
    expect(fetchProducts).not.toHaveBeenCalled();
    await advance(1);
    expect(fetchProducts.mock.calls.map((c) => c[0])).toEqual(['paint']);
  });

  it('blur close delay 200 ms: the list stays open 199 ms after focus leaves, and closes at 200 ms', async () => {
    render(
      <>
        <TypeAhead placeholder="Search" action="/search/" />
        <button type="button">elsewhere</button>
      </>,
    );
    box().focus();
    type('glue');
    await advance(300);
    expect(box().getAttribute('aria-expanded')).toBe('true');
    act(() => screen.getByRole('button', { name: 'elsewhere' }).focus());
    fireEvent.blur(box(), { relatedTarget: screen.getByRole('button', { name: 'elsewhere' }) });
    await advance(199);
    expect(box().getAttribute('aria-expanded')).toBe('true');
    await advance(1);
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });
});

describe('counts (section 9: suggestions 6 desktop, 4 or 5 mobile; recent searches shown 5, stored max 10; recent products 4)', () => {
  const termsShown = async () => {
    render(<TypeAhead placeholder="Search" action="/search/" />);
    type('glue');
    await advance(300);
    return within(screen.getByRole('group', { name: 'Suggestions' })).getAllByRole('option').length;
  };

  it('6 suggestions on desktop (of 8 answered)', async () => {
    viewport(1280);
    expect(await termsShown()).toBe(6);
  });

  it('4 or 5 on mobile for the search box: under 787 px (786 px wide)', async () => {
    viewport(786);
    expect([4, 5]).toContain(await termsShown());
  });

  it('787 px wide is not mobile for the search box: 6', async () => {
    viewport(787);
    expect(await termsShown()).toBe(6);
  });

  it('recent searches: at most 10 stored, 5 shown', async () => {
    for (let i = 1; i <= 12; i++) addRecentSearch(`term ${i}`);
    expect(JSON.parse(localStorage.getItem('sw-recent-searches')!)).toHaveLength(10);
    render(<TypeAhead placeholder="Search" action="/search/" />);
    fireEvent.focus(box());
    const group = screen.getByRole('group', { name: 'Recent Searches' });
    expect(
      within(group)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['term 12', 'term 11', 'term 10', 'term 9', 'term 8']);
  });

  it('recent products: 4 shown', async () => {
    for (let i = 1; i <= 6; i++) addRecentProduct({ name: `Product ${i}`, url: `/p/S${i}/`, image: '' });
    render(<TypeAhead placeholder="Search" action="/search/" />);
    fireEvent.focus(box());
    expect(within(screen.getByRole('group', { name: 'Recently Viewed' })).getAllByRole('option')).toHaveLength(4);
  });
});

describe('input rules (section 5)', () => {
  it('keeps only letters, digits, space and !&\'?"-., -- every other character is stripped', () => {
    render(<TypeAhead placeholder="Search" action="/search/" />);
    type(`Kid's "Best" glue-stick, 2-pack. Ok?! & more`);
    expect(box().value).toBe(`Kid's "Best" glue-stick, 2-pack. Ok?! & more`);
    type('a@b#c$d%e^f*g(h)i_j+k=l[m]n{o}p|q\\r/s<t>u;v:w~x`y');
    expect(box().value).toBe('abcdefghijklmnopqrstuvwxy');
  });

  it('an empty submit is flagged as an error and goes nowhere', async () => {
    render(<TypeAhead placeholder="Search" action="/search/" />);
    type('   ');
    fireEvent.submit(box().form!);
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).not.toBe('');
    await advance(1000);
    expect(go).not.toHaveBeenCalled();
    expect(lookupRedirect).not.toHaveBeenCalled();
  });
});

describe('where a chosen term goes (sections 2 and 3: search suggestion search, url)', () => {
  it('a term suggestion with its own url goes there, without the redirect lookup', async () => {
    fetchSuggestions.mockImplementation(async () => ok({ suggestions: [{ search: 'glue sticks', url: '/products/glue/' }, { search: 'glue dots' }], categories: [] }));
    render(<TypeAhead placeholder="Search" action="/search/" />);
    type('glue');
    await advance(300);
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'Enter' });
    await advance(0);
    expect(go).toHaveBeenCalledWith('/products/glue/');
    expect(lookupRedirect).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem('sw-recent-searches')!)).toEqual(['glue sticks']);
  });

  it('a term suggestion without a url is searched, honouring the search redirect lookup', async () => {
    fetchSuggestions.mockImplementation(async () => ok({ suggestions: [{ search: 'glue sticks', url: '/products/glue/' }, { search: 'glue dots' }], categories: [] }));
    lookupRedirect.mockResolvedValue('/products/art/glue-dots/');
    render(<TypeAhead placeholder="Search" action="/search/" />);
    type('glue');
    await advance(300);
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'Enter' });
    await advance(0);
    expect(lookupRedirect).toHaveBeenCalledWith('glue dots');
    expect(go).toHaveBeenCalledWith('/products/art/glue-dots/');
  });

  it("a suggestion url that is not this site's nor a configured host's is not followed: the term is searched", async () => {
    fetchSuggestions.mockImplementation(async () => ok({ suggestions: [{ search: 'glue sticks', url: 'https://evil.example/x' }], categories: [] }));
    render(<TypeAhead placeholder="Search" action="/search/" />);
    type('glue');
    await advance(300);
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'Enter' });
    await advance(0);
    expect(lookupRedirect).toHaveBeenCalledWith('glue sticks');
    expect(go).toHaveBeenCalledWith('/search/?Ntt=glue+sticks');
  });
});
