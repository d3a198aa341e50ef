/**
 * The one way e2e tests run axe: axe-core's own `axe.run` in the page, with the axe-core that
 * @axe-core/playwright ships (same version, same rules). Each run asks for the violations only
 * (`resultTypes`), so axe skips building the node details of every passed and incomplete check; `axeResults`
 * keeps them, for a test that checks axe reached into a shadow root.
 *
 * Why not AxeBuilder.analyze(): it injects the 550 KB axe source into the page again on every call, runs axe
 * frame by frame (runPartial) and then opens a new page in the context to join the frames' results
 * (finishRun), so each call paid a script evaluation and a new renderer. The demo pages have no frames. Here axe
 * is injected once per document (again only after a navigation) and run where it is: on the product page with a
 * dialog open, 0.5 s a run against 4-5 s (medians on this machine, same violations).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const requireHere = createRequire(import.meta.url);
/**
 * axe-core's minified browser build, resolved from @axe-core/playwright so that it is the very package it would
 * inject (which injects `axe.source`, the unminified axe.js: 1.3 MB against 0.58 MB, same version and rules). The
 * page parses it once per document: 305 ms against 426 ms on the product page here (medians of 6), and about
 * a third of the bytes through the DevTools pipe.
 */
const AXE_SOURCE: string = readFileSync(createRequire(requireHere.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8');

async function run(page: Page, include: string | undefined, options: RunOptions): Promise<AxeResults> {
  // One axe run takes 0.5-1 s on a quiet machine and several seconds on a loaded two-core one: each run brings
  // its own time, so a test with several of them does not fail on the machine's load.
  test.info().setTimeout(test.info().timeout + 10_000);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(([inc, opts]) => (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResults> } }).axe.run(inc ? { include: [inc] } : document, opts), [
    include ?? null,
    options,
  ] as const);
}

/** Axe's full results on the page (or only inside `include`), passes included. */
export const axeResults = (page: Page, include?: string) => run(page, include, {});

/**
 * Axe's violations on the page (or only inside `include`): rule, help, and each node's target with axe's
 * summary of what failed, short enough to act on in a failed `toEqual([])`.
 */
export const axeViolations = async (page: Page, include?: string) =>
  (await run(page, include, { resultTypes: ['violations'] })).violations.map((v) => ({
    id: v.id,
    help: v.help,
    nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
  }));
