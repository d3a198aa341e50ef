import { useEffect, useRef } from 'react';
import type { FormState } from './formModel';

/**
 * After a submit that ended with errors, moves focus to the first field in error (in the order given),
 * else to the general message, so keyboard and screen-reader users land on what needs fixing.
 */
export function useFirstErrorFocus(form: FormState, order: readonly string[]) {
  const fields = useRef(new Map<string, HTMLElement | null>());
  const general = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!form.attempt) return;
    const first = order.find((f) => form.errors[f]);
    const el = first ? fields.current.get(first) : form.general.length ? general.current : null;
    el?.focus();
    // Only when a new attempt has ended.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form.attempt]);
  /** A ref callback for a field. */
  const field = (name: string) => (el: HTMLElement | null) => void fields.current.set(name, el);
  return { field, general };
}
