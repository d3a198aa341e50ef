/** The widget's declaration, read by the build without running the widget (see src/mount/meta.ts). */
import { defaulted, type } from 'superstruct';
import { defineMeta } from '../../../src/mount/meta';
import { stringProp } from '../../../src/mount/props';

export const meta = defineMeta({
  name: 'session-probe',
  description: 'Test-only: shows the shared session state.',
  props: type({ label: defaulted(stringProp(), 'probe') }),
  defaultLoad: 'eager',
});
