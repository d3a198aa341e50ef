import { defineWidget } from '../../src/mount';
import { meta } from './meta';
import { StoreFinder } from './StoreFinder';

export const widget = defineWidget({
  ...meta,
  Component: StoreFinder,
});
