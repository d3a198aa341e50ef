// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModel } from '../../src/platform/createModel';
import { fakePorts } from '../../src/mount/fakePorts';
import { STAY_CONNECTED_MESSAGES as M } from './messages';
import {
  initialStayConnected,
  LIGHTBOX_COOKIE_DAYS,
  LIGHTBOX_COOKIE_MAX_AGE,
  shouldShowLightbox,
  startStayConnected,
  stayConnectedReducer,
  stayConnectedStep,
  SUCCESS_HIDE_MS,
  type LightboxConditions,
  type StayConnectedCalls,
} from './model';

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
      result: { kind: 'formError', fieldErrors: { email: 'Please enter an email address.', postalCode: 'Please enter Zip Code.', userShopFor: 'Pick one.', other: 'Other.' }, messages: ['General.'] },
    });
    expect(s).toMatchObject({
      phase: 'open',
      errors: { email: 'Please enter an email address.', postalCode: 'Please enter Zip Code.', userShopFor: 'Pick one.' },
      general: 'General. Other.',
      fixes: 1,
    });
    const edited = stayConnectedReducer(s, { type: 'typed', field: 'postalCode', value: '9' });
    expect(edited.errors.postalCode).toBeUndefined();
    expect(edited.errors.email).toBe('Please enter an email address.');
  });

  it('success shows the message, then hides it (and the lightbox) after 2 s', () => {
    const s = stayConnectedReducer(sending, { type: 'answered', result: { kind: 'success', message: 'Thanks!' } });
    expect(s).toMatchObject({ phase: 'success', success: 'Thanks!' });
    expect(SUCCESS_HIDE_MS).toBe(2000);
    expect(stayConnectedReducer(s, { type: 'successHidden' }).phase).toBe('closed');
  });

  it('no answer keeps the values and says it failed', () => {
    const typed = stayConnectedReducer(open, { type: 'typed', field: 'email', value: 'a@b.org' });
    const s = stayConnectedReducer(stayConnectedReducer(typed, { type: 'submitted' }), { type: 'answered', result: { kind: 'failed', timeout: false } });
    expect(s).toMatchObject({ phase: 'open', failed: 'unavailable', values: { email: 'a@b.org' } });
  });

  it('closing closes from any open phase, never before it was shown', () => {
    expect(stayConnectedReducer(open, { type: 'closed' }).phase).toBe('closed');
    expect(stayConnectedReducer(initialStayConnected, { type: 'closed' })).toBe(initialStayConnected);
  });
});

// The lightbox's flows through its model with fake calls and a fake clock: no React, no mocked modules.
async function lightbox(conditions: LightboxConditions | null = base) {
  const io = fakePorts<StayConnectedCalls>();
  const model = createModel(stayConnectedStep, startStayConnected('lightbox'), io.ports);
  model.start();
  expect(io.calls).toEqual([{ call: 'loadConditions', input: null }]);
  await io.next('loadConditions').answer(conditions);
  const fill = () => {
    model.dispatch({ type: 'typed', field: 'email', value: 'teacher@school.org' });
    model.dispatch({ type: 'typed', field: 'postalCode', value: '90745' });
    model.dispatch({ type: 'typed', field: 'userShopFor', value: 'classroom' });
  };
  /** How many times the lightbox was kept away (the cookie written). */
  const remembered = () => io.calls.filter((c) => c.call === 'remember').length;
  return { io, model, fill, remembered, s: () => model.get() };
}

