/**
 * The simulator's own copy of the commerce endpoint paths, written out literally. It never imports the
 * client's endpoint table (src/api/endpoints.ts): if the client calls a wrong path, the simulator answers
 * 404 and a test fails. Paths marked "spec" are the spec's own (storefront.md section 7); the spec does
 * not show the others ("held in configuration"), so they are the paths this project chose for its
 * default configuration, copied here by hand. `{name}` marks a path parameter.
 */
export const PATHS = {
  // Search (spec).
  typeAheadSuggest: '/rest/model/ll/typeahead/TypeAheadActor/suggest/Ntt/{term}',
  typeAheadFlyout: '/rest/model/ll/typeahead/TypeAheadActor/flyout',
  search: '/search',

  // Session, tokens and initialisation.
  sessionConfirmation: '/rest/model/atg/rest/SessionConfirmationActor/getSessionConfirmationNumber',
  sessionInfo: '/rest/model/ll/commerce/session/SessionActor/sessionInfo',
  renewSession: '/rest/model/ll/commerce/session/SessionActor/renewSession',
  invalidateSession: '/rest/model/ll/commerce/session/SessionActor/invalidateSession',
  init: '/rest/model/ll/commerce/init/InitActor/initData',
  tokenRefresh: '/rest/model/ll/commerce/oauth/TokenActor/refreshToken',

  // Content.
  headerFooter: '/rest/model/ll/content/HeaderFooterActor/headerFooter',
  webContents: '/rest/model/ll/content/WebContentActor/webContents',

  // Account.
  login: '/rest/model/atg/userprofiling/ProfileActor/login',
  logout: '/rest/model/atg/userprofiling/ProfileActor/logout',
  createAccount: '/rest/model/atg/userprofiling/ProfileActor/create',
  createContractedUser: '/rest/model/atg/userprofiling/ProfileActor/createContractedUser',
  contractedRegistrationContinue: '/rest/model/atg/userprofiling/ProfileActor/contractedRegistrationContinue',
  forgotPasswordCode: '/rest/model/atg/userprofiling/ForgotPasswordActor/sendResetCode',
  forgotPasswordVerify: '/rest/model/atg/userprofiling/ForgotPasswordActor/validateResetCode',
  forgotPasswordReset: '/rest/model/atg/userprofiling/ForgotPasswordActor/resetPassword',

  // Header: rewards and live-chat status.
  rewards: '/rest/model/ll/commerce/rewards/RewardsActor/rewardsInfo',
  chatStatus: '/rest/model/ll/commerce/chat/ChatActor/status',

  // Recommendations: the product info of engine placements and of recently viewed products (spec section 7),
  // and the demo engine's placements service (under the init data's recsInfo.algonomyBaseURL).
  recsProductInfo: '/rest/model/ll/commerce/recommendations/RecsActor/fetchRecsProductInfo',
  recsPlacements: '/rest/recs/placements',
  // Filtered listing (spec: a GET of the clicked facet link, i.e. the listing pages' own addresses, as JSON).
  listingProducts: '/products/*',
  listingSale: '/sale/*',
  listingSearch: '/search/*',
  // Keeping in touch: the email sign-up (spec) and the Contact a Rep form service (the demo's apiURL).
  emailSignUp: '/rest/model/ll/commerce/contact/LLContactUsActor/signUp',
  contactForm: '/rest/forms/contact-a-rep',

  // Send product email (spec section 7: path not shown).
  sendProductEmail: '/rest/model/ll/commerce/email/ProductEmailActor/sendProductEmail',

  // Checkout (checkout.md section 7: path not shown).
  giftCardBalance: '/rest/model/atg/commerce/order/purchase/GiftCardActor/loadGiftCardBalance',
  // Checkout part 2: gift cards, rewards, express payments (checkout.md section 7: paths not shown).
  applyGiftCard: '/rest/model/atg/commerce/order/purchase/PaymentActor/applyGiftCard',
  removeGiftCard: '/rest/model/atg/commerce/order/purchase/PaymentActor/removeGiftCard',
  applyRewards: '/rest/model/atg/commerce/order/purchase/PaymentActor/applyRewards',
  removeRewards: '/rest/model/atg/commerce/order/purchase/PaymentActor/removeRewards',
  expressPayment: '/rest/model/atg/commerce/order/purchase/PaymentActor/applyExpressPayment',
  refreshExpress: '/rest/model/atg/commerce/order/purchase/CheckoutActor/refreshCheckoutDetails',
  // Checkout part 2: payment and submit (this project's default configuration).
  applyBilling: '/rest/model/atg/commerce/order/purchase/BillingActor/applyBilling',
  submitOrder: '/rest/model/atg/commerce/order/purchase/CommitOrderActor/commitOrder',
  orderConfirmation: '/rest/model/atg/commerce/order/purchase/OrderConfirmationActor/orderDetails',

  // Product videos: a product's video media records (productId) or the video search (Ntt) (path not shown).
  videos: '/rest/model/ll/commerce/media/VideoActor/videos',

  // Product reviews: one page of a product's reviews with its rating summary (spec section 7 lists a reviews
  // endpoint "without use shown"; path and paging are this project's, ATG's howMany and start).
  productReviews: '/rest/model/ll/commerce/reviews/ReviewsActor/productReviews',

  // Session replay (spec section 7: "Get IP; delete session-replay session", GET and POST with fsUserId; paths not shown).
  replayIp: '/rest/model/ll/commerce/replay/SessionReplayActor/ip',
  deleteReplaySession: '/rest/model/ll/commerce/replay/SessionReplayActor/deleteSession',
} as const;

/** Fills `{name}` placeholders (URI-encoded), for tests that call the simulator directly. */
export const fillPath = (path: string, params: Record<string, string>): string => path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(params[k] ?? ''));
