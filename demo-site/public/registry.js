/*
 * The legacy registry page's own script (not a widget): a gift giver viewing a registry is shopping it, so the
 * registry gift data goes into session storage (storefront spec section 3: encryptedRegistryId,
 * giftRecipientName), where the add-to-cart widget reads it.
 */
(function () {
  var el = document.querySelector('[data-registry-id]');
  if (!el) return;
  try {
    sessionStorage.setItem('registryGiftData', JSON.stringify({ encryptedRegistryId: el.getAttribute('data-registry-id'), giftRecipientName: el.getAttribute('data-registry-name') }));
  } catch {
    // Storage off: the gift card is added without the registry question.
  }
})();
