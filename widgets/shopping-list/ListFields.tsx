import { useId, useLayoutEffect, useRef, type Dispatch, type ReactNode } from 'react';
import { TextField } from '../../src/ui';
import { cleanCaret } from '../../src/validation/listName';
import type { ShoppingListMessages } from './messages';
import type { ListFormAction, ListFormState } from './model';

/**
 * The create-a-list fields, the one form for a new list wherever it is made (the shopping-list page and the
 * add-to-list dialog): the name, cleaned as it is typed with the caret kept in place, and who can see the list
 * (Private unless made public). The name takes focus when a submission leaves it to fix.
 */
export function ListFields({ s, dispatch, m }: { s: ListFormState; dispatch: Dispatch<ListFormAction>; m: ShoppingListMessages }): ReactNode {
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const id = useId();

  useLayoutEffect(() => {
    if (s.fixes) input.current?.focus();
  }, [s.fixes]);
  // Stripping a character moves the caret to the end (even when the name stays the same): put it back after
  // the kept characters. After every render, since a stripped keystroke leaves the name as it was.
  useLayoutEffect(() => {
    const el = input.current;
    if (caret.current !== null && el && el === (el.getRootNode() as ShadowRoot | Document).activeElement) el.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  return (
    <>
      <TextField
        ref={input}
        label={m.nameLabel}
        hint={m.nameHint}
        value={s.name}
        error={s.missing ? m.missingName : s.nameError}
        aria-required="true"
        autoComplete="off"
        readOnly={s.sending}
        onChange={(e) => {
          caret.current = cleanCaret(e.target.value, e.target.selectionStart ?? e.target.value.length);
          dispatch({ type: 'typed', value: e.target.value });
        }}
      />
      <fieldset className="sw-sl__privacy">
        <legend>{m.privacy}</legend>
        {([false, true] as const).map((pub) => (
          <label key={String(pub)} className="sw-sl__radio">
            <input type="radio" name={`${id}-p`} checked={s.isPublic === pub} onChange={() => dispatch({ type: 'privacy', isPublic: pub })} />
            {pub ? m.public : m.private} <span className="sw-sl__muted">({pub ? m.publicHint : m.privateHint})</span>
          </label>
        ))}
      </fieldset>
    </>
  );
}
