import { defineWidget } from '../../src/mount';
import { meta } from './meta';
import { TypeAhead } from './TypeAhead';

export const widget = defineWidget({
  ...meta,
  Component: TypeAhead,
});
