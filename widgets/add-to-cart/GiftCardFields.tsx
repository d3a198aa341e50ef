import { useId, type ReactNode } from 'react';
import { formatPrice, Select, TextField } from '../../src/ui';
import { fill, type AddToCartMessages } from './messages';
import type { AddToCartEvent } from './model';
import type { AddToCartState, Field, GiftField } from './reducer';

/** A gift card's amount (a listed one or a custom amount within the range), recipient, sender and message. */
export function GiftCardFields({
  s,
  dispatch,
  reg,
  error,
  m,
  amounts,
  range,
  egift,
}: {
  s: AddToCartState;
  dispatch: (action: AddToCartEvent) => void;
  reg: (f: Field) => (el: HTMLElement | null) => void;
  error: (f: Field) => string | null;
  m: AddToCartMessages;
  amounts: number[];
  range: { min: number; max: number };
  egift: boolean;
}): ReactNode {
  const msgId = useId();
  const text = (f: GiftField, label: string, extra: Partial<React.InputHTMLAttributes<HTMLInputElement>> = {}) => (
    <TextField ref={reg(f)} label={label} value={s[f]} error={error(f)} onChange={(e) => dispatch({ type: 'giftTyped', field: f, value: e.target.value })} {...extra} />
  );
  return (
    <div className="sw-atc__gift">
      <p className="sw-atc__note">{egift ? m.egiftNote : m.classicNote}</p>
      <Select
        ref={reg('amount')}
        label={m.amount}
        placeholder={m.selectAmount}
        value={s.amount}
        error={error('amount')}
        aria-required="true"
        onChange={(e) => dispatch({ type: 'amountChosen', value: e.target.value })}
        options={[...amounts.map((a) => ({ value: String(a), label: formatPrice(a) })), { value: 'custom', label: m.customAmount }]}
      />
      {s.amount === 'custom' && (
        <TextField
          ref={reg('customAmount')}
          label={m.customAmountLabel}
          hint={fill(m.customAmountHint, { min: formatPrice(range.min), max: formatPrice(range.max) })}
          inputMode="decimal"
          value={s.customAmount}
          error={error('customAmount')}
          aria-required="true"
          autoComplete="off"
          onChange={(e) => dispatch({ type: 'customAmountTyped', value: e.target.value })}
        />
      )}
      {text('recipientName', m.recipientName, { 'aria-required': true, autoComplete: 'off' })}
      {text('recipientEmail', m.recipientEmail, { type: 'email', autoComplete: 'off', ...(egift && { 'aria-required': true }) })}
      {text('senderName', m.senderName, { 'aria-required': true, autoComplete: 'name' })}
      <div className={'sw-field' + (error('message') ? ' sw-field--invalid' : '')}>
        <label className="sw-field__label" htmlFor={msgId}>
          {m.giftMessage}
        </label>
        <textarea
          ref={reg('message') as React.Ref<HTMLTextAreaElement>}
          id={msgId}
          className="sw-input sw-atc__textarea"
          rows={3}
          maxLength={500}
          value={s.message}
          aria-invalid={error('message') ? true : undefined}
          aria-describedby={`${msgId}-hint`}
          onChange={(e) => dispatch({ type: 'giftTyped', field: 'message', value: e.target.value })}
        />
        <div id={`${msgId}-hint`} className="sw-field__hint">
          {error('message') ?? m.giftMessageHint}
        </div>
      </div>
    </div>
  );
}
