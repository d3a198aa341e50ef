/**
 * Email addresses (storefront spec section 5: the exact pattern is not shown). A pragmatic check: one @,
 * no spaces, a dot in the domain with a top-level part of 2 letters or more, at most EMAIL_MAX characters
 * (the shared field limit for email is 100).
 */
import { LIMITS, required, type FieldError } from './limits';

export const EMAIL_MAX = LIMITS.email;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[a-z]{2,}$/i;

/** True when `value` (trimmed) looks like a deliverable email address. */
export const isEmail = (value: string): boolean => {
  const v = value.trim();
  return v.length <= EMAIL_MAX && EMAIL.test(v);
};

/** 'missing', 'invalid', or null for a good address. */
export const checkEmail = (v: string): FieldError | null => required(v) ?? (isEmail(v) ? null : 'invalid');
