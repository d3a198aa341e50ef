/*
 * A stand-in for a card wallet's script (storefront spec section 7: "A card-wallet script is loaded when
 * googlePayEnabled, not on iOS and no gate flag"), for the demo site and its tests: no outside service. The
 * checkout pays through the browser's Payment Request API; this script only marks that it ran.
 */
(function () {
  'use strict';
  window.cardWalletStandIn = true;
})();
