import { useLayoutEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { useModel } from '../../src/mount';
import { EMAIL_MAX } from '../../src/validation/email';
import { Button, TextField } from '../../src/ui';
import { signUpFromFooter } from './api';
import './FooterSignUp.css';
import { footerSignUpMessages } from './messages';
import { footerSignUpStep, initialFooterSignUp } from './model';
import type { FooterSignUpPropsType } from './schema';

/**
 * The footer's email sign-up. It brings its own light card, so it reads well on any footer background.
 * Enter submits; the email's message is tied to the field; the success message is announced.
 */
export function FooterSignUp({ source, copyText }: FooterSignUpPropsType): ReactNode {
  const m = footerSignUpMessages();
  const [s, dispatch] = useModel(
    footerSignUpStep,
    () => ({ state: initialFooterSignUp }),
    () => ({ request: { signUp: ({ email }, signal) => signUpFromFooter(email, source, signal) } }),
  );
  const input = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (s.fixes) input.current?.focus();
  }, [s.fixes]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    dispatch({ type: 'submitted' });
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
