/*
 * The widget catalog's try-it forms. As the editor types, the widget's marker gets the new attributes and
 * is remounted through window.StorefrontWidgets; the loader's own validation message (from the widget's
 * props schema) is shown under the form and the fields it names are marked invalid.
 * Loaded as an external file with the page nonce: the page's CSP allows no inline script or style.
 */
(function () {
  'use strict';
  var DEBOUNCE_MS = 250;
  var forms = Array.prototype.slice.call(document.querySelectorAll('form[data-try-widget]'));
  var byStage = new Map();

  function fieldsOf(form) {
    return Array.prototype.slice.call(form.querySelectorAll('input[name^="data-"]'));
  }

  function setStatus(entry, text, isError) {
    entry.status.textContent = text;
    entry.status.classList.toggle('wc-status-error', !!isError);
    entry.status.classList.toggle('wc-status-ok', !isError && !!text);
  }

  function markInvalid(entry, attributes) {
    fieldsOf(entry.form).forEach(function (input) {
      if (attributes.indexOf(input.name) >= 0) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
    });
  }

  function updateCode(entry) {
    var attrs = fieldsOf(entry.form)
      .filter(function (i) {
        return i.value !== '';
      })
      .map(function (i) {
        return ' ' + i.name + '="' + i.value.replace(/"/g, '&quot;') + '"';
      })
      .join('');
    // textContent: the markup is shown as text, never parsed.
    entry.code.textContent = '<div data-widget="' + entry.name + '"' + attrs + '></div>';
  }

  function apply(entry) {
    var api = window.StorefrontWidgets;
    updateCode(entry);
    if (!api) {
      setStatus(entry, 'The widget loader has not started yet; try again in a moment.', true);
      return;
    }
    api.unmount(entry.stage);
    fieldsOf(entry.form).forEach(function (input) {
      if (input.value === '') entry.stage.removeAttribute(input.name);
      else entry.stage.setAttribute(input.name, input.value);
    });
    entry.pending = true;
    setStatus(entry, 'Updating…', false);
    api.mount(entry.stage);
  }

  forms.forEach(function (form) {
    var entry = {
      form: form,
      name: form.getAttribute('data-try-widget'),
      stage: document.getElementById(form.getAttribute('data-stage')),
      code: document.getElementById(form.getAttribute('data-code')),
      status: document.getElementById(form.getAttribute('data-status')),
      timer: 0,
      pending: false,
    };
    if (!entry.stage || !entry.code || !entry.status) return;
    byStage.set(entry.stage, entry);
    form.addEventListener('input', function () {
      clearTimeout(entry.timer);
      entry.timer = setTimeout(function () {
        apply(entry);
      }, DEBOUNCE_MS);
    });
    form.addEventListener('submit', function (e) {
      e.preventDefault();
      clearTimeout(entry.timer);
      apply(entry);
    });
  });

  document.addEventListener('storefront:widget-error', function (e) {
    var d = e.detail || {};
    var entry = d.element && byStage.get(d.element);
    if (!entry) return;
    var message = String(d.message || 'The widget could not be mounted.').replace(/^\[storefront-widgets\]\s*/, '');
    var attrs = [];
    message.replace(/attribute (data-[a-z0-9-]+)/g, function (_m, a) {
      attrs.push(a);
      return _m;
    });
    markInvalid(entry, attrs);
    setStatus(entry, message, true);
  });

  document.addEventListener('storefront:widget-mounted', function (e) {
    var d = e.detail || {};
    var entry = d.element && byStage.get(d.element);
    if (!entry || !entry.pending) return;
    entry.pending = false;
    markInvalid(entry, []);
    setStatus(entry, 'Mounted with these attributes.', false);
  });
})();
