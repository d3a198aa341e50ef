/** The widget's declaration, read by the build without running the widget (see src/mount/meta.ts). */
import { defineMeta } from '../../src/mount/meta';
import { RecommendationsProps } from './schema';

export const meta = defineMeta({
  name: 'recommendations',
  description: 'Recommendation carousels: engine placements, dynamic campaigns, Recently Viewed.',
  props: RecommendationsProps,
  defaultLoad: 'visible',
});
