import { useEffect, useInsertionEffect, useRef, useState, type ReactNode } from 'react';
import { deepActiveElement, focusableIn } from '../../src/ui';
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
  /** Where focus goes back on close, when the dialogs were asked for from elsewhere (default: the focused element as they open). */
  opener?: Element | null;
}

/**
 * The sign-in, create-account and forgot-password dialogs. The account widget renders this once and opens
 * it when asked (`StorefrontWidgets.open('sign-in')`...); the dialogs hand over to each other through onViewChange. A successful
 * sign-in or registration updates the shared session ($session), so every island re-renders signed in.
 */
export function AuthDialogs({ view, onViewChange, contracted, opener }: AuthDialogsProps): ReactNode {
  const m = authMessages();
  // The email carries over between the dialogs (sign in -> forgot password -> sign in).
  const [email, setEmail] = useState('');
  const close = () => onViewChange(null);
  useReturnFocus(view, opener);
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
      />
      <CreateAccountDialog open={view === 'createAccount'} m={m} contracted={contracted} onClose={close} onSignedIn={close} onSignIn={() => onViewChange('signIn')} />
      <ForgotPasswordDialog
        open={view === 'forgotPassword'}
        m={m}
        initialEmail={email}
        onClose={close}
        onContinue={(done) => {
          setEmail(done);
          onViewChange('signIn');
        }}
      />
    </>
  );
}

const visible = (el: Element): boolean => !el.closest('[hidden],[inert]') && (typeof (el as HTMLElement).checkVisibility !== 'function' || (el as HTMLElement).checkVisibility());

/** `el`'s ancestors, nearest first. */
const ancestorsOf = (el: Element): Element[] => {
  const out: Element[] = [];
  for (let p = el.parentElement; p; p = p.parentElement) out.push(p);
  return out;
};

/**
 * Focus goes back where it was when the dialogs opened. The Dialog does that itself, but the opener is
 * often a button in a menu that closed as the dialog opened (hidden, so it cannot take focus), or one that
 * is gone once the dialog did its work (the guest's Sign In in the account flyout, replaced by the signed-in
 * menu), and a dialog opened from another dialog has no opener on the page at all. Then focus goes to the
 * button of the menu it sat in (for the account flyout: its Account button), or else the nearest visible
 * control around where it was; never to <body>: from <body>, Firefox's next Tab starts where the dialog was,
 * at the end of the page, and goes on into the browser's toolbar.
 */
function useReturnFocus(view: AuthView, given: Element | null | undefined): void {
  const opener = useRef<HTMLElement | null>(null);
  const around = useRef<Element[]>([]);
  const prev = useRef<AuthView>(null);
  // Noted as the dialogs open, before they move focus into themselves in their layout effects: an insertion
  // effect runs before every layout effect of the commit (a layout effect here would run after the dialogs',
  // which are its children), and it reads the page, not the render.
  useInsertionEffect(() => {
    if (prev.current !== null || view === null) return;
    opener.current = (given ?? deepActiveElement()) as HTMLElement | null;
    around.current = opener.current ? ancestorsOf(opener.current) : [];
  }, [view, given]);
  useEffect(() => {
    const was = prev.current;
    prev.current = view;
    if (was === null || view !== null) return;
    const from = opener.current;
    const kept = around.current;
    opener.current = null;
    around.current = [];
    const active = deepActiveElement();
    if (active && active !== document.body && visible(active)) return;
    if (from?.isConnected && visible(from)) return from.focus();
    const chain = from?.isConnected ? ancestorsOf(from) : kept;
    // The opener sat in a menu: its button (the control of that menu's panel) first.
    for (const p of chain) {
      const root = p.getRootNode() as Document | ShadowRoot;
      const trigger = p.id && p.isConnected ? root.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(p.id)}"]`) : null;
      if (trigger && visible(trigger)) return trigger.focus();
    }
    for (const p of chain) {
      if (!p.isConnected) continue;
      const target = focusableIn(p).find(visible);
      if (target) return target.focus();
    }
  }, [view]);
}
