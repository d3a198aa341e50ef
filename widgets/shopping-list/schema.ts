import { defaulted, optional, type, type Infer } from 'superstruct';
import { booleanProp, enumProp, integerProp, stringProp } from '../../src/mount/props';

/**
 * The marker's props: `data-show-lists` (default true) lists the shopper's lists under the form. Opened by
 * name as 'add-to-list' (view 'add-to-list'), it adds an item: its SKU (catalogRefId), product and quantity.
 */
export const ShoppingListProps = type({
  showLists: defaulted(booleanProp(), true),
  view: optional(enumProp(['add-to-list'] as const)),
  catalogRefId: optional(stringProp()),
  productId: optional(stringProp()),
  quantity: optional(integerProp()),
});

export type ShoppingListPropsType = Infer<typeof ShoppingListProps>;
