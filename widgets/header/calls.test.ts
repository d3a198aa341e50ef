// @vitest-environment node
// The header's calls against the simulator in-process (one browser per test): content, init data, chat status,
// store details; a failure is null (what shows stays), never a throw.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { generateStores } from '../../demo-site/data/stores';
import { resetHeaderFooter } from '../../src/api/headerFooter';
import { simulatorBrowser } from '../../tests/simulatorBrowser';
import { headerCalls, loadChatStatus, loadStoreDetails, resetHeaderApi } from './calls';

const t = simulatorBrowser('/');
afterEach(() => {
  resetHeaderApi();
  resetHeaderFooter();
});
const signal = () => new AbortController().signal;
const post = (path: string, body: object) => t.browser(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('the header calls against the simulator', () => {
  it("reads the header content once per page: the store's two site tabs, the first with its departments", async () => {
    const [a, b] = await Promise.all([headerCalls.content(null, signal()), headerCalls.content(null, signal())]);
    expect(a).toBe(b);
    expect(a!.tabs.map((tab) => tab.displayName)).toEqual(['Lakeshore', 'Lakeshore Furniture']);
    expect(a!.tabs[0]!.groups.map((g) => g.displayName)).toContain('Art & Craft Supplies');
  });

  it('a failed content call is null and logged, and the next page asks again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('down', { status: 503 })));
    expect(await headerCalls.content(null, signal())).toBeNull();
    expect(log.mock.calls[0]![0]).toMatch(/^\[storefront-widgets\] header: the header content could not be loaded/);
    vi.stubGlobal('fetch', t.browser);
    expect((await headerCalls.content(null, signal()))?.tabs.length).toBe(2);
  });

  it('reads the init data: the account pages that need a signed-in shopper, and the chat script', async () => {
    const init = await headerCalls.init(null, signal());
    expect(init?.authPages).toContain('/my-account/');
    expect(init?.chatInfo?.talkativeURL).toBe('/static/chat/chat-demo.js');
  });

  it('reads whether live chat is online, and does not ask from a hidden page', async () => {
    await post('/rest/__test/chat', { online: true });
    expect(await loadChatStatus(signal())).toBe(true);
    await post('/rest/__test/chat', { online: false });
    expect(await loadChatStatus(signal())).toBe(false);
    vi.stubGlobal('document', { hidden: true });
    const asked = vi.fn(t.browser);
    vi.stubGlobal('fetch', asked);
    expect(await headerCalls.status('/static/chat/chat-demo.js' as never, signal())).toBeNull();
    expect(asked).not.toHaveBeenCalled();
  });

  it("finds the selected store's address, phone and hours by the store search around its zip", async () => {
    const carson = generateStores().find((s) => s.postalCode === '90745')!;
    expect(await headerCalls.details({ id: carson.id, postalCode: '90745' } as never, signal())).toEqual({
      address1: '20750 S Avalon Blvd',
      phoneNumber: carson.phoneNumber,
      hours: carson.hours,
      seoUrl: carson.seoUrl,
    });
  });

  it('a store no search finds is null, and is asked again next time', async () => {
    expect(await loadStoreDetails('ST999', '90745')).toBeNull();
    const asked = vi.fn(t.browser);
    vi.stubGlobal('fetch', asked);
    expect(await loadStoreDetails('ST999', '90745')).toBeNull();
    expect(asked).toHaveBeenCalled();
  });
});
