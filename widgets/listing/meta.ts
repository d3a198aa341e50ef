/** The widget's declaration, read by the build without running the widget (see src/mount/meta.ts). */
import { defineMeta } from '../../src/mount/meta';
import { ListingProps } from './schema';

export const meta = defineMeta({
  name: 'listing',
  description:
    'Category, sale and search results pages: facets, the availability facet, crumbs, sort, items per page, grid or list, paging and the mobile filter panel, over the server-rendered first page; every state has a real URL.',
  props: ListingProps,
  defaultLoad: 'eager',
});
