import type { ReactNode } from 'react';

export interface SpinnerProps {
  /** Announced to screen readers unless decorative. */
  label?: string;
  size?: 'small' | 'medium';
  /** Purely visual (inside a busy button, say). */
  decorative?: boolean;
}

/** A loading indicator; respects prefers-reduced-motion through CSS. */
export function Spinner({ label = 'Loading', size = 'medium', decorative = false }: SpinnerProps): ReactNode {
  if (decorative) return <span className={`sw-spinner sw-spinner--${size}`} aria-hidden="true" />;
  return (
    <span role="status" className="sw-spinner-wrap">
      <span className={`sw-spinner sw-spinner--${size}`} aria-hidden="true" />
      <span className="sw-visually-hidden">{label}</span>
    </span>
  );
}

/** A grey placeholder block while content loads. */
export function Skeleton({ width = '100%', height = '1em' }: { width?: string; height?: string }): ReactNode {
  return <span className="sw-skeleton" aria-hidden="true" style={{ width, height }} />;
}
