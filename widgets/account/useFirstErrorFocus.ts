import { useEffect, useRef } from 'react';
import type { FormState } from './formModel';

/**
 * After a submit that ended with errors, moves focus to the first field in error (in the order given),
 * else to the general message, so keyboard and screen-reader users land on what needs fixing.
 */
export function useFirstErrorFocus(form: FormState, order: readonly string[]) {
  const fields = useRef(new Map<string, HTMLElement | null>());
  const general = useRef<HTMLDivElement>(null);
  // Only when a new attempt has ended (the form changes on every edit too).
  const attempt = useRef(0);
  useEffect(() => {
    if (form.attempt === attempt.current) return;
    attempt.current = form.attempt;
    const first = order.find((f) => form.errors[f]);
    const el = first ? fields.current.get(first) : form.general.length ? general.current : null;
    el?.focus();
  }, [form, order]);
  /** A ref callback for a field. */
  const field = (name: string) => (el: HTMLElement | null) => void fields.current.set(name, el);
  return { field, general };
}
