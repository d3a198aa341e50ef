// The shared axe helper still reports what axe finds, with violations-only results, in the page and in a shadow root.
import { expect, test } from './support/test';
import { axeViolations } from './support/axe';

test('the axe helper reports an image without a text alternative, on the page and inside a shadow root', async ({ page }) => {
  await page.setContent('<main><h1>Check</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><div id="host"></div></main>');
  await page.evaluate(() => {
    document.getElementById('host')!.attachShadow({ mode: 'open' }).innerHTML = '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">';
  });
  const all = await axeViolations(page);
  expect(all.map((v) => v.id)).toContain('image-alt');
  expect(all.find((v) => v.id === 'image-alt')!.nodes).toHaveLength(2);
  const inHost = await axeViolations(page, '#host');
  expect(inHost.find((v) => v.id === 'image-alt')!.nodes.map((n) => n.target)).toEqual([[['#host', 'img']]]);
});
