/**
 * The shopping list's model, for its two views: the lists page (the create-a-list form, and the shopper's lists,
 * read again after a list is made) and the add-to-list dialog (the lists to choose from; a new list is created
 * first, then the item added). createModel runs the calls. One submission at a time: a submit while a call is
 * out does nothing.
 *
 * Both views use one list-creation form reducer (storefront spec sections 4 and 5): the name is cleaned as it is
 * typed or pasted, editing clears its error, an empty name is refused before any call, the list is Private
 * unless made public. A failed call keeps what was typed; a created list clears the form.
 */
import type { ListsOutcome, UserList } from '../../src/api/lists';
import type { Effect, Next } from '../../src/platform/createModel';
import { cleanListName } from '../../src/validation/listName';

export interface ListFormState {
  name: string;
  isPublic: boolean;
  /** The name is empty (the spec's message). */
  missing: boolean;
  /** The server's message for the name. */
  nameError: string | null;
  /** The server's other messages. */
  general: string | null;
  /** The last call gave no usable answer. */
  failed: 'timeout' | 'unavailable' | null;
  sending: boolean;
  /** The name of the list just created (null until one is). */
  created: string | null;
  /** Counts submissions that left the name to fix (the view focuses it). */
  fixes: number;
}

export type ListFormAction = { type: 'typed'; value: string } | { type: 'privacy'; isPublic: boolean } | { type: 'submitted' } | { type: 'answered'; result: ListsOutcome };

export const initialListForm: ListFormState = { name: '', isPublic: false, missing: false, nameError: null, general: null, failed: null, sending: false, created: null, fixes: 0 };

const cleared = { missing: false, nameError: null, general: null, failed: null, created: null };

export function listFormReducer(s: ListFormState, a: ListFormAction): ListFormState {
  switch (a.type) {
    case 'typed':
      return s.sending ? s : { ...s, ...cleared, name: cleanListName(a.value) };
    case 'privacy':
      return s.sending ? s : { ...s, isPublic: a.isPublic };
    case 'submitted':
      if (s.sending) return s;
      if (!s.name.trim()) return { ...s, ...cleared, missing: true, fixes: s.fixes + 1 };
      return { ...s, ...cleared, sending: true };
    case 'answered': {
      if (!s.sending) return s;
      const o = a.result;
      const done = { ...s, sending: false };
      if (o.kind === 'ok') return { ...done, name: '', isPublic: false, created: o.lists[0]?.listName ?? s.name.trim() };
      if (o.kind === 'failed') return { ...done, failed: o.timeout ? 'timeout' : 'unavailable' };
      const { name, ...others } = o.fieldErrors;
      const general = [...Object.values(others), ...o.messages].join(' ') || null;
      return { ...done, nameError: name ?? null, general, failed: !name && !general ? 'unavailable' : null, fixes: s.fixes + +!!name };
    }
  }
}

/** The item the dialog adds. */
export interface ListItem {
  catalogRefId: string;
  productId: string;
  quantity: number;
}

/** What the views ask of the outside world (calls.ts in the page, fakePorts in model tests). */
export interface ShoppingListCalls {
  /** Asks for the session when the page has not yet (the list needs to know who is signed in). */
  session: (input?: null) => Promise<unknown>;
  loadLists: (input: null, signal: AbortSignal) => Promise<ListsOutcome>;
  createList: (input: { name: string; isPublic: boolean }, signal: AbortSignal) => Promise<ListsOutcome>;
  addItem: (input: { listId: string; item: ListItem }, signal: AbortSignal) => Promise<ListsOutcome>;
}

/** The lists: null while they load, false when they could not be read. */
export type Lists = UserList[] | null | false;

type Loaded = { type: 'listsLoaded'; result: ListsOutcome };
type ListsEffect = Effect<ListFormAction | Loaded, ShoppingListCalls>;

const load: ListsEffect = { type: 'request', call: 'loadLists', input: null, key: 'lists', done: { type: 'listsLoaded' } };
const listsOf = (r: ListsOutcome): Lists => (r.kind === 'ok' ? r.lists : false);

