import { useEffectEvent, useLayoutEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { useCalls, useModel } from '../../src/mount';
import { EMAIL_MAX } from '../../src/validation/email';
import { LIMITS } from '../../src/validation/limits';
import { SHOP_FOR } from '../../src/validation/signUp';
import { Button, Select, TextField } from '../../src/ui';
import './FooterSignUp.css';
import { footerSignUpMessages } from './messages';
import { footerSignUpStep, startFooterSignUp, type DetailField, type FooterSignUpCalls } from './model';
import type { FooterSignUpPropsType } from './schema';
import { footerSignUpView } from './selectors';

/**
 * The footer's email sign-up. It brings its own light card, so it reads well on any footer background.
 * Enter submits; each message is tied to its field; the success message is announced. A form whose source needs
 * them (any but the footer's: a content page's subscribe form) also asks for the zip and what the shopper shops for.
 */
export function FooterSignUp({ source, copyText }: FooterSignUpPropsType): ReactNode {
  const m = footerSignUpMessages();
  const calls = useCalls<FooterSignUpCalls>();
  const [s, dispatch] = useModel(
    footerSignUpStep,
    () => startFooterSignUp(source),
    () => ({ request: calls }),
  );
  const { alert, emailError, firstFix } = footerSignUpView(s, m);
  const input = useRef<HTMLInputElement>(null);
  const zip = useRef<HTMLInputElement>(null);
  const shopFor = useRef<HTMLSelectElement>(null);
  // The first field with a message takes the focus.
  const focusFirstFix = useEffectEvent(() => ({ email: input, postalCode: zip, userShopFor: shopFor })[firstFix].current?.focus());
  useLayoutEffect(() => {
    if (s.fixes) focusFirstFix();
  }, [s.fixes]);
  const detail = (field: DetailField) => ({
    value: s[field],
    error: s.detailErrors[field],
    'aria-required': true,
    onChange: (e: { target: { value: string } }) => dispatch({ type: 'typed', field, value: e.target.value }),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    dispatch({ type: 'submitted' });
  };

  return (
    <form className="sw-fsu" noValidate onSubmit={submit}>
      <p className="sw-fsu__copy">{copyText || m.copyText}</p>
      {alert && (
        <p className="sw-alert sw-alert--error" role="alert">
          {alert}
        </p>
      )}
      <div className={'sw-fsu__row' + (s.details ? ' sw-fsu__row--details' : '')}>
        <TextField
          ref={input}
          className="sw-fsu__field"
          label={m.emailLabel}
          hideLabel={!s.details}
          type="email"
          autoComplete="email"
          placeholder={m.placeholder}
          maxLength={EMAIL_MAX}
          value={s.email}
          error={emailError}
          aria-required="true"
          readOnly={s.sending}
          onChange={(e) => dispatch({ type: 'typed', value: e.target.value })}
        />
        {s.details && (
          <>
            <TextField ref={zip} className="sw-fsu__field" label={m.zipLabel} autoComplete="postal-code" maxLength={LIMITS.postalCode} readOnly={s.sending} {...detail('postalCode')} />
            <Select
              ref={shopFor}
              className="sw-fsu__field"
              label={m.shopForLabel}
              placeholder={m.shopForPlaceholder}
              options={SHOP_FOR.map((v) => ({ value: v, label: m[v] }))}
              disabled={s.sending}
              {...detail('userShopFor')}
            />
          </>
        )}
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
