import { useState, type ReactNode } from 'react';
import type { Call } from './api';
import { CreateAccountDialog } from './CreateAccountDialog';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { authMessages } from './messages';
import { SignInDialog } from './SignInDialog';
import './Auth.css';

export type AuthView = 'signIn' | 'createAccount' | 'forgotPassword' | null;

export interface AuthDialogsProps {
  /** Which dialog is open (null: none). */
  view: AuthView;
  /** The dialogs move between each other (sign-in -> forgot password -> back to sign-in) and close (null). */
  onViewChange: (view: AuthView) => void;
  /** Create-account variant for government (contracted) users. */
  contracted?: boolean;
  /** The request function (tests); the page's commerce client by default. */
  call?: Call;
}

/**
 * The sign-in, create-account and forgot-password dialogs. The header renders this once and opens it
 * from the account flyout; the dialogs hand over to each other through onViewChange. A successful
 * sign-in or registration updates the shared session ($session), so every island re-renders signed in.
 */
export function AuthDialogs({ view, onViewChange, contracted, call }: AuthDialogsProps): ReactNode {
  const m = authMessages();
  // The email carries over between the dialogs (sign in -> forgot password -> sign in).
  const [email, setEmail] = useState('');
  const close = () => onViewChange(null);
  return (
    <>
      <SignInDialog
        open={view === 'signIn'}
        m={m}
        initialEmail={email}
        onClose={close}
        onSignedIn={close}
        onForgotPassword={(typed) => {
          setEmail(typed.trim());
          onViewChange('forgotPassword');
        }}
        onCreateAccount={() => onViewChange('createAccount')}
        call={call}
      />
      <CreateAccountDialog open={view === 'createAccount'} m={m} contracted={contracted} onClose={close} onSignedIn={close} onSignIn={() => onViewChange('signIn')} call={call} />
      <ForgotPasswordDialog
        open={view === 'forgotPassword'}
        m={m}
        initialEmail={email}
        onClose={close}
        onContinue={(done) => {
          setEmail(done);
          onViewChange('signIn');
        }}
        call={call}
      />
    </>
  );
}
