/*
 * The demo store's stand-in for the third-party live-chat script. The header loads it only when the
 * shopper opens the chat. It adds one panel to the page and exposes
 *   window.LakeshoreChat = { open(), close(), isOpen() }
 * and tells the page when the panel closes with the DOM event `lakeshore-chat:closed`.
 * Styles are set through the CSSOM, which a strict style-src policy allows.
 */
(function () {
  if (window.LakeshoreChat) return;
  var panel = null;

  function css(el, styles) {
    for (var k in styles) el.style[k] = styles[k];
    return el;
  }

  function build() {
    panel = document.createElement('section');
    panel.setAttribute('aria-labelledby', 'lakeshore-chat-title');
    panel.id = 'lakeshore-chat';
    css(panel, {
      position: 'fixed',
      right: '16px',
      bottom: '16px',
      width: 'min(340px, calc(100vw - 32px))',
      zIndex: '2147483000',
      background: '#ffffff',
      color: '#1f2328',
      border: '1px solid #57606a',
      borderRadius: '8px',
      boxShadow: '0 8px 24px rgba(0,0,0,.25)',
      font: '16px/1.4 system-ui, sans-serif',
      padding: '12px',
    });
    var head = css(document.createElement('div'), { display: 'flex', justifyContent: 'space-between', alignItems: 'center' });
    var title = document.createElement('h2');
    title.id = 'lakeshore-chat-title';
    title.textContent = 'Live Chat';
    css(title, { fontSize: '18px', margin: '0' });
    var close = document.createElement('button');
    close.type = 'button';
    close.textContent = 'Close chat';
    css(close, { minHeight: '44px', padding: '4px 12px', font: 'inherit', cursor: 'pointer' });
    close.addEventListener('click', function () {
      api.close();
    });
    head.append(title, close);
    var log = document.createElement('div');
    log.setAttribute('role', 'log');
    log.setAttribute('aria-live', 'polite');
    css(log, { margin: '8px 0', minHeight: '64px' });
    var hello = document.createElement('p');
    hello.textContent = 'Hi! A customer service representative will be with you shortly.';
    css(hello, { margin: '0 0 8px' });
    log.append(hello);
    var form = document.createElement('form');
    css(form, { display: 'flex', gap: '8px' });
    var label = document.createElement('label');
    label.htmlFor = 'lakeshore-chat-input';
    label.textContent = 'Message';
    css(label, { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' });
    var input = document.createElement('input');
    input.id = 'lakeshore-chat-input';
    input.autocomplete = 'off';
    css(input, { flex: '1', minHeight: '44px', font: 'inherit', padding: '4px 8px' });
    var send = document.createElement('button');
    send.type = 'submit';
    send.textContent = 'Send';
    css(send, { minHeight: '44px', padding: '4px 12px', font: 'inherit', cursor: 'pointer' });
    form.append(label, input, send);
    form.addEventListener('submit', function (e) {
      e.preventDefault();
      var text = input.value.trim();
      if (!text) return;
      var p = document.createElement('p');
      p.textContent = 'You: ' + text;
      css(p, { margin: '0 0 8px' });
      log.append(p);
      input.value = '';
    });
    panel.addEventListener('keydown', function (e) {
      if (e.key === 'Escape') api.close();
    });
    panel.append(head, log, form);
  }

  var api = {
    open: function () {
      if (!panel) build();
      if (!panel.isConnected) document.body.append(panel);
      var input = panel.querySelector('input');
      if (input) input.focus();
    },
    close: function () {
      if (panel && panel.isConnected) panel.remove();
      document.dispatchEvent(new CustomEvent('lakeshore-chat:closed'));
    },
    isOpen: function () {
      return !!(panel && panel.isConnected);
    },
  };
  window.LakeshoreChat = api;
})();
