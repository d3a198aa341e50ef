/**
 * Lazy chunks of the checkout (the address book; part 2's payment methods). One wrapper so the loading
 * mechanism can be switched in one line when the runtime's lazy-chunk helper (with SRI) lands in src/mount.
 */
import { lazy, type ComponentType } from 'react';

export function lazyChunk<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(async () => ({ default: await load() }));
}
