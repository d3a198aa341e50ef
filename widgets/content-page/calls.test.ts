// @vitest-environment node
// The content page's web contents call against the simulator in-process (one browser per test).
import { describe, expect, it, vi } from 'vitest';
import { LANDING_PATH } from '../../demo-site/data/contentTrees';
import { simulatorBrowser } from '../../tests/simulatorBrowser';
import { contentPageCalls } from './calls';
import { itemType } from './tree';

simulatorBrowser(LANDING_PATH);
const load = (pathKey: string) => contentPageCalls.load({ pathKey }, new AbortController().signal);

describe('the web contents call against the simulator', () => {
  it("gives the items of a content path, in the CMS's order", async () => {
    const items = (await load(LANDING_PATH))!;
    expect(items.length).toBeGreaterThan(3);
    expect(items.map(itemType)).toContain('EyebrowMessage');
  });

  it('a path without content has no items', async () => {
    expect(await load('/no-such-page/')).toEqual([]);
  });

  it("a failed call is null, with one console error naming the path (the page's own content stays)", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('down', { status: 503 })));
    expect(await load('/nowhere/')).toBeNull();
    expect(error).toHaveBeenCalledOnce();
    expect(String(error.mock.calls[0]![0])).toContain('"/nowhere/"');
  });
});
