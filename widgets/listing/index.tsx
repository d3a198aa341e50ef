import { defineWidget } from '../../src/mount';
import { meta } from './meta';
import { Listing } from './Listing';

export const widget = defineWidget({
  ...meta,
  Component: Listing,
});
