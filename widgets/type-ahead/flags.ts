/** What the type-ahead reads from the shared session: its feature toggles and whether the shopper is a GSA user. */
import { useStore } from '@nanostores/react';
import { getHostConfig } from '../../src/config';
import { $session } from '../../src/stores';

export interface TypeAheadFlags {
  /** enhancedTypeAheadEnabled: focusing the empty box shows recent searches and products. */
  enhanced: boolean;
  /** enableCategorySuggestions. */
  categorySuggestions: boolean;
  gsaUser: boolean;
}

/** A toggle: the host's `features` setting wins, then the session's feature toggles and store config; off until known. */
const toggle = (name: string, info: ReturnType<typeof $session.get>['info']): boolean =>
  getHostConfig().features?.[name] ?? (info?.featureToggles[name] || info?.storeConfig[name] || false);

export function useTypeAheadFlags(): TypeAheadFlags {
  const { info } = useStore($session);
  return {
    enhanced: toggle('enhancedTypeAheadEnabled', info),
    categorySuggestions: toggle('enableCategorySuggestions', info),
    gsaUser: info?.profile.gsaUser ?? false,
  };
}
