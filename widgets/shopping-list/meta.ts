/** The widget's declaration, read by the build without running the widget (see src/mount/meta.ts). */
import { defineMeta } from '../../src/mount/meta';
import { ShoppingListProps } from './schema';

export const meta = defineMeta({
  name: 'shopping-list',
  description:
    "Shopping lists for signed-in shoppers: the list-creation form (Private by default) and their lists; a guest is asked to sign in. Opened by name as 'add-to-list' with an item (catalogRefId, productId, quantity): the shopper's lists or a new one, then the item is added.",
  props: ShoppingListProps,
  defaultLoad: 'visible',
  openable: true,
  aliases: { 'add-to-list': { view: 'add-to-list' } },
});
