/** The widget's declaration, read by the build without running the widget (see src/mount/meta.ts). */
import { defineMeta } from '../../src/mount/meta';
import { ContentPageProps } from './schema';

export const meta = defineMeta({
  name: 'content-page',
  description:
    'Renders a page assembled from server content items (banners, carousels, chiclets, image rows, micro banners, titles, spacers, breadcrumbs, view-more text, call-to-action wrappers, eyebrow messages; contact, subscribe and recommendation items mount their own widgets), from the web contents call or an inline JSON tree.',
  props: ContentPageProps,
  defaultLoad: 'eager',
});
