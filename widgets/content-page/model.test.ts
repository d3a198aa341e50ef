// @vitest-environment node
// The content page's flows (storefront spec sections 2, 7 and 9) driven through its models with fake calls and
// a fake clock: no React, no mocked modules.
import { describe, expect, it } from 'vitest';
import { createModel } from '../../src/platform/createModel';
import { fakePorts } from '../../src/mount/fakePorts';
import {
  CAROUSEL_INTERVAL_MS,
  carouselReducer,
  carouselStep,
  contentPageStep,
  initialCarousel,
  isRotating,
  startCarousel,
  startContentPage,
  type CarouselAction,
  type CarouselState,
  type ContentPageCalls,
  type Sanitize,
} from './model';
import type { ContentItem } from './tree';

const sanitize: Sanitize = () => null;
const banner = (n: number): ContentItem => ({ '@type': 'Banner', imageUrl: `/images/b${n}.svg`, alt: `Banner ${n}` });
const QUERY = { pathKey: '/back-to-school/' };

function page() {
  const io = fakePorts<ContentPageCalls>();
  const model = createModel(contentPageStep, startContentPage(), io.ports);
  model.start();
  /** What the shopper is shown: the marker's own content until the tree and the sanitizer are both in. */
  const shown = () => {
    const { items, sanitize: ready } = model.get();
    return items?.length && ready ? items.map((i) => i.alt).join(', ') : 'own content';
  };
  const calls = (name: keyof ContentPageCalls) => io.calls.filter((c) => c.call === name).map((c) => c.input);
  return { io, model, shown, calls };
}

describe('content page model: the items', () => {
  it('asks for the sanitizer once on mount, and the web contents of the path; the items show once both are in', async () => {
    const { io, model, shown, calls } = page();
    expect(calls('sanitizer')).toEqual([null]);
    model.dispatch({ type: 'asked', contents: undefined, query: { ...QUERY, productId: 'P1' } });
    expect(calls('load')).toEqual([{ ...QUERY, productId: 'P1' }]);
    await io.next('load').answer([banner(1), banner(2)]);
    expect(shown()).toBe('own content');
    await io.next('sanitizer').answer(sanitize);
    expect(shown()).toBe('Banner 1, Banner 2');
  });

  it('an inline tree renders without a call', async () => {
    const { io, model, shown, calls } = page();
    await io.next('sanitizer').answer(sanitize);
    model.dispatch({ type: 'asked', contents: [banner(3), 'not an item'], query: QUERY });
    expect(calls('load')).toEqual([]);
    expect(shown()).toBe('Banner 3');
  });

  it('when the content cannot be read, or is empty, the page’s own content stays', async () => {
    for (const answer of [null, []]) {
      const { io, model, shown } = page();
      await io.next('sanitizer').answer(sanitize);
      model.dispatch({ type: 'asked', contents: undefined, query: QUERY });
      await io.next('load').answer(answer);
      expect(model.get().items).toEqual([]);
      expect(shown()).toBe('own content');
    }
  });

  it('new props ask again; a slow answer for the older props, arriving after the newer one, is ignored', async () => {
    const { io, model, shown } = page();
    await io.next('sanitizer').answer(sanitize);
    model.dispatch({ type: 'asked', contents: undefined, query: QUERY });
    const older = io.next('load');
    model.dispatch({ type: 'asked', contents: undefined, query: { ...QUERY, searchTerm: 'glue' } });
    expect(older.signal.aborted).toBe(true);
    const newer = io.pending.find((p) => p.call === 'load' && p !== older)!;
    expect(newer.input).toEqual({ ...QUERY, searchTerm: 'glue' });
    await newer.answer([banner(2)]);
    await older.answer([banner(1)]);
    expect(shown()).toBe('Banner 2');
  });

  it('an inline tree given while a call is out drops the call’s late answer', async () => {
    const { io, model, shown } = page();
    await io.next('sanitizer').answer(sanitize);
    model.dispatch({ type: 'asked', contents: undefined, query: QUERY });
    const call = io.next('load');
    model.dispatch({ type: 'asked', contents: [banner(5)], query: QUERY });
    expect(call.signal.aborted).toBe(true);
    await call.answer([banner(1)]);
    expect(shown()).toBe('Banner 5');
  });

  it('after the island goes, a late answer changes nothing', async () => {
    const { io, model } = page();
    model.dispatch({ type: 'asked', contents: undefined, query: QUERY });
    model.stop();
    await io.next('load').answer([banner(1)]);
    expect(model.get().items).toBeNull();
  });
});

