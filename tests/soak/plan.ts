/**
 * Journeys and their fault schedule, drawn from a seed: what a shopper does, step by step, and which commerce
 * call fails under which step. A step is self-contained: when what it needs is missing (no cart line to change,
 * already signed in), it does nothing, so any subset of a journey's steps is a journey too (the shrinker relies
 * on it).
 */
import { random, type Random } from './random';

export const FAULT_KINDS = ['500', '409', '401', 'timeout', 'malformed', 'drop'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** What the shopper does after a failure they were told about. */
export type Reaction = 'retry' | 'reload' | 'leave';

export interface FaultPlan {
  kind: FaultKind;
  /** 2: the same fault twice in a row (a retry or a replay meets it again). */
  times: 1 | 2;
  /** Checkout only: which call fails. */
  call?: CheckoutCall;
}

export type CheckoutCall = 'shipping' | 'billing' | 'submit' | 'midSubmit';

export interface Product {
  path: string;
  sku: string;
  option?: { name: string; label: string };
}

/** Demo products (the catalog is generated from a fixed seed): single-SKU and optioned, shipped or picked up. */
export const PRODUCTS: readonly Product[] = [
  { path: '/p/S1074/', sku: 'S1074' },
  { path: '/p/S1002/', sku: 'S1002', option: { name: 'Color', label: 'Green' } },
  { path: '/p/S1002/', sku: 'S1002-2', option: { name: 'Color', label: 'Yellow' } },
  { path: '/p/S1005/', sku: 'S1005', option: { name: 'Pack', label: 'Single' } },
];
const TERMS = ['crayons', 'paper', 'paint', 'blocks'];
const CATEGORIES = ['/products/art/', '/products/math/', '/products/science/'];

export type Step = (
  | { kind: 'home' }
  | { kind: 'search'; term: string; pick: boolean }
  | { kind: 'listing'; path: string }
  | { kind: 'add'; product: number; quantity: number; pickup: boolean }
  | { kind: 'quantity'; line: number; delta: 1 | -1 }
  | { kind: 'remove'; line: number }
  | { kind: 'promo' }
  | { kind: 'signIn' }
  | { kind: 'checkout'; pay: 'card' | 'paypal'; giftCard: boolean; rewards: boolean }
  | { kind: 'reload' }
  | { kind: 'tab'; tab: number }
  | { kind: 'comeBack' }
) & { fault?: FaultPlan; reaction?: Reaction };

export interface Journey {
  /** The run's seed and this journey's number in it: together they replay it. */
  seed: number;
  index: number;
  tabs: 1 | 2 | 3;
  steps: Step[];
}

/** The steps whose commerce call can fail (navigation and tab steps have none of their own). */
export const FAULTABLE = new Set<Step['kind']>(['search', 'listing', 'add', 'quantity', 'remove', 'promo', 'signIn', 'checkout']);

function fault(r: Random, kind: Step['kind']): FaultPlan | undefined {
  if (!FAULTABLE.has(kind) || !r.chance(0.4)) return undefined;
  const plan: FaultPlan = { kind: r.pick(FAULT_KINDS), times: r.chance(0.2) ? 2 : 1 };
  if (kind === 'checkout') plan.call = r.pick(['shipping', 'billing', 'submit', 'submit', 'midSubmit'] as const);
  return plan;
}

/** Journey `index` of a run seeded `seed`, drawn from `journeySeed`. */
export function planJourney(seed: number, index: number, drawSeed: number): Journey {
  const r = random(drawSeed);
  const tabs = r.chance(0.3) ? (r.chance(0.5) ? 2 : 3) : 1;
  const kinds: Step[] = [{ kind: 'home' }];
  if (r.chance(0.5)) kinds.push({ kind: 'search', term: r.pick(TERMS), pick: r.chance(0.5) });
  if (r.chance(0.4)) kinds.push({ kind: 'listing', path: r.pick(CATEGORIES) });
  const pickupOf = new Map<string, boolean>();
  const adds = 1 + r.int(3);
  for (let i = 0; i < adds; i++) {
    const product = r.int(PRODUCTS.length);
    const sku = PRODUCTS[product]!.sku;
    // One way to get each product per journey: its cart line is then one line, keyed by its SKU.
    if (!pickupOf.has(sku)) pickupOf.set(sku, r.chance(0.3));
    kinds.push({ kind: 'add', product, quantity: 1 + r.int(3), pickup: pickupOf.get(sku)! });
    if (tabs > 1 && r.chance(0.3)) kinds.push({ kind: 'tab', tab: r.int(tabs) });
  }
  if (r.chance(0.4)) kinds.push({ kind: 'signIn' });
  const edits = r.int(4);
  for (let i = 0; i < edits; i++) {
    const which = r.int(10);
    if (which < 5) kinds.push({ kind: 'quantity', line: r.int(3), delta: r.chance(0.7) ? 1 : -1 });
    else if (which < 7) kinds.push({ kind: 'remove', line: r.int(3) });
    else if (which < 9) kinds.push({ kind: 'promo' });
    else kinds.push({ kind: 'reload' });
  }
  if (r.chance(0.1)) kinds.push({ kind: 'comeBack' });
  if (r.chance(0.3) && !kinds.some((s) => s.kind === 'signIn')) kinds.splice(1 + r.int(kinds.length - 1), 0, { kind: 'signIn' });
  if (r.chance(0.65)) kinds.push({ kind: 'checkout', pay: r.chance(0.7) ? 'card' : 'paypal', giftCard: r.chance(0.25), rewards: r.chance(0.3) });
  const steps = kinds.map((s) => {
    const f = fault(r, s.kind);
    return f ? { ...s, fault: f, reaction: r.pick(['retry', 'retry', 'reload', 'leave'] as const) } : s;
  });
  return { seed, index, tabs, steps };
}

/** A step as one line of a report. */
export function describeStep(s: Step): string {
  const { fault: f, reaction, ...rest } = s;
  const what = Object.entries(rest)
    .map(([k, v]) => (k === 'kind' ? String(v) : `${k}=${String(v)}`))
    .join(' ');
  return f ? `${what} [fault ${f.kind}${f.times === 2 ? ' x2' : ''}${f.call ? ' on ' + f.call : ''}, then ${reaction}]` : what;
}
