// The footer's view by role over stand-in calls that answer the header/footer content (the calls themselves:
// calls.test.ts; the model: model.test.ts; the page: tests/e2e/footer.spec.ts).
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildFooterContent } from '../../demo-site/data/content';
import { WidgetCalls } from '../../src/mount';
import { readFooterContent, type FooterContent } from './content';
import { Footer } from './Footer';
import type { FooterCalls } from './model';
import type { FooterPropsType } from './schema';

let content: FooterContent | null = null;
let asked = 0;
const calls: FooterCalls = { content: async () => (asked++, content) };
const renderFooter = (props: FooterPropsType) => render(<Footer {...props} />, { wrapper: ({ children }) => <WidgetCalls value={calls}>{children}</WidgetCalls> });
const scan = vi.fn();
const release = vi.fn();

beforeEach(() => {
  content = readFooterContent({ footer: buildFooterContent(2019) });
  asked = 0;
  window.StorefrontWidgets = { scan, unmount: release } as unknown as typeof window.StorefrontWidgets;
});
afterEach(() => {
  vi.useRealTimers();
  delete (window as { StorefrontWidgets?: unknown }).StorefrontWidgets;
});

describe('Footer', () => {
  it('renders the link blocks as accordions: a button per block, closed, that opens and closes its list', async () => {
    const user = userEvent.setup();
    renderFooter({ signUp: true, signUpSource: 'footer' });
    const toggle = await screen.findByRole('button', { name: 'Customer Service' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(list.hidden).toBe(true);
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(list.hidden).toBe(false);
    expect(within(list).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/help/contact-us/');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Shop' }).getAttribute('aria-expanded')).toBe('false');
  });

  it("links the spec's footer routes and its other linked pages, each by name", async () => {
    const user = userEvent.setup();
    renderFooter({ signUp: true, signUpSource: 'footer' });
    await screen.findByRole('button', { name: 'Customer Service' });
    for (const name of ['Customer Service', 'Shop', 'My Account', 'Lists & Registries', 'Stores']) await user.click(screen.getByRole('button', { name }));
    const routes: [string, string][] = [
      ['Email Sign-Up', '/help/preference-center?subscribe-email=true'],
      ['Text Message Sign-Up', '/help/mobile-opt-in/'],
      ['All Products', '/products/'],
      ['Current Promotions', '/coupons/legal/current-promotions/'],
      ['Create a Registry', '/lists-and-registries/registry-form/'],
      ['Rewards Terms', '/help/rewards-terms/'],
      ['Shipping Policies', '/help/shipping-policies/'],
      ['Contact Us', '/help/contact-us/'],
      ['In-Store Pickup', '/help/in-store-pickup/'],
    ];
    for (const [name, href] of routes) expect([name, screen.getByRole('link', { name }).getAttribute('href')]).toEqual([name, href]);
  });

  it('shows the app links, social icons and certifications by accessible name, and the badge at 64x88', async () => {
    renderFooter({ signUp: true, signUpSource: 'footer' });
    await screen.findByRole('button', { name: 'Customer Service' });
    expect(screen.getByRole('heading', { name: 'Get the Lakeshore App' })).toBeVisible();
    // The spec's app-store links go to the stores themselves, not to a page of ours about the app.
    expect(screen.getByRole('link', { name: 'Download on the App Store' }).getAttribute('href')).toMatch(/^https:\/\/apps\.apple\.com\/.+/);
    expect(screen.getByRole('link', { name: 'Get it on Google Play' }).getAttribute('href')).toMatch(/^https:\/\/play\.google\.com\/store\/apps\/.+/);
    for (const name of ['Lakeshore on Facebook', 'Lakeshore on Instagram', 'Lakeshore on Pinterest', 'Lakeshore on YouTube'])
      expect(screen.getByRole('link', { name }).getAttribute('href')).toMatch(/^\/about\/follow-us\/#/);
    expect(screen.getByRole('link', { name: 'Secure shopping' }).getAttribute('href')).toBe('/about/privacy-policy/');
    const badge = screen.getByRole('img', { name: 'Teacher approved since 1954' });
    expect([badge.getAttribute('width'), badge.getAttribute('height')]).toEqual(['64', '88']);
    expect(screen.getByRole('link', { name: 'Teacher approved since 1954' }).getAttribute('href')).toBe('/about/our-story/');
  });

  it('has the legal links with the privacy opt-out to /about/privacy-policy/ and the copyright line of the current year', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2033, 2, 1));
    renderFooter({ signUp: true, signUpSource: 'footer' });
    const legal = await screen.findByRole('list', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Your Privacy Choices: Opt Out of Targeted Advertising' }).getAttribute('href')).toBe('/about/privacy-policy/');
    expect(within(legal).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/about/privacy-policy/');
    expect(legal.nextElementSibling).toHaveTextContent('© 2033 Lakeshore Learning Demo Store. All rights reserved.');
  });

  it('without an opt-out link in the content, the spec one goes to /about/privacy-policy/', async () => {
    content = { ...content!, optOut: null };
    renderFooter({ signUp: true, signUpSource: 'footer' });
    const legal = await screen.findByRole('list', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Your Privacy Choices: Opt Out of Targeted Advertising' }).getAttribute('href')).toBe('/about/privacy-policy/');
  });

  it('places a footer-sign-up marker (handed to the loader) under the sign-up title, with its source; none with signUp false', async () => {
    const { unmount } = renderFooter({ signUp: true, signUpSource: 'landing' });
    const section = (await screen.findByRole('heading', { name: 'Stay Connected' })).parentElement!;
    const marker = section.querySelector<HTMLElement>('[data-widget="footer-sign-up"]')!;
    expect(marker.dataset.source).toBe('landing');
    expect(scan).toHaveBeenCalledWith(marker);
    unmount();
    expect(release).toHaveBeenCalledWith(marker);
    renderFooter({ signUp: false, signUpSource: 'footer' });
    await screen.findByRole('button', { name: 'Customer Service' });
    expect(document.querySelector('[data-widget="footer-sign-up"]')).toBeNull();
  });

  it('shows the customer service line from the content', async () => {
    renderFooter({ signUp: false, signUpSource: 'footer' });
    expect((await screen.findByRole('heading', { name: 'Need Help?' })).nextElementSibling!.textContent).toBe('Call 1-800-778-4456, Mon-Fri 5 am-6 pm PT.');
  });

  it('renders nothing when the content is missing (the page keeps its own footer)', async () => {
    content = null;
    const { container } = renderFooter({ signUp: true, signUpSource: 'footer' });
    await vi.waitFor(() => expect(asked).toBe(1));
    expect(container.innerHTML).toBe('');
  });
});
