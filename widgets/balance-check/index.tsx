import { defineWidget } from '../../src/mount';
import { BalanceCheck } from './BalanceCheck';
import { meta } from './meta';

export const widget = defineWidget({
  ...meta,
  Component: BalanceCheck,
});
