/**
 * The page's initialisation data (the `init` call: authPages, chat address, feature config), requested once
 * per page however many parts of the page read it. A failed call is forgotten, so a later reader asks again.
 */
import { request } from './index';

let flight: Promise<Record<string, unknown> | null> | null = null;

/** The init data as the server sent it (each reader validates what it uses); null when it cannot be read. */
export function loadInitData(): Promise<Record<string, unknown> | null> {
  flight ??= request<unknown>('init').then((r) => {
    if (!r.ok) {
      flight = null;
      return null;
    }
    return r.data && typeof r.data === 'object' ? (r.data as Record<string, unknown>) : null;
  });
  return flight;
}
