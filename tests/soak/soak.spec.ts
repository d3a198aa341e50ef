/**
 * The soak: seeded shopper journeys with faults on a schedule, several shoppers at a time, invariants after every
 * step (tests/soak/journey.ts). A broken invariant prints the seed and the shortest journey found that breaks it.
 * Figures go to the console and, as JSON, to SOAK_OUT. Options: see run.mjs.
 */
import { expect, test, type Browser } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { LOSSES, runJourney, type Failure, type JourneyFigures } from './journey';
import { describeStep, FAULT_KINDS, planJourney, type Journey } from './plan';
import { journeySeed } from './random';

const SEED = Number(process.env.SOAK_SEED ?? 1);
const JOURNEYS = Number(process.env.SOAK_JOURNEYS ?? 30);
const CONCURRENCY = Number(process.env.SOAK_CONCURRENCY ?? 3);
const ONLY = process.env.SOAK_ONLY ? Number(process.env.SOAK_ONLY) : null;
const OUT = process.env.SOAK_OUT ?? 'test-results/soak/figures.json';
/** Journeys run again while shrinking one failure, at most. */
const SHRINK_RUNS = Number(process.env.SOAK_SHRINK_RUNS ?? 12);

/**
 * Runs a journey inside a step of its own. Playwright files every browser call of a test as a step under the
 * innermost open step; outside any, it looks for one through every step the test has made so far, so in this one
 * long test each call cost more than the last (a profile at journey 183 of 500: 86 % of the harness's CPU there, and
 * the journeys a minute fell from about 9 to under 4). Inside a step, a call goes straight to it.
 */
const inStep = <T>(title: string, run: () => Promise<T>): Promise<T> => test.step(title, run);

/** Removes steps one at a time while the same invariant still breaks; keeps the steps up to the breaking one. */
async function shrink(browser: Browser, baseURL: string, journey: Journey, failure: Failure): Promise<{ journey: Journey; failure: Failure; runs: number }> {
  let best = { ...journey, steps: journey.steps.slice(0, failure.step + 1) };
  let bestFailure = failure;
  let runs = 0;
  for (let i = 0; i < best.steps.length - 1 && runs < SHRINK_RUNS;) {
    const candidate = { ...best, steps: best.steps.filter((_, k) => k !== i) };
    const r = await inStep(`shrink: journey ${journey.index} without one step`, () => runJourney(browser, baseURL, candidate));
    runs++;
    if (r.failure?.invariant === bestFailure.invariant) {
      best = { ...candidate, steps: candidate.steps.slice(0, r.failure.step + 1) };
      bestFailure = r.failure;
    } else i++;
  }
  return { journey: best, failure: bestFailure, runs };
}

type Result = JourneyFigures & { index: number };

/** The run's figures; with `final`, the first broken journey is shrunk first. Written to OUT as JSON. */
async function summarize(browser: Browser, baseURL: string, plans: Journey[], results: Result[], started: number, final: boolean) {
  const failures = results.filter((r) => r.failure).sort((a, b) => a.index - b.index);
  const shrunk = [];
  // The first broken journey is shrunk (each try is a whole journey again); the others are listed with their seed.
  for (const [n, r] of failures.entries()) {
    const journey = plans.find((p) => p.index === r.index)!;
    const s = n === 0 && final ? await shrink(browser, baseURL!, journey, r.failure!) : { journey: { ...journey, steps: journey.steps.slice(0, r.failure!.step + 1) }, failure: r.failure!, runs: 0 };
    shrunk.push({
      index: r.index,
      seed: SEED,
      invariant: s.failure.invariant,
      detail: s.failure.detail,
      steps: s.journey.steps.map(describeStep),
      reproduce: `npm run soak -- --seed ${SEED} --only ${r.index}${process.env.SOAK_BREAK ? ` --break ${process.env.SOAK_BREAK}` : ''}`,
    });
  }
  const faults = Object.fromEntries(FAULT_KINDS.map((k) => [k, results.reduce((n, r) => n + (r.faults[k] ?? 0), 0)]));
  const figures = {
    seed: SEED,
    journeys: results.length,
    steps: results.reduce((n, r) => n + r.steps, 0),
    faultsInjected: faults,
    faultsInjectedTotal: Object.values(faults).reduce((a, b) => a + b, 0),
    faultsSurvived: results.reduce((n, r) => n + r.survived, 0),
    ordersPlaced: results.reduce((n, r) => n + r.orders, 0),
    linesChecked: results.reduce((n, r) => n + r.linesChecked, 0),
    stepsUnfinished: results.reduce((n, r) => n + r.unfinished, 0),
    journeysStopped: results.filter((r) => r.stopped).map((r) => `journey ${r.index} ${r.stopped}`),
    losses: failures.filter((r) => LOSSES.has(r.failure!.invariant)).length,
    brokenInvariants: shrunk,
    complete: final,
    concurrency: CONCURRENCY,
    durationSeconds: Math.round((Date.now() - started) / 1000),
  };
  mkdirSync(dirname(OUT), { recursive: true });
  writeFileSync(OUT, JSON.stringify(figures, null, 2) + '\n');
  return { figures, shrunk };
}

test('soak: shopper journeys under faults lose nothing and leave no shopper without a word', async ({ browser, baseURL }) => {
  const started = Date.now();
  const indexes = ONLY !== null ? [ONLY] : [...Array(JOURNEYS).keys()];
  const plans = indexes.map((i) => planJourney(SEED, i, journeySeed(SEED, i)));
  const results: Result[] = [];
  let next = 0;
  const worker = async () => {
    while (next < plans.length) {
      const journey = plans[next++]!;
      const verbose = process.env.SOAK_VERBOSE ? (i: number, step: Journey['steps'][number], seen: string) => console.log(`  ${journey.index}.${i} ${describeStep(step)} -> ${seen}`) : undefined;
      const r = await inStep(`journey ${journey.index}`, () => runJourney(browser, baseURL!, journey, verbose));
      results.push({ ...r, index: journey.index });
      const mark = r.failure ? `BROKEN ${r.failure.invariant}` : r.stopped ? `stopped at ${r.stopped}` : 'ok';
      console.log(`journey ${journey.index}: ${r.steps} steps, ${Object.values(r.faults).reduce((a, b) => a + b, 0)} faults, ${mark}${r.failure ? ': ' + r.failure.detail : ''}`);
      // The figures so far, written after every journey: a run stopped early still leaves its figures.
      await summarize(browser, baseURL!, plans, results, started, false);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, plans.length) }, worker));

  const { figures, shrunk } = await summarize(browser, baseURL!, plans, results, started, true);
  const { brokenInvariants: _b, ...summary } = figures;
  console.log(`\nsoak figures (${OUT}):\n${JSON.stringify(summary, null, 2)}`);
  for (const b of shrunk) console.log(`\nBROKEN ${b.invariant} (seed ${b.seed}, journey ${b.index}): ${b.detail}\nshortest journey found:\n  ${b.steps.join('\n  ')}\nreproduce: ${b.reproduce}`);
  expect(shrunk, 'every invariant holds in every journey').toEqual([]);
});
