import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_KEY, readDraft, writeDraft } from './draft';
import { draftOf, initialCheckoutState } from './model';

afterEach(() => sessionStorage.clear());

describe('checkout draft', () => {
  it('a card number typed into the promo box is left out of the draft; the rest of what was typed is kept', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    writeDraft('o1', { ...draftOf(initialCheckoutState), email: 'kim@example.com', giftFrom: 'Kim', promo: '4111111111111111' });
    expect(sessionStorage.getItem(DRAFT_KEY)).not.toContain('4111');
    expect(readDraft('o1')).toMatchObject({ email: 'kim@example.com', giftFrom: 'Kim' });
    expect(readDraft('o1')).not.toHaveProperty('promo');
    expect(warn).not.toHaveBeenCalled();
  });
});
