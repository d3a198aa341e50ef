import { defaulted, type, type Infer } from 'superstruct';
import { stringProp } from '../../src/mount/props';

/** The marker's props: `data-label`, the trigger's text. */
export const BalanceCheckProps = type({
  label: defaulted(stringProp(), 'Check Balance'),
});

export type BalanceCheckPropsType = Infer<typeof BalanceCheckProps>;
