// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { initialStayConnected, LIGHTBOX_COOKIE_DAYS, LIGHTBOX_COOKIE_MAX_AGE, shouldShowLightbox, stayConnectedReducer, SUCCESS_HIDE_MS, type LightboxConditions } from './model';

const base: LightboxConditions = { path: '/', homePath: '/', pages: ['/'], loginStatus: 'guest', sessionFlag: true, dismissed: false };

describe('when the lightbox appears (spec sections 2, 4 and 6)', () => {
  it.each([
    ['a guest on the configured home page', {}, true],
    ['the home page with a query or trailing slashes', { path: '/?utm=x' }, true],
    ['configured pages written with a trailing slash', { pages: ['/products/', '/'] }, true],
    ['the furniture home on the furniture site', { path: '/furniture/', homePath: '/furniture', pages: ['/furniture'] }, true],
    ['a page that is not the home page, even when configured', { path: '/products/', pages: ['/', '/products/'] }, false],
    ['the home page not among the configured pages', { pages: ['/products/'] }, false],
    ['no configured pages', { pages: [] }, false],
    ['a recognized visitor', { loginStatus: 'recognized' }, false],
    ['a signed-in shopper', { loginStatus: 'loggedIn' }, false],
    ['the session flag off', { sessionFlag: false }, false],
    ['closed or submitted before', { dismissed: true }, false],
  ] as const)('%s -> %s', (_, change, shown) => {
    expect(shouldShowLightbox({ ...base, ...change })).toBe(shown);
  });
});

describe('the 30-day cookie (spec section 9)', () => {
  it('keeps it away for 30 days', () => {
    expect(LIGHTBOX_COOKIE_DAYS).toBe(30);
    expect(LIGHTBOX_COOKIE_MAX_AGE).toBe(30 * 24 * 60 * 60);
  });
});

describe('stay-connected reducer', () => {
  const open = stayConnectedReducer(initialStayConnected, { type: 'shown' });
  const sending = stayConnectedReducer(open, { type: 'submitted' });

  it('waits until shown; typing before that does nothing', () => {
    expect(stayConnectedReducer(initialStayConnected, { type: 'typed', field: 'email', value: 'x' })).toBe(initialStayConnected);
    expect(open.phase).toBe('open');
  });

  it("submits without checking (the server checks) and puts the server's messages on their fields", () => {
    expect(sending.phase).toBe('sending');
    const s = stayConnectedReducer(sending, {
      type: 'answered',
      outcome: { kind: 'formError', fieldErrors: { email: 'Please enter an email address.', postalCode: 'Please enter Zip Code.', userShopFor: 'Pick one.', other: 'Other.' }, messages: ['General.'] },
    });
    expect(s).toMatchObject({ phase: 'open', errors: { email: 'Please enter an email address.', postalCode: 'Please enter Zip Code.', userShopFor: 'Pick one.' }, general: 'General. Other.', fixes: 1 });
    const edited = stayConnectedReducer(s, { type: 'typed', field: 'postalCode', value: '9' });
    expect(edited.errors.postalCode).toBeUndefined();
    expect(edited.errors.email).toBe('Please enter an email address.');
  });

  it('success shows the message, then hides it (and the lightbox) after 2 s', () => {
    const s = stayConnectedReducer(sending, { type: 'answered', outcome: { kind: 'success', message: 'Thanks!' } });
    expect(s).toMatchObject({ phase: 'success', success: 'Thanks!' });
    expect(SUCCESS_HIDE_MS).toBe(2000);
    expect(stayConnectedReducer(s, { type: 'successHidden' }).phase).toBe('closed');
  });

  it('no answer keeps the values and says it failed', () => {
    const typed = stayConnectedReducer(open, { type: 'typed', field: 'email', value: 'a@b.org' });
    const s = stayConnectedReducer(stayConnectedReducer(typed, { type: 'submitted' }), { type: 'answered', outcome: { kind: 'failed', timeout: false } });
    expect(s).toMatchObject({ phase: 'open', failed: 'unavailable', values: { email: 'a@b.org' } });
  });

  it('closing closes from any open phase, never before it was shown', () => {
    expect(stayConnectedReducer(open, { type: 'closed' }).phase).toBe('closed');
    expect(stayConnectedReducer(initialStayConnected, { type: 'closed' })).toBe(initialStayConnected);
  });
});
