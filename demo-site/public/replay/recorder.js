/*
 * The demo store's stand-in for a third-party session-replay recorder: no outside service. It defines the
 * vendor-neutral interface the widgets' runtime drives (src/site/SessionReplay.ts):
 *   window.SessionReplayRecorder = { start({ orgId, ip }), stop(), identify(id), userId() }
 * and records what it would capture into window.sessionReplayDemo, for tests and for a developer's console:
 *   { recording, starts, stops, orgId, ip, identity, userId, clicks: [{ t, target }] }
 * A real integration is a small script with the same interface around its vendor's recorder.
 */
(function () {
  'use strict';
  if (window.SessionReplayRecorder) return;
  var rec = (window.sessionReplayDemo = { recording: false, starts: 0, stops: 0, orgId: '', ip: '', identity: '', userId: '', clicks: [] });

  function onClick(e) {
    var t = e.target;
    rec.clicks.push({ t: Date.now(), target: t && t.nodeName ? t.nodeName.toLowerCase() + (t.id ? '#' + t.id : '') : '' });
  }

  window.SessionReplayRecorder = {
    start: function (options) {
      if (rec.recording) return;
      rec.recording = true;
      rec.starts += 1;
      rec.orgId = (options && options.orgId) || '';
      rec.ip = (options && options.ip) || '';
      // One recorder user per page view of the demo (a vendor keeps it in its own cookie).
      if (!rec.userId) rec.userId = 'demo-' + Math.random().toString(36).slice(2, 10);
      document.addEventListener('click', onClick, true);
    },
    stop: function () {
      if (!rec.recording) return;
      rec.recording = false;
      rec.stops += 1;
      document.removeEventListener('click', onClick, true);
    },
    identify: function (id) {
      rec.identity = String(id);
    },
    userId: function () {
      return rec.userId;
    },
  };
})();
