import { useEffectEvent, useLayoutEffect, useRef, type ClipboardEvent, type FormEvent, type ReactNode } from 'react';
import { useCalls, useModel } from '../../src/mount';
import { Button, Dialog, TextField } from '../../src/ui';
import './ContactForm.css';
import { contactFormMessages } from './messages';
import { CONTACT_LIMITS, contactFormStep, startContactForm, type ContactField, type ContactFormCalls } from './model';
import { formatPhone } from '../../src/validation/phone';
import { pasteAllowed, phoneFromInput } from './phone';
import type { ContactFormPropsType } from './schema';
import { charactersLeft, contactFormSettings, firstFix } from './selectors';

/**
 * Contact a Rep / B2B request access: a trigger and the form's dialog, then a success or failure dialog. The form content comes from the marker's props, or from the web
 * contents call for `pathKey` (props win).
 */
export function ContactForm(props: ContactFormPropsType): ReactNode {
  const m = contactFormMessages();
  const calls = useCalls<ContactFormCalls>();
  const [s, dispatch] = useModel(
    contactFormStep,
    () => startContactForm(props.pathKey),
    () => ({ request: calls }),
  );
  const { text, enabled, url, formId } = contactFormSettings(props, s.content, m);
  const refs = useRef<Partial<Record<ContactField, HTMLInputElement | null>>>({});
  const focusFirstFix = useEffectEvent(() => {
    const first = firstFix(s);
    if (first) refs.current[first]?.focus();
  });
  useLayoutEffect(() => {
    if (s.fixes) focusFirstFix();
  }, [s.fixes]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (enabled) dispatch({ type: 'submitted', url, formId });
  };

  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    if (pasteAllowed(e.clipboardData.getData('text'))) return;
    e.preventDefault();
    dispatch({ type: 'pasteRefused', field: 'phoneNo' });
  };

  const sending = s.status === 'sending';
  const field = (f: ContactField) => ({
    ref: (el: HTMLInputElement | null) => void (refs.current[f] = el),
    label: m[`${f}Label`],
    error: s.errors[f] && m[s.errors[f]!],
    value: s.values[f],
    maxLength: CONTACT_LIMITS[f],
    'aria-required': true,
    readOnly: sending,
    disabled: !enabled,
    onChange: (e: { target: { value: string } }) => dispatch({ type: 'typed', field: f, value: e.target.value }),
  });
  const result = s.status === 'success' || s.status === 'failure';
  const closeResult = () => dispatch({ type: 'resultClosed' });

  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => dispatch({ type: 'opened' })}>
        {text('triggerText')}
      </Button>
      <Dialog open={s.open} onClose={() => dispatch({ type: 'closed' })} title={text('formTitle')} closeLabel={m.close} className="sw-dialog--wide">
        <form noValidate onSubmit={submit}>
          <p className="sw-cf__copy">{text('copyText')}</p>
          <p className="sw-cf__required">{m.allRequired}</p>
          <div className="sw-cf__fields">
            <TextField {...field('fname')} autoComplete="given-name" />
            <TextField {...field('lname')} autoComplete="family-name" />
            <TextField
              {...field('phoneNo')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={14}
              value={formatPhone(s.values.phoneNo)}
              onPaste={onPaste}
              onChange={(e) => dispatch({ type: 'typed', field: 'phoneNo', value: phoneFromInput(s.values.phoneNo, e.target.value) })}
            />
            <TextField {...field('zipCode')} autoComplete="postal-code" />
            <TextField {...field('email')} className="sw-cf__wide" type="email" autoComplete="email" />
            <TextField {...field('message')} className="sw-cf__wide" rows={4} hint={`${charactersLeft(s)} ${m.charactersLeft}`} />
          </div>
          <div className="sw-cf__actions">
            <Button type="submit" busy={sending} disabled={!enabled}>
              {text('submitBtnText')}
            </Button>
            <Button variant="secondary" onClick={() => dispatch({ type: 'closed' })} disabled={sending}>
              {m.cancel}
            </Button>
          </div>
        </form>
      </Dialog>
      <Dialog
        open={result}
        onClose={closeResult}
        title={text(s.status === 'success' ? 'modalSuccessTitle' : 'modalErrorTitle')}
        closeLabel={m.close}
        role={s.status === 'failure' ? 'alertdialog' : 'dialog'}
      >
        <p>{text(s.status === 'success' ? 'modalSuccessMessage' : 'errorMessage')}</p>
        <Button onClick={closeResult}>{m.ok}</Button>
      </Dialog>
    </>
  );
}
