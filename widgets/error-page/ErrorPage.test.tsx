import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetHostConfig } from '../../src/config';
import { $site } from '../../src/stores';
import { WidgetCalls } from '../../src/mount';
import { ErrorPage } from './ErrorPage';
import type { CategoryLink, ErrorPageCalls } from './model';

// The view over stand-in calls (the calls themselves: calls.test.ts; the page: tests/e2e/error-page.spec.ts).
const asked: string[] = [];
let links: CategoryLink[] = [];
const calls: ErrorPageCalls = { links: async (site) => (asked.push(site), links) };
const renderPage = () => render(<ErrorPage />, { wrapper: ({ children }) => <WidgetCalls value={calls}>{children}</WidgetCalls> });

beforeEach(() => {
  asked.length = 0;
  links = [
    { name: 'Art & Craft Supplies', url: '/products/art/' },
    { name: 'Math', url: '/products/math/' },
  ];
  $site.set('school');
});
afterEach(() => {
  vi.restoreAllMocks();
  delete window.StorefrontWidgetsConfig;
  resetHostConfig();
});

describe('ErrorPage', () => {
  it("shows the spec's title, text and actions, and the Explore Categories links of the site", async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Oops! This Page Is on a Field Trip.');
    expect(screen.getByText('Click the links below to continue shopping.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    const nav = await screen.findByRole('navigation', { name: 'Explore Categories' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Art & Craft Supplies', '/products/art/'],
      ['Math', '/products/math/'],
    ]);
    expect(asked).toEqual(['school']);
  });

  it('leaves the Explore Categories block out when there are no links', async () => {
    links = [];
    renderPage();
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it("Home is the furniture store's home on the furniture site", () => {
    window.StorefrontWidgetsConfig = { site: 'furniture' };
    resetHostConfig();
    $site.set('furniture');
    renderPage();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/furniture');
  });

  it('Go Back goes home when the shopper did not come from a page, and uses history when they did', async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    const back = vi.spyOn(history, 'back').mockImplementation(() => {});
    vi.spyOn(window, 'location', 'get').mockReturnValue({ assign } as unknown as Location);
    const referrer = vi.spyOn(document, 'referrer', 'get').mockReturnValue('');
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(assign).toHaveBeenCalledWith('/');
    expect(back).not.toHaveBeenCalled();
    referrer.mockReturnValue('http://localhost/products/');
    vi.spyOn(history, 'length', 'get').mockReturnValue(2);
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(back).toHaveBeenCalledTimes(1);
  });
});
