// @vitest-environment node
// The lightbox's calls against the simulator in-process (one browser per test): the decision's inputs and the
// sign-up, whose fields' messages are the server's (storefront spec section 5, "Stay-connected").
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSession } from '../../src/stores';
import { simulatorBrowser } from '../../tests/simulatorBrowser';
import { loadLightboxInputs, stayConnectedCalls } from './calls';

const t = simulatorBrowser('/');
// The session info is read once per page: each test is a new page.
beforeEach(() => resetSession());
const signUp = (values: Parameters<typeof stayConnectedCalls.signUp>[0]) => stayConnectedCalls.signUp(values, new AbortController().signal);

describe('the lightbox calls against the simulator', () => {
  it("a guest's inputs: the session flag off (test mode's default)", async () => {
    expect(await loadLightboxInputs()).toMatchObject({ loginStatus: 'guest', sessionFlag: false });
  });

  it('with the session flag on: the flag and the configured pages', async () => {
    await t.browser('/rest/__test/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ emailLightbox: true }) });
    const inputs = (await loadLightboxInputs())!;
    expect(inputs.sessionFlag).toBe(true);
    expect(inputs.pages).toContain('/');
  });

  it("an empty sign-up gets the server's messages at the email, zip and shop-for fields", async () => {
    expect(await signUp({ email: '', postalCode: '', userShopFor: '', source: 'lightbox' })).toMatchObject({
      kind: 'formError',
      fieldErrors: { email: 'Please enter an email address.', postalCode: 'Please enter Zip Code.', userShopFor: 'Please tell us who you shop for.' },
    });
  });

  it('a complete sign-up gets the success message', async () => {
    expect(await signUp({ email: ' teacher@school.org ', postalCode: ' 90745 ', userShopFor: 'classroom', source: 'lightbox' })).toEqual({
      kind: 'success',
      message: 'Thank you for signing up! Watch your inbox for exclusive offers and classroom ideas.',
    });
  });
});
