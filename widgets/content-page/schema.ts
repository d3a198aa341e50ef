import { optional, type, unknown, type Infer } from 'superstruct';
import { stringProp } from '../../src/mount/props';

/**
 * The content-page marker's props. The tree comes from the marker's JSON child (`contents`) when it has one,
 * otherwise from the web contents call for `pathKey` (default: the page's own path), with `productId` or
 * `searchTerm` when the page is a product or a search page (storefront spec section 7).
 */
export const ContentPageProps = type({
  /** The content path to ask the web contents call for; default: the page's path. */
  pathKey: optional(stringProp()),
  /** On a product page: the product whose content is asked for. */
  productId: optional(stringProp()),
  /** On a search page: the search term whose content is asked for. */
  searchTerm: optional(stringProp()),
  /** A content tree given inline (the marker's JSON child): `{ "contents": [ items ] }`; no call is made. */
  contents: optional(unknown()),
});

// Infer makes an optional unknown() a required key of type unknown: it may be left out.
export type ContentPagePropsType = Omit<Infer<typeof ContentPageProps>, 'contents'> & { contents?: unknown };
