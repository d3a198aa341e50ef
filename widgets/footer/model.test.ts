// @vitest-environment node
// The footer's model (storefront spec section 2, Footer) with fake calls and a fixed clock: no React, no mocked modules.
import { describe, expect, it } from 'vitest';
import { createModel } from '../../src/platform/createModel';
import { fakePorts } from '../../src/mount/fakePorts';
import type { FooterContent } from './content';
import { FOOTER_MESSAGES as M } from './messages';
import { footerStep, startFooter, type FooterCalls } from './model';
import { copyrightLine } from './selectors';

const CONTENT: FooterContent = {
  blocks: [
    { title: 'Customer Service', links: [{ label: 'Contact Us', href: '/help/contact-us/' }] },
    { title: 'Shop', links: [{ label: 'Sale', href: '/sale/' }] },
  ],
  app: null,
  social: [],
  certifications: [],
  legal: [],
  optOut: null,
  copyright: '© 2019 Lakeshore Learning Demo Store. All rights reserved.',
  signUpTitle: null,
  badge: null,
  service: null,
};

function footer(now = Date.UTC(2031, 5, 15)) {
  const io = fakePorts<FooterCalls>();
  const model = createModel(footerStep, startFooter(now), io.ports);
  model.start();
  return { io, model, s: () => model.get() };
}

describe('footer model', () => {
  it('asks for the content once at the start and takes the year from the clock', () => {
    const { io, s } = footer(Date.UTC(2031, 5, 15));
    expect(io.calls).toEqual([{ call: 'content', input: undefined }]);
    expect(s()).toMatchObject({ phase: 'loading', content: null, year: 2031 });
  });

  it('shows the content when it comes; with none the page keeps its own footer (failed)', async () => {
    const ok = footer();
    await ok.io.next('content').answer(CONTENT);
    expect(ok.s()).toMatchObject({ phase: 'ready', content: CONTENT });
    const bad = footer();
    await bad.io.next('content').answer(null);
    expect(bad.s()).toMatchObject({ phase: 'failed', content: null });
  });

  it('each link block opens and closes on its own; all start closed', async () => {
    const { io, model, s } = footer();
    model.dispatch({ type: 'toggled', block: 0 });
    expect(s().open).toEqual([]); // nothing to open before the content
    await io.next('content').answer(CONTENT);
    model.dispatch({ type: 'toggled', block: 1 });
    model.dispatch({ type: 'toggled', block: 0 });
    expect(s().open).toEqual([1, 0]);
    model.dispatch({ type: 'toggled', block: 1 });
    expect(s().open).toEqual([0]);
    model.dispatch({ type: 'toggled', block: 7 });
    expect(s().open).toEqual([0]);
  });

  it('unmounting aborts the call; its late answer changes nothing', async () => {
    const { io, model, s } = footer();
    const call = io.next('content');
    model.stop();
    expect(call.signal.aborted).toBe(true);
    await call.answer(CONTENT);
    expect(s().phase).toBe('loading');
  });
});

describe('copyright line: the current year', () => {
  it.each([
    ['© {year} Lakeshore. All rights reserved.', '© 2031 Lakeshore. All rights reserved.'],
    ['© 2019 Lakeshore Learning Demo Store. All rights reserved.', '© 2031 Lakeshore Learning Demo Store. All rights reserved.'],
    ['Copyright 2024 Lakeshore', 'Copyright 2031 Lakeshore'],
    ['(c) 1954-2024 Lakeshore', '(c) 1954-2031 Lakeshore'],
    ['© 1954 – 2020 Lakeshore, since 1954', '© 1954 – 2031 Lakeshore, since 1954'],
    ['Lakeshore Learning', 'Lakeshore Learning'],
  ])('%j -> %j', (text, line) => {
    expect(copyrightLine(text, 2031, M.copyright)).toBe(line);
  });

  it("without a line in the content: the messages' line with the year", () => {
    expect(copyrightLine(null, 2031, M.copyright)).toBe('© 2031 Lakeshore Learning Materials. All rights reserved.');
  });
});
