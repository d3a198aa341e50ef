// The content page renders each item type (storefront spec sections 2, 3, 9) from an inline tree or the web
// contents call (section 7): the real call over a stand-in server, and a stand-in sanitizer that keeps the text
// (server HTML is tested under jsdom in ContentSanitizer.test.tsx).
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setClientFetch } from '../../src/api';
import { ENDPOINTS } from '../../src/api/endpoints';
import { WidgetCalls } from '../../src/mount';
import { loadContentItems } from './calls';
import { ContentPage, ContentTree } from './ContentPage';
import type { ContentPageCalls } from './model';
import type { ContentPagePropsType } from './schema';

const text = (html: string) => {
  const f = document.createDocumentFragment();
  f.append(html.replace(/<[^>]*>/g, ''));
  return f;
};

const calls: ContentPageCalls = { load: loadContentItems, sanitizer: async () => text };
const renderPage = (props: ContentPagePropsType) => render(<ContentPage {...props} />, { wrapper: ({ children }) => <WidgetCalls value={calls}>{children}</WidgetCalls> });

const img = (n: number) => ({ imageUrl: `/images/b${n}.svg`, alt: `Banner ${n}`, href: `/p${n}/` });

const TREE = [
  { '@type': 'Breadcrumbs', crumbs: [{ label: 'Home', url: '/' }, { label: 'Back to School' }] },
  { '@type': 'PageTitle', title: 'Back to School', rightCopy: ['Free shipping over $79', 'Pickup in 2 hours'] },
  { '@type': 'EyebrowMessage', messages: [{ text: 'Save 10% with code SAVE10.', linkText: 'Shop the Sale', href: '/sale/' }] },
  { '@type': 'Banner', ...img(1) },
  { '@type': 'Spacer', size: 45 },
  {
    '@type': 'ChicletRow',
    title: 'Shop by Grade',
    contents: [
      { '@type': 'Chiclet', title: 'Preschool', href: '/pre/', height: '40,44,48,52', fontSize: '14,15,16,18', defaultColors: '#fff,#1b5e20' },
      { '@type': 'Chiclet', title: 'Hidden', href: '/h/', enabled: false },
      { '@type': 'Chiclet', title: 'Round', href: '/r/', borderRadius: 20, backgroundFlavor: 'url(x)' },
    ],
  },
  {
    '@type': 'Carousel',
    title: 'Featured Collections',
    slides: [
      { '@type': 'Banner', ...img(2) },
      { '@type': 'Banner', ...img(3) },
    ],
  },
  { '@type': 'ImageRow', title: 'Favorites', images: [img(4), img(5)] },
  { '@type': 'MicroBanner', text: 'Free shipping on orders of $79 or more.', detailsTitle: 'Free Shipping Details', detailsHtml: '<p>Contiguous US only.</p>' },
  { '@type': 'ViewMore', title: 'About the Event', html: '<p>Every summer we gather the materials teachers ask for most.</p>' },
  {
    '@type': 'CTAWrapper',
    ctaBtnText: 'Shop All Products',
    href: '/products/',
    s_objectId: 'cta-1',
    contents: [{ '@type': 'CategoryTitle', title: 'Essentials' }],
    bottomTextHtml: '<p>Bottom text.</p>',
  },
  { '@type': 'CTAWrapper', ctaBtnText: 'Find a Store Near You', checkStore: true },
  {
    '@type': 'SocialIcons',
    links: [
      { name: 'Facebook', href: '/about/follow-us#facebook' },
      { name: 'YouTube', href: '/about/follow-us#youtube', imageURL: '/static/images/social-youtube.svg' },
      { name: 'Pinterest', href: '/about/follow-us#pinterest', imageURL: 'javascript:alert(1)' },
    ],
  },
  { '@type': 'ContactForm', formTitle: 'Contact a Rep', isPardotForm: true },
  { '@type': 'SubscribeForm', copyText: 'Deals by email.' },
  { '@type': 'Recommendations', placement: 'home_page.rr1', title: 'Recommended' },
  { '@type': 'HolidayCountdown', title: 'Days until winter break' },
];

