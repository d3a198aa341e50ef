import { defineWidget } from '../../src/mount';
import { TypeAheadProps } from './schema';
import { TypeAhead } from './TypeAhead';

export const widget = defineWidget({
  name: 'type-ahead',
  description: 'Search box with term, category and product suggestions; submits to the search results page with Ntt.',
  props: TypeAheadProps,
  Component: TypeAhead,
  defaultLoad: 'eager',
});
