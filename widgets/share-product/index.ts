import { defineWidget } from '../../src/mount';
import { shareProductCalls } from './calls';
import { meta } from './meta';
import { ShareProduct } from './ShareProduct';

export const widget = defineWidget({
  ...meta,
  Component: ShareProduct,
  calls: shareProductCalls,
});
