/** The widget's declaration, read by the build without running the widget (see src/mount/meta.ts). */
import { defineMeta } from '../../src/mount/meta';
import { TypeAheadProps } from './schema';

export const meta = defineMeta({
  name: 'type-ahead',
  description: 'Search box with term, category and product suggestions; submits to the search results page with Ntt.',
  props: TypeAheadProps,
  defaultLoad: 'eager',
});
