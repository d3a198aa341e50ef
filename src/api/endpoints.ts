/**
 * The endpoint map: every commerce call by key, with its default path and the ATG conventions it follows.
 * Paths the spec gives are used as they are; the others are sensible `/rest/model/...` defaults. A host
 * overrides any path with `StorefrontWidgetsConfig.endpoints = { key: '/path' }`. The simulator serves
 * the same defaults, so the demo and the tests speak exactly this table.
 */

export interface EndpointInfo {
  /** Default path; `{name}` placeholders are filled from the request's `params` (URI-encoded). */
  path: string;
  method: 'GET' | 'POST';
  /** The call changes state: it carries `_dynSessConf`. */
  dynSess?: boolean;
  /** Checkout and express-checkout calls carry the `Is-Furniture` header. */
  furniture?: boolean;
  /**
   * A returned `stringSessionConfirmationNumber` is stored and the call replayed once (spec section 4);
   * true for every call unless set to false here.
   */
  replayOnStringConf?: boolean;
  /** The payload is sent as a urlencoded form rather than JSON. */
  form?: boolean;
  /**
   * The call commits money (order submit, apply billing): replayed only when the server refused it, and never
   * retried without the tokens after a failed token refresh (see replayPolicy.ts).
   */
  commit?: boolean;
}

const M = '/rest/model';
const PURCHASE = `${M}/atg/commerce/order/purchase`;
const PROFILE = `${M}/atg/userprofiling/ProfileActor`;
const SESSION = `${M}/ll/commerce/session/SessionActor`;

