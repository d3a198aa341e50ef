/** The widget's declaration, read by the build without running the widget (see src/mount/meta.ts). */
import { defaulted, type } from 'superstruct';
import { defineMeta } from '../../../src/mount/meta';
import { stringProp } from '../../../src/mount/props';

export const meta = defineMeta({
  name: 'trivial',
  description: 'Test-only: renders its label.',
  props: type({ label: defaulted(stringProp(), 'mounted') }),
  defaultLoad: 'eager',
});
