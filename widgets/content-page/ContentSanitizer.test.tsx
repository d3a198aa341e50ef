// @vitest-environment jsdom
// Server HTML goes through DOMPurify (design.md: sanitizer tests run under jsdom, where DOMPurify is right).
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContentTree } from './ContentPage';
import { renameHandlers, sanitizeHtml } from './ContentSanitizer';
import { registerBuiltIns } from './renderers';

const html = (s: string) => {
  const div = document.createElement('div');
  div.append(sanitizeHtml(s));
  return div;
};

const FLAG = '__swSanitizerTest';
const w = window as unknown as Record<string, unknown>;

describe('sanitizeHtml', () => {
  it('removes scripts and event-handler attributes, keeps the content', () => {
    const d = html(`<p>Label <b>every</b> bin.</p><script>window.${FLAG}=1</script><img src="/x.png" alt="Bins" onerror="window.${FLAG}=2" onload="window.${FLAG}=3">`);
    expect(d.querySelector('script')).toBeNull();
    const img = d.querySelector('img')!;
    expect(img.getAttribute('alt')).toBe('Bins');
    expect(img.hasAttribute('onerror')).toBe(false);
    expect(img.hasAttribute('onload')).toBe(false);
    expect(d.querySelector('b')?.textContent).toBe('every');
    expect(w[FLAG]).toBeUndefined();
  });

  it('handler attributes are renamed before parsing (so the browser never sees one), text is left alone', () => {
    expect(renameHandlers('<img src=x onerror="a()" ONLOAD=b()><p>turn on=off</p><svg/onload=c()>')).toBe('<img src=x x-sw-onerror="a()" x-sw-ONLOAD=b()><p>turn on=off</p><svg/x-sw-onload=c()>');
    expect(html('<img src="/x.png" alt="" onerror="1">').querySelector('img')!.attributes).toHaveLength(2);
  });

  it('removes javascript: links, inline styles, style elements, forms and iframes', () => {
    const d = html(
      '<a href="javascript:alert(1)">x</a><p style="color:red">y</p><style>p{}</style><form action="/steal"><input name="q"><button>Go</button></form><iframe src="/"></iframe><svg><script>1</script></svg>',
    );
    expect(d.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(d.querySelector('p')?.hasAttribute('style')).toBe(false);
    expect(d.querySelector('style, form, input, button, iframe, script')).toBeNull();
  });

  it('keeps safe links; one opening a new tab cannot reach back to the page', () => {
    const d = html('<a href="/help/shipping-policies/" target="_blank">Shipping</a> <a href="https://example.org/">Partner</a>');
    const [a, b] = [...d.querySelectorAll('a')];
    expect(a!.getAttribute('href')).toBe('/help/shipping-policies/');
    expect(a!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(b!.getAttribute('href')).toBe('https://example.org/');
  });

  it('a content item carrying a script and an onerror handler renders without them', () => {
    registerBuiltIns();
    const { container } = render(
      <ContentTree
        items={[
          {
            '@type': 'RichText',
            html: `<h2>Teacher Tips</h2><script>window.${FLAG}='script'</script><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="Labeled storage bins" onerror="window.${FLAG}='onerror'">`,
          },
        ]}
        sanitize={sanitizeHtml}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Teacher Tips' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Labeled storage bins' }).hasAttribute('onerror')).toBe(false);
    expect(container.querySelector('script')).toBeNull();
    expect(w[FLAG]).toBeUndefined();
  });

  it('the micro banner, view-more and CTA wrapper HTML is sanitized too', () => {
    registerBuiltIns();
    const bad = '<p>ok</p><img src="/x" alt="" onerror="1"><script>1</script>';
    const { container } = render(
      <ContentTree
        items={[
          { '@type': 'ViewMore', html: bad },
          { '@type': 'CTAWrapper', bottomTextHtml: bad, contents: [{ '@type': 'RichText', html: bad }] },
          { '@type': 'EyebrowMessage', text: '<script>1</script>' },
        ]}
        sanitize={sanitizeHtml}
      />,
    );
    expect(container.querySelector('script, [onerror]')).toBeNull();
    expect(container.querySelectorAll('p.sw-cp-html, .sw-cp-html p').length).toBeGreaterThanOrEqual(3);
    // Plain-text fields are text, never HTML.
    expect(screen.getByText('<script>1</script>')).toBeVisible();
  });
});