export const ENDPOINTS = {
  // Given by the spec.
  typeAheadSuggest: { path: `${M}/ll/typeahead/TypeAheadActor/suggest/Ntt/{term}`, method: 'GET' },
  typeAheadFlyout: { path: `${M}/ll/typeahead/TypeAheadActor/flyout`, method: 'GET', dynSess: true },
  search: { path: '/search', method: 'GET' },
  emailSignUp: { path: `${M}/ll/commerce/contact/LLContactUsActor/signUp`, method: 'POST', dynSess: true },
  applyPayPal: { path: `${PURCHASE}/PurchaseActor/applyPayPalLight`, method: 'POST', dynSess: true, furniture: true },
  expressCheckout: { path: `${PURCHASE}/PurchaseActor/doExpressCheckout`, method: 'POST', dynSess: true, furniture: true },
  productData: { path: '/data/product/{pageType}/{productId}/json/{gsa}/', method: 'GET' },
  categoryData: { path: '/data/products/{category}/json', method: 'GET' },

  // Session, tokens and initialisation.
  sessionConfirmation: { path: `${M}/atg/rest/SessionConfirmationActor/getSessionConfirmationNumber`, method: 'GET' },
  sessionInfo: { path: `${SESSION}/sessionInfo`, method: 'POST' },
  renewSession: { path: `${SESSION}/renewSession`, method: 'POST', dynSess: true },
  invalidateSession: { path: `${SESSION}/invalidateSession`, method: 'POST', dynSess: true },
  init: { path: `${M}/ll/commerce/init/InitActor/initData`, method: 'GET' },
  tokenRefresh: { path: `${M}/ll/commerce/oauth/TokenActor/refreshToken`, method: 'POST', form: true },
  headerFooter: { path: `${M}/ll/content/HeaderFooterActor/headerFooter`, method: 'GET' },
  countryList: { path: `${M}/ll/commerce/locale/CountryStateActor/countryList`, method: 'GET' },
  stateList: { path: `${M}/ll/commerce/locale/CountryStateActor/stateList`, method: 'GET' },

  // Account.
  login: { path: `${PROFILE}/login`, method: 'POST', dynSess: true },
  logout: { path: `${PROFILE}/logout`, method: 'POST', dynSess: true },
  createAccount: { path: `${PROFILE}/create`, method: 'POST', dynSess: true },
  createContractedUser: { path: `${PROFILE}/createContractedUser`, method: 'POST', dynSess: true },
  contractedRegistrationContinue: { path: `${PROFILE}/contractedRegistrationContinue`, method: 'POST', dynSess: true },
  forgotPasswordCode: { path: `${M}/atg/userprofiling/ForgotPasswordActor/sendResetCode`, method: 'POST', dynSess: true },
  forgotPasswordVerify: { path: `${M}/atg/userprofiling/ForgotPasswordActor/validateResetCode`, method: 'POST', dynSess: true },
  forgotPasswordReset: { path: `${M}/atg/userprofiling/ForgotPasswordActor/resetPassword`, method: 'POST', dynSess: true },

  // Cart.
  addToCart: { path: `${PURCHASE}/CartModifierActor/addItemToOrder`, method: 'POST', dynSess: true },
  addGiftCardToCart: { path: `${PURCHASE}/CartModifierActor/addGiftCardToOrder`, method: 'POST', dynSess: true },
  addRegistryItemToCart: { path: `${PURCHASE}/CartModifierActor/addRegistryItemToOrder`, method: 'POST', dynSess: true },
  cartSummary: { path: `${PURCHASE}/CartModifierActor/cartSummary`, method: 'GET' },
  // User lists / registry (spec section 7: get, create, add).
  userLists: { path: `${M}/atg/commerce/gifts/GiftlistActor/userLists`, method: 'GET' },
  createList: { path: `${M}/atg/commerce/gifts/GiftlistActor/createList`, method: 'POST', dynSess: true },
  addItemToList: { path: `${M}/atg/commerce/gifts/GiftlistActor/addItemToList`, method: 'POST', dynSess: true },
  // Send product email (spec section 7: nameFrom, emailFrom, namesTo, emailsTo, personalMessage and others).
  sendProductEmail: { path: `${M}/ll/commerce/email/ProductEmailActor/sendProductEmail`, method: 'POST', dynSess: true },
  updateCartQuantity: { path: `${PURCHASE}/CartModifierActor/updateItemQuantity`, method: 'POST', dynSess: true },
  removeCartItem: { path: `${PURCHASE}/CartModifierActor/removeItemFromOrder`, method: 'POST', dynSess: true },
  updateCartDelivery: { path: `${PURCHASE}/CartModifierActor/updateDeliveryMethod`, method: 'POST', dynSess: true },
  conversionTracking: { path: `${M}/ll/commerce/tracking/ConversionTrackingActor/trackConversion`, method: 'POST' },
  claimCoupon: { path: `${M}/atg/commerce/promotion/CouponActor/claimCoupon`, method: 'POST', dynSess: true },
  revokeCoupon: { path: `${M}/atg/commerce/promotion/CouponActor/revokeCoupon`, method: 'POST', dynSess: true },

  // Stores and inventory.
  findStores: { path: `${M}/ll/commerce/locations/StoreLocatorActor/findStores`, method: 'GET' },
  applyStore: { path: `${M}/ll/commerce/locations/StoreLocatorActor/setStore`, method: 'POST', dynSess: true, form: true, replayOnStringConf: true },
  inventory: { path: `${M}/ll/commerce/inventory/InventoryActor/storeInventory`, method: 'POST' },
  geocode: { path: '/rest/maps/geocode/{postalCode}.json', method: 'GET' },

  // Content and recommendations.
  webContents: { path: `${M}/ll/content/WebContentActor/webContents`, method: 'POST' },
  recsProductInfo: { path: `${M}/ll/commerce/recommendations/RecsActor/fetchRecsProductInfo`, method: 'POST', dynSess: true, replayOnStringConf: true },

  // Checkout (checkout.md section 7): all carry Is-Furniture.
  giftCardBalance: { path: `${PURCHASE}/GiftCardActor/loadGiftCardBalance`, method: 'POST', dynSess: true, furniture: true },
  countryStates: { path: `${M}/ll/commerce/locale/CountryStateActor/countryStates`, method: 'GET', furniture: true },
  checkoutDetails: { path: `${PURCHASE}/CheckoutActor/checkoutDetails`, method: 'GET', furniture: true },
  applyBilling: { path: `${PURCHASE}/BillingActor/applyBilling`, method: 'POST', dynSess: true, furniture: true, commit: true },
  applyShipping: { path: `${PURCHASE}/ShippingActor/applyContactAndDelivery`, method: 'POST', dynSess: true, furniture: true },
  applyEmail: { path: `${PURCHASE}/ShippingActor/applyEmail`, method: 'POST', dynSess: true, furniture: true },
  applyPickup: { path: `${PURCHASE}/ShippingActor/applyPickupInfo`, method: 'POST', dynSess: true, furniture: true },
  applyGiftCard: { path: `${PURCHASE}/PaymentActor/applyGiftCard`, method: 'POST', dynSess: true, furniture: true },
  removeGiftCard: { path: `${PURCHASE}/PaymentActor/removeGiftCard`, method: 'POST', dynSess: true, furniture: true },
  applyRewards: { path: `${PURCHASE}/PaymentActor/applyRewards`, method: 'POST', dynSess: true, furniture: true },
  removeRewards: { path: `${PURCHASE}/PaymentActor/removeRewards`, method: 'POST', dynSess: true, furniture: true },
  /** The phone-maker and browser pay services' payment (and the phone-maker's merchant validation). */
  expressPayment: { path: `${PURCHASE}/PaymentActor/applyExpressPayment`, method: 'POST', dynSess: true, furniture: true },
  /** Refresh checkout details after express payment (checkout.md section 7). */
  refreshExpress: { path: `${PURCHASE}/CheckoutActor/refreshCheckoutDetails`, method: 'POST', dynSess: true, furniture: true },
  submitOrder: { path: `${PURCHASE}/CommitOrderActor/commitOrder`, method: 'POST', dynSess: true, furniture: true, commit: true },
  /** Address suggestions as the shopper types address1 (US only, at most 40 characters). */
  addressSuggestions: { path: `${M}/ll/commerce/address/AddressSuggestActor/suggest`, method: 'GET', furniture: true },

  // Header: the flyout's rewards and the live-chat status (polled every second).
  rewards: { path: `${M}/ll/commerce/rewards/RewardsActor/rewardsInfo`, method: 'GET' },
  chatStatus: { path: `${M}/ll/commerce/chat/ChatActor/status`, method: 'GET' },

  // Contact a Rep / B2B request access (spec section 7): a JSONP GET to the form content's apiURL, not a
  // request() call; this is the address used when the content gives none.
  contactForm: { path: '/rest/forms/contact-a-rep', method: 'GET' },

  // Product videos (spec sections 2, 3: video media records; path not shown): `productId` gives a product's
  // videos, `Ntt` the video search results.
  videos: { path: `${M}/ll/commerce/media/VideoActor/videos`, method: 'GET' },

  // Product reviews (spec section 7 lists "reviews" without a path or payload): one page of a product's reviews
  // and its rating summary; `productId`, `start` (0-based) and `howMany`, ATG's paging words.
  productReviews: { path: `${M}/ll/commerce/reviews/ReviewsActor/productReviews`, method: 'GET' },
} as const satisfies Record<string, EndpointInfo>;

export type EndpointKey = keyof typeof ENDPOINTS;

/** True when `name` is a key of the endpoint map. */
export const isEndpointKey = (name: string): name is EndpointKey => Object.prototype.hasOwnProperty.call(ENDPOINTS, name);

/** Fills `{name}` placeholders with URI-encoded values; a missing value leaves an empty segment. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_m, k: string) => encodeURIComponent(String(params[k] ?? '')));
}