/** The form's step: its reducer, and the create call when a submission starts sending. */
function formStep(form: ListFormState, a: ListFormAction): { form: ListFormState; create?: ListsEffect } {
  const next = listFormReducer(form, a);
  if (a.type !== 'submitted' || !next.sending || form.sending) return { form: next };
  return { form: next, create: { type: 'request', call: 'createList', input: { name: form.name.trim(), isPublic: form.isPublic }, key: 'create', done: { type: 'answered' } } };
}

export interface ListsPageState {
  form: ListFormState;
  showLists: boolean;
  lists: Lists;
}

export type ListsPageAction = ListFormAction | Loaded;

type ListsPageNext = Next<ListsPageState, ListsPageAction, ShoppingListCalls>;

/** The lists page: the form, and the lists loading when the marker shows them. */
export const startListsPage = (showLists: boolean): ListsPageNext => ({ state: { form: initialListForm, showLists, lists: null }, effects: showLists ? [load] : [] });

export function listsPageStep(s: ListsPageState, a: ListsPageAction): ListsPageNext {
  if (a.type === 'listsLoaded') return { state: { ...s, lists: listsOf(a.result) } };
  const { form, create } = formStep(s.form, a);
  const state = { ...s, form };
  // A list made: the lists are read again (what is shown stays until they come).
  if (a.type === 'answered' && s.form.sending && a.result.kind === 'ok' && s.showLists) return { state, effects: [load] };
  return { state, effects: create && [create] };
}

/** The add-to-list dialog's choice of a new list (rather than one of the shopper's). */
export const NEW_LIST = '__new__';

export interface AddToListState {
  item: ListItem;
  lists: Lists;
  /** The chosen list's repositoryId, or NEW_LIST. */
  choice: string;
  form: ListFormState;
  /** The list the item is being added to (its call is out). */
  adding: UserList | null;
  /** Why the last add did not go through. */
  addFailed: Exclude<ListsOutcome, { kind: 'ok' }> | null;
  /** The name of the list the item was added to (the confirmation); null until then. */
  done: string | null;
}

export type AddToListAction = ListsPageAction | { type: 'chosen'; id: string } | { type: 'added'; result: ListsOutcome };

type AddToListNext = Next<AddToListState, AddToListAction, ShoppingListCalls>;

/** The dialog for an item: the shopper's lists on their way. */
export const startAddToList = (item: ListItem): AddToListNext => ({
  state: { item, lists: null, choice: '', form: initialListForm, adding: null, addFailed: null, done: null },
  effects: [load],
});

/** A call is out: the dialog's controls are disabled and a submit does nothing. */
export const addBusy = (s: AddToListState): boolean => !!s.adding || s.form.sending;

const add = (s: AddToListState, target: UserList): AddToListNext => ({
  state: { ...s, adding: target },
  effects: [{ type: 'request', call: 'addItem', input: { listId: target.repositoryId, item: s.item }, key: 'add', done: { type: 'added' } }],
});

export function addToListStep(s: AddToListState, a: AddToListAction): AddToListNext {
  switch (a.type) {
    case 'listsLoaded':
      return { state: { ...s, lists: listsOf(a.result), choice: a.result.kind === 'ok' ? (a.result.lists[0]?.repositoryId ?? NEW_LIST) : s.choice } };
    case 'chosen':
      return { state: addBusy(s) ? s : { ...s, choice: a.id } };
    case 'added':
      if (!s.adding) return { state: s };
      return { state: a.result.kind === 'ok' ? { ...s, adding: null, done: s.adding.listName } : { ...s, adding: null, addFailed: a.result } };
    case 'submitted': {
      if (addBusy(s) || !s.lists) return { state: s };
      const ready = { ...s, addFailed: null };
      if (s.choice !== NEW_LIST) {
        const target = s.lists.find((l) => l.repositoryId === s.choice);
        return target ? add(ready, target) : { state: ready };
      }
      const { form, create } = formStep(s.form, a);
      return { state: { ...ready, form }, effects: create && [create] };
    }
    case 'answered': {
      const { form } = formStep(s.form, a);
      const made = s.form.sending && a.result.kind === 'ok' ? a.result.lists[0] : undefined;
      // The new list is kept and chosen: a failed add tried again does not create it twice.
      if (!made || !s.lists) return { state: { ...s, form } };
      return add({ ...s, form, lists: [...s.lists, made], choice: made.repositoryId }, made);
    }
    default:
      return { state: { ...s, form: listFormReducer(s.form, a) } };
  }
}
