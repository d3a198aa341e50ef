/** The listing marker's props. */
import { defaulted, type, type Infer } from 'superstruct';
import { stringProp } from '../../src/mount/props';

export const ListingProps = type({
  /** The media query of the mobile layout (the filter panel, 24 items per page at most). */
  mobileQuery: defaulted(stringProp(), '(max-width: 767px)'),
});

export type ListingProps = Infer<typeof ListingProps>;
