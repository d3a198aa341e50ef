import { readFileSync } from 'node:fs';
import type { Manifest } from '../../src/mount/contract';
import { expect, test, type ConsoleMessage, type Page } from './support/test';

/** Text rendered inside a marker's shadow root ('' when not mounted). */
const shadowText = (page: Page, selector: string) => page.locator(selector).evaluate((el) => el.shadowRoot?.textContent ?? '');

const widgetErrors = (messages: ConsoleMessage[]) => messages.filter((m) => m.type() === 'error' && m.text().includes('[storefront-widgets]'));

test.describe('loader', () => {
  test('eager and idle markers mount without any user action', async ({ page }) => {
    await page.goto('/__test/loader-basic');
    await expect(page.locator('#eager')).toHaveAttribute('data-widget-state', 'ready');
    await expect(page.locator('#idle')).toHaveAttribute('data-widget-state', 'ready');
    await expect(page.getByText('idle mounted')).toBeVisible();
  });

  test("no widget file is asked for before the page's first contentful paint", async ({ page }) => {
    await page.goto('/__test/loader-basic');
    await expect(page.locator('#eager')).toHaveAttribute('data-widget-state', 'ready');
    const times = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      widgetFiles: performance
        .getEntriesByType('resource')
        .filter((r) => r.name.includes('/widgets/') && !r.name.endsWith('/loader.js'))
        .map((r) => ({ name: r.name, startTime: r.startTime })),
    }));
    expect(times.paint).toBeGreaterThan(0);
    // The manifest and every file of the mounted widgets.
    expect(times.widgetFiles.map((f) => f.name)).toContainEqual(expect.stringMatching(/\/widgets\/manifest\.json$/));
    for (const file of times.widgetFiles) expect(file.startTime, file.name).toBeGreaterThanOrEqual(times.paint!);
  });

  test('on a page with nothing to paint, the markers mount 3 s after the loader runs', async ({ page }) => {
    await page.clock.install();
    await page.goto('/__test/loader-blank');
    const marker = page.locator('#eager');
    await page.clock.runFor(2500);
    expect(await marker.getAttribute('data-widget-state')).toBeNull();
    await page.clock.runFor(600);
    await expect(marker).toHaveAttribute('data-widget-state', 'ready');
    expect(await shadowText(page, '#eager')).toBe('mounted on a blank page');
  });

  test('visible mounts only after scrolling near the marker', async ({ page }) => {
    await page.goto('/__test/loader-basic');
    // Once the idle marker has mounted the page has gone idle: the observer's first report is in.
    await expect(page.locator('#idle')).toHaveAttribute('data-widget-state', 'ready');
    expect(await page.locator('#visible').getAttribute('data-widget-state')).toBeNull();
    await page.locator('#visible').scrollIntoViewIfNeeded();
    await expect(page.locator('#visible')).toHaveAttribute('data-widget-state', 'ready');
    await expect(page.getByText('visible mounted')).toBeVisible();
  });

  test('interaction mounts only after a click or focus on the marker', async ({ page }) => {
    await page.goto('/__test/loader-basic');
    await expect(page.locator('#idle')).toHaveAttribute('data-widget-state', 'ready');
    expect(await page.locator('#interaction').getAttribute('data-widget-state')).toBeNull();
    await page.getByRole('button', { name: 'Activate' }).click();
    await expect(page.locator('#interaction')).toHaveAttribute('data-widget-state', 'ready');
    expect(await shadowText(page, '#interaction')).toBe('interaction mounted');
  });

  test('interaction also mounts on keyboard focus', async ({ page }) => {
    await page.goto('/__test/loader-basic');
    await expect(page.locator('#eager')).toHaveAttribute('data-widget-state', 'ready');
    await page.getByRole('button', { name: 'Activate' }).focus();
    await expect(page.locator('#interaction')).toHaveAttribute('data-widget-state', 'ready');
  });

  test('media mounts only while its query matches', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.goto('/__test/loader-basic');
    await expect(page.locator('#eager')).toHaveAttribute('data-widget-state', 'ready');
    expect(await page.locator('#media').getAttribute('data-widget-state')).toBeNull();
    await page.setViewportSize({ width: 500, height: 800 });
    await expect(page.locator('#media')).toHaveAttribute('data-widget-state', 'ready');
  });

  test('200 markers mount', async ({ page }) => {
    await page.goto('/__test/many');
    await expect(page.locator('[data-widget-state="ready"]')).toHaveCount(200);
    expect(await shadowText(page, '[data-widget]:nth-child(201)')).toBe('item 200');
  });

  test('removing a marker unmounts its React root', async ({ page }) => {
    await page.goto('/__test/loader-basic');
    await expect(page.locator('#eager')).toHaveAttribute('data-widget-state', 'ready');
    await page.evaluate(() => {
      const el = document.getElementById('eager')!;
      (window as unknown as { removed: HTMLElement }).removed = el;
      el.remove();
    });
    const detached = () =>
      page.evaluate(() => {
        const el = (window as unknown as { removed: HTMLElement }).removed;
        return { text: el.shadowRoot?.textContent, state: el.getAttribute('data-widget-state') };
      });
    await expect.poll(detached).toEqual({ text: '', state: null });
  });

  test('a marker inserted later mounts', async ({ page }) => {
    await page.goto('/__test/loader-basic');
    await expect(page.locator('#eager')).toHaveAttribute('data-widget-state', 'ready');
    await page.evaluate(() => {
      const el = document.createElement('div');
      el.id = 'late';
      el.dataset.widget = 'trivial';
      el.dataset.label = 'late mounted';
      document.querySelector('main')!.prepend(el);
    });
    await expect(page.locator('#late')).toHaveAttribute('data-widget-state', 'ready');
    expect(await shadowText(page, '#late')).toBe('late mounted');
  });

  test('a moved marker stays mounted once', async ({ page }) => {
    await page.goto('/__test/loader-basic');
    await expect(page.locator('#eager')).toHaveAttribute('data-widget-state', 'ready');
    const mounts = await page.evaluate(async () => {
      let count = 0;
      const probe = document.createElement('div');
      probe.dataset.widget = 'trivial';
      probe.dataset.label = 'probe';
      const el = document.getElementById('eager')!;
      // Counts this marker's mounts only: the page's idle and media markers may mount meanwhile.
      const probeMounted = new Promise<void>((resolve) =>
        document.addEventListener('storefront:widget-mounted', (e) => {
          const { element } = (e as CustomEvent<{ element: Element }>).detail;
          if (element === probe) resolve();
          else if (element === el) count++;
        }),
      );
      // Mutation observers are called in the order they were made: when this one runs, the loader's has.
      await new Promise<void>((resolve) => {
        const seen = new MutationObserver(() => (seen.disconnect(), resolve()));
        seen.observe(document.documentElement, { childList: true, subtree: true });
        document.querySelector('main')!.append(el);
      });
      window.StorefrontWidgets!.scan();
      // A marker inserted after the move goes through a whole mount: a remount of the moved one would be done by then.
      document.querySelector('main')!.append(probe);
      await probeMounted;
      return { count, text: el.shadowRoot?.textContent, state: el.getAttribute('data-widget-state') };
    });
    expect(mounts).toEqual({ count: 0, text: 'eager mounted', state: 'ready' });
  });

  test('the loader included twice mounts each marker once', async ({ page }) => {
    const mounted: string[] = [];
    page.on('console', (m) => mounted.push(m.text()));
    await page.addInitScript(() => {
      (window as unknown as { mounts: number }).mounts = 0;
      document.addEventListener('storefront:widget-mounted', () => (window as unknown as { mounts: number }).mounts++);
    });
    await page.goto('/__test/twice');
    await expect(page.locator('#one')).toHaveAttribute('data-widget-state', 'ready');
    // Both copies ran before the load event. A marker inserted now mounts after anything a second copy
    // would have started at load, so once it is ready a double mount of #one would be counted.
    await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.id = 'probe';
      probe.dataset.widget = 'trivial';
      probe.dataset.label = 'probe';
      document.querySelector('main')!.append(probe);
    });
    await expect(page.locator('#probe')).toHaveAttribute('data-widget-state', 'ready');
    expect(await page.evaluate(() => (window as unknown as { mounts: number }).mounts)).toBe(2);
    expect(await page.locator('#probe').evaluate((el) => el.shadowRoot!.querySelectorAll('.sw-trivial').length)).toBe(1);
    expect(await page.locator('#one').evaluate((el) => el.shadowRoot!.querySelectorAll('.sw-trivial').length)).toBe(1);
  });

  test('invalid props give exactly one console error naming the attribute, and the other markers mount', async ({ page }) => {
    const messages: ConsoleMessage[] = [];
    page.on('console', (m) => messages.push(m));
    await page.goto('/__test/loader-basic');
    await expect(page.locator('#props-bad')).toHaveAttribute('data-widget-state', 'error');
    await expect(page.locator('#props-ok')).toHaveAttribute('data-widget-state', 'ready');
    await expect(page.locator('#props-json')).toHaveAttribute('data-widget-state', 'ready');
    expect(await shadowText(page, '#props-ok')).toBe('count=3 (number) flag=true (boolean) mode=b title=-');
    const propErrors = widgetErrors(messages).filter((m) => m.text().includes('props-demo'));
    expect(propErrors).toHaveLength(1);
    expect(propErrors[0]!.text()).toContain('props-demo: invalid props on <div data-widget="props-demo" id="props-bad">');
    expect(propErrors[0]!.text()).toContain('attribute data-count: expected an integer, got "three"');
  });

  test('an unknown widget name is reported and marked error', async ({ page }) => {
    const messages: ConsoleMessage[] = [];
    page.on('console', (m) => messages.push(m));
    await page.goto('/__test/loader-basic');
    await expect(page.locator('#unknown')).toHaveAttribute('data-widget-state', 'error');
    expect(widgetErrors(messages).map((m) => m.text())).toContainEqual(expect.stringContaining('there is no widget named "no-such-widget"'));
  });

  test('a chunk answered with 500 is retried once, then the marker is in error and the page still works', async ({ page }) => {
    const messages: ConsoleMessage[] = [];
    page.on('console', (m) => messages.push(m));
    let hits = 0;
    await page.route(/\/widgets\/props-demo-[A-Z0-9]+\.js$/, (route) => {
      hits++;
      return route.fulfill({ status: 500, body: 'boom' });
    });
    const events: unknown[] = [];
    await page.exposeFunction('reportWidgetError', (d: unknown) => events.push(d));
    await page.addInitScript(() =>
      document.addEventListener('storefront:widget-error', (e) =>
        (window as unknown as { reportWidgetError: (d: unknown) => void }).reportWidgetError({ widget: (e as CustomEvent).detail.widget, message: (e as CustomEvent).detail.message }),
      ),
    );
    await page.goto('/__test/loader-basic');
    await expect(page.locator('#props-ok')).toHaveAttribute('data-widget-state', 'error');
    await expect(page.locator('#props-json')).toHaveAttribute('data-widget-state', 'error');
    await expect(page.locator('#eager')).toHaveAttribute('data-widget-state', 'ready');
    expect(hits).toBe(2);
    const loadErrors = widgetErrors(messages).filter((m) => m.text().includes('could not load its code'));
    expect(loadErrors.length).toBeGreaterThanOrEqual(1);
    expect(events).toContainEqual(expect.objectContaining({ widget: 'props-demo' }));
    // The host page keeps working.
    await page.getByRole('button', { name: 'Host button' }).click();
    await page.evaluate(() => window.StorefrontWidgets!.scan());
  });

  test("the loader's core: asked for after the first paint with its SRI hash and the nonce; when it fails twice, markers keep their markup and open() resolves false, saying why; the next call loads it", async ({
    page,
  }) => {
    const messages: ConsoleMessage[] = [];
    page.on('console', (m) => messages.push(m));
    const core = /\/widgets\/chunks\/loader-core-[A-Z0-9]+\.js$/;
    let fail = true;
    let hits = 0;
    await page.route(core, (route) => (hits++, fail ? route.fulfill({ status: 500, body: 'down' }) : route.fallback()));
    await page.goto('/__test/loader-basic');
    await expect.poll(() => hits).toBe(2);
    await expect.poll(() => widgetErrors(messages).map((m) => m.text())).toContainEqual(expect.stringContaining('[storefront-widgets] loader.js: could not load its core'));
    expect(await page.locator('#eager').getAttribute('data-widget-state')).toBeNull();
    expect(await page.evaluate(() => window.StorefrontWidgets!.open('no-such-widget'))).toBe(false);
    expect(hits).toBe(4);

    fail = false;
    await page.evaluate(() => window.StorefrontWidgets!.scan());
    await expect(page.locator('#eager')).toHaveAttribute('data-widget-state', 'ready');
    // The page's start ran with it: a marker added now mounts by itself.
    await page.evaluate(() => document.querySelector('main')!.insertAdjacentHTML('afterbegin', '<div id="late" data-widget="trivial" data-label="late mounted"></div>'));
    await expect(page.locator('#late')).toHaveAttribute('data-widget-state', 'ready');
    const link = page.locator('link[rel=modulepreload][href*="/chunks/loader-core-"]').last();
    await expect(link).toHaveAttribute('integrity', /^sha384-/);
    expect(await link.evaluate((l: HTMLLinkElement) => l.nonce)).toBe(await page.locator('script[src$="/loader.js"]').evaluate((s: HTMLScriptElement) => s.nonce));
  });

  test('a loader core whose bytes do not match its SRI hash never runs, and no marker mounts', async ({ page }) => {
    const messages: ConsoleMessage[] = [];
    page.on('console', (m) => messages.push(m));
    // Served without the real answer's headers: with them (immutable, a year) the browser kept the altered file,
    // and the next test of this worker's shared context met it in the HTTP cache.
    const core = (JSON.parse(readFileSync('dist-test/manifest.json', 'utf8')) as Manifest).loaderCore!.file;
    const altered = readFileSync('dist-test/' + core, 'utf8') + '\nwindow.coreRan = 1;';
    await page.route('**/widgets/' + core, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: altered }));
    await page.goto('/__test/loader-basic');
    await expect.poll(() => widgetErrors(messages).map((m) => m.text())).toContainEqual(expect.stringContaining('could not load its core'));
    expect(await page.evaluate(() => (window as unknown as { coreRan?: number }).coreRan ?? 0)).toBe(0);
    expect(await page.locator('#eager').getAttribute('data-widget-state')).toBeNull();
  });

  test('an island that throws shows its fallback and leaves the others working', async ({ page }) => {
    await page.goto('/__test/loader-basic');
    await expect(page.locator('#throws')).toHaveAttribute('data-widget-state', 'error');
    expect(await shadowText(page, '#throws')).toContain('This part of the page is not available right now');
    await expect(page.locator('#after-throws')).toHaveAttribute('data-widget-state', 'ready');
    expect(await shadowText(page, '#after-throws')).toBe('survivor mounted');
  });

  test('the JS API: unmount, mount, on/off and version', async ({ page }) => {
    await page.goto('/__test/loader-basic');
    await expect(page.locator('#eager')).toHaveAttribute('data-widget-state', 'ready');
    const result = await page.evaluate(async () => {
      const api = window.StorefrontWidgets!;
      const el = document.getElementById('eager')!;
      const seen: string[] = [];
      // Only this marker's mounts: other markers of the page (idle, visible) may mount meanwhile.
      const fn = (d: unknown) => (d as { element: Element }).element === el && seen.push((d as { widget: string }).widget);
      api.on('widget-mounted', fn);
      // The next mount of this marker. Any other island's mount event must not end the wait: the listener
      // would come off before this marker's own event and miss it.
      const mounted = (marker: Element) =>
        new Promise<void>((resolve) => {
          const on = (e: Event) => {
            if ((e as CustomEvent<{ element: Element }>).detail.element !== marker) return;
            document.removeEventListener('storefront:widget-mounted', on);
            resolve();
          };
          document.addEventListener('storefront:widget-mounted', on);
        });
      api.unmount(el);
      const afterUnmount = el.shadowRoot?.textContent;
      let next = mounted(el);
      // Another island's mount event comes while this marker's mount is on its way (as the page's idle
      // marker's may on a slow machine): a marker added late mounts first, and this marker is mounted when
      // that island's event is heard, so the two events are never in the same task.
      const late = Object.assign(document.createElement('div'), { id: 'late' });
      late.dataset.widget = 'trivial';
      late.dataset.label = 'late mounted';
      const thenMount = (e: Event) => {
        if ((e as CustomEvent<{ element: Element }>).detail.element !== late) return;
        document.removeEventListener('storefront:widget-mounted', thenMount);
        api.mount(el);
      };
      document.addEventListener('storefront:widget-mounted', thenMount);
      document.querySelector('main')!.append(late);
      api.mount(late);
      await next;
      api.off('widget-mounted', fn);
      api.unmount(el);
      next = mounted(el);
      api.mount(el);
      await next;
      return { version: api.version, afterUnmount, seen, text: el.shadowRoot?.textContent };
    });
    expect(result).toEqual({ version: expect.stringMatching(/^\d+\.\d+\.\d+/), afterUnmount: '', seen: ['trivial'], text: 'eager mounted' });
    // The other island did mount meanwhile: the wait above had another event to be fooled by.
    await expect(page.locator('#late')).toHaveAttribute('data-widget-state', 'ready');
  });

  test('data-debug on the script tag logs mounts and events', async ({ page }) => {
    const logs: string[] = [];
    page.on('console', (m) => m.type() === 'debug' && logs.push(m.text()));
    await page.goto('/__test/debug');
    await expect(page.locator('#one')).toHaveAttribute('data-widget-state', 'ready');
    await expect.poll(() => logs.join('\n')).toContain('storefront:widget-mounted');
    expect(logs.join('\n')).toContain('trivial mounted');
  });
});
