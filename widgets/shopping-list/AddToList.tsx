/**
 * Add to a list or registry (signed-in shoppers), opened by name: `StorefrontWidgets.open('add-to-list',
 * { catalogRefId, productId, quantity })` from the product page's add-to-cart, or any widget or host page.
 * The shopper's lists and registries, or a new list made with the one create-a-list form (ListFields); then
 * the item is added and the added-to-list dialog confirms. A list created before a failed add is kept and
 * chosen, so trying again does not create it twice.
 */
import { fill } from '../../src/config';
import { useEffect, useId, useReducer, useState, type FormEvent, type ReactNode } from 'react';
import { addItemToList, createList, loadLists, type ListsOutcome, type UserList } from '../../src/api/lists';
import { track } from '../../src/events';
import { Button, Dialog, Spinner } from '../../src/ui';
import { ListFields } from './ListFields';
import type { ShoppingListMessages } from './messages';
import { initialListForm, listFormReducer } from './model';

export interface ListItem {
  catalogRefId: string;
  productId: string;
  quantity: number;
}

const NEW = '__new__';

/** What a refused or failed add says: the server's messages, else ours. */
const addError = (r: Exclude<ListsOutcome, { kind: 'ok' }>, m: ShoppingListMessages): string =>
  (r.kind === 'formError' && [...r.messages, ...Object.values(r.fieldErrors)].join(' ')) || (r.kind === 'failed' && r.timeout ? m.addTimeout : m.addFailed);

export function AddToList({ item, onClose, m }: { item: ListItem; onClose: () => void; m: ShoppingListMessages }): ReactNode {
  const [lists, setLists] = useState<UserList[] | null | false>(null);
  const [choice, setChoice] = useState('');
  const [form, dispatch] = useReducer(listFormReducer, initialListForm);
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const groupId = useId();

  useEffect(() => {
    const ctrl = new AbortController();
    void loadLists(ctrl.signal).then((r) => {
      if (ctrl.signal.aborted) return;
      setLists(r.kind === 'ok' ? r.lists : false);
      if (r.kind === 'ok') setChoice(r.lists[0]?.repositoryId ?? NEW);
    });
    return () => ctrl.abort();
  }, []);

  const busy = adding || form.sending;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !lists) return;
    setError('');
    let target = lists.find((l) => l.repositoryId === choice) ?? null;
    if (choice === NEW) {
      const next = listFormReducer(form, { type: 'submitted' });
      dispatch({ type: 'submitted' });
      if (!next.sending) return;
      track('createShoppingListStart', { listType: form.isPublic ? 'public' : 'private' });
      const created = await createList(form.name.trim(), form.isPublic);
      dispatch({ type: 'answered', outcome: created });
      if (created.kind !== 'ok' || !created.lists[0]) return;
      target = created.lists[0];
      setLists([...lists, target]);
      setChoice(target.repositoryId);
    }
    if (!target) return;
    setAdding(true);
    const r = await addItemToList(target.repositoryId, item);
    setAdding(false);
    if (r.kind === 'ok') setDone(target.listName);
    else setError(addError(r, m));
  };

  if (done !== null)
    return (
      <Dialog open onClose={onClose} title={m.addedTitle} closeLabel={m.close}>
        <p role="status">{fill(m.added, { list: done })}</p>
        <div className="sw-sl__actions">
          <a className="sw-button sw-button--secondary" href="/my-shoppinglist-page">
            {m.viewLists}
          </a>
          <Button onClick={onClose}>{m.close}</Button>
        </div>
      </Dialog>
    );

  const alert = error || form.general || (form.failed && m[form.failed]);
  return (
    <Dialog open onClose={onClose} title={m.addTitle} closeLabel={m.close}>
      {lists === null && <Spinner label={m.listsLoading} />}
      {lists === false && (
        <p className="sw-alert sw-alert--error" role="alert">
          {m.listsError}
        </p>
      )}
      {lists && (
        <form className="sw-sl__add" noValidate onSubmit={submit}>
          {alert && (
            <p className="sw-alert sw-alert--error" role="alert">
              {alert}
            </p>
          )}
          <fieldset className="sw-sl__choice">
            <legend id={groupId}>{m.chooseList}</legend>
            {[...lists.map((l) => ({ id: l.repositoryId, label: l.type === 'registry' ? `${l.listName} (${m.registry})` : l.listName })), { id: NEW, label: m.newList }].map((o) => (
              <label key={o.id} className="sw-sl__radio">
                <input type="radio" name="sw-sl-list" value={o.id} checked={choice === o.id} onChange={() => setChoice(o.id)} disabled={busy} />
                {o.label}
              </label>
            ))}
          </fieldset>
          {choice === NEW && <ListFields s={form} dispatch={dispatch} m={m} />}
          <Button type="submit" busy={busy}>
            {m.addSubmit}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
