// @vitest-environment node
// The banner carousel, transition by transition (storefront spec section 9: interval 5000 ms).
import { describe, expect, it } from 'vitest';
import { CAROUSEL_INTERVAL_MS, carouselReducer, initialCarousel, isRotating, type CarouselAction, type CarouselState } from './carouselModel';

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
