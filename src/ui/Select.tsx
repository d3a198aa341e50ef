import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  options: SelectOption[];
  error?: string | null;
  /** A first, empty option ("Select a state"). */
  placeholder?: string;
}

/** A labelled native select (the most accessible listbox there is) with its error tied to it. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select({ label, options, error, placeholder, className, ...rest }, ref) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={'sw-field' + (error ? ' sw-field--invalid' : '') + (className ? ' ' + className : '')}>
      <label htmlFor={id} className="sw-field__label">
        {label}
      </label>
      <select ref={ref} id={id} className="sw-select" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...rest}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <div id={errorId} className="sw-field__error">
          {error}
        </div>
      )}
    </div>
  );
});
