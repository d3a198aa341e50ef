/**
 * $selectedStore: the store the shopper picks up from, one place for every island (header store link,
 * store finder, add-to-cart, cart, listing, checkout). Filled from session info and from the store finder;
 * a change in one tab reaches the others. The host page hears `storefront:store-selected` through the
 * bridge in `src/events`, whoever changed it.
 */
import { atom, onMount } from 'nanostores';
import { nullable } from 'superstruct';
import { tabMessage } from '../platform/tabs';
import { SelectedStoreStruct } from './selectedStoreStruct';

import type { SelectedStoreInfo } from './selectedStoreStruct';

export type { SelectedStoreInfo } from './selectedStoreStruct';

export const $selectedStore = atom<SelectedStoreInfo | null>(null);

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** Reads a store from any answer that carries one (session info's profile.selectedStore, a find-store row). */
export function toSelectedStore(raw: unknown): SelectedStoreInfo | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const id = str(r.id ?? r.storeId ?? r.locationId);
  if (!id) return null;
  const address = (r.address && typeof r.address === 'object' ? r.address : {}) as Record<string, unknown>;
  const hours = Array.isArray(r.hours) ? r.hours.map(str).filter(Boolean) : str(r.hours) ? [str(r.hours)] : [];
  return {
    id,
    name: str(r.name),
    city: str(r.city ?? address.city),
    state: str(r.state ?? r.stateAddress ?? address.state),
    postalCode: str(r.postalCode ?? address.postalCode),
    country: str(r.country ?? address.country) || 'US',
    address1: str(r.address1 ?? address.address1),
    phoneNumber: str(r.phoneNumber ?? r.phone),
    hours,
    seoUrl: str(r.seoUrl),
  };
}

const same = (a: SelectedStoreInfo | null, b: SelectedStoreInfo | null): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Sets the selected store (after the apply-store call succeeded, or from session info). No-op when nothing
 * changed, so the host event fires once per real change. `fromTab` is for messages from other tabs.
 */
export function setSelectedStore(store: SelectedStoreInfo | null, options: { fromTab?: boolean } = {}): void {
  if (same($selectedStore.get(), store)) return;
  $selectedStore.set(store);
  if (!options.fromTab) storeTab.post({ store });
}

/** The store chosen in another tab. */
const storeTab = tabMessage('store', { store: nullable(SelectedStoreStruct) });

let listening = false;
onMount($selectedStore, () => {
  if (listening) return;
  listening = true;
  storeTab.on(({ store }) => setSelectedStore(store, { fromTab: true }));
});
