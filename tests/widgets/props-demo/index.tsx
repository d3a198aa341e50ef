// Test-only widget: shows its coerced props, for props validation tests.
import { defineWidget } from '../../../src/mount';
import { meta } from './meta';

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
  ...meta,
  Component: PropsDemo,
});
