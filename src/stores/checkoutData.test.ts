import { beforeEach, describe, expect, it } from 'vitest';
import { CHECKOUT_DRAFT_KEY, forgetCheckoutData } from './checkoutData';
import { readStored, writeStored } from '../platform/storage';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('the checkout data in storage', () => {
  it("a guest's ended session takes the draft and every other checkout key with it, and nothing else", () => {
    writeStored(CHECKOUT_DRAFT_KEY, { orderId: 'o1', draft: { email: 'pat@example.com' } }, 'session');
    writeStored('sw:checkout:shipping', { firstName: 'Pat' }, 'session');
    writeStored('sw:checkout:wallet', 'paypal', 'local');
    writeStored('sw:recent-searches', ['paint'], 'local');
    forgetCheckoutData(false);
    expect(readStored(CHECKOUT_DRAFT_KEY, 'session')).toBeNull();
    expect(readStored('sw:checkout:shipping', 'session')).toBeNull();
    expect(readStored('sw:checkout:wallet', 'local')).toBeNull();
    expect(readStored('sw:recent-searches', 'local')).toEqual(['paint']);
  });

  it("a signed-in shopper's draft stays for when they sign back in (their order is on the server); local keys go", () => {
    writeStored(CHECKOUT_DRAFT_KEY, { orderId: 'o1', draft: { email: 'pat@example.com' } }, 'session');
    writeStored('sw:checkout:wallet', 'paypal', 'local');
    forgetCheckoutData(true);
    expect(readStored(CHECKOUT_DRAFT_KEY, 'session')).toEqual({ orderId: 'o1', draft: { email: 'pat@example.com' } });
    expect(readStored('sw:checkout:wallet', 'local')).toBeNull();
  });
});
