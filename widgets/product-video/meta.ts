/** The widget's declaration, read by the build without running the widget (see src/mount/meta.ts). */
import { defineMeta } from '../../src/mount/meta';
import { ProductVideoProps } from './schema';

export const meta = defineMeta({
  name: 'product-video',
  description: "Product videos: the product page's 'Play Video' button and player dialog, or the video search-result list.",
  props: ProductVideoProps,
  defaultLoad: 'visible',
});
