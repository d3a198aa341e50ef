// The footer content as the simulator sends it (demo-site/data), read by the widget: what renders, and what the
// site's link rule leaves out.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildFooterContent } from '../../demo-site/data/content';
import { readFooterContent } from './content';

afterEach(() => vi.restoreAllMocks());

describe('readFooterContent', () => {
  it("reads the header/footer answer's footer: blocks, app, social, certifications, legal, opt-out, badge, service", () => {
    const c = readFooterContent({ header: {}, footer: buildFooterContent(2026) })!;
    expect(c.blocks.map((b) => b.title)).toEqual(['Customer Service', 'Shop', 'My Account', 'Lists & Registries', 'Stores']);
    expect(c.blocks[4]!.links).toContainEqual({ label: 'Email Sign-Up', href: '/help/preference-center?subscribe-email=true' });
    expect(c.blocks[4]!.links).toContainEqual({ label: 'Text Message Sign-Up', href: '/help/mobile-opt-in/' });
    expect(c.app?.links.map((l) => l.label)).toEqual(['Download on the App Store', 'Get it on Google Play']);
    expect(c.social.map((s) => s.label)).toEqual(['Lakeshore on Facebook', 'Lakeshore on Instagram', 'Lakeshore on Pinterest', 'Lakeshore on YouTube']);
    expect(c.certifications).toHaveLength(2);
    expect(c.legal[0]).toEqual({ label: 'Privacy Policy', href: '/about/privacy-policy/' });
    expect(c.optOut).toEqual({ label: 'Your Privacy Choices: Opt Out of Targeted Advertising', href: '/about/privacy-policy/' });
    expect(c.copyright).toBe('© 2026 Lakeshore Learning Demo Store. All rights reserved.');
    expect(c.badge).toEqual({ src: '/static/images/footer-badge.png', alt: 'Teacher approved since 1954', href: '/about/our-story/' });
    expect(c.service).toEqual({ phone: '1-800-778-4456', hours: 'Mon-Fri 5 am-6 pm PT' });
    expect(c.signUpTitle).toBe('Stay Connected');
  });

  it('leaves out links and images the site rule refuses, and blocks left without links', () => {
    const c = readFooterContent({
      linkBlocks: [
        { title: 'Bad', links: [{ label: 'x', url: 'javascript:alert(1)' }] },
        {
          title: 'Good',
          links: [
            { label: 'Ok', url: '/ok/' },
            { label: 'Data', url: 'data:text/html,hi' },
            { label: ' ', url: '/blank/' },
          ],
        },
      ],
      socialIcons: [
        { name: 'Evil', url: '//evil.example/' },
        { name: 'Blog', url: 'https://blog.example.org/', imageURL: 'javascript:1' },
      ],
      certificationIcons: [{ url: '/a/', imageURL: 'data:image/svg+xml,x', altText: 'A' }],
      privacyOptOut: { label: 'Opt out', url: 'vbscript:x' },
    })!;
    expect(c.blocks).toEqual([{ title: 'Good', links: [{ label: 'Ok', href: '/ok/' }] }]);
    expect(c.social).toEqual([{ label: 'Blog', href: 'https://blog.example.org/' }]);
    expect(c.certifications).toEqual([]);
    expect(c.optOut).toBeNull();
  });

  it('an answer in another shape is no footer (logged, the page keeps its own)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readFooterContent({ footer: { linkBlocks: 'nope' } })).toBeNull();
    expect(error.mock.calls[0]![0]).toMatch(/^\[storefront-widgets\] footer: the footer content is not in the expected shape/);
  });
});
