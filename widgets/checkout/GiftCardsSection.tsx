import { useId, type ReactNode } from 'react';
import { Button, Checkbox, formatPrice, TextField } from '../../src/ui';
import { GIFT_CARD_AUTH_LENGTH, GIFT_CARD_NUMBER_LENGTH } from '../../src/validation/giftCard';
import { giftCardsCover, giftCardsOf, savedApplied } from './giftCards';
import { fill, type CheckoutMessages } from './messages';
import { Section, submits, type SectionProps } from './Section';

const fieldError = (m: CheckoutMessages, field: 'gcNumber' | 'gcAuthNumber', e: string | undefined): string | null => (!e ? null : e === 'missing' || e === 'invalid' ? m[`${e}_${field}`] : e);

/**
 * The gift card section (checkout spec sections 2, 4, 5 and 7): apply by number and authorization (digits only,
 * 16 and 4, required and pattern-checked), a signed-in shopper's saved gift cards as checkboxes (checking applies,
 * unchecking removes), the applied cards with Remove, and the info notice when gift cards cover the balance.
 */
export function GiftCardsSection({ s, dispatch, m }: SectionProps): ReactNode {
  const o = s.order!;
  const id = useId();
  const w = s.wallet;
  const { applied, saved } = giftCardsOf(o);
  // One wallet call at a time: while one runs, the other controls say they cannot act rather than drop a press.
  const waiting = w.busy !== null;

  return (
    <Section id={`${id}-title`} title={m.giftCardTitle} done={false} m={m}>
      {saved.length > 0 && (
        <fieldset className="sw-checkout__fieldset">
          <legend className="sw-checkout__subtitle">{m.gcSaved}</legend>
          {saved.map((g) => {
            const on = savedApplied(o, g);
            // The box follows the click at once while its call runs; a refusal puts it back.
            const pending = (w.busy === 'savedGiftCard' && w.target === g.repositoryId) || (w.busy === 'removeGiftCard' && w.target === g.giftcardNumber);
            return (
              <Checkbox
                key={g.repositoryId}
                label={fill(m.gcSavedCard, { last4: g.last4, balance: formatPrice(g.amount) })}
                checked={pending ? !on : on}
                aria-busy={pending}
                aria-disabled={(waiting && !pending) || undefined}
                onChange={() => dispatch(on ? { type: 'gcRemoved', number: g.giftcardNumber } : { type: 'gcSavedToggled', id: g.repositoryId })}
              />
            );
          })}
        </fieldset>
      )}
      <form noValidate onSubmit={submits(dispatch, { type: 'gcSubmitted' })} className="sw-checkout__gc">
        <TextField
          label={m.gcNumber}
          hint={m.gcHint}
          value={w.gcNumber}
          inputMode="numeric"
          autoComplete="off"
          private
          maxLength={GIFT_CARD_NUMBER_LENGTH}
          error={fieldError(m, 'gcNumber', w.gcErrors.gcNumber)}
          onChange={(e) => dispatch({ type: 'gcTyped', field: 'gcNumber', value: e.target.value })}
        />
        <TextField
          label={m.gcAuth}
          hint={m.gcAuthHint}
          value={w.gcAuthNumber}
          inputMode="numeric"
          autoComplete="off"
          private
          maxLength={GIFT_CARD_AUTH_LENGTH}
          error={fieldError(m, 'gcAuthNumber', w.gcErrors.gcAuthNumber)}
          onChange={(e) => dispatch({ type: 'gcTyped', field: 'gcAuthNumber', value: e.target.value })}
        />
        <Button type="submit" variant="secondary" busy={w.busy === 'giftCard'} unavailable={waiting}>
          {m.gcApply}
        </Button>
      </form>
      {w.gcNotice && (
        <p role="alert" className="sw-checkout__alert">
          {w.gcNotice}
        </p>
      )}
      {applied.length > 0 && (
        <ul className="sw-checkout__promos">
          {applied.map((g) => (
            <li key={g.giftCardNumber}>
              <span>{fill(m.gcApplied, { last4: g.last4, amount: formatPrice(g.amount) })}</span>
              <Button
                variant="link"
                aria-label={fill(m.gcRemove, { last4: g.last4 })}
                busy={w.busy === 'removeGiftCard' && w.target === g.giftCardNumber}
                unavailable={waiting}
                onClick={() => dispatch({ type: 'gcRemoved', number: g.giftCardNumber })}
              >
                {m.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div role="status" className="sw-checkout__info">
        {{ giftCards: m.gcCovered, withRewards: m.gcRewardsCovered, none: '' }[giftCardsCover(o) ?? 'none']}
      </div>
    </Section>
  );
}
