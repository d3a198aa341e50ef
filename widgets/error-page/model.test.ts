// @vitest-environment node
// The error page's 'Explore Categories' links (storefront spec section 2) driven through its model with fake
// calls: no React, no mocked modules.
import { describe, expect, it } from 'vitest';
import { createModel } from '../../src/platform/createModel';
import { fakePorts } from '../../src/mount/fakePorts';
import { errorPageStep, startErrorPage, type CategoryLink, type ErrorPageCalls } from './model';

const linksOf = (site: string): CategoryLink[] => [
  { name: `${site} Art`, url: `/${site}/art/` },
  { name: `${site} Paper`, url: `/${site}/paper/` },
];

function page(site = 'school') {
  const io = fakePorts<ErrorPageCalls>();
  const model = createModel(errorPageStep, startErrorPage(site), io.ports);
  model.start();
  /** The links the shopper sees under 'Explore Categories'. */
  const shown = () => model.get().links.map((l) => l.name);
  const asked = () => io.calls.map((c) => c.input);
  return { io, model, shown, asked };
}

describe('error page model: Explore Categories', () => {
  it("asks once for the site's links and shows none until they come", async () => {
    const { io, shown, asked } = page();
    expect(asked()).toEqual(['school']);
    expect(shown()).toEqual([]);
    await io.next('links').answer(linksOf('school'));
    expect(shown()).toEqual(['school Art', 'school Paper']);
  });

  it('no links in the answer shows none', async () => {
    const { io, shown } = page();
    await io.next('links').answer([]);
    expect(shown()).toEqual([]);
  });

  it('the same site again asks nothing; another site asks for its links, the shown ones staying until they come', async () => {
    const { io, model, shown, asked } = page();
    await io.next('links').answer(linksOf('school'));
    model.dispatch({ type: 'siteChanged', site: 'school' });
    expect(asked()).toEqual(['school']);
    model.dispatch({ type: 'siteChanged', site: 'furniture' });
    expect(asked()).toEqual(['school', 'furniture']);
    expect(shown()).toEqual(['school Art', 'school Paper']);
    await io.next('links').answer(linksOf('furniture'));
    expect(shown()).toEqual(['furniture Art', 'furniture Paper']);
  });

  it("a slow answer for the site left, arriving after the new site's, is ignored", async () => {
    const { io, model, shown } = page();
    const older = io.next('links');
    model.dispatch({ type: 'siteChanged', site: 'furniture' });
    expect(older.signal.aborted).toBe(true);
    const newer = io.pending.find((p) => p !== older)!;
    await newer.answer(linksOf('furniture'));
    await older.answer(linksOf('school'));
    expect(shown()).toEqual(['furniture Art', 'furniture Paper']);
  });

  it('after the island goes, a late answer changes nothing', async () => {
    const { io, model, shown } = page();
    model.stop();
    await io.next('links').answer(linksOf('school'));
    expect(shown()).toEqual([]);
  });
});
