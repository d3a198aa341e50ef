/**
 * The shape of a selected store, as a superstruct struct: it is the type of $selectedStore and the check of a
 * store that arrives from another tab (src/platform/tabs.ts). Apart from selectedStore.ts so that tabs.ts can
 * use it without an import cycle.
 */
import { array, string, type, type Infer } from 'superstruct';

export const SelectedStoreStruct = type({
  id: string(),
  name: string(),
  city: string(),
  state: string(),
  postalCode: string(),
  country: string(),
  address1: string(),
  phoneNumber: string(),
  hours: array(string()),
  seoUrl: string(),
});

/** A selected store: the modelled fields, plus the address, phone and hours a session answer may carry. */
export type SelectedStoreInfo = Infer<typeof SelectedStoreStruct>;
