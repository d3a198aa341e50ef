import { useEffect, useRef, useState, type Dispatch, type ReactNode } from 'react';
import { detectSite, writeStored } from '../../src/stores';
import { Button, TextField } from '../../src/ui';
import { trackFormError } from './api';
import { clearDraft } from './draft';
import type { CheckoutMessages } from './messages';
import { showsGiftFrom, type CheckoutState } from './model';
import { paymentComplete, paymentReducer, submitRequest, type PaymentAction, type PaymentState } from './paymentModel';
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
export function SubmitOrder({ s, p, pd, m, pm, paypalButton }: { s: CheckoutState; p: PaymentState; pd: Dispatch<PaymentAction>; m: CheckoutMessages; pm: PaymentMessages; paypalButton: ReactNode }): ReactNode {
  const o = s.order!;
  const [instructions, setInstructions] = useState('');
  // One key per order: every try of it (a second click, a retry after a timeout) sends the same one.
  const key = useRef<string | null>(null);
  const running = useRef(false);
  const complete = paymentComplete(p, o);

  const submit = async () => {
    // A second click before React re-renders the disabled button stops here.
    if (running.current) return;
    const now = new Date();
    const next = paymentReducer(p, { type: 'submitStarted', order: o, now });
    pd({ type: 'submitStarted', order: o, now });
    if (!next.submitting) {
      trackFormError('payment', { ...next.cardErrors, ...next.accountErrors, ...next.billingErrors });
      return;
    }
    running.current = true;
    key.current ??= newIdempotencyKey();
    const req = submitRequest(next, o, { giftItemFrom: showsGiftFrom(s) && !s.anonymous ? s.giftFrom.trim() : '', instructions, now });
    const r = await submitOrder(req.billing, req.order, key.current, m);
    running.current = false;
    if (r.kind === 'ok') {
      const url = confirmationUrl(r.redirectURL, detectSite());
      if (url) {
        writeStored(LAST_ORDER_KEY, { orderId: r.orderId, analytics: { total: o.summary.displayTotal, items: o.items.map((i) => ({ sku: i.catalogRefId, productId: i.productId, quantity: i.quantity, price: i.amount })) } }, 'session');
        clearDraft();
        // The button stays busy until the confirmation page loads.
        location.assign(url);
        return;
      }
      pd({ type: 'submitAnswered', outcome: { kind: 'failed', message: m.unavailable } });
      return;
    }
    if (r.kind === 'formError') trackFormError('submitOrder', r.fieldErrors);
    pd({ type: 'submitAnswered', outcome: r });
  };

  return (
    <div className="sw-checkout__submit">
      {p.submitError && <SubmitAlert html={p.submitError} />}
      <TextField label={pm.instructions} rows={2} maxLength={INSTRUCTIONS_MAX} value={instructions} onChange={(e) => setInstructions(e.target.value)} />
      {p.option === 'paypalOption' && o.additionalPaymentRequired ? (
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
