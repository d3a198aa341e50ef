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

/** Removes steps one at a time while the same invariant still breaks; keeps the steps up to the breaking one. */
async function shrink(browser: Browser, baseURL: string, journey: Journey, failure: Failure): Promise<{ journey: Journey; failure: Failure; runs: number }> {
  let best = { ...journey, steps: journey.steps.slice(0, failure.step + 1) };
  let bestFailure = failure;
  let runs = 0;
  for (let i = 0; i < best.steps.length - 1 && runs < SHRINK_RUNS; ) {
    const candidate = { ...best, steps: best.steps.filter((_, k) => k !== i) };
    const r = await runJourney(browser, baseURL, candidate);
    runs++;
    if (r.failure?.invariant === bestFailure.invariant) {
      best = { ...candidate, steps: candidate.steps.slice(0, r.failure.step + 1) };
      bestFailure = r.failure;
    } else i++;
  }
  return { journey: best, failure: bestFailure, runs };
}

test('soak: shopper journeys under faults lose nothing and leave no shopper without a word', async ({ browser, baseURL }) => {
  const started = Date.now();
  const indexes = ONLY !== null ? [ONLY] : [...Array(JOURNEYS).keys()];
  const plans = indexes.map((i) => planJourney(SEED, i, journeySeed(SEED, i)));
  const results: (JourneyFigures & { index: number })[] = [];
  let next = 0;
  const worker = async () => {
    while (next < plans.length) {
      const journey = plans[next++]!;
      const verbose = process.env.SOAK_VERBOSE ? (i: number, step: Journey['steps'][number], seen: string) => console.log(`  ${journey.index}.${i} ${describeStep(step)} -> ${seen}`) : undefined;
      const r = await runJourney(browser, baseURL!, journey, verbose);
      results.push({ ...r, index: journey.index });
      const mark = r.failure ? `BROKEN ${r.failure.invariant}` : 'ok';
      console.log(`journey ${journey.index}: ${r.steps} steps, ${Object.values(r.faults).reduce((a, b) => a + b, 0)} faults, ${mark}`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, plans.length) }, worker));

  const failures = results.filter((r) => r.failure).sort((a, b) => a.index - b.index);
  const shrunk = [];
  // The first broken journey is shrunk (each try is a whole journey again); the others are listed with their seed.
  for (const [n, r] of failures.entries()) {
    const journey = plans.find((p) => p.index === r.index)!;
    const s = n === 0 ? await shrink(browser, baseURL!, journey, r.failure!) : { journey: { ...journey, steps: journey.steps.slice(0, r.failure!.step + 1) }, failure: r.failure!, runs: 0 };
    shrunk.push({ index: r.index, seed: SEED, invariant: s.failure.invariant, detail: s.failure.detail, steps: s.journey.steps.map(describeStep), reproduce: `npm run soak -- --seed ${SEED} --only ${r.index}` });
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
    knownDefectMet: results.reduce((n, r) => n + r.known, 0),
    losses: failures.filter((r) => LOSSES.has(r.failure!.invariant)).length,
    brokenInvariants: shrunk,
    concurrency: CONCURRENCY,
    durationSeconds: Math.round((Date.now() - started) / 1000),
  };
  mkdirSync(dirname(OUT), { recursive: true });
  writeFileSync(OUT, JSON.stringify(figures, null, 2) + '\n');
  const { brokenInvariants, ...summary } = figures;
  console.log(`\nsoak figures (${OUT}):\n${JSON.stringify(summary, null, 2)}`);
  for (const b of brokenInvariants) console.log(`\nBROKEN ${b.invariant} (seed ${b.seed}, journey ${b.index}): ${b.detail}\nshortest journey found:\n  ${b.steps.join('\n  ')}\nreproduce: ${b.reproduce}`);
  expect(brokenInvariants, 'every invariant holds in every journey').toEqual([]);
});
