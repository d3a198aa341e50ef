import { useEffect, useEffectEvent, useLayoutEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { useCalls, useIsland, useModel } from '../../src/mount';
import { Button, Dialog, Select, TextField } from '../../src/ui';
import { EMAIL_MAX } from '../../src/validation/email';
import { LIMITS } from '../../src/validation/limits';
import { stayConnectedMessages } from './messages';
import { SHOP_FOR, startStayConnected, stayConnectedStep, type Field, type StayConnectedCalls } from './model';
import type { StayConnectedPropsType } from './schema';
import { stayConnectedView } from './selectors';

/**
 * The stay-connected lightbox. The marker renders nothing in the page (it takes no space), and the dialog
 * sits in the top layer without locking the page's scroll, so showing it never shifts the page's layout.
 */
export function StayConnected({ source }: StayConnectedPropsType): ReactNode {
  const m = stayConnectedMessages();
  const island = useIsland();
  const calls = useCalls<StayConnectedCalls>();
  const [s, dispatch] = useModel(
    stayConnectedStep,
    () => startStayConnected(source),
    () => ({ request: calls }),
  );
  const { open, sending, alert, firstFix } = stayConnectedView(s, m);
  const email = useRef<HTMLInputElement>(null);
  const postalCode = useRef<HTMLInputElement>(null);
  const shopFor = useRef<HTMLSelectElement>(null);

  // The decision, on the marker: for the host page's styles and analytics (and tests).
  useEffect(() => {
    if (s.lightbox) island?.host.setAttribute('data-lightbox', s.lightbox);
  }, [s.lightbox, island]);

  const focusFirstFix = useEffectEvent(() => firstFix && { email, postalCode, userShopFor: shopFor }[firstFix].current?.focus());
  useLayoutEffect(() => {
    if (s.fixes) focusFirstFix();
  }, [s.fixes]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    dispatch({ type: 'submitted' });
  };

  const field = (f: Field) => ({
    value: s.values[f],
    error: s.errors[f],
    readOnly: sending,
    'aria-required': true,
    onChange: (e: { target: { value: string } }) => dispatch({ type: 'typed', field: f, value: e.target.value }),
  });
  // It opens by itself, so it waits until no other dialog is up, and steps aside for one the shopper opens.
  return (
    <Dialog open={open} onClose={() => dispatch({ type: 'closed' })} title={m.title} closeLabel={m.close} lockScroll={false} priority="auto">
      {s.phase === 'success' ? (
        <p className="sw-alert sw-alert--success" role="status">
          {s.success || m.success}
        </p>
      ) : (
        <form noValidate onSubmit={submit}>
          <p>{m.copyText}</p>
          {alert && (
            <p className="sw-alert sw-alert--error" role="alert">
              {alert}
            </p>
          )}
          <TextField ref={email} label={m.emailLabel} type="email" autoComplete="email" maxLength={EMAIL_MAX} {...field('email')} />
          <TextField ref={postalCode} label={m.zipLabel} autoComplete="postal-code" maxLength={LIMITS.postalCode} {...field('postalCode')} />
          <Select ref={shopFor} label={m.shopForLabel} placeholder={m.shopForPlaceholder} options={SHOP_FOR.map((v) => ({ value: v, label: m[v] }))} {...field('userShopFor')} disabled={sending} />
          <Button type="submit" busy={sending}>
            {m.submit}
          </Button>
          <span className="sw-visually-hidden" role="status">
            {sending ? m.sending : ''}
          </span>
        </form>
      )}
    </Dialog>
  );
}
