/** The widget's declaration, read by the build without running the widget (see src/mount/meta.ts). */
import { defineMeta } from '../../src/mount/meta';
import { StayConnectedProps } from './schema';

export const meta = defineMeta({
  name: 'stay-connected',
  description: 'The stay-connected email lightbox: on the home page, for guests, once (a cookie for 30 days after close or submit).',
  props: StayConnectedProps,
  defaultLoad: 'idle',
});
