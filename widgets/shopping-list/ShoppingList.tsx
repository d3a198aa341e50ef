import { fill } from '../../src/config';
import { useStore } from '../../src/stores/useStore';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { openWidget, useCalls, useIsland, useModel, useOpenRequests } from '../../src/mount';
import { $session, $shopper } from '../../src/stores';
import { Button, Spinner } from '../../src/ui';
import { AddToList } from './AddToList';
import { ListFields } from './ListFields';
import { shoppingListMessages, type ShoppingListMessages } from './messages';
import { listsPageStep, startListsPage, type ListItem, type ShoppingListCalls } from './model';
import { ShoppingListProps, type ShoppingListPropsType } from './schema';
import { formAlert, listKind } from './selectors';
import './ShoppingList.css';

/**
 * Shopping lists (signed-in shoppers only): the list-creation form and the shopper's lists from the get lists
 * call. A guest is asked to sign in through the account widget; once signed in (in any island) the form
 * appears, and signing out hides it again. Opened by name as 'add-to-list', the island is the add-to-list
 * dialog (AddToList) for the item in its props; a marker's island answers later opens itself.
 */
export function ShoppingList(props: ShoppingListPropsType): ReactNode {
  const island = useIsland();
  const [adding, setAdding] = useState<{ item: ListItem; n: number } | null>(() => (island?.autoOpen ? { item: itemOf(props), n: 0 } : null));
  useOpenRequests('shopping-list', (raw) => setAdding((a) => ({ item: itemOf(raw), n: (a?.n ?? 0) + 1 })));
  const m = shoppingListMessages();
  const close = () => {
    setAdding(null);
    island?.dispose();
  };
  const dialog = adding && <AddToListFor key={adding.n} item={adding.item} onClose={close} m={m} />;
  if (island?.autoOpen) return dialog;
  return (
    <>
      <ListsPage m={m} showLists={props.showLists} />
      {dialog}
    </>
  );
}

/** The item of an add-to-list request (its props; open() has checked them against the widget's schema). */
const itemOf = (raw: Record<string, unknown>): ListItem => {
  const p = ShoppingListProps.create(raw);
  return { catalogRefId: p.catalogRefId ?? '', productId: p.productId ?? '', quantity: Math.max(1, p.quantity ?? 1) };
};

/** The add-to-list dialog for a signed-in shopper; a guest is sent to sign in instead. */
function AddToListFor({ item, onClose, m }: { item: ListItem; onClose: () => void; m: ShoppingListMessages }): ReactNode {
  const session = useStore($session);
  const shopper = useStore($shopper);
  const guest = shopper.known && !shopper.signedIn;
  const calls = useCalls<ShoppingListCalls>();
  useEffect(() => void calls.session(), [calls]);
  useEffect(() => {
    if (!guest) return;
    void openWidget('sign-in', undefined, 'shopping-list');
    onClose();
  }, [guest, onClose]);
  // A session that cannot be read leaves it to the get lists call (a guest's is refused, and says so).
  if (session.status === 'idle' || session.status === 'loading' || guest) return null;
  return <AddToList item={item} onClose={onClose} m={m} />;
}

function ListsPage({ m, showLists }: { m: ShoppingListMessages; showLists: boolean }): ReactNode {
  const session = useStore($session);
  const { signedIn, profile } = useStore($shopper);
  if (session.status === 'idle' || session.status === 'loading') return <Spinner label={m.loading} />;
  if (!signedIn || !profile)
    return (
      <div className="sw-sl sw-sl__guest">
        <p>{m.signInText}</p>
        <Button onClick={() => void openWidget('sign-in', undefined, 'shopping-list')}>{m.signIn}</Button>
      </div>
    );
  return <Lists key={profile.id} m={m} showLists={showLists} />;
}

function Lists({ m, showLists }: { m: ShoppingListMessages; showLists: boolean }) {
  const calls = useCalls<ShoppingListCalls>();
  const [{ form: s, lists }, dispatch] = useModel(
    listsPageStep,
    () => startListsPage(showLists),
    () => ({ request: calls }),
  );
  const id = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    dispatch({ type: 'submitted' });
  };

  const alert = formAlert(s, m);
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
        <ListFields s={s} dispatch={dispatch} m={m} />
        <Button type="submit" busy={s.sending}>
          {m.submit}
        </Button>
        <p className="sw-sl__status" role="status">
          {s.sending ? m.sending : s.created !== null && fill(m.created, { name: s.created })}
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
                  <span className="sw-sl__name">{l.listName}</span> <span className="sw-sl__muted">{listKind(l, m)}</span>
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
