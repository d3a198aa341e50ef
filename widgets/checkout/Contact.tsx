import type { ReactNode } from 'react';
import { request } from '../../src/api';
import { $session, detectSite, signedOut } from '../../src/stores';
import { Button, Checkbox, TextField } from '../../src/ui';
import { ADDRESS_LIMITS } from '../../src/validation/address';
import { errorText } from './errors';
import type { SectionProps } from './Section';

/** Logs out (the log out call), clears the session here and in other tabs, and goes home. */
async function logOut(): Promise<void> {
  const profileId = $session.get().info?.profile.id ?? null;
  const r = await request('logout', { body: { profileId, furniture: detectSite() === 'furniture' } });
  if (!r.ok) console.error(`[storefront-widgets] checkout: the logout call failed (${r.kind}).`);
  void signedOut();
  location.assign(detectSite() === 'furniture' ? '/furniture/' : '/');
}

/** Contact: a guest's email and marketing opt-in; a signed-in shopper's email with Log out. */
export function Contact({ s, dispatch, m }: SectionProps): ReactNode {
  const o = s.order!;
  if (o.signedIn)
    return (
      <p className="sw-checkout__signed-in">
        {m.signedInAs} <strong>{o.email}</strong>{' '}
        <Button variant="link" onClick={() => void logOut()}>
          {m.logOut}
        </Button>
      </p>
    );
  return (
    <div className="sw-checkout__contact">
      <TextField
        label={m.emailLabel}
        type="email"
        autoComplete="email"
        required
        maxLength={ADDRESS_LIMITS.email}
        value={s.email}
        hint={m.emailHint}
        error={errorText(m, 'email', s.errors.email, 'US')}
        onChange={(e) => dispatch({ type: 'emailTyped', value: e.target.value })}
      />
      <Checkbox label={m.optIn} checked={s.emailOptIn} onChange={() => dispatch({ type: 'optInToggled' })} />
    </div>
  );
}
