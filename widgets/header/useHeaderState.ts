/** What the header reads from the shared stores, as one plain object (guest defaults until the session is known). */
import { useStore } from '../../src/stores/useStore';
import { $cart, $features, $selectedStore, $session, $shopper, $site } from '../../src/stores';

export interface StoreInfo {
  id: string;
  name: string;
  city: string;
  state: string;
  postalCode: string;
  address1: string;
  phoneNumber: string;
  hours: string[];
  seoUrl: string;
}

export interface HeaderState {
  ready: boolean;
  /** Feature toggle furnitureTabEnabled: the Lakeshore Furniture tab shows. */
  furnitureTabEnabled: boolean;
  signedIn: boolean;
  recognized: boolean;
  profileId: string;
  firstName: string;
  gsaUser: boolean;
  securityStatus: number;
  rewardsEnabled: boolean;
  /** The rewards block applies ($shopper): signed in, not GSA, rewards enabled. */
  rewardsEligible: boolean;
  rewardsCustomer: unknown;
  store: StoreInfo | null;
  cartQty: number;
  site: 'school' | 'furniture';
}

export function useHeaderState(): HeaderState {
  const session = useStore($session);
  const shopper = useStore($shopper);
  const cart = useStore($cart);
  const site = useStore($site);
  const features = useStore($features);
  // One selected store for every island: the store finder's choice shows at once, in other tabs too.
  const store = useStore($selectedStore);
  const info = session.info;
  const p = info?.profile;
  return {
    ready: session.status === 'ready' || session.status === 'error',
    furnitureTabEnabled: features.furnitureTabEnabled,
    signedIn: shopper.signedIn,
    recognized: shopper.recognized,
    profileId: p?.id ?? '',
    firstName: p?.firstName ?? '',
    gsaUser: shopper.gsa,
    securityStatus: p?.securityStatus ?? 0,
    rewardsEnabled: features.rewardsEnabled,
    rewardsEligible: shopper.rewardsEligible,
    rewardsCustomer: info?.rewardsCustomer ?? null,
    store,
    cartQty: cart.cartQty,
    site,
  };
}
