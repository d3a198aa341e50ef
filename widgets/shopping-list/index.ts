import { defineWidget } from '../../src/mount';
import { shoppingListCalls } from './calls';
import { meta } from './meta';
import { ShoppingList } from './ShoppingList';

export const widget = defineWidget({
  ...meta,
  Component: ShoppingList,
  calls: shoppingListCalls,
});
