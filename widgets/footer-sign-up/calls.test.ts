// @vitest-environment node
// The sign-up call against the simulator in-process (one browser per test): what each source sends and what the
// server answers.
import { describe, expect, it } from 'vitest';
import { simulatorBrowser } from '../../tests/simulatorBrowser';
import { footerSignUpCalls } from './calls';

simulatorBrowser('/');
const signUp = (input: Parameters<typeof footerSignUpCalls.signUp>[0]) => footerSignUpCalls.signUp(input, new AbortController().signal);

describe('the sign-up call against the simulator', () => {
  it("the footer's sign-up sends the email alone (no zip asked) and gets the server's success message", async () => {
    expect(await signUp({ email: ' teacher@school.org ', source: 'footer' })).toEqual({
      kind: 'success',
      message: 'Thank you for signing up! Watch your inbox for exclusive offers and classroom ideas.',
    });
  });

  it('an address already signed up is refused at the email field', async () => {
    expect(await signUp({ email: 'subscribed@example.com', source: 'footer' })).toMatchObject({
      kind: 'formError',
      fieldErrors: { email: 'This email address is already signed up for our emails.' },
    });
  });

  it("another source sends the zip and shop-for typed; the server's messages come back by field", async () => {
    expect(await signUp({ email: 'teacher@school.org', source: 'landing-back-to-school', postalCode: '9021', userShopFor: '' })).toMatchObject({
      kind: 'formError',
      fieldErrors: { postalCode: 'Please enter a valid Zip Code.', userShopFor: 'Please tell us who you shop for.' },
    });
    expect(await signUp({ email: 'teacher@school.org', source: 'landing-back-to-school', postalCode: '90210', userShopFor: 'classroom' })).toMatchObject({ kind: 'success' });
  });
});
