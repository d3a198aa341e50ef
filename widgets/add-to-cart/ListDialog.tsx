import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { track } from '../../src/events';
import { Button, Checkbox, Dialog, Spinner, TextField } from '../../src/ui';
import { cleanListName, LIST_NAME_MAX } from '../../src/validation/listName';
import { addItemToList, createList, loadLists, type UserList } from './api';
import { fill, type AddToCartMessages } from './messages';

const NEW = '__new__';


/**
 * Add to a list or registry (signed-in shoppers): the shopper's lists and registries, or a new list
 * (private unless made public), then the added-to-list dialog.
 */
export function ListDialog({ item, onClose, m }: { item: { catalogRefId: string; productId: string; quantity: number }; onClose: () => void; m: AddToCartMessages }): ReactNode {
  const [lists, setLists] = useState<UserList[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [choice, setChoice] = useState('');
  const [name, setName] = useState('');
  const [isPublic, setPublic] = useState(false);
  const [nameError, setNameError] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const groupId = useId();

  useEffect(() => {
    let live = true;
    void loadLists().then((r) => {
      if (!live) return;
      if (r.kind === 'ok') {
        setLists(r.lists);
        setChoice(r.lists[0]?.repositoryId ?? NEW);
      } else setLoadFailed(true);
    });
    return () => {
      live = false;
    };
  }, []);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setError('');
    let target = lists?.find((l) => l.repositoryId === choice) ?? null;
    if (choice === NEW) {
      const clean = name.trim();
      if (!clean) {
        setNameError(m.listNameError);
        nameRef.current?.focus();
        return;
      }
      setBusy(true);
      track('createShoppingListStart', { listType: isPublic ? 'public' : 'private' });
      const created = await createList(clean, isPublic);
      if (created.kind !== 'ok') {
        setBusy(false);
        if (created.fieldErrors.name) {
          setNameError(created.fieldErrors.name);
          nameRef.current?.focus();
        } else setError(created.message || m.listAddError);
        return;
      }
      target = created.lists[0]!;
    }
    if (!target) return;
    setBusy(true);
    const r = await addItemToList(target.repositoryId, item);
    setBusy(false);
    if (r.kind === 'ok') setDone(target.listName);
    else setError(r.message || Object.values(r.fieldErrors)[0] || m.listAddError);
  };

  if (done !== null)
    return (
      <Dialog open onClose={onClose} title={m.addedToListTitle} closeLabel={m.close}>
        <p role="status">{fill(m.addedToList, { list: done })}</p>
        <div className="sw-atc-added__actions">
          <a className="sw-button sw-button--secondary" href="/my-shoppinglist-page">
            {m.viewLists}
          </a>
          <Button onClick={onClose}>{m.close}</Button>
        </div>
      </Dialog>
    );

  return (
    <Dialog open onClose={onClose} title={m.listTitle} closeLabel={m.close}>
      {!lists && !loadFailed && <Spinner label={m.listsLoading} />}
      {loadFailed && (
        <p className="sw-alert sw-alert--error" role="alert">
          {m.listsError}
        </p>
      )}
      {lists && (
        <form className="sw-atc-list" noValidate onSubmit={submit}>
          {error && (
            <p className="sw-alert sw-alert--error" role="alert">
              {error}
            </p>
          )}
          <fieldset className="sw-atc__fieldset">
            <legend id={groupId}>{m.chooseList}</legend>
            {[...lists.map((l) => ({ id: l.repositoryId, label: l.type === 'registry' ? `${l.listName} ${m.registrySuffix}` : l.listName })), { id: NEW, label: m.newList }].map((o) => (
              <label key={o.id} className="sw-atc__radio">
                <input type="radio" name="sw-atc-list" value={o.id} checked={choice === o.id} onChange={() => setChoice(o.id)} disabled={busy} />
                {o.label}
              </label>
            ))}
          </fieldset>
          {choice === NEW && (
            <>
              <TextField
                ref={nameRef}
                label={m.listName}
                value={name}
                maxLength={LIST_NAME_MAX}
                error={nameError}
                aria-required="true"
                onChange={(e) => {
                  setName(cleanListName(e.target.value));
                  setNameError('');
                }}
              />
              <Checkbox label={m.listPrivacy} checked={isPublic} onChange={(e) => setPublic(e.target.checked)} />
            </>
          )}
          <Button type="submit" busy={busy}>
            {m.addToListSubmit}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
