/**
 * The one way e2e tests run axe. Each run asks axe for its violations only (`resultTypes`): axe then skips
 * building the node details of every passed and incomplete check, which took about a quarter of a run on a
 * page of the demo site. `axeResults` keeps them, for a test that checks axe reached into a shadow root.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, type Page } from '@playwright/test';

const builder = (page: Page, include?: string) => {
  // One axe run takes 1-3 s on a quiet machine and 10-25 s on a loaded two-core one (measured in a full run at
  // load 12-18): each run brings its own time, so a test with several of them does not fail on the machine's load.
  test.info().setTimeout(test.info().timeout + 20_000);
  const b = new AxeBuilder({ page });
  return include ? b.include(include) : b;
};

/** Axe's full results on the page (or only inside `include`), passes included. */
export const axeResults = (page: Page, include?: string) => builder(page, include).analyze();

/**
 * Axe's violations on the page (or only inside `include`): rule, help, and each node's target with axe's
 * summary of what failed, short enough to act on in a failed `toEqual([])`.
 */
export const axeViolations = async (page: Page, include?: string) =>
  (await builder(page, include).options({ resultTypes: ['violations'] }).analyze()).violations.map((v) => ({
    id: v.id,
    help: v.help,
    nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
  }));
