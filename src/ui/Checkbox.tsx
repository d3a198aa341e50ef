import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: ReactNode;
  error?: string | null;
}

/** A native checkbox with its label and error. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ label, error, className, ...rest }, ref) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={'sw-checkbox' + (error ? ' sw-field--invalid' : '') + (className ? ' ' + className : '')}>
      <input ref={ref} id={id} type="checkbox" className="sw-checkbox__input" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...rest} />
      <label htmlFor={id} className="sw-checkbox__label">
        {label}
      </label>
      {error && (
        <div id={errorId} className="sw-field__error">
          {error}
        </div>
      )}
    </div>
  );
});
