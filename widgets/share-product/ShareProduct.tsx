import { useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { fill } from '../../src/config';
import { useCalls, useModel } from '../../src/mount';
import { $shopper } from '../../src/stores';
import { Button, Dialog, TextField } from '../../src/ui';
import { shareProductMessages, type ShareProductMessages } from './messages';
import { shareProductStep, startShareProduct, type ShareProductCalls } from './model';
import { SHARE_EMAIL_MAX, SHARE_MESSAGE_MAX, SHARE_NAME_MAX, SHARE_RECIPIENTS_MAX } from './rules';
import type { ShareProductPropsType } from './schema';
import { fieldError, formAlert, manyRecipients } from './selectors';
import './ShareProduct.css';

/** The 'Share by Email' button and its dialog. Every opening starts a clean form (the sender prefilled when signed in). */
export function ShareProduct(props: ShareProductPropsType): ReactNode {
  const m = shareProductMessages();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {props.triggerText || m.trigger}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={m.title} closeLabel={m.close}>
        <ShareForm m={m} {...props} onDone={() => setOpen(false)} />
      </Dialog>
    </>
  );
}

function ShareForm({ m, productId, productName, onDone }: ShareProductPropsType & { m: ShareProductMessages; onDone: () => void }) {
  const calls = useCalls<ShareProductCalls>();
  // Signed in: the sender is prefilled from the session.
  const [s, dispatch] = useModel(
    shareProductStep,
    () => {
      const { signedIn, profile } = $shopper.get();
      return startShareProduct({ productId }, signedIn ? profile : null);
    },
    () => ({ request: calls }),
  );
  const form = useRef<HTMLFormElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // A removed recipient's button goes away with it: focus moves to 'Add Another Recipient'.
  const addRef = useRef<HTMLButtonElement>(null);
  const focusAdd = useRef(false);

  useLayoutEffect(() => {
    if (s.fixes) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [s.fixes]);
  useLayoutEffect(() => {
    if (s.sent) closeRef.current?.focus();
    if (focusAdd.current) addRef.current?.focus();
    focusAdd.current = false;
  }, [s.sent, s.form.to.length]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    dispatch({ type: 'submitted' });
  };

  if (s.sent)
    return (
      <div className="sw-share">
        <p className="sw-alert sw-alert--success" role="status">
          {m.sent}
        </p>
        <Button ref={closeRef} onClick={onDone}>
          {m.close}
        </Button>
      </div>
    );

  const field = (k: string, label: string, value: string, max: number, extra: Record<string, unknown> = {}) => (
    <TextField
      key={k}
      label={label}
      value={value}
      maxLength={max}
      error={fieldError(s, m, k)}
      readOnly={s.sending}
      onChange={(e) => dispatch({ type: 'edited', field: k, value: e.target.value })}
      {...extra}
    />
  );
  const many = manyRecipients(s);
  const alert = formAlert(s, m);
  return (
    <form ref={form} className="sw-share" noValidate onSubmit={submit}>
      {productName && <p className="sw-share__intro">{fill(m.intro, { product: productName })}</p>}
      {alert && (
        <p className="sw-alert sw-alert--error" role="alert">
          {alert}
        </p>
      )}
      <fieldset className="sw-share__set">
        <legend>{m.from}</legend>
        {field('fromName', m.fromName, s.form.fromName, SHARE_NAME_MAX, { autoComplete: 'name', 'aria-required': true })}
        {field('fromEmail', m.fromEmail, s.form.fromEmail, SHARE_EMAIL_MAX, { type: 'email', autoComplete: 'email', 'aria-required': true })}
      </fieldset>
      <fieldset className="sw-share__set">
        <legend>{m.to}</legend>
        {s.form.to.map((r, i) => (
          <div key={i} className="sw-share__row">
            {field(`toName.${i}`, many ? fill(m.toNameN, { n: i + 1 }) : m.toName, r.name, SHARE_NAME_MAX, { autoComplete: 'off', 'aria-required': true })}
            {field(`toEmail.${i}`, many ? fill(m.toEmailN, { n: i + 1 }) : m.toEmail, r.email, SHARE_EMAIL_MAX, { type: 'email', autoComplete: 'off', 'aria-required': true })}
            {many && (
              <Button
                variant="link"
                onClick={() => {
                  focusAdd.current = true;
                  dispatch({ type: 'recipientRemoved', index: i });
                }}
              >
                {fill(m.remove, { n: i + 1 })}
              </Button>
            )}
          </div>
        ))}
        {s.form.to.length < SHARE_RECIPIENTS_MAX && (
          <Button ref={addRef} variant="link" onClick={() => dispatch({ type: 'recipientAdded' })}>
            {m.add}
          </Button>
        )}
      </fieldset>
      {field('message', m.message, s.form.message, SHARE_MESSAGE_MAX, { rows: 4, hint: m.messageHint })}
      <Button type="submit" busy={s.sending}>
        {m.submit}
      </Button>
      <p className="sw-visually-hidden" role="status">
        {s.sending ? m.sending : ''}
      </p>
    </form>
  );
}
