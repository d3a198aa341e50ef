/** What the type-ahead reads from the shared session: its feature toggles and whether the shopper is a GSA user. */
import { useStore } from '../../src/stores/useStore';
import { $features, $shopper } from '../../src/stores';

export interface TypeAheadFlags {
  /** enhancedTypeAheadEnabled: focusing the empty box shows recent searches and products. */
  enhanced: boolean;
  /** enableCategorySuggestions. */
  categorySuggestions: boolean;
  gsaUser: boolean;
}

export function useTypeAheadFlags(): TypeAheadFlags {
  const { gsa } = useStore($shopper);
  const features = useStore($features);
  return {
    enhanced: features.enhancedTypeAheadEnabled,
    categorySuggestions: features.enableCategorySuggestions,
    gsaUser: gsa,
  };
}