describe('stay-connected model', () => {
  it('asks for the decision once at start; a guest on the home page gets it shown, the decision is kept for the marker', async () => {
    const { s } = await lightbox();
    expect(s()).toMatchObject({ phase: 'open', lightbox: 'shown' });
  });

  it('skipped when the conditions say no; nothing when they cannot be read', async () => {
    expect((await lightbox({ ...base, dismissed: true })).s()).toMatchObject({ phase: 'waiting', lightbox: 'skipped' });
    expect((await lightbox(null)).s()).toMatchObject({ phase: 'waiting', lightbox: null });
  });

  it("an empty submit sends the empty values (the server checks) and puts the spec's messages on their fields", async () => {
    const { io, remembered, model, s } = await lightbox();
    model.dispatch({ type: 'submitted' });
    expect(io.calls.at(-1)).toEqual({ call: 'signUp', input: { email: '', postalCode: '', userShopFor: '', source: 'lightbox' } });
    await io
      .next('signUp')
      .answer({ kind: 'formError', fieldErrors: { email: 'Please enter an email address.', postalCode: 'Please enter Zip Code.', userShopFor: 'Please tell us who you shop for.' }, messages: [] });
    expect(s()).toMatchObject({ phase: 'open', errors: { email: 'Please enter an email address.', postalCode: 'Please enter Zip Code.' }, fixes: 1 });
    expect(remembered()).toBe(0);
  });

  it('success: the message, the 30-day cookie, and after 2 s (not before) the lightbox closes', async () => {
    const { io, remembered, model, fill, s } = await lightbox();
    fill();
    model.dispatch({ type: 'submitted' });
    expect(io.calls.at(-1)).toEqual({ call: 'signUp', input: { email: 'teacher@school.org', postalCode: '90745', userShopFor: 'classroom', source: 'lightbox' } });
    await io.next('signUp').answer({ kind: 'success', message: 'Thank you for signing up!' });
    expect(s()).toMatchObject({ phase: 'success', success: 'Thank you for signing up!' });
    expect(remembered()).toBe(1);
    await io.advance(SUCCESS_HIDE_MS - 1);
    expect(s().phase).toBe('success');
    await io.advance(1);
    expect(s().phase).toBe('closed');
    expect(io.timers()).toBe(0);
  });

  it('double submit: a second submit while the sign-up is out sends nothing; after a timeout (values kept) a retry sends again', async () => {
    const { io, remembered, model, fill, s } = await lightbox();
    fill();
    model.dispatch({ type: 'submitted' });
    model.dispatch({ type: 'submitted' });
    const signUps = () => io.calls.filter((c) => c.call === 'signUp');
    expect(signUps()).toHaveLength(1);
    await io.next('signUp').answer({ kind: 'failed', timeout: true });
    expect(s()).toMatchObject({ phase: 'open', values: { email: 'teacher@school.org', postalCode: '90745' } });
    expect(M[s().failed!]).toBe('Signing you up took too long. Please try again.');
    expect(remembered()).toBe(0);
    model.dispatch({ type: 'submitted' });
    expect(signUps()).toHaveLength(2);
    expect(signUps()[1]!.input).toEqual(signUps()[0]!.input);
  });

  it('closing (the button or Escape) sets the cookie; a close while signing up ignores the late answer', async () => {
    const { io, remembered, model, fill, s } = await lightbox();
    fill();
    model.dispatch({ type: 'submitted' });
    model.dispatch({ type: 'closed' });
    expect(s().phase).toBe('closed');
    expect(remembered()).toBe(1);
    await io.next('signUp').answer({ kind: 'success', message: '' });
    expect(s().phase).toBe('closed');
    expect(io.timers()).toBe(0);
  });

  it('closing during the success message clears its timer', async () => {
    const { io, model, fill } = await lightbox();
    fill();
    model.dispatch({ type: 'submitted' });
    await io.next('signUp').answer({ kind: 'success', message: '' });
    expect(io.timers()).toBe(1);
    model.dispatch({ type: 'closed' });
    expect(io.timers()).toBe(0);
  });

  it('unmounting before the page has loaded aborts the decision; its late answer shows nothing', async () => {
    const io = fakePorts<StayConnectedCalls>();
    const model = createModel(stayConnectedStep, startStayConnected('lightbox'), io.ports);
    model.start();
    const call = io.next('loadConditions');
    model.stop();
    expect(call.signal.aborted).toBe(true);
    await call.answer(base);
    expect(model.get()).toMatchObject({ phase: 'waiting', lightbox: null });
  });
});
