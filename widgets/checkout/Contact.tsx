import { useEffect, useRef, type ReactNode } from 'react';
import { openWidget } from '../../src/mount';
import { Button, Checkbox, TextField } from '../../src/ui';
import { ADDRESS_LIMITS } from '../../src/validation/address';
import { errorText } from './errors';
import type { SectionProps } from './Section';

/** Log out is the account widget's sign-out (the logout call, or the session invalidated when it fails; every tab told; the site's home). */
const logOut = () => openWidget('account', { view: 'sign-out' }, 'checkout');
/**
 * A returning customer's password is the account widget's sign-in (one sign-in, its rules and messages); the
 * checkout reads the order again on its login event.
 */
const signIn = () => openWidget('sign-in', undefined, 'checkout');

/** Contact: a guest's email and marketing opt-in; a signed-in shopper's email with Log out. */
export function Contact({ s, dispatch, m }: SectionProps): ReactNode {
  const o = s.order!;
  const line = useRef<HTMLParagraphElement>(null);
  const wasGuest = useRef(!o.signedIn);
  useEffect(() => {
    // Signing in here replaces the guest's Sign In (where the sign-in dialog gave focus back) with the signed-in
    // line, so focus fell to <body>, from where Firefox's next Tab leaves the page. It goes to that line, which
    // says who is signed in; focus the shopper has put elsewhere (or another tab's sign-in) is left alone.
    // (document.activeElement is a widget's host while focus is inside one, <body> once nothing has it.)
    if (o.signedIn && wasGuest.current && document.hasFocus() && document.activeElement === document.body) line.current?.focus();
    wasGuest.current = !o.signedIn;
  }, [o.signedIn]);
  if (o.signedIn)
    return (
      <p ref={line} tabIndex={-1} className="sw-checkout__signed-in">
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
      <p className="sw-checkout__note">
        {m.returning}{' '}
        <Button variant="link" onClick={() => void signIn()}>
          {m.signIn}
        </Button>
      </p>
    </div>
  );
}
