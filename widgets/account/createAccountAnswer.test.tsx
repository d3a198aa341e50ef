// Create account (storefront spec section 7): the answer is "not shown beyond validation errors", so an
// answer without sessionInfo.profile is a success; the session info is read afterwards.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient, setClientFetch } from '../../src/api';
import { ENDPOINTS } from '../../src/api/endpoints';
import { $session, resetSession } from '../../src/stores';
import { WidgetCalls } from '../../src/mount';
import { accountCallsOver, createAccount, type Call } from './calls';
import { CreateAccountDialog } from './CreateAccountDialog';
import { authMessages } from './messages';
import { NEW_ACCOUNT } from './testAccount';

/** A backend whose create-account call answers only `answer` (no session info); its session info says signed in once the account exists. */
function backend(answer: Record<string, unknown>) {
  const app = new Hono();
  const seen: string[] = [];
  app.get(ENDPOINTS.sessionConfirmation.path, (c) => c.json({ sessionConfirmationNumber: '42' }));
  app.post(ENDPOINTS.createAccount.path, (c) => (seen.push('create'), c.json(answer)));
  app.post(ENDPOINTS.sessionInfo.path, (c) => {
    const created = seen.includes('create');
    seen.push('sessionInfo');
    const profile = created ? { id: 'pr9', firstName: 'Ada', loginStatus: 'loggedIn', securityStatus: 4, gsaUser: false } : { id: 'g1', loginStatus: 'guest', securityStatus: 0 };
    return c.json({ profile, featureToggles: {}, dynSess: { dynSessConfNumber: '42' } });
  });
  const fetch = (u: string, i: RequestInit) => Promise.resolve(app.fetch(new Request('http://127.0.0.1' + u, i)));
  const client = createClient({ fetch });
  const call: Call = client.request;
  return { fetch, call, seen };
}

const VALUES = NEW_ACCOUNT;

describe('create account on the spec response', () => {
  beforeEach(() => resetSession());
  afterEach(() => setClientFetch(null));

  it.each([[{}], [{ status: 'OK' }], [{ sessionInfo: {} }]])('an answer of %j is a success, not an unexpected response', async (answer) => {
    const { call } = backend(answer);
    expect(await createAccount(VALUES, call)).toMatchObject({ ok: true });
  });

  it('form errors are still form errors', async () => {
    const { call } = backend({ formError: true, formExceptions: [{ propertyPath: 'email', localizedMessage: 'Taken.' }] });
    expect(await createAccount(VALUES, call)).toMatchObject({ ok: false, kind: 'formError', fieldErrors: { email: 'Taken.' } });
  });

  it('the dialog signs in on an answer without sessionInfo.profile, reading the session info afterwards', async () => {
    const { fetch, call, seen } = backend({ status: 'OK' });
    setClientFetch(fetch);
    const onSignedIn = vi.fn();
    const user = userEvent.setup({ delay: null });
    const m = authMessages();
    render(<CreateAccountDialog open m={m} onClose={() => {}} onSignIn={() => {}} onSignedIn={onSignedIn} />, {
      wrapper: ({ children }) => <WidgetCalls value={accountCallsOver(call)}>{children}</WidgetCalls>,
    });
    const dialog = screen.getByRole('dialog', { name: 'Create Account' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Email Address' }), VALUES.email);
    await user.type(within(dialog).getByRole('textbox', { name: 'First Name' }), VALUES.firstName);
    await user.type(within(dialog).getByRole('textbox', { name: 'Last Name' }), VALUES.lastName);
    await user.type(within(dialog).getByLabelText('Password', { exact: true }), VALUES.password);
    await user.type(within(dialog).getByLabelText('Confirm Password', { exact: true }), VALUES.confirmPassword);
    await user.type(within(dialog).getByRole('textbox', { name: /Zip/ }), VALUES.postalCode);
    await user.click(within(dialog).getByRole('checkbox', { name: /Terms of Use/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    await vi.waitFor(() => expect($session.get().info?.profile.loginStatus).toBe('loggedIn'));
    expect(onSignedIn).toHaveBeenCalledTimes(1);
    expect($session.get().info?.profile.firstName).toBe('Ada');
    expect(seen.slice(seen.indexOf('create'))).toEqual(['create', 'sessionInfo']);
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
