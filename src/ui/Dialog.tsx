import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { deepActiveElement, focusableIn } from './deepActiveElement';

let locks = 0;
let savedOverflow = '';

function lockScroll(): () => void {
  if (locks++ === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  return () => {
    if (--locks === 0) document.body.style.overflow = savedOverflow;
  };
}

export interface DialogProps {
  /** Rendered (and shown modally) only while open, so every opening starts clean. */
  open: boolean;
  /** Called on Escape, the close button, or a click on the backdrop. */
  onClose: () => void;
  /** The dialog's accessible name and visible heading. */
  title: ReactNode;
  children: ReactNode;
  /** Text of the close button's accessible name. */
  closeLabel?: string;
  /** Extra class for sizing (`sw-dialog--wide`). */
  className?: string;
  /** Element to focus first; by default the first focusable element after the close button. */
  initialFocusRef?: React.RefObject<HTMLElement | null>;
  /** Role of the dialog: 'alertdialog' for session warnings. */
  role?: 'dialog' | 'alertdialog';
  /** Describes the dialog (id of an element inside). */
  describedBy?: string;
  /** Whether a click on the backdrop closes it (default true). */
  closeOnBackdrop?: boolean;
  /**
   * Lock the page's scroll while open (default true). A dialog that opens by itself on page load passes
   * false: hiding the scrollbar would shift the page sideways (a layout shift the shopper did not cause).
   */
  lockScroll?: boolean;
}

/**
 * A modal dialog on the native <dialog> element: it sits in the top layer (no host z-index or `.modal`
 * rule can hide it) and makes the rest of the page inert. On top of that: Tab is kept inside, Escape closes,
 * focus returns to whatever had it before (even inside another island's shadow root), body scroll is
 * locked and restored, and dialogs stack.
 */
export function Dialog(props: DialogProps): ReactNode {
  return props.open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({ onClose, title, children, closeLabel = 'Close', className, initialFocusRef, role = 'dialog', describedBy, closeOnBackdrop = true, lockScroll: lock = true }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useLayoutEffect(() => {
    const dialog = ref.current!;
    const opener = deepActiveElement() as HTMLElement | null;
    const unlock = lock ? lockScroll() : () => {};
    if (!dialog.open) {
      try {
        dialog.showModal();
      } catch {
        dialog.setAttribute('open', '');
      }
    }
    const first = initialFocusRef?.current ?? focusableIn(dialog).find((el) => !el.classList.contains('sw-dialog__close')) ?? dialog;
    first.focus();
    return () => {
      unlock();
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
    // Run once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const dialog = ref.current!;
    const onCancel = (e: Event) => {
      e.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => dialog.removeEventListener('cancel', onCancel);
  }, []);

  const onKeyDown = (e: React.KeyboardEvent<HTMLDialogElement>) => {
    const dialog = ref.current!;
    if ((e.target as Element).closest('dialog') !== dialog) return;
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (e.key !== 'Tab') return;
    const items = focusableIn(dialog);
    if (!items.length) return e.preventDefault();
    const active = deepActiveElement();
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (e.shiftKey && (active === first || active === dialog)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && active === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      className={'sw-dialog' + (className ? ' ' + className : '')}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onClick={(e) => {
        if (closeOnBackdrop && e.target === ref.current) onCloseRef.current();
      }}
    >
      <div className="sw-dialog__panel">
        <div className="sw-dialog__header">
          <h2 className="sw-dialog__title" id={titleId}>
            {title}
          </h2>
          <button type="button" className="sw-dialog__close" aria-label={closeLabel} onClick={() => onCloseRef.current()}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="sw-dialog__body">{children}</div>
      </div>
    </dialog>
  );
}
