// The content-type registry: built-in types, a host's additions and overrides, unknown types left out.
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentTree } from './ContentPage';
import { $renderers, registerContentType, rendererFor, unregisterContentType } from './contentTypes';
import { contentTypesApi, exposeContentTypes } from './hostApi';
import { BUILT_IN_TYPES, registerBuiltIns } from './renderers';

/** Stands in for DOMPurify (tested under jsdom in ContentSanitizer.test.ts): text only. */
const textOnly = (html: string) => {
  const f = document.createDocumentFragment();
  f.append(html.replace(/<[^>]*>/g, ''));
  return f;
};

const saved = $renderers.get();
afterEach(() => {
  $renderers.set(saved);
});

describe('content-type registry', () => {
  it('registers every built-in type of the spec', () => {
    registerBuiltIns();
    for (const t of [
      'Banner',
      'Carousel',
      'Chiclet',
      'ChicletRow',
      'ImageRow',
      'MicroBanner',
      'PageTitle',
      'Spacer',
      'Breadcrumbs',
      'ViewMore',
      'CTAWrapper',
      'EyebrowMessage',
      'ContactForm',
      'SubscribeForm',
      'Recommendations',
      'Footer',
      'Header',
      'StrictCategoryListingTitle',
    ])
      expect(rendererFor(t), t).toBe(BUILT_IN_TYPES[t]);
  });

  it("a Footer item is a footer marker with the item's fields, handed to the loader", () => {
    const scan = vi.fn();
    window.StorefrontWidgets = { scan, unmount: vi.fn() } as unknown as NonNullable<typeof window.StorefrontWidgets>;
    try {
      registerBuiltIns();
      const { container } = render(<ContentTree items={[{ '@type': 'Footer', signUpSource: 'landing-footer' }]} sanitize={textOnly} />);
      const marker = container.querySelector('[data-widget="footer"]')!;
      expect(marker.getAttribute('data-sign-up-source')).toBe('landing-footer');
      expect(scan).toHaveBeenCalledWith(marker);
    } finally {
      delete window.StorefrontWidgets;
    }
  });

  it('a Header item is a header marker, handed to the loader (spec section 2: the header content item)', () => {
    const scan = vi.fn();
    window.StorefrontWidgets = { scan, unmount: vi.fn() } as unknown as NonNullable<typeof window.StorefrontWidgets>;
    try {
      registerBuiltIns();
      const { container } = render(<ContentTree items={[{ '@type': 'Header', segment: 'teachers' }]} sanitize={textOnly} />);
      const marker = container.querySelector('[data-widget="header"]')!;
      expect(marker.getAttribute('data-segment')).toBe('teachers');
      expect(scan).toHaveBeenCalledWith(marker);
    } finally {
      delete window.StorefrontWidgets;
    }
  });

  it('a strict category listing title shows its label and item count, or an Assortment or Grade-Age label alone (spec section 2)', () => {
    registerBuiltIns();
    render(
      <ContentTree
        items={[
          { '@type': 'StrictCategoryListingTitle', label: 'Art & Craft Supplies', count: 36 },
          { '@type': 'StrictCategoryListingTitle', label: 'Grades K-2', count: 12, gradeAgeLabel: 'Grades K-2' },
          { '@type': 'StrictCategoryListingTitle', label: 'Back to School', count: 8, assortmentLabel: 'Back to School' },
          { '@type': 'CategoryTitle', title: 'Essentials' },
        ]}
        sanitize={textOnly}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Art & Craft Supplies (36 Items)', 'Grades K-2', 'Back to School', 'Essentials']);
  });

  it('a registered type renders its items', () => {
    registerContentType('Promo', (item) => <p>{String(item.text)}</p>);
    render(<ContentTree items={[{ '@type': 'Promo', text: 'Two for one' }]} sanitize={textOnly} />);
    expect(screen.getByText('Two for one')).toBeVisible();
  });

  it('registering a built-in name overrides it, and items already on the page re-render', async () => {
    registerBuiltIns();
    render(<ContentTree items={[{ '@type': 'PageTitle', title: 'Back to School' }]} sanitize={textOnly} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Back to School' })).toBeVisible();
    registerContentType('PageTitle', (item) => <h2>{`Now: ${String(item.title)}`}</h2>);
    expect(await screen.findByRole('heading', { level: 2, name: 'Now: Back to School' })).toBeVisible();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('registerBuiltIns does not replace a type the host registered first', () => {
    const mine = () => null;
    registerContentType('Banner', mine);
    registerBuiltIns();
    expect(rendererFor('Banner')).toBe(mine);
  });

  it('an unknown type renders nothing and warns once, naming the type', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    registerBuiltIns();
    const { container } = render(
      <ContentTree
        items={[
          { '@type': 'Countdown', title: 'Days left' },
          { '@type': 'Countdown', title: 'Again' },
          { '@type': 'PageTitle', title: 'Shown' },
        ]}
        sanitize={textOnly}
      />,
    );
    expect(container.textContent).toBe('Shown');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('"Countdown"');
  });

  it('an unregistered type is unknown again; a renderer that throws leaves only its item out', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    registerContentType('Gone', () => <p>gone</p>);
    unregisterContentType('Gone');
    registerContentType('Broken', () => {
      throw new Error('bad item');
    });
    registerContentType('Fine', () => <p>fine</p>);
    const { container } = render(<ContentTree items={[{ '@type': 'Gone' }, { '@type': 'Broken' }, { '@type': 'Fine' }]} sanitize={textOnly} />);
    expect(container.textContent).toBe('fine');
    expect(String(error.mock.calls[0]![0])).toContain('"Broken"');
  });

  it('refuses a bad type name or a renderer that is not a function', () => {
    expect(() => registerContentType('no spaces', () => null)).toThrow(/not a content type name/);
    expect(() => registerContentType('Ok', 'x' as never)).toThrow(/must be a function/);
  });
});

describe('the host API (StorefrontWidgets.contentTypes)', () => {
  it('is put on window.StorefrontWidgets and announced with storefront:content-types-ready', () => {
    const seen: unknown[] = [];
    const listener = (e: Event) => seen.push((e as CustomEvent).detail);
    document.addEventListener('storefront:content-types-ready', listener);
    window.StorefrontWidgets = {} as NonNullable<typeof window.StorefrontWidgets>;
    exposeContentTypes();
    document.removeEventListener('storefront:content-types-ready', listener);
    expect((window.StorefrontWidgets as unknown as { contentTypes: unknown }).contentTypes).toBe(contentTypesApi);
    expect(seen).toEqual([contentTypesApi]);
    delete window.StorefrontWidgets;
  });

  it('a host renderer returning HTML goes through the sanitizer; one returning a node is used as is', () => {
    const sanitize = vi.fn(textOnly);
    contentTypesApi.register('HostHtml', (item) => `<b>${String(item.text)}</b><script>x()</script>`);
    contentTypesApi.register('HostNode', (item) => Object.assign(document.createElement('em'), { textContent: String(item.text) }));
    const { container } = render(
      <ContentTree
        items={[
          { '@type': 'HostHtml', text: 'Bold' },
          { '@type': 'HostNode', text: 'Node' },
        ]}
        sanitize={sanitize}
      />,
    );
    expect(sanitize).toHaveBeenCalledWith('<b>Bold</b><script>x()</script>');
    expect(container.querySelector('b, script')).toBeNull();
    expect(container.textContent).toBe('Boldx()Node');
    expect(container.querySelector('em')?.textContent).toBe('Node');
    expect(contentTypesApi.types()).toEqual(expect.arrayContaining(['HostHtml', 'HostNode']));
    contentTypesApi.unregister('HostHtml');
    expect(contentTypesApi.types()).not.toContain('HostHtml');
  });
});
