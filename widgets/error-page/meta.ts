/** The widget's declaration, read by the build without running the widget (see src/mount/meta.ts). */
import { defineMeta } from '../../src/mount/meta';
import { ErrorPageProps } from './schema';

export const meta = defineMeta({
  name: 'error-page',
  description: "The friendly error page (not found): Home, Refresh and Go Back, and the 'Explore Categories' links from the header content.",
  props: ErrorPageProps,
  defaultLoad: 'eager',
});
