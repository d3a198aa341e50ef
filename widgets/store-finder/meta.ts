/** The widget's declaration, read by the build without running the widget (see src/mount/meta.ts). */
import { defineMeta } from '../../src/mount/meta';
import { StoreFinderProps } from './schema';

export const meta = defineMeta({
  name: 'store-finder',
  description: 'Store finder: search stores by zip or location, see stock of a SKU, and make a store yours (trigger and dialog, or inline; also StorefrontWidgets.open).',
  props: StoreFinderProps,
  defaultLoad: 'visible',
  openable: true,
});
