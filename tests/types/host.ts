/**
 * A host page's own script, checked against dist/storefront-widgets.d.ts (`npm run test:types`): it uses the
 * published types as a host would, and each `@ts-expect-error` is a mistake the types must catch.
 */
import type { StorefrontWidgetProps } from '../../dist/storefront-widgets';

window.StorefrontWidgetsConfig = { apiBase: '/', site: 'furniture', messages: { 'balance-check': { title: 'Gift card' } }, session: { maxSessionExpiryTime: 1500 } };
// @ts-expect-error: site is "school" or "furniture"
window.StorefrontWidgetsConfig = { site: 'garden' };
// @ts-expect-error: timeoutMs is a number
window.StorefrontWidgetsConfig = { timeoutMs: '500' };
window.StorefrontWidgetsConfig = { off: ['checkout'], rollout: { cart: 10 } };
// @ts-expect-error: off is a list of names
window.StorefrontWidgetsConfig = { off: 'checkout' };

const api = window.StorefrontWidgets;
if (api) {
  const version: string = api.version;
  api.scan(document.body);
  api.mount(document.createElement('div'));
  api.unmount(document.body);

  void api.open('balance-check', { label: 'Check your balance' });
  void api.open('store-finder', { context: 'product', skuId: 'S1' });
  void api.open('sign-in');
  const opened: Promise<boolean> = api.open('add-to-list', { catalogRefId: 'S1', quantity: 2 });
  // @ts-expect-error: balance-check has no prop "amount"
  void api.open('balance-check', { amount: 5 });
  // @ts-expect-error: label is a string
  void api.open('balance-check', { label: 3 });
  // @ts-expect-error: the header does not open as a dialog
  void api.open('header');
  // @ts-expect-error: no widget has this name
  void api.open('gift-card');

  const onCart = (detail: { cartQty: number; cartId: string }) => console.log(detail.cartQty, detail.cartId);
  api.on('cart-updated', onCart);
  api.off('cart-updated', onCart);
  api.on('store-selected', (detail) => console.log(detail.store?.postalCode));
  api.on('login', (detail, event) => console.log(detail.profile?.firstName, event.type));
  api.on('widget-error', (detail) => detail.problems?.forEach((p) => console.log(detail.widget, p.where, p.expected)));
  api.on('widget-arms', (detail) => console.log(detail.arms.cart === 'rollout-out'));
  // @ts-expect-error: an arm is on, off or rollout-out
  api.on('widget-arms', (detail) => detail.arms.cart === 'in');
  api.on('content-types-ready', (types) => types.register('PromoBox', (item) => `<p>${String(item.text)}</p>`));
  api.contentTypes?.register('Banner', () => null);
  // @ts-expect-error: cart-updated's detail has no "count"
  api.on('cart-updated', (detail) => detail.count);
  // @ts-expect-error: there is no storefront:cart-changed event
  api.on('cart-changed', () => {});
  console.log(version, opened);
}

document.addEventListener('storefront:search', (e) => console.log(e.detail.term));
document.addEventListener('storefront:session-expired', (e) => console.log(e.detail.signedIn === true));
// @ts-expect-error: search's detail has a term, not a query
document.addEventListener('storefront:search', (e) => console.log(e.detail.query));

const props: StorefrontWidgetProps['reviews'] = { productId: 'P1', pageSize: 20 };
// @ts-expect-error: a review list needs its productId
const noProduct: StorefrontWidgetProps['reviews'] = { pageSize: 20 };
console.log(props, noProduct);
