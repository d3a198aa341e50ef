/**
 * The email sign-up's field rules (storefront spec sections 3, 5 and 7), shared by the sign-up forms and the
 * simulator. The footer's form sends the email alone (section 5, "Footer email"); every other sign-up (the
 * stay-connected lightbox, a content page's subscribe form) also needs a zip and what the shopper shops for,
 * whose messages come from the server (section 5, "Stay-connected").
 */

/** What a shopper shops for (section 3, customerType: classroom, home or all). */
export const SHOP_FOR = ['classroom', 'home', 'all'] as const;
export type ShopFor = (typeof SHOP_FOR)[number];

/** The footer's source: the one sign-up that sends the email alone. An empty source is the footer's. */
export const FOOTER_SIGN_UP_SOURCE = 'footer';

/** Whether a sign-up from `source` needs the zip and shop-for fields. */
export const signUpNeedsDetails = (source: string): boolean => (source.trim() || FOOTER_SIGN_UP_SOURCE) !== FOOTER_SIGN_UP_SOURCE;
