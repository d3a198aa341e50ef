import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** The field's error message; marks it invalid and is read with it (aria-describedby). */
  error?: string | null;
  /** Help text shown under the field. */
  hint?: ReactNode;
  /** Hide the label visually (it stays the accessible name). */
  hideLabel?: boolean;
}

/** A labelled input whose error is tied to it with aria-invalid and aria-describedby. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, hint, hideLabel, className, type = 'text', ...rest }, ref) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={'sw-field' + (error ? ' sw-field--invalid' : '') + (className ? ' ' + className : '')}>
      <label htmlFor={id} className={hideLabel ? 'sw-visually-hidden' : 'sw-field__label'}>
        {label}
      </label>
      <input ref={ref} id={id} type={type} className="sw-input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...rest} />
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
