import { defineWidget } from '../../src/mount';
import { meta } from './meta';
import { Recommendations } from './Recommendations';

export const widget = defineWidget({
  ...meta,
  Component: Recommendations,
});
