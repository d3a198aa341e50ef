import { defineWidget } from '../../src/mount';
import { BalanceCheck } from './BalanceCheck';
import { balanceCheckCalls } from './calls';
import { meta } from './meta';

export const widget = defineWidget({
  ...meta,
  Component: BalanceCheck,
  calls: balanceCheckCalls,
});
