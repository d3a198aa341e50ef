/** The widget's declaration, read by the build without running the widget (see src/mount/meta.ts). */
import { defineMeta } from '../../src/mount/meta';
import { ShareProductProps } from './schema';

export const meta = defineMeta({
  name: 'share-product',
  description: 'Share a product by email: a button and its dialog (from, to, a personal message), then the send product email call.',
  props: ShareProductProps,
  defaultLoad: 'visible',
});
