import { defaulted, type, type Infer } from 'superstruct';
import { integerProp } from '../../src/mount/props';

/** The marker's props: `data-max-categories`, how many 'Explore Categories' links to show (the spec lists 6). */
export const ErrorPageProps = type({
  maxCategories: defaulted(integerProp(), 6),
});

export type ErrorPagePropsType = Infer<typeof ErrorPageProps>;
