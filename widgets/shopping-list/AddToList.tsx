/**
 * Add to a list or registry (signed-in shoppers), opened by name: `StorefrontWidgets.open('add-to-list',
 * { catalogRefId, productId, quantity })` from the product page's add-to-cart, or any widget or host page.
 * The shopper's lists and registries, or a new list made with the one create-a-list form (ListFields); then
 * the item is added and the added-to-list dialog confirms. A list created before a failed add is kept and
 * chosen, so trying again does not create it twice.
 */
import { fill } from '../../src/config';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useCalls, useModel } from '../../src/mount';
import { Button, Dialog, Spinner } from '../../src/ui';
import { ListFields } from './ListFields';
import type { ShoppingListMessages } from './messages';
import { addBusy, addToListStep, NEW_LIST, startAddToList, type ListItem, type ShoppingListCalls } from './model';
import { addAlert, listChoices } from './selectors';

export function AddToList({ item, onClose, m }: { item: ListItem; onClose: () => void; m: ShoppingListMessages }): ReactNode {
  const calls = useCalls<ShoppingListCalls>();
  const [s, dispatch] = useModel(
    addToListStep,
    () => startAddToList(item),
    () => ({ request: calls }),
  );
  const { lists, choice, form, done } = s;
  const groupId = useId();
  const busy = addBusy(s);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    dispatch({ type: 'submitted' });
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

  const alert = addAlert(s, m);
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
            {listChoices(lists, m).map((o) => (
              <label key={o.id} className="sw-sl__radio">
                <input type="radio" name="sw-sl-list" value={o.id} checked={choice === o.id} onChange={() => dispatch({ type: 'chosen', id: o.id })} disabled={busy} />
                {o.label}
              </label>
            ))}
          </fieldset>
          {choice === NEW_LIST && <ListFields s={form} dispatch={dispatch} m={m} />}
          <Button type="submit" busy={busy}>
            {m.addSubmit}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
