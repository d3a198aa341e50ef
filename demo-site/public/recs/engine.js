/*
 * The demo store's stand-in for the third-party recommendation engine script (storefront spec section 7:
 * "Recommendation engine: script from a local path; API key, base URL, session id, placement types;
 * placements"). The recommendations widget adds it with the loader's nonce and calls
 *
 *   window.RecsEngine.getPlacements({ apiKey, baseURL, sessionId, userId, placements: ['item_page.rr1'], productId })
 *     -> Promise<[{ placement_name, strategy_message, items: [{ id }], dyProducts?, customTitle?, textAlign?,
 *                   titleColor?, font? }]>
 *
 * It asks the engine service under baseURL (the demo simulator answers from its catalog). No eval, no
 * inline code or styles: it runs under the demo's strict Content-Security-Policy.
 */
(function () {
  if (window.RecsEngine) return;
  window.RecsEngine = {
    version: 'demo-1',
    getPlacements: function (req) {
      var q = new URLSearchParams();
      q.set('apiKey', String(req.apiKey || ''));
      q.set('sessionId', String(req.sessionId || ''));
      if (req.userId) q.set('userId', String(req.userId));
      q.set('placements', (req.placements || []).join('|'));
      if (req.productId) q.set('productId', String(req.productId));
      var base = String(req.baseURL || '').replace(/\/+$/, '');
      return fetch(base + '/placements?' + q.toString(), { credentials: 'same-origin', headers: { Accept: 'application/json' } })
        .then(function (res) {
          if (!res.ok) throw new Error('recommendation engine answered ' + res.status);
          return res.json();
        })
        .then(function (data) {
          return Array.isArray(data && data.placements) ? data.placements : [];
        });
    },
  };
})();
