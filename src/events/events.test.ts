import { afterEach, describe, expect, it } from 'vitest';
import { emit, on, track } from './events';

afterEach(() => {
  delete window.dataLayer;
});

describe('events', () => {
  it('dispatches storefront:-prefixed CustomEvents on document that on() and plain listeners receive', () => {
    const seen: unknown[] = [];
    const plain: unknown[] = [];
    const off = on('search', (d) => seen.push(d));
    const listener = (e: Event) => plain.push((e as CustomEvent).detail);
    document.addEventListener('storefront:search', listener);
    emit('search', { term: 'a' });
    off();
    emit('search', { term: 'b' });
    document.removeEventListener('storefront:search', listener);
    expect(seen).toEqual([{ term: 'a' }]);
    expect(plain).toEqual([{ term: 'a' }, { term: 'b' }]);
  });

  it('pushes analytics to window.dataLayer and never forwards card or password fields', () => {
    track('addToCart', { productId: 'P1', quantity: 2, creditCardNumber: '4111111111111111', cvv: '123', password: 'x' });
    expect(window.dataLayer).toEqual([{ event: 'addToCart', productId: 'P1', quantity: 2 }]);
  });

  it('leaves card numbers out of every pushed event, at any depth, and keeps the rest of the event', () => {
    track('search', { term: '4111 1111 1111 1111', resultCount: 0 });
    track('checkoutFormError', { step: 'applyPromoCode', fields: ['couponClaimCode'], values: { couponClaimCode: '5555555555554444', email: 'a@b.example' } });
    track('addToCart', { ecommerce: { add: { products: [{ sku: 'S1001', quantity: 1 }, { sku: '6011-1111-1111-1117' }] } }, at: 1763895769000 });
    expect(window.dataLayer).toEqual([
      { event: 'search', resultCount: 0 },
      { event: 'checkoutFormError', step: 'applyPromoCode', fields: ['couponClaimCode'], values: { email: 'a@b.example' } },
      { event: 'addToCart', ecommerce: { add: { products: [{ sku: 'S1001', quantity: 1 }, {}] } }, at: 1763895769000 },
    ]);
  });
});
