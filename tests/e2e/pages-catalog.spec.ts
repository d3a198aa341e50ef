// The widget catalog lists every registered widget from the build's widgets.json, and its try-it form
// remounts the widget and shows the schema's validation message as the editor types.
import { axeViolations } from './support/axe';
import { expect, test } from './support/test';
import { readFileSync } from 'node:fs';

type Doc = { name: string; testOnly: boolean; props: { attribute: string }[] };
const docs = Object.values(JSON.parse(readFileSync(new URL('../../dist-test/widgets.json', import.meta.url), 'utf8')) as Record<string, Doc>);

test('the catalog lists every registered widget and no test-only one', async ({ page }) => {
  await page.goto('/widget-catalog/');
  const expected = docs
    .filter((d) => !d.testOnly)
    .map((d) => d.name)
    .sort();
  const listed = page.getByRole('navigation', { name: 'Widgets' }).getByRole('link');
  await expect(listed).toHaveText(expected);
  for (const name of expected) await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
});

test('with test widgets shown, every widget has its attributes table from the schema', async ({ page }) => {
  await page.goto('/widget-catalog/?test-widgets=1');
  await expect(page.getByRole('navigation', { name: 'Widgets' }).getByRole('link')).toHaveText(docs.map((d) => d.name).sort());
  for (const d of docs) {
    const section = page.getByRole('region', { name: new RegExp(`^${d.name}( test only)?$`) });
    for (const p of d.props) await expect(section.getByRole('rowheader', { name: p.attribute, exact: true })).toBeVisible();
  }
});

test('the try-it form shows a validation error for a bad attribute, then remounts with a good one', async ({ page }) => {
  // Every widget's live example and a whole-page axe run: 30 s is too short on a loaded machine (36 s seen).
  test.setTimeout(90_000);
  await page.goto('/widget-catalog/?test-widgets=1');
  const section = page.getByRole('region', { name: /^props-demo( test only)?$/ });
  const stage = section.getByRole('region', { name: 'Live example of props-demo' });
  await expect(stage).toContainText('count=3 (number)');
  const count = section.getByRole('textbox', { name: 'data-count (required)' });
  await count.fill('abc');
  await expect(section.getByRole('status')).toContainText('attribute data-count: expected');
  await expect(section.getByRole('status')).toContainText('"abc"');
  await expect(count).toHaveAttribute('aria-invalid', 'true');
  await expect(stage).not.toContainText('count=');
  await count.fill('7');
  await expect(section.getByRole('status')).toHaveText('Mounted with these attributes.');
  await expect(count).not.toHaveAttribute('aria-invalid', 'true');
  await expect(stage).toContainText('count=7 (number)');
  await expect(section.locator('code').filter({ hasText: 'data-widget="props-demo"' })).toContainText('data-count="7"');
  const mode = section.getByRole('textbox', { name: 'data-mode' });
  await mode.fill('c');
  await expect(section.getByRole('status')).toContainText('attribute data-mode');
  await expect(mode).toHaveAttribute('aria-invalid', 'true');
  const violations = await axeViolations(page);
  expect(violations).toEqual([]);
});
