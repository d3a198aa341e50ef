/**
 * Person names: first and last name (checkout spec section 5: required and pattern-checked; the exact
 * pattern is not shown, storefront spec section 5). Letters of any script (with their accents), then
 * letters, spaces, apostrophes (' and ’), periods and hyphens. Limit: the storefront's shared 40
 * (storefront spec section 5); a checkout address says 35 (checkout spec section 5, "Input limits").
 */
import { LIMITS, required, type FieldError } from './limits';

export const NAME = /^[\p{L}\p{M}][\p{L}\p{M} '.\u2019-]*$/u;
export const NAME_MAX = LIMITS.name;

/** 'missing', 'tooLong' (over `max`), 'invalid' (a character outside the pattern), or null. */
export const nameProblem = (v: string, max: number = NAME_MAX): FieldError | 'tooLong' | null => required(v) ?? (v.trim().length > max ? 'tooLong' : NAME.test(v.trim()) ? null : 'invalid');

/** 'missing' or 'invalid' (too long counts as invalid), or null. */
export const checkName = (v: string, max: number = NAME_MAX): FieldError | null => {
  const p = nameProblem(v, max);
  return p === 'tooLong' ? 'invalid' : p;
};
