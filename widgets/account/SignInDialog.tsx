import { useState, type FormEvent } from 'react';
import { useCalls, useModel } from '../../src/mount';
import { Button, Checkbox, Dialog, TextField } from '../../src/ui';
import { SIGN_IN_FIELDS, signInStep, startSignIn, type AccountCalls } from './model';
import { GeneralErrors } from './GeneralErrors';
import type { AuthMessages } from './messages';
import { useFirstErrorFocus } from './useFirstErrorFocus';
import { EMAIL_MAX } from '../../src/validation/email';

export interface SignInDialogProps {
  open: boolean;
  m: AuthMessages;
  onClose: () => void;
  /** Opens Forgot Password (with the email typed so far). */
  onForgotPassword: (email: string) => void;
  onCreateAccount: () => void;
  /** Called once the session is signed in (the dialog is done). */
  onSignedIn: () => void;
  /** An email to start with (e.g. after a password reset). */
  initialEmail?: string;
}

/** The sign-in dialog: email, password, stay signed in; the login call; errors at their fields. */
export function SignInDialog(props: SignInDialogProps) {
  const { open, m, onClose } = props;
  return (
    <Dialog open={open} onClose={onClose} title={m.signInTitle} closeLabel={m.close} className="sw-auth">
      <SignInForm {...props} />
    </Dialog>
  );
}

function SignInForm({ m, onForgotPassword, onCreateAccount, onSignedIn, initialEmail = '' }: SignInDialogProps) {
  const [values, setValues] = useState({ login: initialEmail, password: '', staySignedIn: false });
  // Mounted while the dialog is open: its model tracks 'loginStart' as it opens.
  const calls = useCalls<AccountCalls>();
  const [{ form }, dispatch] = useModel(
    signInStep,
    () => startSignIn(m),
    () => ({ request: { ...calls, done: onSignedIn } }),
  );
  const focus = useFirstErrorFocus(form, SIGN_IN_FIELDS);
  const expired = form.codes.includes('passwordExpired');

  const edit = (field: 'login' | 'password', value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    dispatch({ type: 'edited', field });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    dispatch({ type: 'submit', values });
  };

  return (
    <form className="sw-auth__form" noValidate onSubmit={submit}>
      <GeneralErrors messages={expired ? [] : form.general} innerRef={focus.general}>
        {expired && (
          <>
            <p className="sw-auth__message">{m.passwordExpired}</p>
            <Button variant="secondary" onClick={() => onForgotPassword(values.login)}>
              {m.passwordExpiredButton}
            </Button>
          </>
        )}
      </GeneralErrors>
      <TextField
        ref={focus.field('login')}
        label={m.emailLabel}
        type="email"
        name="login"
        autoComplete="username"
        inputMode="email"
        value={values.login}
        error={form.errors.login}
        onChange={(e) => edit('login', e.target.value)}
        maxLength={EMAIL_MAX}
      />
      <TextField
        ref={focus.field('password')}
        label={m.passwordLabel}
        type="password"
        name="password"
        autoComplete="current-password"
        value={values.password}
        error={form.errors.password}
        onChange={(e) => edit('password', e.target.value)}
        maxLength={35}
      />
      <Checkbox label={m.staySignedInLabel} checked={values.staySignedIn} onChange={(e) => setValues((v) => ({ ...v, staySignedIn: e.target.checked }))} />
      <div className="sw-auth__actions">
        <Button type="submit" busy={form.status === 'submitting'}>
          {m.signInButton}
        </Button>
        <Button variant="link" onClick={() => onForgotPassword(values.login)}>
          {m.forgotPasswordLink}
        </Button>
      </div>
      <p className="sw-auth__switch">
        {m.noAccountPrompt}{' '}
        <Button variant="link" onClick={onCreateAccount}>
          {m.createAccountLink}
        </Button>
      </p>
    </form>
  );
}
