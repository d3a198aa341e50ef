/** The session info payload (spec section 3). */
import { FEATURE_TOGGLES, type Session } from './types';

/** The session info payload of the spec (section 3), with the confirmation number as a bigint. */
export function sessionInfoPayload(session: Session, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const p = session.profile;
  return {
    profile: {
      id: p.id,
      firstName: p.firstName,
      lastName: p.lastName,
      email: p.email,
      md5Email: '',
      loginStatus: p.loginStatus,
      securityStatus: p.securityStatus,
      gsaUser: p.gsaUser,
      dateOfBirth: p.dateOfBirth ?? '',
      userShopFor: p.userShopFor,
      selectedStore: session.selectedStore,
    },
    // Feature toggles a test set for this session (e.g. fullStoryTrackingEnabled: true) over the store's.
    featureToggles: { ...FEATURE_TOGGLES, ...(session.data.featureToggles as Record<string, boolean> | undefined) },
    rewardsCustomer: (p.rewardsCustomer as Record<string, unknown> | undefined) ?? { rewardPoints: 0, messages: [], tierInfo: { currentTier: '' }, isRewardsMember: false },
    dynSess: { dynSessConfNumber: session.dynSessConf },
    cartInfo: {
      cartId: session.cart.cartId,
      cartQty: session.cart.items.reduce((n, l) => n + l.quantity, 0),
      orderId: session.cart.orderId,
      encryptedOrderId: session.cart.encryptedOrderId,
    },
    furniture: false,
    userSegmentsMap: {},
    sid: session.id.slice(0, 12),
    contractedItemsLabel: 'Contracted Items',
    showEmailLightbox: p.loginStatus === 'guest' && session.data.emailLightbox !== false,
    bopisEnabled: true,
    enableStoreOnlyItems: true,
    enhancedTypeAheadEnabled: true,
    applePayEnabled: true,
    sapPriceEnabled: false,
    showSessionExpireModal: true,
    firstSessionResetTime: session.timing.firstSessionResetTime,
    maxSessionExpiryTime: session.timing.maxSessionExpiryTime,
    sessionExpiryAlertTime: session.timing.sessionExpiryAlertTime,
    // Store config flags a test set for this session (e.g. showSessionExpireModal: false).
    ...(session.data.storeConfig as Record<string, boolean> | undefined),
    ...extra,
  };
}
