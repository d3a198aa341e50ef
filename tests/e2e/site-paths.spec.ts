import { expect, test } from './support/test';
import { signInAs } from './support/session';

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

const INIT = '/rest/model/ll/commerce/init/InitActor/initData';

test('an init answer without authPages gives one console error naming the field; live chat shows as unavailable', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.request.post('/rest/__test/faults', { data: { path: INIT, status: 200, body: '{"chatInfo":{"talkativeURL":"/static/chat/chat-demo.js"}}' } });
  await page.request.post('/rest/__test/chat', { data: { online: true } });
  await page.goto('/__test/header');
  await page.getByRole('button', { name: 'Account', exact: true }).waitFor();
  await expect.poll(() => errors.filter((e) => e.includes('init data')).length).toBe(1);
  expect(errors.find((e) => e.includes('init data'))).toContain('"authPages"');
  await expect(page.getByRole('button', { name: /Live Chat/ })).toHaveAttribute('aria-disabled', 'true');
  await page.request.delete('/rest/__test/faults');
});
