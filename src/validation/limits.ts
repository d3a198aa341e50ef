/**
 * The spec's field limits, one table. The storefront spec's shared config (section 5, contact form: "Other
 * per-field limits by a shared config: first and last name 40, organization 50, email 100, address 40,
 * city 30, state 2, zip 10, message 250") holds for every storefront form; the checkout spec's "Input
 * limits" (section 5) say otherwise for the checkout's address forms, and there they win.
 */
// An enum rather than an object: the bundler puts each number in place where it is used, so no widget
// loads the table itself (a module that several widgets share would be a chunk of its own).
export enum LIMITS {
  // Storefront spec section 5, the shared config.
  name = 40,
  organization = 50,
  email = 100,
  address = 40,
  city = 30,
  state = 2,
  postalCode = 10,
  message = 250,
  // Checkout spec section 5, "Input limits".
  /** firstName and lastName of a delivery or billing address. */
  addressName = 35,
  attention = 80,
  /** State as free text, when the country has no state list. */
  stateText = 40,
  pickupName = 40,
  giftFrom = 80,
  /** Phone digits: up to 15 (checkout spec section 9), 10 for US and Canada (storefront spec section 5). */
  phone = 15,
  nanpPhone = 10,
  // Storefront spec sections 5 and 9.
  listName = 80,
  quantity = 999,
}

/** What a field rule finds: nothing given, or something the rule refuses. */
export type FieldError = 'missing' | 'invalid';

/** 'missing' for nothing given (blank counts as nothing), else null: the first check of every field rule. */
export const required = (v: string): FieldError | null => (v.trim() ? null : 'missing');
