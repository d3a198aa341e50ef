/** The widget's declaration, read by the build without running the widget (see src/mount/meta.ts). */
import { defaulted, type } from 'superstruct';
import { defineMeta } from '../../../src/mount/meta';
import { enumProp } from '../../../src/mount/props';

export const meta = defineMeta({
  name: 'auth-demo',
  description: 'Test-only: the auth dialogs and a session status.',
  props: type({ mode: defaulted(enumProp(['full', 'status']), 'full') }),
  defaultLoad: 'eager',
});
