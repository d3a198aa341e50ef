import { act, render as renderView, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetHostConfig } from '../../src/config';
import { WidgetCalls } from '../../src/mount';
import type { ReviewsAnswer, ReviewsCalls } from './model';
import { Reviews } from './Reviews';

// The view over stand-in calls (the calls against the simulator: calls.test.ts; the whole path in tests/e2e/reviews.spec.ts).
const calls: { input: { productId: string; start: number; howMany: number }; resolve: (a: ReviewsAnswer) => void }[] = [];
const standIn: ReviewsCalls = { loadReviews: (input) => new Promise<ReviewsAnswer>((resolve) => calls.push({ input, resolve })) };
const render = (ui: ReactNode) => renderView(ui, { wrapper: ({ children }) => <WidgetCalls value={standIn}>{children}</WidgetCalls> });

beforeEach(() => {
  calls.length = 0;
});
afterEach(() => {
  delete window.StorefrontWidgetsConfig;
  resetHostConfig();
});

const review = (n: number, text = 'Sturdy and bright.') => ({ id: `R${n}`, rating: 4, title: `Review ${n}`, text, nickname: 'MsGarcia', location: 'Carson, CA', date: '2026-10-01' });
const answer = async (a: ReviewsAnswer) => act(async () => calls.at(-1)!.resolve(a));

describe('Reviews', () => {
  it('shows the rating with one decimal as text, the review count and the first page', async () => {
    render(<Reviews productId="P1031" pageSize={2} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading reviews…');
    await answer({ kind: 'page', rating: 3.5, count: 3, reviews: [review(1), review(2)] });
    const region = screen.getByRole('region', { name: 'Customer Reviews' });
    expect(within(region).getByText('Rated 3.5 out of 5 stars')).toBeVisible();
    expect(within(region).getByText('3 reviews')).toBeVisible();
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Review 1', 'Review 2']);
    expect(within(region).getAllByRole('listitem')[0]).toHaveTextContent('MsGarcia, Carson, CA · October 1, 2026');
    expect(within(region).getByRole('navigation', { name: 'Review pages' })).toHaveTextContent('Page 1 of 2');
    expect(within(region).getByRole('link', { name: 'Write a review' })).toHaveAttribute('href', '/product-review/P1031');
  });

  it("a product with rating zero links 'Be the first!' to its review page and has no list or paging", async () => {
    render(<Reviews productId="P1001" pageSize={10} />);
    await answer({ kind: 'page', rating: 0, count: 0, reviews: [] });
    expect(screen.getByText('No reviews yet.', { exact: false })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Be the first!' })).toHaveAttribute('href', '/product-review/P1001');
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it("a review's text is shown as text: markup in it is not HTML", async () => {
    render(<Reviews productId="P1031" pageSize={10} />);
    await answer({ kind: 'page', rating: 4, count: 1, reviews: [review(1, 'Great <img src=x onerror=alert(1)> for <b>centers</b>')] });
    expect(screen.getByText('Great <img src=x onerror=alert(1)> for <b>centers</b>')).toBeVisible();
    expect(document.querySelector('img, b')).toBeNull();
    expect(screen.getByText('1 review')).toBeVisible();
  });

  it("Next asks for the next page and moves focus to the reviews' heading", async () => {
    const user = userEvent.setup();
    render(<Reviews productId="P1031" pageSize={2} />);
    await answer({ kind: 'page', rating: 3.5, count: 3, reviews: [review(1), review(2)] });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('heading', { name: 'Customer Reviews', level: 2 })).toHaveFocus();
    expect(calls.at(-1)!.input).toEqual({ productId: 'P1031', start: 2, howMany: 2 });
    await answer({ kind: 'page', rating: 3.5, count: 3, reviews: [review(3)] });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Review 3']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing reviews 3 to 3 of 3');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('a failure says so with Try Again, which asks again', async () => {
    const user = userEvent.setup();
    render(<Reviews productId="P1031" pageSize={10} />);
    await answer({ kind: 'failed', timeout: false });
    expect(screen.getByRole('alert')).toHaveTextContent('The reviews could not be loaded. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(calls).toHaveLength(2);
    await answer({ kind: 'page', rating: 4, count: 1, reviews: [review(1)] });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("a host's messages.reviews replace the text, placeholders filled", async () => {
    window.StorefrontWidgetsConfig = { messages: { reviews: { title: 'Opiniones', rated: '{rating} de 5 estrellas', count: '{count} opiniones', beFirst: '¡Sé el primero!' } } };
    resetHostConfig();
    const { unmount } = render(<Reviews productId="P1031" pageSize={10} />);
    await answer({ kind: 'page', rating: 3.5, count: 28, reviews: [review(1)] });
    expect(screen.getByRole('region', { name: 'Opiniones' })).toBeVisible();
    expect(screen.getByText('3.5 de 5 estrellas')).toBeVisible();
    expect(screen.getByText('28 opiniones')).toBeVisible();
    unmount();
    render(<Reviews productId="P1001" pageSize={10} />);
    await answer({ kind: 'page', rating: 0, count: 0, reviews: [] });
    expect(screen.getByRole('link', { name: '¡Sé el primero!' })).toHaveAttribute('href', '/product-review/P1001');
  });
});
