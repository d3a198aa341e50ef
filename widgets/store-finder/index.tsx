import { defineWidget } from '../../src/mount';
import { StoreFinder } from './StoreFinder';
import { StoreFinderProps } from './schema';

export const widget = defineWidget({
  name: 'store-finder',
  description: 'Store finder: search stores by zip or location, see stock of a SKU, and make a store yours (trigger and dialog, or inline; also StorefrontWidgets.open).',
  props: StoreFinderProps,
  Component: StoreFinder,
  defaultLoad: 'visible',
  openable: true,
});
