/** The finder's calls in the page: the commerce calls of api.ts, the browser's position, and a store made the shopper's. */
import { track } from '../../src/events';
import { setSelectedStore, toSelectedStore, type SelectedStoreInfo } from '../../src/stores';
import { applyStore, loadStock, searchByPosition, searchByZip } from './api';
import type { FinderCalls, FinderContext, StoreRow } from './model';

/** The store is the shopper's now: shared state (every island, other tabs), the host event, analytics. */
function storeApplied(row: StoreRow, answer: Record<string, unknown>, context: FinderContext): void {
  const picked = answer.selectedStoreId ?? answer.id ?? row.id;
  const info: SelectedStoreInfo | null = toSelectedStore({ ...row, ...Object.fromEntries(Object.entries(answer).filter(([, v]) => v !== '' && v != null)), id: picked });
  if (!info) return;
  // The host hears storefront:store-selected from the runtime's bridge (src/events), once per change.
  setSelectedStore(info);
  track('store-select', { storeId: info.id, storeName: info.name, storeCity: info.city, storeState: info.state, context });
}

export const finderCalls: FinderCalls = {
  searchByZip: ({ zip, context }, signal) => searchByZip(zip, context, signal),
  locate: () =>
    new Promise((resolve) => {
      const geo = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
      if (!geo) return resolve(null);
      geo.getCurrentPosition(
        (p) => resolve({ lat: p.coords.latitude, lon: p.coords.longitude }),
        () => resolve(null),
        { timeout: 15000, maximumAge: 300000 },
      );
    }),
  searchByPosition: ({ lat, lon, zip }, signal) => searchByPosition(lat, lon, zip, signal),
  loadStock: ({ storeId, skuId }, signal) => loadStock(storeId, skuId, signal),
  // Not aborted when the finder closes (the signal is not passed on), so the session and the page never disagree.
  applyStore: async ({ store, updateConfirmed, context }) => {
    const { outcome, answer } = await applyStore(store, updateConfirmed);
    if (outcome.kind === 'applied') storeApplied(store, answer, context);
    return outcome;
  },
};
