import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WidgetCalls } from '../../src/mount';
import type { RecommendationsCalls } from './model';
import type { RecommendedProduct } from './product';
import { RECOMMENDATIONS_MESSAGES as m } from './messages';
import { ProductCard } from './ProductCard';

const product = (extra: Partial<RecommendedProduct> = {}): RecommendedProduct => ({
  productId: 'P1010',
  skuId: 'S1010',
  seoURL: '/p/S1010/',
  imageURL: '/images/products/S1010.svg',
  name: 'Fluorescent Tempera Paint Set',
  listPriceRange: '32.99',
  rating: 4.56,
  reviewCount: 411,
  ...extra,
});
const guest = { gsaUser: false, signedIn: false };

describe('the recommendation card', () => {
  it('shows the name cut at 20 characters, the full name on its link, the rating with one decimal and 20 px per point', () => {
    render(<ProductCard product={product()} viewer={guest} addToCartEnabled={false} m={m} />);
    const link = screen.getByRole('link', { name: 'Fluorescent Tempera Paint Set' });
    expect(link.textContent).toBe('Fluorescent Tempera…');
    expect(link.getAttribute('href')).toBe('/p/S1010/');
    expect(screen.getByText('Rated 4.6 out of 5 stars, 411 reviews')).toBeVisible();
    expect(screen.getByText('4.6 (411)')).toBeVisible();
    const fill = document.querySelector<HTMLElement>('.sw-stars__fill')!;
    expect(fill.style.width).toBe('91.2px');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('an exclusive product shows the Exclusive badge after New and before the server badges, at most two, each linking to its page', () => {
    render(<ProductCard product={product({ isNew: true, llExclusive: true, badges: ['New', 'Sale'] })} viewer={guest} addToCartEnabled={false} m={m} />);
    const badges = within(screen.getByRole('article')).getAllByRole('listitem');
    expect(badges.map((b) => b.textContent)).toEqual(['New', 'Exclusive']);
    expect(screen.getByRole('link', { name: 'Exclusive, Fluorescent Tempera Paint Set' })).toHaveAttribute('href', '/p/S1010/');
  });

  it('a badge click is the productBadgeClick analytics event with the badge, the product id and the widget (spec section 7)', async () => {
    window.dataLayer = [];
    render(<ProductCard product={product({ llExclusive: true, badges: ['Sale'] })} viewer={guest} addToCartEnabled={false} m={m} />);
    const sale = screen.getByRole('link', { name: 'Sale, Fluorescent Tempera Paint Set' });
    sale.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(sale);
    expect(window.dataLayer).toEqual([{ event: 'productBadgeClick', badge: 'Sale', productId: 'P1010', source: 'recommendations' }]);
  });

  it('a pre-sell product shows its ship day as MM/DD/YYYY; none without a presellDate', () => {
    const { unmount } = render(<ProductCard product={product({ presellDate: '2027-03-01' })} viewer={guest} addToCartEnabled={false} m={m} />);
    expect(screen.getByText('Pre-sell: ships 03/01/2027')).toBeVisible();
    unmount();
    render(<ProductCard product={product()} viewer={guest} addToCartEnabled={false} m={m} />);
    expect(screen.queryByText(/Pre-sell/)).toBeNull();
  });

  it("a product without reviews links 'Be the first!' to its review page", () => {
    render(<ProductCard product={product({ rating: 0, reviewCount: 0 })} viewer={guest} addToCartEnabled={false} m={m} />);
    expect(screen.getByRole('link', { name: 'Be the first!' }).getAttribute('href')).toBe('/product-review/P1010');
  });

  it('shows the sale price over the struck list price', () => {
    render(<ProductCard product={product({ isOnSale: true, salePriceRange: '19.99' })} viewer={guest} addToCartEnabled={false} m={m} />);
    expect(screen.getByText('$19.99')).toBeVisible();
    // The list price is on screen and struck through (inside <s>).
    const list = screen.getByText('$32.99');
    expect(list).toBeVisible();
    expect(list.closest('s')).toContainElement(list);
  });

  it("shows a GSA user the GSA price with the green 'GSA' label and no store label", () => {
    const p = product({ isOnGSA: true, gsaPriceRange: '28.00', hasSpecialPrice: true, specialStoreText: 'Lower Price in Store' });
    const { unmount } = render(<ProductCard product={p} viewer={{ gsaUser: true, signedIn: true }} addToCartEnabled={false} m={m} />);
    expect(screen.getByText('GSA')).toBeVisible();
    expect(screen.getByText('$28.00')).toBeVisible();
    expect(screen.queryByText('Lower Price in Store')).toBeNull();
    unmount();
    render(<ProductCard product={p} viewer={{ gsaUser: false, signedIn: true }} addToCartEnabled={false} m={m} />);
    expect(screen.queryByText('GSA')).toBeNull();
    expect(screen.getByText('Lower Price in Store')).toBeVisible();
  });

  it('offers Add to Cart with the toggle on; a product with options, or store-only, goes to its page', () => {
    // The card's add is its model's (model.test.ts); here only whether the button is offered.
    const calls = { addToCart: async () => null } as Partial<RecommendationsCalls>;
    const { unmount } = render(
      <WidgetCalls value={calls}>
        <ProductCard product={product()} viewer={guest} addToCartEnabled m={m} />
      </WidgetCalls>,
    );
    expect(screen.getByRole('button', { name: 'Add to Cart Fluorescent Tempera Paint Set' })).toBeVisible();
    unmount();
    render(<ProductCard product={product({ multiSku: true, storeOnly: true })} viewer={guest} addToCartEnabled m={m} />);
    const card = screen.getByRole('article', { name: 'Fluorescent Tempera Paint Set' });
    expect(within(card).queryByRole('button')).toBeNull();
    expect(
      within(card)
        .getByRole('link', { name: /^Choose Options/ })
        .getAttribute('href'),
    ).toBe('/p/S1010/');
    expect(within(card).getByText('Available in stores only')).toBeVisible();
  });
});
