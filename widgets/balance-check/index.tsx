import { defineWidget } from '../../src/mount';
import { BalanceCheck } from './BalanceCheck';
import { BalanceCheckProps } from './schema';

export const widget = defineWidget({
  name: 'balance-check',
  description: 'Gift card balance: a trigger and its dialog (also StorefrontWidgets.open).',
  props: BalanceCheckProps,
  Component: BalanceCheck,
  defaultLoad: 'visible',
  openable: true,
});
