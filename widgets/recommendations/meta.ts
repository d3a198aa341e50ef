/** The widget's declaration, read by the build without running the widget (see src/mount/meta.ts). */
import { defineMeta } from '../../src/mount/meta';
import { RecommendationsProps } from './schema';

export const meta = defineMeta({
  name: 'recommendations',
  description: 'Product recommendation carousels from the recommendation engine (You May Also Like, dynamic campaigns) and the shopper\'s Recently Viewed products.',
  props: RecommendationsProps,
  defaultLoad: 'visible',
});
