/** The type-ahead marker's props. */
import { defaulted, optional, refine, string, type, type Infer } from 'superstruct';
import { stringProp } from '../../src/mount/props';

export const TypeAheadProps = type({
  /** Placeholder text of the box. */
  placeholder: defaulted(stringProp(), 'Search'),
  /** The search results page the box submits to (with Ntt): a path on this site. */
  action: defaulted(
    refine(stringProp(), 'site path', (v) => /^\/(?![/\\])/.test(v) || 'must be a path on this site, starting with a single /'),
    '/search/',
  ),
  /**
   * On a product page, the product being viewed (from the marker's JSON child): recorded as recently
   * viewed, so the empty box can offer it on the next page.
   */
  viewedProduct: optional(
    type({
      name: string(),
      url: refine(string(), 'site path', (v) => /^\/(?![/\\])/.test(v) || 'must be a path on this site, starting with a single /'),
      image: string(),
    }),
  ),
});

export type TypeAheadProps = Infer<typeof TypeAheadProps>;