afterEach(() => {
  setClientFetch(null);
  delete window.StorefrontWidgets;
});

describe('ContentTree', () => {
  it('renders each item type; the unknown one is left out', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(<ContentTree items={TREE} sanitize={text} />);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(crumbs).getByText('Back to School').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('heading', { level: 1, name: 'Back to School' })).toBeVisible();
    // Bullet-separated right copy; the bullet is not read out.
    expect(container.querySelector('.sw-cp-title__copy')?.textContent).toBe('Free shipping over $79 • Pickup in 2 hours');
    expect(container.querySelector('.sw-cp-bullet')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('link', { name: 'Shop the Sale' }).getAttribute('href')).toBe('/sale/');
    const banner = screen.getByRole('img', { name: 'Banner 1' });
    expect([banner.getAttribute('width'), banner.getAttribute('height')]).toEqual(['1500', '170']);
    expect(banner.closest('a')?.getAttribute('href')).toBe('/p1/');
    expect(container.querySelector('.sw-cp-spacer--45')).toBeTruthy();
    const grades = screen.getByRole('heading', { name: 'Shop by Grade' }).parentElement!;
    expect(within(grades).getAllByRole('listitem')).toHaveLength(3);
    expect(within(grades).queryByRole('link', { name: 'Hidden' })).toBeNull();
    const pre = screen.getByRole('link', { name: 'Preschool' });
    expect(pre.style.getPropertyValue('--sw-cp-h-xs')).toBe('40px');
    expect(pre.style.getPropertyValue('--sw-cp-h-lg')).toBe('52px');
    expect(pre.style.getPropertyValue('--sw-cp-f-md')).toBe('16px');
    expect(pre.style.getPropertyValue('--sw-cp-fg')).toBe('#fff');
    expect(pre.style.getPropertyValue('--sw-cp-bg')).toBe('#1b5e20');
    expect(pre.style.getPropertyValue('--sw-cp-radius')).toBe('4px');
    const round = screen.getByRole('link', { name: 'Round' });
    expect(round.style.getPropertyValue('--sw-cp-radius')).toBe('20px');
    expect(round.style.getPropertyValue('--sw-cp-bg')).toBe('');
    expect(screen.getByRole('region', { name: 'Featured Collections' })).toBeVisible();
    expect(screen.getByRole('group', { name: '1 of 2' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Banner 4' })).toBeVisible();
    expect(screen.getByText('Free shipping on orders of $79 or more.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'View More' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('link', { name: 'Shop All Products' }).getAttribute('href')).toBe('/products/');
    expect(screen.getByRole('heading', { name: 'Essentials' })).toBeVisible();
    expect(container.querySelector('[data-s-object-id="cta-1"]')).toBeTruthy();
    expect(screen.getByText('Bottom text.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Find a Store Near You' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Facebook' })).toBeVisible();
    // Social icons (storefront spec section 2): a network's icon named by the network; its name where the icon is missing or unsafe.
    const youtube = within(screen.getByRole('link', { name: 'YouTube' })).getByRole('img', { name: 'YouTube' });
    expect(youtube).toHaveAttribute('src', '/static/images/social-youtube.svg');
    expect(screen.getByRole('link', { name: 'Pinterest' })).toHaveTextContent('Pinterest');
    expect(within(screen.getByRole('link', { name: 'Pinterest' })).queryByRole('img')).toBeNull();
    expect(screen.queryByText('Days until winter break')).toBeNull();
  });

  it('the first 4 images load eagerly, the rest lazily, in page order', () => {
    render(<ContentTree items={TREE} sanitize={text} />);
    const order = ['Banner 1', 'Banner 2', 'Banner 3', 'Banner 4', 'Banner 5'].map((n) => screen.getByRole('img', { name: n, hidden: true }).getAttribute('loading'));
    expect(order).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy']);
  });

  it('the carousel moves between slides with Previous and Next', async () => {
    const user = userEvent.setup();
    render(<ContentTree items={TREE} sanitize={text} />);
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByRole('group', { name: '2 of 2' })).toBeVisible();
    expect(screen.queryByRole('group', { name: '1 of 2' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByRole('group', { name: '1 of 2' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(screen.getByRole('group', { name: '2 of 2' })).toBeVisible();
  });

  it("the micro banner's See Details opens its dialog; view more expands", async () => {
    const user = userEvent.setup();
    render(<ContentTree items={TREE} sanitize={text} />);
    await user.click(screen.getByRole('button', { name: 'See Details' }));
    const dialog = screen.getByRole('dialog', { name: 'Free Shipping Details' });
    expect(within(dialog).getByText('Contiguous US only.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'View More' }));
    expect(screen.getByRole('button', { name: 'View Less' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('contact, subscribe and recommendation items are markers handed to the loader, released on unmount', () => {
    const scan = vi.fn();
    const unmount = vi.fn();
    window.StorefrontWidgets = { scan, unmount } as unknown as NonNullable<typeof window.StorefrontWidgets>;
    const { container, unmount: drop } = render(<ContentTree items={TREE} sanitize={text} />);
    const contact = container.querySelector('[data-widget="contact-form"]')!;
    expect(contact.getAttribute('data-form-title')).toBe('Contact a Rep');
    expect(contact.getAttribute('data-is-pardot-form')).toBe('true');
    const signUp = container.querySelector('[data-widget="footer-sign-up"]')!;
    expect([signUp.getAttribute('data-copy-text'), signUp.getAttribute('data-source')]).toEqual(['Deals by email.', 'content-page']);
    const recs = container.querySelector('[data-widget="recommendations"]')!;
    expect([recs.getAttribute('data-placement'), recs.getAttribute('data-title')]).toEqual(['home_page.rr1', 'Recommended']);
    expect(scan.mock.calls.map((c) => c[0])).toEqual([contact, signUp, recs]);
    drop();
    expect(unmount.mock.calls.map((c) => c[0])).toEqual(expect.arrayContaining([contact, signUp, recs]));
  });
});

describe('ContentPage', () => {
  it('an inline tree (the JSON child) renders without a call', async () => {
    const calls = vi.fn();
    setClientFetch(() => {
      calls();
      return Promise.resolve(new Response('{}'));
    });
    renderPage({ contents: { contents: [{ '@type': 'PageTitle', title: 'Inline' }] } });
    expect(await screen.findByRole('heading', { name: 'Inline' })).toBeVisible();
    expect(calls).not.toHaveBeenCalled();
  });

  it('asks web contents for pathKey and productId with rcs, retrying a failure', async () => {
    const app = new Hono();
    const bodies: unknown[] = [];
    app.post(ENDPOINTS.webContents.path, async (c) => {
      bodies.push(await c.req.json());
      if (bodies.length < 3) return c.text('down', 503);
      return c.json({ contents: [{ '@type': 'ContentSlotMain', mainContent: [{ '@type': 'PageTitle', title: 'From the server' }] }] });
    });
    setClientFetch((u, i) => Promise.resolve(app.fetch(new Request('http://127.0.0.1' + String(u), i))));
    renderPage({ pathKey: '/landing/x/', productId: 'P1' });
    expect(await screen.findByRole('heading', { name: 'From the server' })).toBeVisible();
    expect(bodies).toHaveLength(3);
    expect(bodies[0]).toEqual({ pathKey: '/landing/x/', productId: 'P1', rcs: '' });
  });

  it("when the content cannot be read, the page's own content stays (the slot), with one console error", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    setClientFetch(() => Promise.resolve(new Response('down', { status: 503 })));
    const { container } = renderPage({ pathKey: '/nowhere/' });
    await waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    expect(String(error.mock.calls[0]![0])).toContain('"/nowhere/"');
    expect(container.querySelector('slot')).toBeTruthy();
  });
});
