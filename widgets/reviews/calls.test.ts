// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getSimulatorControl } from '../../demo-site/simulator/session';
import { simulatorBrowser } from '../../tests/simulatorBrowser';
import { loadReviews } from './calls';

// The client talks to the simulator in-process; the path is written literally here too, so a wrong client path fails.
const PATH = '/rest/model/ll/commerce/reviews/ReviewsActor/productReviews';

const t = simulatorBrowser();

describe('loadReviews against the simulator', () => {
  it("reads a page of a product's reviews with its rating and count, newest first", async () => {
    const r = await loadReviews({ productId: 'P1031', start: 0, howMany: 10 });
    expect(t.browser.log).toContain(`GET ${PATH}`);
    if (r.kind !== 'page') throw new Error(r.kind);
    expect(r).toMatchObject({ rating: 3.5, count: 28 });
    expect(r.reviews).toHaveLength(10);
    const dates = r.reviews.map((x) => x.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const x of r.reviews) {
      expect(x.rating).toBeGreaterThanOrEqual(1);
      expect(x.rating).toBeLessThanOrEqual(5);
      expect(x.title && x.text && x.nickname).toBeTruthy();
    }
  });

  it('the last page holds what is left, and pages do not overlap', async () => {
    const first = await loadReviews({ productId: 'P1031', start: 0, howMany: 10 });
    const last = await loadReviews({ productId: 'P1031', start: 20, howMany: 10 });
    if (first.kind !== 'page' || last.kind !== 'page') throw new Error('no page');
    expect(last.reviews).toHaveLength(8);
    expect(last.reviews.some((x) => first.reviews.some((y) => y.id === x.id))).toBe(false);
  });

  it('a product without reviews has rating 0 and none', async () => {
    expect(await loadReviews({ productId: 'P1001', start: 0, howMany: 10 })).toEqual({ kind: 'page', rating: 0, count: 0, reviews: [] });
  });

  it('a server failure or a timeout is a failure, timeout told apart', async () => {
    const faults = getSimulatorControl(t.sim).faults;
    faults.add({ path: PATH, status: 500, times: 1 });
    expect(await loadReviews({ productId: 'P1031', start: 0, howMany: 10 })).toEqual({ kind: 'failed', timeout: false });
    faults.add({ path: PATH, malformed: true, times: 1 });
    expect(await loadReviews({ productId: 'P1031', start: 0, howMany: 10 })).toEqual({ kind: 'failed', timeout: false });
  });
});
