/**
 * Releases that meet: a page opened on release A keeps working after release B replaces A's loader and manifest
 * on the server, because it keeps loading the files its own manifest names (under v/<A>/, which publishing keeps).
 * The two releases are made by `npm run release` from the test build, as a store would publish them.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { chooseStoreNear, serverItemCount } from './support/cart';
import { expect, test, type Page } from './support/test';

const DIR = 'test-results/releases';
const A = '1.0.0-a';
const B = '1.0.1-b';

test.beforeAll(() => {
  rmSync(DIR, { recursive: true, force: true });
  const releases = [
    [A, 'the release a page was opened on'],
    [B, 'the release that replaces it'],
  ] as const;
  for (const [version, note] of releases)
    execFileSync(process.execPath, ['scripts/release.mjs', note, '--version', version, '--from', 'dist-test', '--out', DIR, '--changelog', `${DIR}/CHANGELOG.md`]);
});

const deploy = async (page: Page, version: string) => expect((await page.request.post('/__release/deploy', { data: { version } })).ok()).toBe(true);
test('a page opened on release A keeps adding to cart after release B replaces it on the server', async ({ page }) => {
  await deploy(page, A);
  const files: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/__release/widgets/')) files.push(path.slice('/__release/widgets/'.length));
  });
  await page.goto('/__release/p/S1223/');
  await expect(page.locator('[data-widget="add-to-cart"]')).toHaveAttribute('data-widget-state', 'ready');
  expect(files.filter((f) => f.startsWith('v/')).length).toBeGreaterThan(0);
  expect(files.filter((f) => f.startsWith('v/') && !f.startsWith(`v/${A}/`))).toEqual([]);

  // The deploy: B's loader and manifest replace A's. The open page goes on adding to cart, through the store finder
  // (opened by name), and what it loads now comes from A's own folder, never from B's.
  await deploy(page, B);
  files.length = 0;
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await page.getByRole('button', { name: 'Select Store' }).click();
  await chooseStoreNear(page, '90745');
  await expect(page.getByText(/Pick up at Carson, CA/)).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Added to Cart' })).toBeVisible();
  expect(await serverItemCount(page)).toBe(1);
  // Code the page had not loaded before the deploy (the islands that wait to be scrolled near) came from A's folder.
  expect(files.filter((f) => f.startsWith(`v/${A}/`)).length).toBeGreaterThan(0);
  expect(files.filter((f) => f.startsWith(`v/${B}/`) || f === 'manifest.json')).toEqual([]);

  // The next page is on B, and adds to the same cart.
  files.length = 0;
  await page.reload();
  await expect(page.locator('[data-widget="add-to-cart"]')).toHaveAttribute('data-widget-state', 'ready');
  expect(files.filter((f) => f.startsWith(`v/${B}/`)).length).toBeGreaterThan(0);
  expect(files.filter((f) => f.startsWith(`v/${A}/`))).toEqual([]);
  await expect(page.getByText(/Pick up at Carson, CA/)).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Added to Cart' })).toBeVisible();
  expect(await serverItemCount(page)).toBe(2);
});
