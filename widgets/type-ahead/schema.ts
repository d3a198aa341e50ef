/** The type-ahead marker's props. */
import { defaulted, refine, type, type Infer } from 'superstruct';
import { stringProp } from '../../src/mount';

export const TypeAheadProps = type({
  /** Placeholder text of the box. */
  placeholder: defaulted(stringProp(), 'Search'),
  /** The search results page the box submits to (with Ntt): a path on this site. */
  action: defaulted(
    refine(stringProp(), 'site path', (v) => /^\/(?![/\\])/.test(v) || 'must be a path on this site, starting with a single /'),
    '/search/',
  ),
});

export type TypeAheadProps = Infer<typeof TypeAheadProps>;
