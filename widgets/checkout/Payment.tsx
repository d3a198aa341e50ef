import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button, Checkbox, TextField } from '../../src/runtime';
import { cardLength, cardTypeOf, cvvLength, maskCard, CARD_LIMITS, type CardType } from '../../src/validation/card';
import { BillingAddress, type PaymentSectionProps } from './BillingAddress';
import { fill } from './messages';
import { noExtraPaymentRequired } from './giftCards';
import { paymentInfoOf, paymentOptions, walletPaymentOf, type PaymentOption } from './paymentState';
import { paymentFieldMessages, type PaymentFieldMessages } from './paymentFieldMessages';
import { Section } from './Section';

const TYPE_NAMES: Record<CardType, string> = { Visa: 'Visa', Mastercard: 'Mastercard', AmericanExpress: 'American Express', Discover: 'Discover' };

/** A card or account field's message: ours for our codes, else the server's own words. */
export function paymentErrorText(pm: PaymentFieldMessages, field: string, code: string | undefined, t: CardType | null): string | null {
  if (!code) return null;
  const text = (pm as unknown as Record<string, string>)[`${code}_${field}`];
  return text ? fill(text, { n: field === 'cvv' ? cvvLength(t) : cardLength(t) }) : code;
}

/**
 * The payment section (a lazy chunk of the checkout): the payment options, the card (its type shown as the
 * shopper types), a saved card, pay on account, and the billing address. Card fields never carry a name
 * attribute or sit in a form that could submit them anywhere: they live in the component's state only.
 */
