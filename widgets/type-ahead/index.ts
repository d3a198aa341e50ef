import { defineWidget } from '../../src/mount';
import { typeAheadCalls } from './calls';
import { meta } from './meta';
import { TypeAhead } from './TypeAhead';

export const widget = defineWidget({
  ...meta,
  Component: TypeAhead,
  calls: typeAheadCalls,
});
