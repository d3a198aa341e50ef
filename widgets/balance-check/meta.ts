/** The widget's declaration, read by the build without running the widget (see src/mount/meta.ts). */
import { defineMeta } from '../../src/mount/meta';
import { BalanceCheckProps } from './schema';

export const meta = defineMeta({
  name: 'balance-check',
  description: 'Gift card balance: a trigger and its dialog (also StorefrontWidgets.open).',
  props: BalanceCheckProps,
  defaultLoad: 'visible',
  openable: true,
});
