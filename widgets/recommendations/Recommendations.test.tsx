import { act, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { WidgetCalls } from '../../src/mount';
import { applySessionInfo, resetSession } from '../../src/stores';
import type { RecommendationsCalls, RecommendationsQuery } from './model';
import type { Outcome, RecommendedProduct } from './product';
import { Recommendations } from './Recommendations';

// The view over stand-in calls (the calls against the simulator: calls.test.ts; the carousel's rules and flows:
// model.test.ts; the page: tests/e2e).
const asked: RecommendationsQuery[] = [];
let answer: (o: Outcome) => void = () => {};
const calls: RecommendationsCalls = {
  load: (q) => (asked.push(q), new Promise<Outcome>((resolve) => (answer = resolve))),
  moved: () => {},
  addToCart: async () => null,
};
const product = (n: number): RecommendedProduct => ({ productId: `P${n}`, skuId: `S${n}`, seoURL: `/p/S${n}/`, name: `Product ${n}`, listPriceRange: '9.99' });
const show = () =>
  render(
    <WidgetCalls value={calls}>
      <Recommendations placement="item_page.rr1" productId="P1001" variant="engine" layout="page" />
    </WidgetCalls>,
  );

beforeEach(() => {
  asked.length = 0;
  resetSession();
  // A known session: reading the store then asks the server for nothing.
  applySessionInfo({ profile: { loginStatus: 'guest' } });
});

describe('Recommendations', () => {
  it("asks for the marker's placement, shows skeletons meanwhile, then the placement's title and cards", async () => {
    show();
    expect(asked).toEqual([{ variant: 'engine', placement: 'item_page.rr1', productId: 'P1001', title: 'You May Also Like' }]);
    expect(screen.getByRole('status')).toHaveTextContent('Loading recommendations');
    await act(async () => answer({ kind: 'ok', title: 'Customers Also Bought', campaign: null, products: [product(1), product(2)] }));
    const carousel = screen.getByRole('region', { name: 'Customers Also Bought' });
    expect(
      within(carousel)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Product 1', 'Product 2']);
  });

  it('shows nothing at all when the placement is empty', async () => {
    const { container } = show();
    await act(async () => answer({ kind: 'empty' }));
    expect(container).toBeEmptyDOMElement();
  });
});
