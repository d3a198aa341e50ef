import { useEffect, useReducer, useState, type FormEvent } from 'react';
import { track } from '../../src/events';
import { $session, signedIn } from '../../src/stores';
import { Button, Checkbox, Dialog, TextField } from '../../src/ui';
import { login, type Call } from './api';
import { failureAction, formReducer, INITIAL_FORM } from './formModel';
import { GeneralErrors } from './GeneralErrors';
import type { AuthMessages } from './messages';
import { useFirstErrorFocus } from './useFirstErrorFocus';
import { EMAIL_MAX } from '../../src/validation/email';
import { hasErrors, validateSignIn } from './validation';

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
  call?: Call;
}

const FIELDS = ['login', 'password'] as const;

/** The sign-in dialog: email, password, stay signed in; the login call; errors at their fields. */
export function SignInDialog(props: SignInDialogProps) {
  const { open, m, onClose } = props;
  useEffect(() => {
    if (open) track('loginStart', { location: typeof location === 'undefined' ? '' : location.pathname });
  }, [open]);
  return (
    <Dialog open={open} onClose={onClose} title={m.signInTitle} closeLabel={m.close} className="sw-auth">
      <SignInForm {...props} />
    </Dialog>
  );
}

function SignInForm({ m, onForgotPassword, onCreateAccount, onSignedIn, initialEmail = '', call }: SignInDialogProps) {
  const [values, setValues] = useState({ login: initialEmail, password: '', staySignedIn: false });
  const [form, dispatch] = useReducer(formReducer, INITIAL_FORM);
  const focus = useFirstErrorFocus(form, FIELDS);
  const expired = form.codes.includes('passwordExpired');

  const edit = (field: 'login' | 'password', value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    dispatch({ type: 'edited', field });
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (form.status === 'submitting') return;
    const errors = validateSignIn(values, m);
    if (hasErrors(errors)) return dispatch({ type: 'invalid', errors });
    dispatch({ type: 'submitted' });
    const sessionRestored = $session.get().info?.profile.loginStatus === 'recognized';
    const r = await login(values, { sessionRestored, currentURL: location.pathname + location.search }, call);
    if (!r.ok) return dispatch(failureAction(r, FIELDS, m));
    dispatch({ type: 'succeeded' });
    onSignedIn();
    await signedIn({ tokens: r.data.sessionInfo.token, sessionInfo: r.data.sessionInfo, staySignedIn: values.staySignedIn });
  }

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
