// @vitest-environment jsdom
// DOMPurify needs a real DOM implementation (happy-dom gives wrong, unsafe output): jsdom here.
import { describe, expect, it } from 'vitest';
import { followableLink } from '../../src/platform/followableLink';
import { sanitizeMessage } from './SubmitAlert';

const ORIGIN = 'https://www.example.com';
/** The site's URL rule as the checkout hands it in, for a page on ORIGIN that lets links go to help.example.org. */
const rule = (raw: string) => followableLink(raw, ORIGIN, ['help.example.org']);
const hrefs = (html: string) => [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('a')].map((a) => a.getAttribute('href'));

describe('the submit-error message is sanitized HTML', () => {
  it('keeps emphasis and safe links, drops scripts, handlers, images and javascript: links', () => {
    const out = sanitizeMessage(
      'This account is on <strong>credit hold</strong>. Call <a href="tel:18007784456" onclick="steal()">us</a>.<img src="x" onerror="window.__xss=1"><script>alert(1)</script><a href="javascript:alert(1)">x</a><a href="/help/">help</a>',
      rule,
    );
    expect(out).toContain('<strong>credit hold</strong>');
    expect(out).toContain('<a href="tel:18007784456">us</a>');
    expect(out).toContain('<a href="/help/">help</a>');
    expect(out).not.toMatch(/onclick|onerror|<img|<script|javascript:/i);
  });

  it('plain text stays as it is', () => {
    expect(sanitizeMessage('Please try again.', rule)).toBe('Please try again.');
  });

  it('links go through the URL rule: tel: and mailto: stay, a site path or a redirect host is kept, anything else loses its href', () => {
    const out = sanitizeMessage(
      [
        '<a href="tel:18007784456">call</a>',
        '<a href="mailto:orders@example.com">write</a>',
        '<a href="/help/orders/">help</a>',
        `<a href="${ORIGIN}/account/">account</a>`,
        '<a href="https://help.example.org/credit">credit</a>',
        '<a href="https://evil.example/login">phish</a>',
        '<a href="/\\evil.example/login">backslash</a>',
        '<a href="//evil.example/login">protocol-relative</a>',
        '<a href="/%2F%2Fevil.example">encoded</a>',
        '<a href="data:text/html,x">data</a>',
      ].join(' '),
      rule,
    );
    expect(hrefs(out)).toEqual(['tel:18007784456', 'mailto:orders@example.com', '/help/orders/', '/account/', 'https://help.example.org/credit', null, null, null, null, null]);
  });

  it('without a rule only tel: and mailto: keep their href', () => {
    expect(hrefs(sanitizeMessage('<a href="tel:1">t</a><a href="mailto:a@b.c">m</a><a href="/help/">h</a>'))).toEqual(['tel:1', 'mailto:a@b.c', null]);
  });
});
