/**
 * The spec's field limits, one table. The storefront spec's shared config (section 5, contact form: "Other
 * per-field limits by a shared config: first and last name 40, organization 50, email 100, address 40,
 * city 30, state 2, zip 10, message 250") holds for every storefront form; the checkout spec's "Input
 * limits" (section 5) say otherwise for the checkout's address forms, and there they win.
 */
export const LIMITS = {
  // Storefront spec section 5, the shared config.
  name: 40,
  organization: 50,
  email: 100,
  address: 40,
  city: 30,
  state: 2,
  postalCode: 10,
  message: 250,
  // Checkout spec section 5, "Input limits".
  /** firstName and lastName of a delivery or billing address. */
  addressName: 35,
  attention: 80,
  /** State as free text, when the country has no state list. */
  stateText: 40,
  pickupName: 40,
  giftFrom: 80,
  /** Phone digits: up to 15 (checkout spec section 9), 10 for US and Canada (storefront spec section 5). */
  phone: 15,
  nanpPhone: 10,
  // Storefront spec sections 5 and 9.
  listName: 80,
  quantity: 999,
} as const;

/** What a field rule finds: nothing given, or something the rule refuses. */
export type FieldError = 'missing' | 'invalid';

/** 'missing' for an empty or blank value. */
export const required = (v: string): FieldError | null => (v.trim() ? null : 'missing');
