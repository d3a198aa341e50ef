/** The widget's declaration, read by the build without running the widget (see src/mount/meta.ts). */
import { defaulted, type } from 'superstruct';
import { defineMeta } from '../../../src/mount/meta';
import { stringProp } from '../../../src/mount/props';

export const meta = defineMeta({
  name: 'dialog-demo',
  description: 'Test-only: a dialog with fields.',
  props: type({ title: defaulted(stringProp(), 'Demo dialog') }),
  defaultLoad: 'eager',
  openable: true,
});
