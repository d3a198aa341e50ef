import { useStore } from '@nanostores/react';
import { useEffect, useId, useLayoutEffect, useReducer, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { track } from '../../src/events';
import { openWidget } from '../../src/mount';
import { $session } from '../../src/stores';
import { Button, Spinner, TextField } from '../../src/ui';
import { createList, loadLists, type UserList } from './api';
import { cleanCaret } from '../../src/validation/listName';
import { shoppingListMessages, type ShoppingListMessages } from './messages';
import { initialListForm, listFormReducer } from './model';
import type { ShoppingListPropsType } from './schema';
import './ShoppingList.css';

/**
 * Shopping lists (signed-in shoppers only): the list-creation form and the shopper's lists from the get lists
 * call. A guest is asked to sign in through the account widget; once signed in (in any island) the form
 * appears, and signing out hides it again.
 */
export function ShoppingList({ showLists }: ShoppingListPropsType): ReactNode {
  const m = shoppingListMessages();
  const session = useStore($session);
  if (session.status === 'idle' || session.status === 'loading') return <Spinner label={m.loading} />;
  if (session.info?.profile.loginStatus !== 'loggedIn')
    return (
      <div className="sw-sl sw-sl__guest">
        <p>{m.signInText}</p>
        <Button onClick={() => void openWidget('sign-in', undefined, 'shopping-list')}>{m.signIn}</Button>
      </div>
    );
  return <Lists key={session.info.profile.id} m={m} showLists={showLists} />;
}

function Lists({ m, showLists }: { m: ShoppingListMessages; showLists: boolean }) {
  const [s, dispatch] = useReducer(listFormReducer, initialListForm);
  const [lists, setLists] = useState<UserList[] | null | false>(null);
  const [reload, setReload] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const id = useId();

  useEffect(() => {
    if (!showLists) return;
    const ctrl = new AbortController();
    void loadLists(ctrl.signal).then((r) => !ctrl.signal.aborted && setLists(r.kind === 'ok' ? r.lists : false));
    return () => ctrl.abort();
  }, [showLists, reload]);

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

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = listFormReducer(s, { type: 'submitted' });
    dispatch({ type: 'submitted' });
    if (!next.sending || s.sending) return;
    track('createShoppingListStart', { listType: s.isPublic ? 'public' : 'private' });
    const outcome = await createList(s.name.trim(), s.isPublic);
    dispatch({ type: 'answered', outcome });
    if (outcome.kind === 'ok') setReload((n) => n + 1);
  };

  const alert = s.general ?? (s.failed && m[s.failed]);
  return (
    <div className="sw-sl">
      <form className="sw-sl__form" noValidate onSubmit={submit} aria-labelledby={`${id}-t`}>
        <h2 id={`${id}-t`} className="sw-sl__title">
          {m.createTitle}
        </h2>
        {alert && (
          <p className="sw-alert sw-alert--error" role="alert">
            {alert}
          </p>
        )}
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
        <Button type="submit" busy={s.sending}>
          {m.submit}
        </Button>
        <p className="sw-sl__status" role="status">
          {s.sending ? m.sending : s.created !== null && m.created.replace('{name}', s.created)}
        </p>
      </form>
      {showLists && (
        <section aria-labelledby={`${id}-l`}>
          <h2 id={`${id}-l`} className="sw-sl__title">
            {m.listsTitle}
          </h2>
          {lists === null ? (
            <Spinner label={m.listsLoading} />
          ) : lists === false ? (
            <p className="sw-alert sw-alert--error">{m.listsError}</p>
          ) : lists.length ? (
            <ul className="sw-sl__lists">
              {lists.map((l) => (
                <li key={l.repositoryId}>
                  <span className="sw-sl__name">{l.listName}</span> <span className="sw-sl__muted">{l.type === 'registry' ? m.registry : l.type === 'public' ? m.public : m.private}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p>{m.noLists}</p>
          )}
        </section>
      )}
    </div>
  );
}
