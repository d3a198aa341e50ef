import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Spinner } from './Spinner';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'link';
  /** Shows a spinner, marks the button busy and blocks clicks, keeping its label for screen readers. */
  busy?: boolean;
  /**
   * Says the button cannot act now (aria-disabled) and blocks its clicks, while it stays focusable: for a button that
   * waits on another call, so that a press is never dropped without the shopper being told.
   */
  unavailable?: boolean;
}

/** A button that is never a submit button by accident (type defaults to "button"). */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', busy = false, unavailable = false, className, type = 'button', children, disabled, onClick, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={`sw-button sw-button--${variant}${className ? ' ' + className : ''}`}
      aria-busy={busy || undefined}
      aria-disabled={busy || unavailable || undefined}
      disabled={disabled}
      onClick={busy || unavailable ? (e) => e.preventDefault() : onClick}
      {...rest}
    >
      {busy && <Spinner size="small" decorative />}
      {children}
    </button>
  );
});
