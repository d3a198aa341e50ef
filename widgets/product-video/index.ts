import { defineWidget } from '../../src/mount';
import { productVideoCalls } from './calls';
import { meta } from './meta';
import { ProductVideo } from './ProductVideo';

export const widget = defineWidget({
  ...meta,
  Component: ProductVideo,
  calls: productVideoCalls,
});
