import { createContext, useContext, useEffect, useEffectEvent, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { inNextTask } from '../platform/nextTask';
import { deepActiveElement, focusableIn } from './deepActiveElement';
import { closeManagedDialog, newDialogId, openManagedDialog, type DialogId, type DialogPriority } from './dialogManager';

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
  /**
   * Who opens it, for the page's one-modal-at-a-time rule (dialogManager.ts): 'user' (default) for a dialog
   * the shopper opened, which opens at once; 'auto' for one that opens by itself (a notice, the session
   * warning, a lightbox), which waits until no other dialog is up; 'interrupt' for one that must take over
   * at once (session expired). Read once per opening. A Dialog rendered inside another is its nested dialog
   * (a confirm): it opens on top of that one whatever its priority.
   */
  priority?: DialogPriority;
}

/** The dialog whose body a Dialog is rendered in: its parent for the dialog manager. */
const ParentDialog = createContext<DialogId | undefined>(undefined);

const showNative = (dialog: HTMLDialogElement) => {
  if (dialog.open) return;
  try {
    dialog.showModal();
  } catch {
    dialog.setAttribute('open', '');
  }
};

const closeNative = (dialog: HTMLDialogElement) => {
  if (dialog.open) dialog.close();
  dialog.removeAttribute('open');
};

/**
 * A modal dialog on the native <dialog> element: it sits in the top layer (no host z-index or `.modal`
 * rule can hide it) and makes the rest of the page inert. On top of that: Tab is kept inside, Escape closes,
 * focus returns to whatever had it before (even inside another island's shadow root), body scroll is
 * locked and restored, and dialogs stack. Every opening goes through the dialog manager, so one modal is up
 * at a time across all islands: while another dialog has the screen, this one stays rendered but closed
 * (its content and state kept) and shows, with focus inside it, when its turn comes.
 */
export function Dialog(props: DialogProps): ReactNode {
  return props.open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({
  onClose,
  title,
  children,
  closeLabel = 'Close',
  className,
  initialFocusRef,
  role = 'dialog',
  describedBy,
  closeOnBackdrop = true,
  lockScroll: lock = true,
  priority = 'user',
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [id] = useState(newDialogId);
  const parent = useContext(ParentDialog);
  // The latest onClose for the dialog's own listeners and buttons, kept after each commit (never during render).
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  // What an opening reads of its props: once when it opens (its id, priority, parent and scroll lock), and the
  // element to focus each time it comes on screen. As effect events they are not the effect's dependencies: a
  // prop that changes while the dialog is open neither closes nor reopens it.
  const opening = useEffectEvent(() => ({ id, priority, parent, lock }));
  const initialFocus = useEffectEvent(() => initialFocusRef?.current ?? null);

  // Runs once per opening (the dialog is rendered only while open, so every opening mounts it afresh).
  useLayoutEffect(() => {
    const dialog = ref.current!;
    const { id, priority, parent, lock } = opening();
    // Focus goes back on close to what had it when the dialog first came on screen: for one that opens at
    // once that is its opener, taken before the manager hides anything; for one that waited, what had focus
    // when its turn came.
    let opener = deepActiveElement() as HTMLElement | null;
    let registering = true;
    let everShown = false;
    let onScreen = false;
    let locked: (() => void) | null = null;
    const unlock = () => {
      locked?.();
      locked = null;
    };
    // What had focus inside when another dialog took the screen, to give it back when this one returns.
    let resumeAt: HTMLElement | null = null;
    let untilRendered: ResizeObserver | null = null;
    const show = () => {
      if (!everShown && !registering) opener = deepActiveElement() as HTMLElement | null;
      everShown = onScreen = true;
      if (lock) locked ??= lockScroll();
      showNative(dialog);
      const focusFirst = () =>
        ((resumeAt?.isConnected && dialog.contains(resumeAt) ? resumeAt : null) ?? initialFocus() ?? focusableIn(dialog).find((el) => !el.classList.contains('sw-dialog__close')) ?? dialog).focus();
      focusFirst();
      // An island that keeps its server fallback up until its data arrives (revealWhenReady) renders hidden:
      // focus cannot land in a box that is not rendered, so it goes in when the dialog first gets one.
      if (!dialog.contains(deepActiveElement()) && typeof ResizeObserver === 'function') {
        untilRendered?.disconnect();
        const ro = (untilRendered = new ResizeObserver(() => {
          if (!dialog.getClientRects().length) return;
          ro.disconnect();
          untilRendered = null;
          if (onScreen && !dialog.contains(deepActiveElement())) focusFirst();
        }));
        ro.observe(dialog);
      }
    };
    const hide = () => {
      const active = deepActiveElement();
      resumeAt = active instanceof HTMLElement && dialog.contains(active) ? active : null;
      onScreen = false;
      unlock();
      closeNative(dialog);
    };
    const register = () => {
      openManagedDialog({ id, priority, parent }, { show, hide });
      registering = false;
    };
    // A dialog that opens by itself asks for its turn in the next task: this task already rendered it (often
    // with its island's first render), and showing it modally restyles and lays out the whole page. Together
    // they made one long task on the home page's load (the lightbox: 67-82 ms at 4x CPU slowdown; the showing
    // alone is 53-67 ms). Focus goes back on close to what had it when it asked. One the shopper opened, and a
    // dialog inside another, still ask at once, in the task of the click.
    let cancel = () => {};
    if (priority === 'auto' && parent === undefined)
      cancel = inNextTask(() => {
        opener = deepActiveElement() as HTMLElement | null;
        register();
      });
    else register();
    return () => {
      cancel();
      const wasOnScreen = onScreen;
      untilRendered?.disconnect();
      unlock();
      closeNative(dialog);
      // Focus first, then the manager: a dialog whose turn comes next takes focus into itself.
      if (wasOnScreen && opener?.isConnected) opener.focus();
      closeManagedDialog(id);
    };
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
        // Only a click of its own on the backdrop closes, not the second click of a double click whose first
        // opened the dialog (a fast answer to Add to Cart showed the dialog in between, and the second click
        // closed it at once).
        if (closeOnBackdrop && e.target === ref.current && e.detail <= 1) onCloseRef.current();
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
        <div className="sw-dialog__body">
          <ParentDialog.Provider value={id}>{children}</ParentDialog.Provider>
        </div>
      </div>
    </dialog>
  );
}
