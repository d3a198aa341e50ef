import { useEffect, useEffectEvent, useRef, useState, type Dispatch, type ReactNode } from 'react';
import { $profileId, detectSite, writeStored } from '../../src/stores';
import { Button, TextField } from '../../src/ui';
import { trackFormError } from './api';
import { clearDraft } from './draft';
import type { CheckoutMessages } from './messages';
import { giftFromMissing, showsGiftFrom, splitSubmitErrors, type CheckoutAction, type CheckoutState } from './model';
import { paymentComplete, paymentCovered, paymentReducer, submitRequest, type PaymentAction, type PaymentState } from './paymentModel';
import { confirmationUrl, newIdempotencyKey, submitOrder } from './paymentApi';
import type { PaymentMessages } from './paymentMessages';

/**
 * The submit-error message as a danger alert. Its HTML is shown only once DOMPurify (a lazy chunk, loaded for
 * a failed submit only) has sanitized it; until then, or if the chunk cannot load, the text without its tags.
 */
function SubmitAlert({ html }: { html: string }): ReactNode {
  const [safe, setSafe] = useState<{ from: string; html: string } | null>(null);
  useEffect(() => {
    let live = true;
    import('./SubmitAlert').then(
      (mod) => live && setSafe({ from: html, html: mod.sanitizeMessage(html) }),
      (e: unknown) => console.error('[storefront-widgets] checkout: the message sanitizer could not be loaded.', e),
    );
    return () => {
      live = false;
    };
  }, [html]);
  return safe?.from === html ? (
    <div className="sw-alert sw-alert--error" role="alert" dangerouslySetInnerHTML={{ __html: safe.html }} />
  ) : (
    <div className="sw-alert sw-alert--error" role="alert">
      {html.replace(/<[^>]*>/g, '')}
    </div>
  );
}

/** Where the placed order's id and analytics data wait for the confirmation page (never card data). */
export const LAST_ORDER_KEY = 'sw:lastOrder';
const INSTRUCTIONS_MAX = 250;

/**
 * The Submit Order button (disabled until the payment section is complete and while a submit runs), the order
 * instructions and the submit-error alert. PayPal replaces the button with the wallet's own (`paypalButton`).
 */
export function SubmitOrder({ s, dispatch, p, pd, m, pm, paypalButton, asked = 0 }: { s: CheckoutState; dispatch: Dispatch<CheckoutAction>; p: PaymentState; pd: Dispatch<PaymentAction>; m: CheckoutMessages; pm: PaymentMessages; paypalButton: ReactNode; asked?: number }): ReactNode {
  const o = s.order!;
  const [instructions, setInstructions] = useState('');
  // One key per order: every try of it (a second click, a retry after a timeout) sends the same one.
  const key = useRef<string | null>(null);
  const running = useRef(false);
  const complete = paymentComplete(p, o);

  const submit = async () => {
    // A second click before React re-renders the disabled button stops here.
    if (running.current) return;
    if (giftFromMissing(s)) {
      dispatch({ type: 'giftFromNeeded' });
      trackFormError('submitOrder', { giftFrom: 'missing' });
      return;
    }
    const now = new Date();
    const next = paymentReducer(p, { type: 'submitStarted', order: o, now });
    pd({ type: 'submitStarted', order: o, now });
    if (!next.submitting) {
      trackFormError('payment', { ...next.cardErrors, ...next.accountErrors, ...next.billingErrors });
      return;
    }
    running.current = true;
    key.current ??= newIdempotencyKey();
    const req = submitRequest(next, o, { giftItemFrom: showsGiftFrom(s) && !s.anonymous ? s.giftFrom.trim() : '', instructions, now, profileId: $profileId.get() });
    const r = await submitOrder(req.billing, req.order, key.current, { timeout: m.timeout, unavailable: m.unavailable, uncertain: pm.submitUncertain });
    running.current = false;
    if (r.kind === 'ok') {
      writeStored(LAST_ORDER_KEY, { orderId: r.order.orderId, analytics: { total: o.summary.displayTotal, items: o.items.map((i) => ({ sku: i.catalogRefId, productId: i.productId, quantity: i.quantity, price: i.amount })) } }, 'session');
      clearDraft();
      const url = confirmationUrl(r.redirectURL, detectSite());
      if (url) {
        // The button stays busy until the confirmation page loads.
        location.assign(url);
        return;
      }
      // The order is placed whatever its confirmation address says: one that is not a page of this site is
      // not followed, and the shopper sees the confirmation here (an error would invite a second order).
      if (r.redirectURL) console.error(`[storefront-widgets] checkout: the confirmation address ${JSON.stringify(r.redirectURL)} is not a page of this site; the confirmation is shown in place.`);
      pd({ type: 'submitAnswered', outcome: { kind: 'placed', order: r.order } });
      return;
    }
    if (r.kind !== 'formError') return pd({ type: 'submitAnswered', outcome: r });
    trackFormError('submitOrder', r.fieldErrors);
    const { delivery, rest } = splitSubmitErrors(r.fieldErrors);
    dispatch({ type: 'submitRefused', fieldErrors: delivery });
    pd({ type: 'submitAnswered', outcome: { ...r, fieldErrors: rest } });
  };

  // A submit asked for from elsewhere (PayPal approved in place of this button: the approval is the shopper's
  // submit). It runs after the render that carries the refreshed order, through the same path and key; only a
  // new ask submits, with what that render holds.
  const submitAsked = useEffectEvent(() => void submit());
  useEffect(() => {
    if (asked > 0) submitAsked();
  }, [asked]);

  return (
    <div className="sw-checkout__submit">
      {p.submitError && <SubmitAlert html={p.submitError} />}
      <TextField label={pm.instructions} rows={2} maxLength={INSTRUCTIONS_MAX} value={instructions} onChange={(e) => setInstructions(e.target.value)} />
      {p.option === 'paypalOption' && !paymentCovered(o) ? (
        paypalButton
      ) : (
        <>
          <Button className="sw-checkout__place" disabled={!complete && !p.submitting} busy={p.submitting} aria-describedby={complete ? undefined : 'sw-submit-needs'} onClick={() => void submit()}>
            {pm.placeOrder}
          </Button>
          {!complete && (
            <p id="sw-submit-needs" className="sw-checkout__note">
              {pm.submitNeeds}
            </p>
          )}
        </>
      )}
    </div>
  );
}
