import { useId, type FormEvent, type ReactNode } from 'react';
import { Button, TextField } from '../../src/ui';
import { promoCode, trackFormError } from './api';
import { Section, type SectionProps } from './Section';
import { fill } from './messages';
import { checkoutReducer, PROMO_MAX } from './model';

/**
 * The promo code box (storefront spec section 5): at most 40 characters, letters and digits only kept, an
 * empty submit gives 'Please enter a valid code.'. Not shown to GSA users or when the order says so.
 * hasPromoApplied comes back in the checkout response; a qualifier message is a form error.
 */
export function Promo({ s, dispatch, m }: SectionProps): ReactNode {
  const o = s.order!;
  const id = useId();

  const run = async (claim: boolean, code: string) => {
    const action = claim ? ({ type: 'promoSubmitted' } as const) : ({ type: 'promoRevoked' } as const);
    const next = checkoutReducer(s, action);
    dispatch(action);
    if (!next.busy || s.busy) {
      if (next.promoError) trackFormError('applyPromoCode', { couponClaimCode: next.promoError });
      return;
    }
    const outcome = await promoCode(claim, code, m);
    if (outcome.kind === 'formError') trackFormError('applyPromoCode', Object.keys(outcome.fieldErrors).length ? outcome.fieldErrors : { couponClaimCode: 'qualifier' });
    dispatch({ type: 'promoAnswered', outcome });
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void run(true, s.promo);
  };

  return (
    <Section id={`${id}-title`} title={m.promoTitle} done={false} m={m}>
      <form noValidate onSubmit={onSubmit} className="sw-checkout__promo">
        <TextField
          label={m.promoLabel}
          value={s.promo}
          maxLength={PROMO_MAX}
          autoComplete="off"
          autoCapitalize="characters"
          error={s.promoError === 'missing' ? m.promoMissing : s.promoError}
          onChange={(e) => dispatch({ type: 'promoTyped', value: e.target.value })}
        />
        <Button type="submit" variant="secondary" busy={s.busy === 'promo'}>
          {m.promoApply}
        </Button>
      </form>
      {o.promotions.length > 0 && (
        <ul className="sw-checkout__promos">
          {o.promotions.map((p) => (
            <li key={p.code}>
              <span>
                <strong>{p.code}</strong> {p.message}
              </span>
              <Button variant="link" aria-label={fill(m.promoRemove, { code: p.code })} onClick={() => void run(false, p.code)}>
                {m.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
