import { useEffect } from 'react';

/** How many mounted components hold each page class. */
const holders = new Map<string, number>();

/**
 * Puts a class on the page's `<body>` while `on` holds: a page-level marker the host page's CSS can use (the
 * filter panel open, the mobile menu open, a listing loading its next address). Several components may hold
 * the same class: it stays until the last one lets go, and it goes when a component holding it unmounts.
 */
export function usePageClass(name: string, on: boolean): void {
  useEffect(() => {
    if (!on) return;
    holders.set(name, (holders.get(name) ?? 0) + 1);
    document.body.classList.add(name);
    return () => {
      const left = (holders.get(name) ?? 1) - 1;
      holders.set(name, left);
      if (left === 0) document.body.classList.remove(name);
    };
  }, [name, on]);
}
