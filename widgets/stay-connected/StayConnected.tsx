import { useEffect, useLayoutEffect, useReducer, useRef, type FormEvent, type ReactNode } from 'react';
import { useIsland } from '../../src/mount';
import { homePath } from '../../src/site';
import { readCookie, writeCookie } from '../../src/stores';
import { Button, Dialog, Select, TextField } from '../../src/ui';
import { EMAIL_MAX } from '../../src/validation/email';
import { LIMITS } from '../../src/validation/limits';
import { loadLightboxInputs, signUpFromLightbox } from './api';
import { stayConnectedMessages } from './messages';
import { initialStayConnected, LIGHTBOX_COOKIE, LIGHTBOX_COOKIE_MAX_AGE, SHOP_FOR, shouldShowLightbox, stayConnectedReducer, SUCCESS_HIDE_MS, type Field } from './model';
import type { StayConnectedPropsType } from './schema';

/** Resolves once the page has finished loading, so the lightbox never competes with the page's own work. */
const pageLoaded = (): Promise<void> =>
  document.readyState === 'complete' ? Promise.resolve() : new Promise((r) => addEventListener('load', () => r(), { once: true }));

/**
 * The stay-connected lightbox. The marker renders nothing in the page (it takes no space), and the dialog
 * sits in the top layer without locking the page's scroll, so showing it never shifts the page's layout.
 */
export function StayConnected({ source }: StayConnectedPropsType): ReactNode {
  const m = stayConnectedMessages();
  const island = useIsland();
  const [s, dispatch] = useReducer(stayConnectedReducer, initialStayConnected);
  const refs = { email: useRef<HTMLInputElement>(null), postalCode: useRef<HTMLInputElement>(null), userShopFor: useRef<HTMLSelectElement>(null) };
  const ctrl = useRef<AbortController | null>(null);

  useEffect(() => {
    let live = true;
    void (async () => {
      await pageLoaded();
      const inputs = await loadLightboxInputs();
      if (!live || !inputs) return;
      const show = shouldShowLightbox({ ...inputs, path: location.pathname, homePath: homePath(), dismissed: readCookie(LIGHTBOX_COOKIE) !== null });
      // The decision, on the marker: for the host page's styles and analytics (and tests).
      island?.host.setAttribute('data-lightbox', show ? 'shown' : 'skipped');
      if (show) dispatch({ type: 'shown' });
    })();
    return () => {
      live = false;
      ctrl.current?.abort();
    };
    // Decided once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Closing or submitting keeps it away for 30 days; the success message goes after 2 s, and the lightbox with it.
  useEffect(() => {
    if (s.phase !== 'success' && s.phase !== 'closed') return;
    writeCookie(LIGHTBOX_COOKIE, '1', LIGHTBOX_COOKIE_MAX_AGE);
    if (s.phase !== 'success') return;
    const t = setTimeout(() => dispatch({ type: 'successHidden' }), SUCCESS_HIDE_MS);
    return () => clearTimeout(t);
  }, [s.phase]);

  useLayoutEffect(() => {
    if (!s.fixes) return;
    const first = (['email', 'postalCode', 'userShopFor'] as Field[]).find((f) => s.errors[f]);
    if (first) refs[first].current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [s.fixes]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (s.phase !== 'open') return;
    dispatch({ type: 'submitted' });
    const c = (ctrl.current = new AbortController());
    const outcome = await signUpFromLightbox(s.values, source, c.signal);
    if (!c.signal.aborted) dispatch({ type: 'answered', outcome });
  };

  const sending = s.phase === 'sending';
  const alert = s.general ?? (s.failed && m[s.failed]);
  const field = (f: Field) => ({
    value: s.values[f],
    error: s.errors[f],
    readOnly: sending,
    'aria-required': true,
    onChange: (e: { target: { value: string } }) => dispatch({ type: 'typed', field: f, value: e.target.value }),
  });
  // It opens by itself, so it waits until no other dialog is up, and steps aside for one the shopper opens.
  return (
    <Dialog open={s.phase === 'open' || sending || s.phase === 'success'} onClose={() => dispatch({ type: 'closed' })} title={m.title} closeLabel={m.close} lockScroll={false} priority="auto">
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
          <TextField ref={refs.email} label={m.emailLabel} type="email" autoComplete="email" maxLength={EMAIL_MAX} {...field('email')} />
          <TextField ref={refs.postalCode} label={m.zipLabel} autoComplete="postal-code" maxLength={LIMITS.postalCode} {...field('postalCode')} />
          <Select ref={refs.userShopFor} label={m.shopForLabel} placeholder={m.shopForPlaceholder} options={SHOP_FOR.map((v) => ({ value: v, label: m[v] }))} {...field('userShopFor')} disabled={sending} />
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
