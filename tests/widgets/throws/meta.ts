/** The widget's declaration, read by the build without running the widget (see src/mount/meta.ts). */
import { type } from 'superstruct';
import { defineMeta } from '../../../src/mount/meta';

export const meta = defineMeta({
  name: 'throws',
  description: 'Test-only: throws while rendering.',
  props: type({}),
  defaultLoad: 'eager',
});
