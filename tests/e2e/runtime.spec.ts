import { axeViolations } from './support/axe';
import { expect, test, type Page } from './support/test';

/** Records CSP violations (event and console) from the very start of the page. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/.test(m.text())) violations.push(m.text());
  });
  await page.exposeFunction('reportCsp', (v: string) => violations.push(v));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) => (window as unknown as { reportCsp: (v: string) => void }).reportCsp(`${e.violatedDirective} ${e.blockedURI}`)),
  );
  return violations;
}

const PROPS = [
  'font-size',
  'font-family',
  'color',
  'background-color',
  'border-top-width',
  'border-top-color',
  'text-transform',
  'letter-spacing',
  'float',
  'width',
  'height',
  'box-sizing',
  'padding-top',
  'margin-top',
  'box-shadow',
  'display',
  'opacity',
];

async function openDemoDialog(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('[data-widget="dialog-demo"]')).toHaveAttribute('data-widget-state', 'ready');
  await page.getByRole('button', { name: 'Open Styled dialog' }).click();
  await expect(page.getByRole('dialog', { name: 'Styled dialog' })).toBeVisible();
}

test.describe('runtime in the browser', () => {
  test('pages work under the strict CSP with no violation', async ({ page }) => {
    const violations = await watchCsp(page);
    const response = await page.goto('/__test/loader-basic');
    expect(response!.headers()['content-security-policy']).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
    await expect(page.locator('#props-ok')).toHaveAttribute('data-widget-state', 'ready');
    await openDemoDialog(page, '/__test/styles-hostile');
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });

  test('the hostile legacy stylesheet does not change the widget button, input or dialog', async ({ page }) => {
    await openDemoDialog(page, '/__test/styles-clean');
    const clean = await widgetStylesAfterOpen(page);
    await openDemoDialog(page, '/__test/styles-hostile');
    const hostile = await widgetStylesAfterOpen(page);
    expect(hostile.button).not.toBeNull();
    expect(hostile.dialog).not.toBeNull();
    expect(hostile).toEqual(clean);
    expect(hostile.button!['text-transform']).toBe('none');
    expect(hostile.dialog!['border-top-width']).toBe('0px');
  });

  test('no widget style leaks onto the host page', async ({ page }) => {
    const hostStyles = async () =>
      page.evaluate((props) => {
        const pick = (sel: string) => {
          const cs = getComputedStyle(document.querySelector(sel)!);
          return Object.fromEntries(props.map((p) => [p, cs.getPropertyValue(p)]));
        };
        return { button: pick('button.btn'), input: pick('main > p > input'), a: pick('main a'), li: pick('main li'), body: pick('body'), h1: pick('h1') };
      }, PROPS);
    await page.goto('/__test/styles-noloader');
    const without = await hostStyles();
    await openDemoDialog(page, '/__test/styles-hostile');
    const withWidgets = await hostStyles();
    // The body grows by the widget's height; everything else on the host page is exactly as before.
    const noHeight = (s: Record<string, string>) => ({ ...s, height: '' });
    expect({ ...withWidgets, body: noHeight(withWidgets.body) }).toEqual({ ...without, body: noHeight(without.body) });
  });

  test('a dialog keeps Tab inside, closes on Escape, returns focus, and locks and restores scroll', async ({ page }) => {
    await openDemoDialog(page, '/__test/styles-hostile');
    const dialog = page.getByRole('dialog', { name: 'Styled dialog' });
    await expect(dialog.getByRole('textbox', { name: 'Your name' })).toBeFocused();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    const names: string[] = [];
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      names.push(
        await page.evaluate(() => {
          let el = document.activeElement;
          while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
          return el?.getAttribute('aria-label') || (el as HTMLInputElement | null)?.labels?.[0]?.textContent || el?.textContent || '';
        }),
      );
    }
    expect(names).toEqual(['Open inner', 'Done', 'Close', 'Your name', 'Open inner', 'Done']);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open Styled dialog' })).toBeFocused();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  test('stacked dialogs: Escape closes the top one only', async ({ page }) => {
    await openDemoDialog(page, '/__test/styles-hostile');
    await page.getByRole('button', { name: 'Open inner' }).click();
    await expect(page.getByRole('dialog', { name: 'Inner dialog' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Inner dialog' })).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Styled dialog' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open inner' })).toBeFocused();
  });

  test('StorefrontWidgets.open() opens a modal widget; an unknown or non-modal one fails softly', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto('/__test/loader-basic');
    await expect(page.locator('#eager')).toHaveAttribute('data-widget-state', 'ready');
    await page.getByRole('button', { name: 'Host button' }).focus();
    expect(await page.evaluate(() => window.StorefrontWidgets!.open('dialog-demo', { title: 'Opened by name' }))).toBe(true);
    await expect(page.getByRole('dialog', { name: 'Opened by name' })).toBeVisible();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('dialog', { name: 'Opened by name' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Host button' })).toBeFocused();
    expect(await page.evaluate(() => window.StorefrontWidgets!.open('store-finder-nope'))).toBe(false);
    expect(await page.evaluate(() => window.StorefrontWidgets!.open('trivial'))).toBe(false);
    expect(errors.filter((e) => e.includes('[storefront-widgets]') && (e.includes('store-finder-nope') || e.includes('cannot be opened')))).toHaveLength(2);
  });

  test('axe finds no violation on the test pages, with a dialog open', async ({ page }) => {
    await openDemoDialog(page, '/__test/styles-hostile');
    expect(await axeViolations(page)).toEqual([]);
  });
});

/** Computed styles of the widget's button, input and open dialog (inside the shadow root). */
async function widgetStylesAfterOpen(page: Page) {
  return page.evaluate((props) => {
    const root = document.querySelector('[data-widget="dialog-demo"]')!.shadowRoot!;
    // Block-level fields take the width of the host's container (which the host page decides), so
    // width is compared only for elements sized by their own content or rules.
    const pick = (el: Element | null, ownWidth = true) => {
      if (!el) return null;
      const cs = getComputedStyle(el);
      return Object.fromEntries(props.filter((p) => ownWidth || p !== 'width').map((p) => [p, cs.getPropertyValue(p)]));
    };
    return {
      button: pick(root.querySelector('.sw-button')),
      input: pick(root.querySelector('input'), false),
      label: pick(root.querySelector('label'), false),
      dialog: pick(root.querySelector('dialog[open]')),
      dialogTitle: pick(root.querySelector('dialog[open] h2')),
      dialogInput: pick(root.querySelector('dialog[open] input')),
      dialogButton: pick(root.querySelector('dialog[open] .sw-button')),
    };
  }, PROPS);
}
