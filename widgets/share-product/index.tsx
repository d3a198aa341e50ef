import { defineWidget } from '../../src/mount';
import { meta } from './meta';
import { ShareProduct } from './ShareProduct';

export const widget = defineWidget({
  ...meta,
  Component: ShareProduct,
});