function carousel(count = 3, reducedMotion = false) {
  const io = fakePorts<object>();
  const model = createModel(carouselStep, startCarousel(count, reducedMotion), io.ports);
  model.start();
  return { io, model, at: () => model.get().at };
}

describe('content page model: the banner carousel', () => {
  it('rotates every 5000 ms, wrapping around', async () => {
    const { io, at } = carousel(3);
    await io.advance(CAROUSEL_INTERVAL_MS - 1);
    expect(at()).toBe(0);
    await io.advance(1);
    expect(at()).toBe(1);
    await io.advance(2 * CAROUSEL_INTERVAL_MS);
    expect(at()).toBe(0);
    expect(io.timers()).toBe(1);
  });

  it('Next and Previous move it without moving the rotation’s beat', async () => {
    const { io, model, at } = carousel(3);
    await io.advance(3000);
    model.dispatch({ type: 'next' });
    expect(at()).toBe(1);
    await io.advance(2000);
    expect(at()).toBe(2);
    model.dispatch({ type: 'previous' });
    model.dispatch({ type: 'previous' });
    expect(at()).toBe(0);
    expect(io.timers()).toBe(1);
  });

  it('paused, held (pointer over it, focus in it) or under reduced motion it does not move; Play or release starts the beat again', async () => {
    const { io, model, at } = carousel(3);
    model.dispatch({ type: 'pause' });
    await io.advance(3 * CAROUSEL_INTERVAL_MS);
    expect([at(), io.timers()]).toEqual([0, 0]);
    model.dispatch({ type: 'play' });
    model.dispatch({ type: 'hold' });
    await io.advance(3 * CAROUSEL_INTERVAL_MS);
    expect([at(), io.timers()]).toEqual([0, 0]);
    model.dispatch({ type: 'release' });
    await io.advance(CAROUSEL_INTERVAL_MS);
    expect(at()).toBe(1);
    const still = carousel(3, true);
    await still.io.advance(3 * CAROUSEL_INTERVAL_MS);
    expect([still.at(), still.io.timers()]).toEqual([0, 0]);
    still.model.dispatch({ type: 'play' });
    await still.io.advance(CAROUSEL_INTERVAL_MS);
    expect(still.at()).toBe(1);
  });

  it('a single slide sets no timer; when the island goes the timer is cleared', async () => {
    expect(carousel(1).io.timers()).toBe(0);
    const { io, model, at } = carousel(3);
    model.stop();
    expect(io.timers()).toBe(0);
    await io.advance(CAROUSEL_INTERVAL_MS);
    expect(at()).toBe(0);
  });
});

// The banner carousel, transition by transition (storefront spec section 9: interval 5000 ms).
const run = (s: CarouselState, ...actions: CarouselAction['type'][]) => actions.reduce((x, type) => carouselReducer(x, { type } as CarouselAction), s);

describe('carousel model', () => {
  it('rotates every 5000 ms, wrapping around', () => {
    expect(CAROUSEL_INTERVAL_MS).toBe(5000);
    const s = initialCarousel(3, false);
    expect(isRotating(s)).toBe(true);
    expect(run(s, 'tick').at).toBe(1);
    expect(run(s, 'tick', 'tick', 'tick').at).toBe(0);
  });
  it('Next and Previous wrap around', () => {
    const s = initialCarousel(3, false);
    expect(run(s, 'previous').at).toBe(2);
    expect(run(s, 'next', 'next', 'next', 'next').at).toBe(1);
  });
  it('paused (or under reduced motion) a tick does nothing; Play resumes', () => {
    const reduced = initialCarousel(3, true);
    expect(reduced.paused).toBe(true);
    expect(run(reduced, 'tick').at).toBe(0);
    expect(run(reduced, 'play', 'tick').at).toBe(1);
    expect(run(initialCarousel(3, false), 'pause', 'tick', 'next').at).toBe(1);
  });
  it('held (hover or focus) it does not move; released it goes on', () => {
    const held = run(initialCarousel(3, false), 'hold');
    expect(isRotating(held)).toBe(false);
    expect(run(held, 'tick').at).toBe(0);
    expect(run(held, 'release', 'tick').at).toBe(1);
    expect(run(held, 'hold')).toBe(held);
  });
  it('a single slide never rotates', () => {
    expect(isRotating(initialCarousel(1, false))).toBe(false);
    expect(run(initialCarousel(1, false), 'tick').at).toBe(0);
  });
});
