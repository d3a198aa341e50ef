/**
 * A disclosure popover (account flyout, store details, a mega-menu dropdown): the trigger toggles it;
 * Escape closes it and puts focus back on the trigger; a click outside or focus moving out closes it. Its
 * open state is its own, or the caller's (`state`: a model's, say).
 */
import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

export function usePopover<T extends HTMLElement = HTMLButtonElement>(state?: readonly [boolean, (open: boolean) => void]) {
  const own = useState(false);
  const [open, setOpen] = state ?? own;
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<T>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      const el = containerRef.current;
      if (el && !e.composedPath().includes(el)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer, true);
    return () => document.removeEventListener('pointerdown', onPointer, true);
  }, [open, setOpen]);

  const close = useCallback(
    (refocus: boolean) => {
      setOpen(false);
      if (refocus) triggerRef.current?.focus();
    },
    [setOpen],
  );

  const containerProps = {
    ref: containerRef,
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key === 'Escape' && open) {
        e.stopPropagation();
        close(true);
      }
    },
    onBlur: (e: FocusEvent) => {
      const next = e.relatedTarget as Node | null;
      if (open && next && containerRef.current && !containerRef.current.contains(next)) setOpen(false);
    },
  };

  return { open, setOpen, close, triggerRef, containerProps };
}
