import { expect, test } from '@playwright/test';
import { signInAs } from './header-support';

test('Sign Out on the furniture store lands on the furniture home, /furniture', async ({ page }) => {
  await signInAs(page.request, 'teacher@example.com');
  await page.goto('/furniture/');
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL((u) => u.pathname === '/furniture');
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
});

test('a recently viewed product stored with a link to another host is not offered', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() =>
    localStorage.setItem(
      'sw-recent-products',
      JSON.stringify([
        { name: 'Evil Glue', url: '//evil.example/p/1', image: '' },
        { name: 'Evil Paint', url: '/\\evil.example/p/2', image: '' },
        { name: 'Real Crayons', url: '/p/S1001/', image: '' },
      ]),
    ),
  );
  await page.reload();
  const box = page.getByRole('combobox').first();
  await box.click();
  await expect(page.getByRole('option', { name: /Real Crayons/ })).toBeVisible();
  await expect(page.getByRole('option', { name: /Evil/ })).toHaveCount(0);
});
