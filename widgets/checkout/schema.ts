import { type, type Infer } from 'superstruct';

/** The checkout marker has no props: everything comes from the session's order. */
export const CheckoutProps = type({});

export type CheckoutPropsType = Infer<typeof CheckoutProps>;
