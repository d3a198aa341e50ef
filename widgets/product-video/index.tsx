import { defineWidget } from '../../src/mount';
import { meta } from './meta';
import { ProductVideo } from './ProductVideo';

export const widget = defineWidget({
  ...meta,
  Component: ProductVideo,
});
