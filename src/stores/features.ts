/**
 * $features: the feature flags, read in one place for every widget (storefront spec section 3: the session
 * info's featureToggles and its store config flags; the host page's `StorefrontWidgetsConfig.features`).
 *
 * One precedence for every flag:
 *  1. the host config's `features[name]`, true or false, wins (a page can turn a feature on or off);
 *  2. else the session info: on when its featureToggles or its store config flags say true (the spec lists
 *     bopisEnabled and enhancedTypeAheadEnabled in both, with no order between them);
 *  3. else the flag's default: off ("shows only if feature toggle rewardsEnabled is on", "only when a session
 *     exists and bopisEnabled is on", section 2), except showSessionExpireModal, on unless the store says false.
 * Before the session info is known, the session part is empty: a feature appears once the store turns it on.
 */
import { atom, onMount } from 'nanostores';
import { getHostConfig } from '../config';
import { $session, type SessionInfo } from './session';

export const FEATURES = [
  'bopisEnabled',
  'rewardsEnabled',
  'enableStoreOnlyItems',
  'enhancedTypeAheadEnabled',
  'enableCategorySuggestions',
  'addToCartFromRecommendation',
  'fullStoryTrackingEnabled',
  'furnitureTabEnabled',
  'googlePayEnabled',
  'applePayEnabled',
  'sapPriceEnabled',
  'showSessionExpireModal',
  // Holds the card-wallet script back (storefront spec section 7's gate flag; src/integrations/cardWallet).
  'cardWalletGate',
] as const;
export type Feature = (typeof FEATURES)[number];
export type Features = Record<Feature, boolean>;

/** The flags of a session info (null before it is known) under a host config's `features`. */
export function featuresOf(info: Pick<SessionInfo, 'featureToggles' | 'storeConfig'> | null, host: Partial<Record<string, boolean>> = {}): Features {
  const out = {} as Features;
  for (const f of FEATURES) {
    const said = [info?.featureToggles[f], info?.storeConfig[f]];
    out[f] = host[f] ?? (f === 'showSessionExpireModal' ? !said.includes(false) : said.includes(true));
  }
  return out;
}

/** Every feature flag of this page, under the one precedence above. */
export const $features = atom<Features>(featuresOf(null));

// An atom kept in step with $session while it has listeners (a get() without one mounts it for the read).
onMount($features, () => $session.subscribe((s) => $features.set(featuresOf(s.info, getHostConfig().features))));
