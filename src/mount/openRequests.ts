/**
 * `StorefrontWidgets.open(name)` answered by an island already on the page: a mounted island registers a
 * handler with useOpenRequests, and defineWidget's open() gives the request to the newest one still on the page.
 */
import { useEffect, useEffectEvent } from 'react';
import { useIsland } from './island';

export type OpenHandler = (props: Record<string, unknown>, opener: Element | null) => void;
/** Each with the island it belongs to: an island whose host has left the page no longer answers. */
export const openHandlers = new Map<string, { fn: OpenHandler; host: HTMLElement | undefined }[]>();

/**
 * Lets a mounted island answer `StorefrontWidgets.open(name, props)` (for example a balance-check trigger
 * already on the page opens its own dialog, so focus returns to it on close).
 */
export function useOpenRequests(name: string, handler: OpenHandler): void {
  // The latest handler, as an effect event: registering it once per island does not keep an old render's handler.
  const handle = useEffectEvent(handler);
  const host = useIsland()?.host;
  useEffect(() => {
    const entry = { fn: ((p, o) => handle(p, o)) as OpenHandler, host };
    const list = openHandlers.get(name) ?? [];
    list.push(entry);
    openHandlers.set(name, list);
    return () => {
      const l = openHandlers.get(name) ?? [];
      l.splice(l.indexOf(entry), 1);
    };
  }, [name, host]);
}