export function Payment(section: PaymentSectionProps): ReactNode {
  const pm = paymentFieldMessages();
  const props = { ...section, pm };
  const { s, p, pd, m } = section;
  const o = s.order!;
  const id = useId();
  const info = paymentInfoOf(o);
  const options = paymentOptions(info);
  const card = p.option === 'newCreditCard' || p.option === 'onAccountCard';
  const account = p.option === 'onAccount' || p.option === 'onAccountCard';
  const t = cardTypeOf(p.card.number);
  const err = (field: string, type: CardType | null = t, group = p.cardErrors) => paymentErrorText(pm, field, group[field], type);
  const savedType = info.savedCards.find((c) => c.id === p.savedCardId)?.type ?? null;

  // Nothing left to pay (gift cards, rewards), or a wallet has paid: no card, account or billing fields.
  const wallet = walletPaymentOf(o);
  const covered = noExtraPaymentRequired(o);
  // Back from a wallet payment: focus goes to the chosen payment option (the button that had it is gone).
  const back = useRef(false);
  const choices = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    if (!back.current || wallet) return;
    back.current = false;
    choices.current?.querySelector<HTMLInputElement>(':checked')?.focus();
  });
  if (covered || wallet)
    return (
      <Section id={`${id}-t`} title={pm.paymentTitle} done={false} m={m}>
        <p className="sw-alert sw-alert--info">{wallet && !covered ? fill(pm.walletPaid, { provider: wallet.label }) : pm.noPayment}</p>
        {o.taxExempt && <p className="sw-checkout__note">{pm.taxExempt}</p>}
        {wallet && !covered && (
          <Button
            variant="secondary"
            onClick={() => {
              back.current = true;
              // The wallet's own option would only bring its button back: the first other option instead.
              if (p.option === 'paypalOption') pd({ type: 'optionChosen', option: options[0]! });
              section.dispatch({ type: 'walletDropped' });
            }}
          >
            {pm.otherPayment}
          </Button>
        )}
      </Section>
    );

  return (
    <Section id={`${id}-t`} title={pm.paymentTitle} done={false} m={m}>
      {p.paymentError && (
        <p className="sw-alert sw-alert--error" role="alert">
          {pm.paymentFix}
        </p>
      )}
      {/* The server refused the method (paymentMethod): the options are invalid and the chosen one carries the message. */}
      <fieldset ref={choices} className="sw-checkout__choices" role="radiogroup" aria-invalid={p.optionError ? true : undefined} aria-describedby={p.optionError ? `${id}-option-error` : undefined}>
        <legend className="sw-checkout__legend">{pm.paymentMethod}</legend>
        {options.map((op: PaymentOption) => (
          <label key={op} className="sw-checkout__choice">
            <input
              type="radio"
              name={`${id}-option`}
              checked={p.option === op}
              disabled={p.submitting}
              aria-describedby={p.optionError && p.option === op ? `${id}-option-error` : undefined}
              onChange={() => pd({ type: 'optionChosen', option: op })}
            />
            {pm[op]}
          </label>
        ))}
        {p.optionError && (
          <p id={`${id}-option-error`} className="sw-field__error">
            {p.optionError}
          </p>
        )}
      </fieldset>
      {/* Tax-exempt status shows to a tax-exempt buyer whatever the payment (checkout spec section 6). */}
      {o.taxExempt && <p className="sw-checkout__note">{pm.taxExempt}</p>}
      {!info.paypal && o.summary.shipping === 'quote to follow' && <p className="sw-checkout__note">{pm.paypalQuote}</p>}
      {p.option === 'paypalOption' && <p className="sw-checkout__note">{pm.paypalNext}</p>}

      {p.option === 'existingCreditCard' && (
        <>
          <fieldset className="sw-checkout__choices">
            <legend className="sw-checkout__subtitle">{pm.savedCards}</legend>
            {info.savedCards.map((c) => {
              const v = { type: TYPE_NAMES[c.type], masked: maskCard(c.lastFour), month: String(c.month).padStart(2, '0'), year: c.year };
              return (
                <label key={c.id} className="sw-checkout__choice">
                  <input type="radio" name={`${id}-saved`} checked={p.savedCardId === c.id} disabled={c.expired} onChange={() => pd({ type: 'savedCardChosen', id: c.id })} />
                  {fill(c.expired ? pm.savedExpired : pm.savedCard, v)}
                </label>
              );
            })}
          </fieldset>
          {p.cardErrors.savedCardId && <p className="sw-field__error">{err('savedCardId')}</p>}
          <TextField
            label={pm.cvv}
            inputMode="numeric"
            autoComplete="off"
            private
            maxLength={cvvLength(savedType)}
            value={p.card.cvv}
            hint={savedType === 'AmericanExpress' ? pm.cvvHint4 : pm.cvvHint3}
            error={err('cvv', savedType)}
            onChange={(e) => pd({ type: 'cardTyped', field: 'cvv', value: e.target.value })}
          />
        </>
      )}

      {account && (
        <div>
          <TextField
            label={pm.company}
            autoComplete="organization"
            maxLength={50}
            value={p.company}
            error={err('companyName', t, p.accountErrors)}
            onChange={(e) => pd({ type: 'accountTyped', field: 'company', value: e.target.value })}
          />
          <TextField
            label={pm.poNumber}
            maxLength={CARD_LIMITS.poNumber}
            value={p.po}
            hint={info.account?.accountNumber ? fill(pm.accountNumber, { n: info.account.accountNumber }) : undefined}
            error={err('poNumber', t, p.accountErrors)}
            onChange={(e) => pd({ type: 'accountTyped', field: 'po', value: e.target.value })}
          />
        </div>
      )}

      {card && (
        <div>
          <TextField
            label={pm.cardNumber}
            inputMode="numeric"
            autoComplete="cc-number"
            value={p.card.number}
            hint={<span aria-live="polite">{t ? fill(pm.cardTypeIs, { type: TYPE_NAMES[t] }) : ''}</span>}
            error={err('number')}
            onChange={(e) => pd({ type: 'cardTyped', field: 'number', value: e.target.value })}
          />
          <div className="sw-checkout__row">
            <TextField
              label={pm.expiry}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              maxLength={CARD_LIMITS.expiry}
              value={p.card.expiry}
              error={err('expiry')}
              onChange={(e) => pd({ type: 'cardTyped', field: 'expiry', value: e.target.value })}
            />
            <TextField
              label={pm.cvv}
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={cvvLength(t)}
              value={p.card.cvv}
              hint={t === 'AmericanExpress' ? pm.cvvHint4 : pm.cvvHint3}
              error={err('cvv')}
              onChange={(e) => pd({ type: 'cardTyped', field: 'cvv', value: e.target.value })}
            />
          </div>
          <TextField
            label={pm.cardName}
            autoComplete="cc-name"
            maxLength={CARD_LIMITS.cardHolderName}
            value={p.card.name}
            error={err('name')}
            onChange={(e) => pd({ type: 'cardTyped', field: 'name', value: e.target.value })}
          />
          {o.signedIn && <Checkbox label={pm.saveCard} checked={p.card.save} onChange={() => pd({ type: 'saveCardToggled' })} />}
          {o.signedIn && p.card.save && <Checkbox label={pm.defaultCard} checked={p.card.makeDefault} onChange={() => pd({ type: 'saveCardToggled', flag: 'makeDefault' })} />}
        </div>
      )}

      {p.option !== 'paypalOption' && <BillingAddress {...props} />}
    </Section>
  );
}
