/*
 * A stand-in for the PayPal JavaScript SDK's buttons, for the demo site and its tests: no outside service.
 * Same interface as the provider's script (window.paypal.Buttons({ onClick, createOrder, onApprove, onCancel,
 * onError }).render(el)), so the cart and the checkout run their real code against it.
 *
 * Clicking the button runs onClick (which may reject the click, or hold it while the page asks the shopper
 * something), then createOrder (the page's call that answers the PayPal order id), then shows an approval
 * dialog in place of the provider's popup: 'Pay with PayPal' approves (onApprove with orderID and payerID),
 * 'Cancel' or Escape cancels (onCancel). A failing createOrder or onApprove goes to onError.
 *
 * CSP-clean: no inline handlers, no style attributes in markup (styles go through the CSSOM), no eval.
 */
(function () {
  'use strict';
  if (window.paypal && window.paypal.__standIn) return;

  var script = document.currentScript;
  var query = script && script.src ? new URL(script.src, location.href).searchParams : new URLSearchParams();
  var RESOLVE = { resolved: true };
  var REJECT = { resolved: false };

  function css(el, styles) {
    for (var k in styles) el.style.setProperty(k, styles[k]);
    return el;
  }

  // The host page's own rules (uppercase buttons, letter spacing...) must not restyle the stand-in.
  var RESET = { 'text-transform': 'none', 'letter-spacing': 'normal', 'box-shadow': 'none', 'text-shadow': 'none', 'min-width': '0', width: 'auto', height: 'auto', float: 'none' };

  function make(tag, text, styles) {
    var el = document.createElement(tag);
    if (text) el.textContent = text;
    if (tag === 'button') css(el, RESET);
    if (styles) css(el, styles);
    return el;
  }

  /** The provider's approval popup, as a modal dialog in the page. Resolves 'approve' or 'cancel'. */
  function approval(orderID) {
    return new Promise(function (resolve) {
      var nonce = script && (script.nonce || script.getAttribute('data-csp-nonce'));
      if (nonce && !document.getElementById('paypal-standin-style')) {
        // The backdrop can only be styled by a rule: a nonce'd one keeps the strict CSP.
        var style = document.createElement('style');
        style.id = 'paypal-standin-style';
        style.setAttribute('nonce', nonce);
        style.textContent = 'dialog[data-paypal-standin]::backdrop{background:rgba(15,23,42,.55)}';
        document.head.append(style);
      }
      var dialog = make('dialog', '', {
        border: '1px solid #c5cfe0',
        'border-radius': '12px',
        padding: '24px',
        'max-width': '360px',
        font: '16px/1.4 system-ui, sans-serif',
        color: '#1a1a1a',
        background: '#fff',
        'box-shadow': '0 12px 40px rgba(0, 0, 0, .35)',
        width: 'min(360px, calc(100vw - 24px))',
      });
      dialog.setAttribute('aria-labelledby', 'paypal-standin-title');
      dialog.setAttribute('data-paypal-standin', '');
      var title = make('h2', 'PayPal (demo)', { margin: '0 0 8px', 'font-size': '20px', color: '#003087' });
      title.id = 'paypal-standin-title';
      var text = make('p', 'This stand-in replaces the PayPal window on the demo site. Order ' + orderID + '.', { margin: '0 0 16px' });
      var pay = make('button', 'Pay with PayPal', {
        background: '#ffc439',
        color: '#111',
        border: '0',
        'border-radius': '20px',
        padding: '10px 20px',
        'font-weight': '700',
        cursor: 'pointer',
        'margin-right': '8px',
      });
      pay.type = 'button';
      var cancel = make('button', 'Cancel', { background: '#fff', color: '#003087', border: '1px solid #003087', 'border-radius': '20px', padding: '10px 20px', cursor: 'pointer' });
      cancel.type = 'button';
      dialog.append(title, text, pay, cancel);
      document.body.append(dialog);
      var done = false;
      function finish(result) {
        if (done) return;
        done = true;
        if (dialog.open) dialog.close();
        dialog.remove();
        resolve(result);
      }
      pay.addEventListener('click', function () {
        finish('approve');
      });
      cancel.addEventListener('click', function () {
        finish('cancel');
      });
      dialog.addEventListener('cancel', function (e) {
        e.preventDefault();
        finish('cancel');
      });
      dialog.showModal();
      pay.focus();
    });
  }

  function Buttons(options) {
    options = options || {};
    var busy = false;
    var rendered = [];

    function fail(err) {
      if (typeof options.onError === 'function') options.onError(err instanceof Error ? err : new Error(String(err)));
      else console.error('paypal stand-in:', err);
    }

    function run(source) {
      if (busy) return;
      busy = true;
      var data = { fundingSource: source };
      var clickActions = {
        resolve: function () {
          return Promise.resolve(RESOLVE);
        },
        reject: function () {
          return Promise.resolve(REJECT);
        },
      };
      void Promise.resolve(typeof options.onClick === 'function' ? options.onClick(data, clickActions) : RESOLVE)
        .then(function (answer) {
          if (answer === REJECT || answer === false) return null;
          var orderActions = {
            order: {
              create: function () {
                return Promise.resolve('DEMO-' + Date.now());
              },
            },
          };
          return Promise.resolve(typeof options.createOrder === 'function' ? options.createOrder(data, orderActions) : orderActions.order.create()).then(function (orderID) {
            if (!orderID) throw new Error('createOrder did not return an order id.');
            return approval(String(orderID)).then(function (result) {
              if (result === 'cancel') {
                if (typeof options.onCancel === 'function') return options.onCancel({ orderID: String(orderID) });
                return null;
              }
              var approveData = { orderID: String(orderID), payerID: 'DEMOPAYER' + String(orderID).slice(-4).toUpperCase(), paymentSource: source };
              var approveActions = {
                restart: function () {
                  return run(source);
                },
                redirect: function (url) {
                  location.assign(url);
                },
              };
              return typeof options.onApprove === 'function' ? options.onApprove(approveData, approveActions) : null;
            });
          });
        })
        .catch(fail)
        .then(function () {
          busy = false;
        });
    }

    return {
      isEligible: function () {
        return true;
      },
      render: function (target) {
        var el = typeof target === 'string' ? document.querySelector(target) : target;
        if (!el) return Promise.reject(new Error('paypal stand-in: render target not found.'));
        var button = make('button', '', {
          width: '100%',
          display: 'inline-flex',
          'align-items': 'center',
          'justify-content': 'center',
          gap: '6px',
          'min-height': '44px',
          background: '#ffc439',
          color: '#111',
          border: '0',
          'border-radius': '22px',
          font: '700 16px/1 system-ui, sans-serif',
          cursor: 'pointer',
        });
        button.type = 'button';
        button.setAttribute('aria-label', 'PayPal Checkout');
        button.className = 'paypal-button';
        var brand = make('span', 'Pay', { color: '#003087', 'font-style': 'italic' });
        var brand2 = make('span', 'Pal', { color: '#00457c', 'font-style': 'italic', 'margin-left': '-6px' });
        button.append(brand, brand2);
        button.addEventListener('click', function () {
          run('paypal');
        });
        el.replaceChildren(button);
        rendered.push(el);
        return Promise.resolve();
      },
      close: function () {
        rendered.forEach(function (el) {
          el.replaceChildren();
        });
        rendered = [];
        return Promise.resolve();
      },
    };
  }

  window.paypal = { Buttons: Buttons, version: 'demo-stand-in', __standIn: true, clientId: query.get('client-id') || '' };
})();
