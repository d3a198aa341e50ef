/**
 * The quantity stepper's rules (storefront spec section 5, "Stepper"): minimum 0, default maximum 999, it
 * cannot go below 0, plus is disabled at the maximum, typing then Enter or blur commits, and reaching 0
 * shows a trash icon when removal is allowed. Pure functions, shared by the model and the view.
 */

import { cleanTypedQuantity, MAX_QUANTITY } from '../../src/validation/quantity';

/** Storefront spec section 9: quantity max 999 default. */
export const DEFAULT_MAX_QUANTITY = MAX_QUANTITY;
export const MIN_QUANTITY = 0;
/** The wait after the shopper's last change before the one update call. */
export const QUANTITY_DEBOUNCE_MS = 600;

export interface StepperLimits {
  /** Highest quantity (default 999). */
  max: number;
  /** Whether reaching 0 offers removal (the trash icon); without it the lowest quantity is 1. */
  removable: boolean;
}

export const DEFAULT_LIMITS: StepperLimits = { max: DEFAULT_MAX_QUANTITY, removable: true };

const lowest = (l: StepperLimits): number => (l.removable ? MIN_QUANTITY : 1);

/** Keeps what a shopper may type into the box: digits only, no more than the maximum has. */
export const typedQuantity = (text: string, limits: StepperLimits = DEFAULT_LIMITS): string => cleanTypedQuantity(text, limits.max);

/** A number brought within the limits (whole, not below 0 or 1, not above the maximum). */
export function clampQuantity(n: number, limits: StepperLimits = DEFAULT_LIMITS): number {
  if (!Number.isFinite(n)) return lowest(limits);
  return Math.min(limits.max, Math.max(lowest(limits), Math.trunc(n)));
}

/** The quantity a typed text commits to, or null when nothing usable was typed (the old quantity comes back). */
export function committedQuantity(text: string, limits: StepperLimits = DEFAULT_LIMITS): number | null {
  const digits = typedQuantity(text, limits);
  if (!digits) return null;
  return clampQuantity(Number(digits), limits);
}

/** The quantity after one press of plus (+1) or minus (-1) from what the box shows. */
export function steppedQuantity(text: string, delta: 1 | -1, fallback: number, limits: StepperLimits = DEFAULT_LIMITS): number {
  const current = committedQuantity(text, limits) ?? fallback;
  return clampQuantity(current + delta, limits);
}

/** Minus is disabled at the lowest quantity: the stepper cannot go below 0. */
export const canDecrease = (n: number, limits: StepperLimits = DEFAULT_LIMITS): boolean => n > lowest(limits);
/** Plus is disabled at the maximum. */
export const canIncrease = (n: number, limits: StepperLimits = DEFAULT_LIMITS): boolean => n < limits.max;
/** At 0 the trash icon shows (only when removal is allowed). */
export const showsTrash = (n: number, limits: StepperLimits = DEFAULT_LIMITS): boolean => limits.removable && n === 0;
