/** What the header reads from the shared stores, as one plain object (guest defaults until the session is known). */
import { useStore } from '@nanostores/react';
import { $cart, $session, $site, type LoginStatus } from '../../src/stores';

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
  loginStatus: LoginStatus;
  profileId: string;
  firstName: string;
  gsaUser: boolean;
  securityStatus: number;
  rewardsEnabled: boolean;
  rewardsCustomer: unknown;
  store: StoreInfo | null;
  cartQty: number;
  site: 'school' | 'furniture';
}

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** The selected store, with the address, phone and hours the session answer carries beyond the modelled fields. */
function storeOf(modelled: { id: string; name?: string | null; city?: string | null; state?: string | null; postalCode?: string | null } | null, raw: unknown): StoreInfo | null {
  if (!modelled) return null;
  const r = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const hours = Array.isArray(r.hours) ? r.hours.map(str).filter(Boolean) : str(r.hours) ? [str(r.hours)] : [];
  return {
    id: modelled.id,
    name: modelled.name ?? '',
    city: modelled.city ?? '',
    state: modelled.state ?? '',
    postalCode: modelled.postalCode ?? '',
    address1: str(r.address1),
    phoneNumber: str(r.phoneNumber),
    hours,
    seoUrl: str(r.seoUrl),
  };
}

export function useHeaderState(): HeaderState {
  const session = useStore($session);
  const cart = useStore($cart);
  const site = useStore($site);
  const info = session.info;
  const p = info?.profile;
  const rawProfile = (info?.raw.profile ?? null) as { selectedStore?: unknown } | null;
  return {
    ready: session.status === 'ready' || session.status === 'error',
    furnitureTabEnabled: info?.featureToggles.furnitureTabEnabled === true,
    loginStatus: p?.loginStatus ?? 'guest',
    profileId: p?.id ?? '',
    firstName: p?.firstName ?? '',
    gsaUser: p?.gsaUser ?? false,
    securityStatus: p?.securityStatus ?? 0,
    rewardsEnabled: info?.featureToggles.rewardsEnabled ?? false,
    rewardsCustomer: info?.rewardsCustomer ?? null,
    store: storeOf(p?.selectedStore ?? null, rawProfile?.selectedStore),
    cartQty: cart.cartQty,
    site,
  };
}
