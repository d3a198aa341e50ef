import { defineWidget } from '../../src/mount';
import { listingCalls } from './calls';
import { meta } from './meta';
import { Listing } from './Listing';

export const widget = defineWidget({
  ...meta,
  Component: Listing,
  calls: listingCalls,
  // The server's first page stays up, with the page's own styles, until the first answer has arrived: the
  // page changes once, and the fallback is not restyled by the island meanwhile (its text then repainted late
  // and larger, the listing's Largest Contentful Paint).
  revealWhenReady: true,
});
