import { act, fireEvent, render as renderView, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../src/api';
import { applySessionInfo, resetSession } from '../../src/stores';
import type { ProductItem, Suggestions } from './answers';
import { addRecentSearch } from '../../src/stores/recent';
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
const suggestionsFor = (term: string) => ok({ suggestions: [{ search: `${term} one` }, { search: `${term} two` }], categories: [{ name: `${term} category`, url: `/products/${term}/` }] });
const productsFor = (term: string, extra: Partial<ProductItem> = {}) =>
  ok([{ name: `${term} product`, seoURL: `/p/${term}/`, imageURL: `/i/${term}.svg`, priceMin: 10, priceMax: 10, saleMin: null, saleMax: null, gsa: null, ...extra }]);

/** A reply the test releases when it wants (honouring the abort signal like the client does). */
function deferred<T>(signal: AbortSignal) {
  let release!: (v: T) => void;
  const p = new Promise<T | ApiResult<never>>((resolve) => {
    release = resolve;
    signal.addEventListener('abort', () => resolve({ ok: false, kind: 'aborted', status: 0, message: 'cancelled' }));
  });
  return { p, release };
}

function session(toggles: Record<string, boolean>, gsaUser = false) {
  applySessionInfo({ profile: { id: 'p1', loginStatus: gsaUser ? 'loggedIn' : 'guest', gsaUser }, featureToggles: toggles });
}

const setup = () => {
  const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
  render(<TypeAhead placeholder="Search products" action="/search/" />);
  return { user, box: screen.getByRole('combobox', { name: 'Search' }) };
};
// The debounce runs on fake timers: a wait is exact and takes no real time.
const sleep = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms).then(() => undefined));
/** Waits out the debounce and lets answers land. */
const settle = () => sleep(450);

