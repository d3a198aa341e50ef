import { useEffect, useState, type Dispatch, type ReactNode } from 'react';
import { followableLink } from '../../src/platform';
import { Button, Select, TextField } from '../../src/ui';
import type { CheckoutEvent } from './model';
import type { PaymentMessages } from './paymentMessages';
import { paysWithPayPal, submitEnabled } from './selectors';
import { INSTRUCTIONS_MAX, type CheckoutState } from './state';

/**
 * The submit-error message as a danger alert. Its HTML is shown only once DOMPurify (a lazy chunk, loaded for
 * a failed submit only) has sanitized it; until then, or if the chunk cannot load, the text without its tags.
 */
function SubmitAlert({ html }: { html: string }): ReactNode {
  const [safe, setSafe] = useState<{ from: string; html: string } | null>(null);
  useEffect(() => {
    let live = true;
    import('./SubmitAlert').then(
      (mod) => live && setSafe({ from: html, html: mod.sanitizeMessage(html, followableLink) }),
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

/**
 * The Submit Order button (disabled until the payment section is complete and while a submit runs), the order
 * instructions and the submit-error alert. PayPal replaces the button with the wallet's own (`paypalButton`).
 * Pressing it is the model's `submitClicked`; everything after is the model's (model.ts).
 */
export function SubmitOrder({ s, dispatch, pm, paypalButton }: { s: CheckoutState; dispatch: Dispatch<CheckoutEvent>; pm: PaymentMessages; paypalButton: ReactNode }): ReactNode {
  const p = s.payment;
  const enabled = submitEnabled(s);
  const complete = enabled || p.submitting;
  return (
    <div className="sw-checkout__submit">
      {p.submitError && <SubmitAlert html={p.submitError} />}
      {s.orderFields.options && (
        <Select
          label={s.orderFields.options.label}
          placeholder=""
          options={s.orderFields.options.options.map((o) => ({ value: o, label: o }))}
          value={s.customOrder}
          onChange={(e) => dispatch({ type: 'customOrderChosen', value: e.target.value })}
        />
      )}
      <TextField label={pm.instructions} rows={2} maxLength={INSTRUCTIONS_MAX} value={s.instructions} onChange={(e) => dispatch({ type: 'instructionsTyped', value: e.target.value })} />
      {paysWithPayPal(s) ? (
        paypalButton
      ) : (
        <>
          <Button
            className="sw-checkout__place"
            disabled={!enabled && !p.submitting}
            busy={p.submitting}
            aria-describedby={complete ? undefined : 'sw-submit-needs'}
            onClick={() => dispatch({ type: 'submitClicked', now: new Date() })}
          >
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
