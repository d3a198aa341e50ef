/**
 * Checkout endpoints of the simulator (checkout spec sections 3, 4 and 7): an order model built on the
 * session's cart (ship, pickup and email-delivery groups, a shipping estimate by zip and method, tax by
 * state, tariff lines on furniture, GSA prices, pickup-only orders), and the calls of checkout part 1:
 * checkout details, apply contact and delivery (with formExceptions and a "did you mean" hintAddress for a few
 * fixture addresses), apply email only, apply pickup info, country states, address suggestions (US only,
 * from the simulator's own store addresses and fixtures) and promo codes claimed on the checkout page.
 *
 * The order keeps room for part 2 (gift cards, rewards, payment, submit): `order.giftCards`, `order.rewards`
 * and `order.payment` are read by the totals already; their routes add to this module.
 *
 * Its parts, by concept, under checkout/: the order state on the session (order), the checkout response and its
 * pricing (pricing), a delivery address and its checks (address), the contact fields (contact), texts and fixed
 * numbers (messages), field readers (fields) and the routes (routes). This file lists them, so imports of
 * './checkout' stay as they were.
 *
 * Paths are written out literally (not taken from the client's endpoint map) so that a wrong client path
 * fails a test. Every checkout call answers the same `checkoutResponse`.
 */
export * from './checkout/messages';
export * from './checkout/order';
export * from './checkout/pricing';
export * from './checkout/address';
export * from './checkout/contact';
export * from './checkout/routes';
