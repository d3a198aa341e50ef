import { defineWidget } from '../../src/mount';
import { meta } from './meta';
import { ShoppingList } from './ShoppingList';

export const widget = defineWidget({
  ...meta,
  Component: ShoppingList,
});
