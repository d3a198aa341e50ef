import { useEffect, useRef, type Dispatch, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../src/ui';
import { fill, type CheckoutMessages } from './messages';
import type { CheckoutAction, CheckoutState } from './state';

export interface SectionProps {
  s: CheckoutState;
  dispatch: Dispatch<CheckoutAction>;
  m: CheckoutMessages;
}

/** A section form's submit: the page stays, and the model hears `action`. */
export const submits = (dispatch: Dispatch<CheckoutAction>, action: CheckoutAction) => (e: FormEvent) => {
  e.preventDefault();
  dispatch(action);
};

/** A checkout section: a heading, and either its form or (when complete) its summary with an Edit button. */
export function Section({
  id,
  title,
  done,
  onEdit,
  summary,
  children,
  m,
}: {
  id: string;
  title: string;
  done: boolean;
  onEdit?: () => void;
  summary?: ReactNode;
  children?: ReactNode;
  m: CheckoutMessages;
}) {
  const edit = useRef<HTMLButtonElement>(null);
  const wasDone = useRef(done);
  // A section that collapses while the shopper is in it hands focus to its Edit button (not to the page's top).
  useEffect(() => {
    if (done && !wasDone.current) {
      const active = edit.current?.getRootNode() instanceof ShadowRoot ? (edit.current.getRootNode() as ShadowRoot).activeElement : null;
      if (!active || !active.isConnected || active === edit.current?.closest('section')) edit.current?.focus();
    }
    wasDone.current = done;
  }, [done]);
  return (
    <section className={'sw-checkout__section' + (done ? ' sw-checkout__section--done' : '')} aria-labelledby={id}>
      <div className="sw-checkout__head">
        <h2 id={id} className="sw-checkout__title">
          {title}
        </h2>
        {done && onEdit && (
          <Button ref={edit} variant="link" onClick={onEdit} aria-label={`${m.edit} ${title}`}>
            {m.edit}
          </Button>
        )}
      </div>
      {done ? summary : children}
    </section>
  );
}

/**
 * Submit Order found this section open with changes it would not send (delivery.ts, unsavedSection): the section
 * says so and its Save button takes focus (scrolled into view), each time the shopper presses Submit Order.
 */
export function useSaveFirst(s: CheckoutState, section: 'contact' | 'pickup') {
  const save = useRef<HTMLButtonElement>(null);
  const asked = s.saveFirst?.section === section ? s.saveFirst.n : 0;
  useEffect(() => {
    if (!asked) return;
    save.current?.scrollIntoView?.({ block: 'center' });
    save.current?.focus({ preventScroll: true });
  }, [asked]);
  return { save, asked: asked > 0 };
}

/** The message of useSaveFirst, naming the section (`id` describes the Save button). */
export function SaveFirstAlert({ id, title, m }: { id: string; title: string; m: CheckoutMessages }): ReactNode {
  return (
    <p id={id} className="sw-alert sw-alert--error" role="alert">
      {fill(m.saveFirst, { section: title })}
    </p>
  );
}
