/** The buying box's calls in the page: the commerce calls of api.ts, the shared cart count, analytics, other widgets by name, the page's address. */
import { track } from '../../src/events';
import { openWidget } from '../../src/mount';
import { readStored, setCartCount } from '../../src/stores';
import { addToCart, loadProduct, loadStoreStock } from './api';
import { CHOSEN_KEY, type AtcCalls } from './atcStep';
import { skuPath } from './rules';

export const atcCalls: AtcCalls = {
  loadProduct: async ({ productId, gsa }, signal) => ({ result: await loadProduct(productId, gsa, signal), chosen: readStored(CHOSEN_KEY + productId, 'session') }),
  loadStoreStock: ({ storeId, skuId, quantity }, signal) => loadStoreStock(storeId, skuId, quantity, signal),
  // Not aborted when the island goes (no signal): the header's count follows what the server did either way.
  addToCart: async ({ payload, gift, registry }) => {
    const outcome = await addToCart(payload, gift, registry);
    if (outcome.kind === 'added') setCartCount(outcome.count, outcome.encryptedOrderId ? { encryptedOrderId: outcome.encryptedOrderId } : {});
    return outcome;
  },
  addedToCart: (data) => track('addToCart', data),
  open: (o) => void openWidget(o.name, 'props' in o ? o.props : undefined, 'add-to-cart'),
  showSku: (skuId) => {
    const path = skuPath(location.pathname, skuId);
    try {
      if (path) history.replaceState(history.state, '', path + location.search + location.hash);
    } catch {
      // A sandboxed page may refuse; the choice still holds on this page.
    }
  },
};
