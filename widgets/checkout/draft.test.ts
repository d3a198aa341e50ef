import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_ADDRESS } from '../../src/validation/address';
import { DRAFT_KEY, readDraft, writeDraft } from './draft';
import { draftOf } from './delivery';
import { initialCheckoutState } from './state';

const typed = { ...draftOf(initialCheckoutState), contactOpen: true, email: 'pat@example.com', address: { ...EMPTY_ADDRESS, firstName: 'Pat', city: 'Seattle' }, promo: 'SAVE10' };
const store = (value: unknown) => sessionStorage.setItem(DRAFT_KEY, typeof value === 'string' ? value : JSON.stringify(value));

afterEach(() => sessionStorage.clear());

describe('the checkout draft read back from sessionStorage', () => {
  it('gives back what was typed for this order, and nothing for another order', () => {
    writeDraft('o1', typed);
    expect(readDraft('o1')).toEqual(typed);
    expect(readDraft('o2')).toBeNull();
  });

  it.each([
    ['not JSON', '{"orderId":"o1","draft":'],
    ['a string', '"o1"'],
    ['no draft', { orderId: 'o1' }],
    ['a draft that is a list', { orderId: 'o1', draft: [] }],
    ['an email that is a number', { orderId: 'o1', draft: { email: 42 } }],
    ['an unknown address mode', { orderId: 'o1', draft: { mode: 'evil' } }],
    ['an address with a field missing', { orderId: 'o1', draft: { contactOpen: true, address: { firstName: 'Pat' } } }],
    ['a pickup person that is null', { orderId: 'o1', draft: { pickupOpen: true, pickup: null } }],
  ])('ignores a malformed draft (%s)', (_name, value) => {
    store(value);
    expect(readDraft('o1')).toBeNull();
  });

  it('keeps only the draft fields: a card-like or unknown key in storage never reaches the form', () => {
    store({ orderId: 'o1', draft: { email: 'pat@example.com', cardNumber: 'x', cvv: '123', address: { ...EMPTY_ADDRESS, injected: 'y' } } });
    expect(readDraft('o1')).toEqual({ email: 'pat@example.com', address: EMPTY_ADDRESS });
  });

  it('a card number typed into the promo box is left out of the draft; the rest of what was typed is kept', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    writeDraft('o1', { ...draftOf(initialCheckoutState), email: 'kim@example.com', giftFrom: 'Kim', promo: '4111111111111111' });
    expect(sessionStorage.getItem(DRAFT_KEY)).not.toContain('4111');
    expect(readDraft('o1')).toMatchObject({ email: 'kim@example.com', giftFrom: 'Kim' });
    expect(readDraft('o1')).not.toHaveProperty('promo');
    expect(warn).not.toHaveBeenCalled();
  });
});
