import { useEffect, useLayoutEffect, useReducer, useRef, type FormEvent, type ReactNode } from 'react';
import { EMAIL_MAX } from '../../src/validation/email';
import { Button, TextField } from '../../src/ui';
import { signUpFromFooter } from './api';
import './FooterSignUp.css';
import { footerSignUpMessages } from './messages';
import { footerSignUpReducer, initialFooterSignUp } from './model';
import type { FooterSignUpPropsType } from './schema';

/**
 * The footer's email sign-up. It brings its own light card, so it reads well on any footer background.
 * Enter submits; the email's message is tied to the field; the success message is announced.
 */
export function FooterSignUp({ source, copyText }: FooterSignUpPropsType): ReactNode {
  const m = footerSignUpMessages();
  const [s, dispatch] = useReducer(footerSignUpReducer, initialFooterSignUp);
  const input = useRef<HTMLInputElement>(null);
  const ctrl = useRef<AbortController | null>(null);
  useEffect(() => () => ctrl.current?.abort(), []);
  useLayoutEffect(() => {
    if (s.fixes) input.current?.focus();
  }, [s.fixes]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = footerSignUpReducer(s, { type: 'submitted' });
    dispatch({ type: 'submitted' });
    if (!next.sending || s.sending) return;
    const c = (ctrl.current = new AbortController());
    const outcome = await signUpFromFooter(s.email, source, c.signal);
    if (!c.signal.aborted) dispatch({ type: 'answered', outcome });
  };

  const alert = s.general ?? (s.failed && m[s.failed]);
  return (
    <form className="sw-fsu" noValidate onSubmit={submit}>
      <p className="sw-fsu__copy">{copyText || m.copyText}</p>
      {alert && (
        <p className="sw-alert sw-alert--error" role="alert">
          {alert}
        </p>
      )}
      <div className="sw-fsu__row">
        <TextField
          ref={input}
          className="sw-fsu__field"
          label={m.emailLabel}
          hideLabel
          type="email"
          autoComplete="email"
          placeholder={m.placeholder}
          maxLength={EMAIL_MAX}
          value={s.email}
          error={s.fieldError ?? (s.problem && m[s.problem])}
          aria-required="true"
          readOnly={s.sending}
          onChange={(e) => dispatch({ type: 'typed', value: e.target.value })}
        />
        <Button type="submit" busy={s.sending}>
          {m.submit}
        </Button>
      </div>
      <div className="sw-fsu__status" role="status">
        {s.sending ? <span className="sw-visually-hidden">{m.sending}</span> : s.success !== null && <span className="sw-fsu__success">{s.success || m.success}</span>}
      </div>
    </form>
  );
}
