import { act, fireEvent, render as renderView, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { presellDateOf } from '../../demo-site/data/skuExtras';
import { products } from '../../demo-site/data';
import { computeListing, parseListingAddress } from '../../demo-site/simulator/routes/listing';
import { setClientFetch } from '../../src/api';
import { WidgetCalls } from '../../src/mount';
import { resetSession } from '../../src/stores';
import { listingCalls } from './calls';
import { Listing } from './Listing';

// The view with its real calls. The filtered listing answers come from the simulator's own computation (a guest: no availability facet),
// so the counts here are the catalog's; the call itself is the GET of the clicked link.
const calls: string[] = [];
const render = (ui: ReactNode) => renderView(ui, { wrapper: ({ children }) => <WidgetCalls value={listingCalls}>{children}</WidgetCalls> });
let failNext = false;

beforeEach(() => {
  calls.length = 0;
  failNext = false;
  resetSession();
  history.replaceState(null, '', '/products/art/');
  setClientFetch((input) => {
    const url = new URL(String(input), 'http://127.0.0.1');
    const data = computeListing(parseListingAddress(url.pathname, url.search), { storeId: null, gsa: false, availability: false });
    if (!data) return Promise.resolve(new Response('{}', { headers: { 'content-type': 'application/json' } }));
    calls.push(url.pathname + url.search);
    if (failNext) return Promise.resolve(new Response('down', { status: 503, statusText: 'Service Unavailable' }));
    return Promise.resolve(new Response(JSON.stringify(data), { headers: { 'content-type': 'application/json' } }));
  });
});
afterEach(() => setClientFetch(null));

const answer = (href: string) => computeListing(parseListingAddress(href, ''), { storeId: null, gsa: false, availability: false })!.mainContent![0]!;

async function setup() {
  render(<Listing mobileQuery="(max-width: 1px)" />);
  const start = answer('/products/art/');
  expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty('textContent', `Art & Craft Supplies (${start.resultTotalCount} Items)`);
  return start;
}
const facets = () => screen.getByRole('complementary', { name: 'Filters' });
const click = (el: HTMLElement) =>
  act(async () => {
    fireEvent.click(el);
  });

describe('Listing', () => {
  it('renders every facet menu of the answer, the intro and the results', async () => {
    const start = await setup();
    expect(
      within(facets())
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Category', 'Grade/Age', 'Price', 'Shop By', 'Product Options']);
    expect(
      within(facets())
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Color', 'Pack']);
    expect(screen.queryByText(start.intro!)).not.toBeNull();
    expect(within(screen.getByRole('list', { name: 'Results' })).getAllByRole('heading', { level: 2 })).toHaveLength(24);
    expect(calls).toEqual(['/products/art/']);
  });

  it('rates a product with one decimal as text and draws its stars at 20 px a point (spec section 9)', async () => {
    await setup();
    const rated = screen.getAllByText(/^Rated \d\.\d out of 5 stars$/);
    expect(rated.length).toBeGreaterThan(0);
    for (const text of rated) {
      const rating = Number(/(\d\.\d)/.exec(text.textContent!)![1]);
      const fill = text.previousElementSibling?.firstElementChild as HTMLElement;
      expect(fill.style.width).toBe(`${Math.min(5, rating) * 20}px`);
    }
  });

  it('choosing a facet value calls the filtered listing with its link, then updates the crumbs, the count and the URL', async () => {
    await setup();
    const options = answer('/products/art/').guidedNavigation.find((f) => f.name === 'options')!;
    const red = options.facets!.find((m) => m.displayName === 'Color')!.refinements.find((r) => r.label === 'Red')!;
    await click(within(facets()).getByRole('link', { name: `Red (${red.count})` }));
    expect(calls.at(-1)).toBe('/products/art/N/o-color-red/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`Art & Craft Supplies (${red.count} Items)`);
    const crumbs = screen.getByRole('list', { name: 'Selected filters' });
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((a) => a.getAttribute('aria-label') ?? a.textContent),
    ).toEqual(['Remove Red', 'Clear All']);
    expect(location.pathname).toBe('/products/art/N/o-color-red/');
    expect(
      within(facets())
        .getByRole('link', { name: `Red (${red.count})` })
        .getAttribute('aria-current'),
    ).toBe('true');

    // A second menu type (a simple refinement menu): both filters hold.
    const both = answer('/products/art/N/o-color-red/').guidedNavigation.find((f) => f.name === 'price')!.refinements[0]!;
    await click(within(facets()).getByRole('link', { name: `${both.label} (${both.count})` }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`Art & Craft Supplies (${both.count} Items)`);
    expect(within(screen.getByRole('list', { name: 'Selected filters' })).getAllByRole('link')).toHaveLength(3);

    // The crumb removes its filter.
    await click(screen.getByRole('link', { name: 'Remove Red' }));
    expect(location.pathname).toMatch(/^\/products\/art\/N\/p-[\d-]+\/$/);
    expect(screen.queryByRole('link', { name: 'Remove Red' })).toBeNull();
  });

  it('the desktop category facet starts with the assortment link, its name in bold with its count (spec section 2)', async () => {
    await setup();
    const category = answer('/products/art/').guidedNavigation.find((f) => f.name === 'category')! as unknown as { assortmentName: string; assortmentURL: string; assortmentRecsCount: number };
    const assortment = within(within(facets()).getByRole('region', { name: 'Category' })).getAllByRole('link')[0]!;
    expect(assortment).toHaveProperty('textContent', `${category.assortmentName} (${category.assortmentRecsCount})`);
    expect(within(assortment).getByRole('strong')).toHaveProperty('textContent', category.assortmentName);
    // It lists the assortment.
    await click(assortment);
    expect(calls.at(-1)).toBe(category.assortmentURL);
    expect(location.pathname).toBe(category.assortmentURL);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sale');
  });

  it('the desktop category facet has the main category link next, current until a category is chosen, then back to the whole category (spec section 2)', async () => {
    await setup();
    const facet = answer('/products/art/').guidedNavigation.find((f) => f.name === 'category')!;
    const display = (facet as unknown as { mainCategoryDisplay: string }).mainCategoryDisplay;
    const category = () => within(within(facets()).getByRole('region', { name: 'Category' }));
    const main = category().getAllByRole('link')[1]!;
    expect(main).toBe(category().getByRole('link', { name: display }));
    expect(main.getAttribute('aria-current')).toBe('true');
    const level1 = facet.refinements[0]!;
    await click(category().getByRole('link', { name: `${level1.label} (${level1.count})` }));
    expect(location.pathname).toBe(level1.link);
    expect(category().getByRole('link', { name: display }).getAttribute('aria-current')).toBeNull();
    await click(category().getByRole('link', { name: display }));
    expect(calls.at(-1)).toBe('/products/art/');
    expect(location.pathname).toBe('/products/art/');
    expect(category().getByRole('link', { name: display }).getAttribute('aria-current')).toBe('true');
  });

  it("a card's badges are New and Exclusive from the product's flags, then the server's, each a link to its product whose click is productBadgeClick (spec sections 3 and 7)", async () => {
    const start = await setup();
    const exclusive = start.resultList!.find((p) => p.llExclusive && !p.isNew && !p.badges.includes('Exclusive'))!;
    expect(exclusive).toBeDefined();
    const card = within(screen.getByRole('link', { name: exclusive.name }).closest('li')!);
    expect(card.getAllByRole('listitem').map((b) => b.textContent)).toEqual(['Exclusive', ...exclusive.badges].slice(0, 2));
    const badge = card.getByRole('link', { name: `Exclusive, ${exclusive.name}` });
    expect(badge).toHaveAttribute('href', exclusive.seoURL);
    window.dataLayer = [];
    badge.addEventListener('click', (e) => e.preventDefault());
    await click(badge);
    expect(window.dataLayer).toEqual([{ event: 'productBadgeClick', badge: 'Exclusive', productId: exclusive.productId, source: 'listing' }]);
  });

  it('a pre-sell product shows its ship day (presellDate) as MM/DD/YYYY', async () => {
    const presell = products.find((p) => presellDateOf(p) !== null)!;
    history.replaceState(null, '', `/products/${presell.categoryId}/${presell.subcategoryId}/`);
    render(<Listing mobileQuery="(max-width: 1px)" />);
    const [y, mo, d] = presellDateOf(presell)!.split('-');
    const card = within((await screen.findByRole('link', { name: presell.name })).closest('li')!);
    expect(card.getByText(`Pre-sell: ships ${mo}/${d}/${y}`)).toBeVisible();
    expect(screen.getAllByText(/^Pre-sell: ships/)).toHaveLength(
      products.filter((p) => p.categoryId === presell.categoryId && p.subcategoryId === presell.subcategoryId && presellDateOf(p) !== null).length,
    );
  });

  it('an assortment shows its label alone, and a failed fetch leaves the page as it was', async () => {
    history.replaceState(null, '', '/sale/');
    render(<Listing mobileQuery="(max-width: 1px)" />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Sale');
    const before = screen.getByRole('list', { name: 'Results' }).innerHTML;
    failNext = true;
    const errors: unknown[] = [];
    const log = console.error;
    console.error = (...a: unknown[]) => void errors.push(a);
    try {
      await click(within(facets()).getAllByRole('link', { name: /^Math \(\d+\)$/ })[0]!);
    } finally {
      console.error = log;
    }
    expect(errors).toHaveLength(1);
    expect(location.pathname).toBe('/sale/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sale');
    expect(screen.getByRole('list', { name: 'Results' }).innerHTML).toBe(before);
  });
});
