// Test-only widget: shows its coerced props, for props validation tests.
import { defaulted, optional, type } from 'superstruct';
import { booleanProp, defineWidget, enumProp, integerProp, stringProp } from '../../../src/mount';

interface Props {
  count: number;
  flag: boolean;
  mode: 'a' | 'b';
  title?: string | undefined;
}

function PropsDemo({ count, flag, mode, title }: Props) {
  return (
    <p>
      count={count} ({typeof count}) flag={String(flag)} ({typeof flag}) mode={mode} title={title ?? '-'}
    </p>
  );
}

export const widget = defineWidget({
  name: 'props-demo',
  description: 'Test-only: renders its props and their types.',
  props: type({ count: integerProp(), flag: defaulted(booleanProp(), false), mode: defaulted(enumProp(['a', 'b'] as const), 'a'), title: optional(stringProp()) }),
  Component: PropsDemo,
  defaultLoad: 'eager',
});
