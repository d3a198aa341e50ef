/*
 * The legacy page's own script (not a widget): what only a shopper who is not signed in should see (the
 * sign-in note of a sign-in-required page, marked data-signed-out-only) follows a sign-in or sign-out made on
 * the page without a reload, through the widgets' public events. The server renders it hidden for a shopper
 * already signed in. Signed in means securityStatus 4 or higher (storefront spec section 6).
 */
(function () {
  function show(visible) {
    var els = document.querySelectorAll('[data-signed-out-only]');
    for (var i = 0; i < els.length; i++) els[i].hidden = !visible;
  }
  document.addEventListener('storefront:login', function (e) {
    var p = e.detail && e.detail.profile;
    show(!!p && typeof p.securityStatus === 'number' && p.securityStatus < 4);
  });
  document.addEventListener('storefront:logout', function () {
    show(true);
  });
})();
