/** The widget's declaration, read by the build without running the widget (see src/mount/meta.ts). */
import { defaulted, optional, type } from 'superstruct';
import { defineMeta } from '../../../src/mount/meta';
import { booleanProp, enumProp, integerProp, stringProp } from '../../../src/mount/props';

export const meta = defineMeta({
  name: 'props-demo',
  description: 'Test-only: renders its props and their types.',
  props: type({ count: integerProp(), flag: defaulted(booleanProp(), false), mode: defaulted(enumProp(['a', 'b'] as const), 'a'), title: optional(stringProp()) }),
  defaultLoad: 'eager',
});
