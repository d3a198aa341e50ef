import { defaulted, type, type Infer } from 'superstruct';
import { booleanProp } from '../../src/mount/props';

/** The marker's props: `data-show-lists` (default true) lists the shopper's lists under the form. */
export const ShoppingListProps = type({
  showLists: defaulted(booleanProp(), true),
});

export type ShoppingListPropsType = Infer<typeof ShoppingListProps>;
