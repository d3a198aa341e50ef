import { defineWidget } from '../../src/mount';
import { recommendationsCalls } from './calls';
import { meta } from './meta';
import { Recommendations } from './Recommendations';

export const widget = defineWidget({
  ...meta,
  Component: Recommendations,
  calls: recommendationsCalls,
});
