// @vitest-environment node
// The footer's call against the simulator in-process (one browser per test): the header/footer content's footer part.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetHeaderFooter } from '../../src/api/headerFooter';
import { simulatorBrowser } from '../../tests/simulatorBrowser';
import { footerCalls } from './calls';

simulatorBrowser('/');
afterEach(() => resetHeaderFooter());

describe('the footer content call against the simulator', () => {
  it("reads the footer part of the header/footer answer: the spec's link blocks and legal links", async () => {
    const c = (await footerCalls.content(undefined, new AbortController().signal))!;
    expect(c.blocks.map((b) => b.title)).toEqual(['Customer Service', 'Shop', 'My Account', 'Lists & Registries', 'Stores']);
    expect(c.legal[0]).toEqual({ label: 'Privacy Policy', href: '/about/privacy-policy/' });
  });

  it("a failed call is no content, logged (the page's own footer stays)", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('down', { status: 503 })));
    expect(await footerCalls.content(undefined, new AbortController().signal)).toBeNull();
    expect(log.mock.calls[0]![0]).toMatch(/^\[storefront-widgets\] footer: the footer content could not be loaded/);
  });
});
