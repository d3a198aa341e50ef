import { defaulted, type, type Infer } from 'superstruct';
import { stringProp } from '../../src/mount/props';

/** The marker's props: `data-source`, reported with the sign-up (default "lightbox"). */
export const StayConnectedProps = type({
  source: defaulted(stringProp(), 'lightbox'),
});

export type StayConnectedPropsType = Infer<typeof StayConnectedProps>;
