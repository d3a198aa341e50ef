import type { ReactNode } from 'react';
import { fill, type CartMessages } from './messages';
import { canDecrease, canIncrease, committedQuantity, showsTrash, type StepperLimits } from './stepper';

export interface QuantityStepperProps {
  name: string;
  text: string;
  /** The quantity the box falls back to when nothing usable is typed. */
  fallback: number;
  limits: StepperLimits;
  /** The id of the line's error message, when the quantity was refused. */
  errorId: string | null;
  busy: boolean;
  m: CartMessages;
  onType: (text: string) => void;
  onStep: (delta: 1 | -1) => void;
  onCommit: () => void;
  onRemove: () => void;
}

function TrashIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M9 3h6l1 2h4v2H4V5h4zM6 9h12l-1 12H7z" fill="currentColor" />
    </svg>
  );
}

/**
 * The quantity stepper (storefront spec section 5): minus disabled at 0, plus disabled at the maximum, the
 * box keeps digits only and commits on Enter or blur, and at 0 a trash button offers removal. The buttons
 * stay focusable when disabled (aria-disabled) so a keyboard user never loses their place.
 */
export function QuantityStepper({ name, text, fallback, limits, errorId, busy, m, onType, onStep, onCommit, onRemove }: QuantityStepperProps): ReactNode {
  const n = committedQuantity(text, limits) ?? fallback;
  const down = canDecrease(n, limits);
  const up = canIncrease(n, limits);
  return (
    <div className="sw-qty" role="group" aria-label={fill(m.quantityOf, { name })} aria-busy={busy || undefined}>
      <button type="button" className="sw-qty__btn" aria-label={fill(m.decrease, { name })} aria-disabled={!down || undefined} onClick={() => down && onStep(-1)}>
        <span aria-hidden="true">−</span>
      </button>
      <input
        className="sw-qty__input"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        aria-label={fill(m.quantityOf, { name })}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId ?? undefined}
        value={text}
        onChange={(e) => onType(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            onCommit();
          }
        }}
        onBlur={onCommit}
      />
      <button type="button" className="sw-qty__btn" aria-label={fill(m.increase, { name })} aria-disabled={!up || undefined} onClick={() => up && onStep(1)}>
        <span aria-hidden="true">+</span>
      </button>
      {showsTrash(n, limits) && (
        <button type="button" className="sw-qty__trash" aria-label={fill(m.remove, { name })} onClick={onRemove}>
          <TrashIcon />
        </button>
      )}
    </div>
  );
}