describe('TypeAhead', () => {
  beforeEach(() => {
    // The debounce's timers are moved by the test (`sleep`); they also flow with real time so the DOM's own
    // zero-delay timers run.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    localStorage.clear();
    clearTypeAheadCache();
    resetSession();
    session({ enhancedTypeAheadEnabled: true, enableCategorySuggestions: true });
    fetchSuggestions.mockReset().mockImplementation(async (t) => suggestionsFor(t));
    fetchProducts.mockReset().mockImplementation(async (t) => productsFor(t));
    lookupRedirect.mockReset().mockResolvedValue(null);
    go.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a combobox that controls a listbox, collapsed at first', () => {
    const { box } = setup();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-autocomplete')).toBe('list');
    const list = document.getElementById(box.getAttribute('aria-controls')!);
    expect(list?.getAttribute('role')).toBe('listbox');
    expect(box.getAttribute('placeholder')).toBe('Search products');
  });

  it('after a 300 ms pause asks once for suggestions and products, shows them as options and announces the count', async () => {
    const { user, box } = setup();
    await user.type(box, 'cray');
    expect(fetchSuggestions).not.toHaveBeenCalled();
    await settle();
    expect(fetchSuggestions).toHaveBeenCalledTimes(1);
    expect(fetchSuggestions.mock.calls[0]![0]).toBe('cray');
    expect(fetchProducts).toHaveBeenCalledTimes(1);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('listbox', { name: 'Search suggestions' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['cray one', 'cray two', 'cray category', 'cray product$10.00']);
    expect(within(list).getByRole('group', { name: 'Products' })).toBeVisible();
    expect(screen.getByRole('status').textContent).toMatch(/^4 results available/);
  });

  it('typing without a pause makes one request pair, for the last term only', async () => {
    // Fake timers (only the debounce's) make the 80 ms gaps exact whatever the machine's load.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      render(<TypeAhead placeholder="Search products" action="/search/" />);
      const box = screen.getByRole('combobox', { name: 'Search' });
      let typed = '';
      for (const ch of 'crayons') {
        fireEvent.change(box, { target: { value: (typed += ch) } });
        act(() => void vi.advanceTimersByTime(80));
      }
      expect(fetchSuggestions).not.toHaveBeenCalled();
      act(() => void vi.advanceTimersByTime(220));
      await act(async () => {});
      expect(fetchSuggestions.mock.calls.map((c) => c[0])).toEqual(['crayons']);
      expect(fetchProducts.mock.calls.map((c) => c[0])).toEqual(['crayons']);
      expect(screen.getAllByRole('option')[0]!.textContent).toBe('crayons one');
    } finally {
      vi.useRealTimers();
    }
  });

  it('never shows the answer of a term typed past: its request is aborted and a late answer ignored', async () => {
    const slow: ReturnType<typeof deferred<ApiResult<Suggestions>>>[] = [];
    fetchSuggestions.mockImplementation((t, signal) => {
      if (t !== 'cray') return Promise.resolve(suggestionsFor(t));
      const d = deferred<ApiResult<Suggestions>>(signal);
      slow.push(d);
      return d.p as Promise<ApiResult<Suggestions>>;
    });
    const { user, box } = setup();
    await user.type(box, 'cray');
    await settle();
    const firstSignal = fetchSuggestions.mock.calls[0]![1];
    await user.type(box, 'ons');
    expect(firstSignal.aborted).toBe(true);
    await settle();
    slow[0]!.release(suggestionsFor('cray'));
    await settle();
    const names = screen.getAllByRole('option').map((o) => o.textContent);
    expect(names).toContain('crayons one');
    expect(names.some((n) => n?.startsWith('cray one'))).toBe(false);
  });

  it('answers a repeated term from the cache without a request', async () => {
    const { user, box } = setup();
    await user.type(box, 'glue');
    await settle();
    await user.clear(box);
    await user.type(box, 'paint');
    await settle();
    await user.clear(box);
    await user.type(box, 'glue');
    expect(screen.getAllByRole('option')[0]!.textContent).toBe('glue one');
    await settle();
    expect(fetchSuggestions.mock.calls.map((c) => c[0])).toEqual(['glue', 'paint']);
    expect(fetchProducts).toHaveBeenCalledTimes(2);
  });

  it('arrow keys move the highlight (aria-activedescendant, aria-selected); Enter on a term searches it', async () => {
    const { user, box } = setup();
    await user.type(box, 'cray');
    await settle();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    expect(options[0]!.getAttribute('aria-selected')).toBe('false');
    await user.keyboard('{Enter}');
    await settle();
    expect(lookupRedirect).toHaveBeenCalledWith('cray two');
    expect(go).toHaveBeenCalledWith('/search/?Ntt=cray+two');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('Enter on a product opens its page and remembers it as recently viewed', async () => {
    const { user, box } = setup();
    await user.type(box, 'cray');
    await settle();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(go).toHaveBeenCalledWith('/p/cray/');
    expect(JSON.parse(localStorage.getItem('sw-recent-products')!)).toEqual([{ name: 'cray product', url: '/p/cray/', image: '/i/cray.svg' }]);
  });

  it('submitting goes to the redirect link when the store has one', async () => {
    lookupRedirect.mockResolvedValue('/products/art/');
    const { user, box } = setup();
    await user.type(box, 'Art & Craft Supplies{Enter}');
    await settle();
    expect(go).toHaveBeenCalledWith('/products/art/');
  });

  it('strips characters the search box does not accept', async () => {
    const { user, box } = setup();
    await user.type(box, '<b>glue</b>; 50%');
    expect((box as HTMLInputElement).value).toBe('bglueb 50');
  });

  it('Escape closes the list, then clears the box', async () => {
    const { user, box } = setup();
    await user.type(box, 'cray');
    await settle();
    await user.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect((box as HTMLInputElement).value).toBe('cray');
    await user.keyboard('{Escape}');
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('a click outside closes the list', async () => {
    const { user, box } = setup();
    await user.type(box, 'cray');
    await settle();
    await user.click(document.body);
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('an empty submit is flagged as an error on the box, and goes nowhere', async () => {
    const { user, box } = setup();
    await user.type(box, '   {Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Please enter a search term.');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(go).not.toHaveBeenCalled();
    await user.type(box, 'g');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a card number typed into the box is never sent, searched or kept; the box keeps it and says why on submit', async () => {
    fetchProducts.mockReset().mockImplementation(async (t) => productsFor(t));
    const { user, box } = setup();
    // Typed in pauses, as a shopper reading it off a card would: the short start still gets suggestions.
    for (const part of ['4111', ' 1111', ' 1111', ' 1111']) {
      await user.type(box, part);
      await settle();
    }
    const sent = [...fetchSuggestions.mock.calls, ...fetchProducts.mock.calls, ...lookupRedirect.mock.calls].map((c) => c[0]);
    expect(sent).toContain('4111 1111');
    expect(sent.filter((t) => t.replace(/\D/g, '').length >= 13)).toEqual([]);
    // The suggestions for the start of the number do not stay up under the whole number.
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await user.type(box, '{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('For your security, card numbers are not searched. Please enter a search term.');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect((box as HTMLInputElement).value).toBe('4111 1111 1111 1111');
    expect(lookupRedirect).not.toHaveBeenCalled();
    expect(go).not.toHaveBeenCalled();
    expect(JSON.stringify({ ...localStorage })).not.toContain('4111');
  });

  it('a failing backend leaves the box usable: lists empty, the error only logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchSuggestions.mockResolvedValue({ ok: false, kind: 'http', status: 500, message: 'Internal Server Error', body: '' });
    fetchProducts.mockResolvedValue({ ok: false, kind: 'timeout', status: 0, message: 'took too long' });
    const { user, box } = setup();
    await user.type(box, 'cray');
    await settle();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(log).toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('No results.');
    await user.type(box, '{Enter}');
    await settle();
    expect(go).toHaveBeenCalledWith('/search/?Ntt=cray');
  });

  it('with enhanced type-ahead, focusing the empty box shows recent searches (5 of 10) and a way to clear them', async () => {
    for (let i = 1; i <= 7; i++) addRecentSearch(`term ${i}`);
    const { user, box } = setup();
    await user.click(box);
    const group = screen.getByRole('group', { name: 'Recent Searches' });
    expect(
      within(group)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['term 7', 'term 6', 'term 5', 'term 4', 'term 3']);
    await user.click(screen.getByRole('button', { name: 'Clear recent searches and products' }));
    expect(screen.queryByRole('group', { name: 'Recent Searches' })).toBeNull();
    expect(localStorage.getItem('sw-recent-searches')).toBeNull();
  });

  it('without enhanced type-ahead, focusing the empty box shows nothing; without category suggestions none show', async () => {
    session({ enhancedTypeAheadEnabled: false, enableCategorySuggestions: false });
    addRecentSearch('glue');
    const { user, box } = setup();
    await user.click(box);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await user.type(box, 'cray');
    await settle();
    expect(screen.queryByRole('group', { name: 'Categories' })).toBeNull();
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  it('shows sale prices with the struck list price, and GSA prices with a GSA label to GSA users only', async () => {
    fetchProducts.mockImplementation(async (t) =>
      ok([
        { name: `${t} on sale`, seoURL: '/p/S1/', priceMin: 20, priceMax: 20, saleMin: 15, saleMax: 15, gsa: null },
        { name: `${t} contract`, seoURL: '/p/S2/', priceMin: 30, priceMax: 40, saleMin: null, saleMax: null, gsa: 25.5, hasGSAPrice: true },
      ]),
    );
    const { user, box } = setup();
    await user.type(box, 'pen');
    await settle();
    const sale = screen.getByRole('option', { name: /pen on sale/ });
    expect(sale.textContent).toContain('$15.00');
    expect(sale.querySelector('s')).toHaveTextContent(/^Regular price \$20\.00$/);
    expect(screen.getByRole('option', { name: /pen contract/ }).textContent).toContain('$30.00 - $40.00');
    expect(screen.queryByText('GSA')).toBeNull();
  });

  it('a GSA user sees the government price with the GSA label', async () => {
    session({ enhancedTypeAheadEnabled: true }, true);
    fetchProducts.mockImplementation(async () => ok([{ name: 'Contract', seoURL: '/p/S2/', priceMin: 30, priceMax: 40, saleMin: null, saleMax: null, gsa: 25.5, hasGSAPrice: true }]));
    const { user, box } = setup();
    await user.type(box, 'pen');
    await settle();
    const option = screen.getByRole('option', { name: /Contract/ });
    expect(within(option).getByText('GSA')).toHaveClass('sw-price__label--gsa');
    expect(option.textContent).toContain('$25.50');
    expect(option.textContent).not.toContain('$30.00');
  });
});
