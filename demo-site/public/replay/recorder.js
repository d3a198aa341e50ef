/*
 * The demo store's stand-in for a third-party session-replay recorder: no outside service. It defines the
 * vendor-neutral interface the widgets' runtime drives (src/integrations/SessionReplay.ts):
 *   window.SessionReplayRecorder = { mask(selector), start({ orgId, ip }), stop(), identify(id), userId() }
 * and records what it would capture into window.sessionReplayDemo, for tests and for a developer's console:
 *   { recording, starts, stops, orgId, ip, identity, userId, masked: [selector], clicks: [{ t, target }],
 *     inputs: [{ t, target, value }] }
 * Typed values are captured as a vendor's recorder would, from inside the widgets' shadow roots too, except in
 * an element that matches a masked selector: its value is captured as '***'. A real integration is a small
 * script with the same interface around its vendor's recorder, whose mask(selector) feeds the vendor's own
 * masking or exclusion rule.
 */
(function () {
  'use strict';
  if (window.SessionReplayRecorder) return;
  var rec = (window.sessionReplayDemo = { recording: false, starts: 0, stops: 0, orgId: '', ip: '', identity: '', userId: '', masked: [], clicks: [], inputs: [] });

  function describe(t) {
    return t && t.nodeName ? t.nodeName.toLowerCase() + (t.id ? '#' + t.id : '') : '';
  }

  function onClick(e) {
    rec.clicks.push({ t: Date.now(), target: describe(e.target) });
  }

  // The element typed into, inside a shadow root too (the event's target is retargeted to the shadow host).
  function onInput(e) {
    var t = e.composedPath()[0];
    if (!t || typeof t.value !== 'string') return;
    var hidden = rec.masked.some(function (selector) {
      return t.matches && t.matches(selector);
    });
    rec.inputs.push({ t: Date.now(), target: describe(t), value: hidden ? '***' : t.value });
  }

  window.SessionReplayRecorder = {
    mask: function (selector) {
      if (rec.masked.indexOf(String(selector)) < 0) rec.masked.push(String(selector));
    },
    start: function (options) {
      if (rec.recording) return;
      rec.recording = true;
      rec.starts += 1;
      rec.orgId = (options && options.orgId) || '';
      rec.ip = (options && options.ip) || '';
      // One recorder user per page view of the demo (a vendor keeps it in its own cookie).
      if (!rec.userId) rec.userId = 'demo-' + Math.random().toString(36).slice(2, 10);
      document.addEventListener('click', onClick, true);
      document.addEventListener('input', onInput, true);
    },
    stop: function () {
      if (!rec.recording) return;
      rec.recording = false;
      rec.stops += 1;
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('input', onInput, true);
    },
    identify: function (id) {
      rec.identity = String(id);
    },
    userId: function () {
      return rec.userId;
    },
  };
})();
