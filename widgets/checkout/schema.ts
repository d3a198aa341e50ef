import { array, optional, size, string, type, type Infer } from 'superstruct';

/**
 * The checkout marker's props: everything else comes from the session's order. An institutional store's page
 * names its provider and site numbers, and may offer a custom order dropdown (its label and choices, in the
 * marker's JSON): all three go with the order (checkout spec section 7, Submit order).
 */
export const CheckoutProps = type({
  providerNumber: optional(size(string(), 0, 40)),
  siteNumber: optional(size(string(), 0, 40)),
  orderOptions: optional(type({ label: size(string(), 1, 80), options: size(array(size(string(), 1, 80)), 1, 50) })),
});

export type CheckoutPropsType = Infer<typeof CheckoutProps>;
