import { expect, test } from './support/test';

test('the server-rendered search page follows the search redirect lookup (legacy form, no script needed)', async ({ page }) => {
  await page.goto('/search/?Ntt=Math');
  await expect(page).toHaveURL(/\/products\/math\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Math');
});

test('a term without a redirect shows its results page', async ({ page }) => {
  await page.goto('/search/?Ntt=crayons');
  await expect(page).toHaveURL(/\/search\/\?Ntt=crayons$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('crayons');
});
