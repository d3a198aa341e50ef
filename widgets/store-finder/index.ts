import { defineWidget } from '../../src/mount';
import { storeFinderCalls } from './calls';
import { meta } from './meta';
import { StoreFinder } from './StoreFinder';

export const widget = defineWidget({
  ...meta,
  Component: StoreFinder,
  calls: storeFinderCalls,
});
