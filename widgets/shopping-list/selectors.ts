/** What the shopping list's views show, from their models' state and the widget's text. */
import type { ListsOutcome, UserList } from '../../src/api/lists';
import type { ShoppingListMessages } from './messages';
import { NEW_LIST, type AddToListState, type ListFormState } from './model';

/** The form's alert: the server's general message, else the failure's (null: none). */
export const formAlert = (s: ListFormState, m: ShoppingListMessages): string | null => s.general ?? (s.failed && m[s.failed]);

/** What a refused or failed add says: the server's messages, else ours. */
const addError = (r: Exclude<ListsOutcome, { kind: 'ok' }> | null, m: ShoppingListMessages): string =>
  !r ? '' : (r.kind === 'formError' && [...r.messages, ...Object.values(r.fieldErrors)].join(' ')) || (r.kind === 'failed' && r.timeout ? m.addTimeout : m.addFailed);

/** The add-to-list dialog's alert: the add's failure, else the new list's. */
export const addAlert = (s: AddToListState, m: ShoppingListMessages): string | null => addError(s.addFailed, m) || s.form.general || (s.form.failed && m[s.form.failed]);

/** The lists to choose from (registries marked), then a new list. */
export const listChoices = (lists: UserList[], m: ShoppingListMessages): { id: string; label: string }[] => [
  ...lists.map((l) => ({ id: l.repositoryId, label: l.type === 'registry' ? `${l.listName} (${m.registry})` : l.listName })),
  { id: NEW_LIST, label: m.newList },
];

/** A list's kind as the lists page shows it. */
export const listKind = (l: UserList, m: ShoppingListMessages): string => (l.type === 'registry' ? m.registry : l.type === 'public' ? m.public : m.private);
