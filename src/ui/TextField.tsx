import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { isPrivateField, PRIVATE_ATTRIBUTE } from '../platform/privatePage';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** The field's error message; marks it invalid and is read with it (aria-describedby). */
  error?: string | null;
  /** Help text shown under the field. */
  hint?: ReactNode;
  /** Hide the label visually (it stays the accessible name). */
  hideLabel?: boolean;
  /** A multi-line field (a textarea) with this many rows; the ref and events then belong to the textarea. */
  rows?: number;
  /**
   * A secret (a gift card's number or PIN, a saved card's CVV): the field carries the private marker that session
   * replay masks. Passwords and card number, CVV and expiry fields (autocomplete cc-number, cc-csc, cc-exp) are
   * private without it.
   */
  private?: boolean;
}

/** A labelled input (or, with `rows`, a textarea) whose error is tied to it with aria-invalid and aria-describedby. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, hint, hideLabel, className, type = 'text', rows, private: secret, ...rest }, ref) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  // One element type for both: the attributes they share are what a field passes.
  const Tag = (rows ? 'textarea' : 'input') as 'input';
  return (
    <div className={'sw-field' + (error ? ' sw-field--invalid' : '') + (className ? ' ' + className : '')}>
      <label htmlFor={id} className={hideLabel ? 'sw-visually-hidden' : 'sw-field__label'}>
        {label}
      </label>
      <Tag
        ref={ref as never}
        id={id}
        type={rows ? undefined : type}
        {...(rows && { rows })}
        {...(isPrivateField(secret, type, rest.autoComplete) && { [PRIVATE_ATTRIBUTE]: '' })}
        className="sw-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
      {hint && (
        <div id={hintId} className="sw-field__hint">
          {hint}
        </div>
      )}
      {error && (
        <div id={errorId} className="sw-field__error">
          {error}
        </div>
      )}
    </div>
  );
});
