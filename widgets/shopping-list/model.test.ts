// @vitest-environment node
// The shopping list's form reducer, and its flows through its two models with fake calls: no React, no mocked modules.
import { describe, expect, it } from 'vitest';
import type { ListsOutcome, UserList } from '../../src/api/lists';
import { createModel } from '../../src/platform/createModel';
import { fakePorts } from '../../src/mount/fakePorts';
import { SHOPPING_LIST_MESSAGES as M } from './messages';
import { addBusy, addToListStep, initialListForm, listFormReducer as reduce, listsPageStep, NEW_LIST, startAddToList, startListsPage, type ListFormState, type ShoppingListCalls } from './model';

const typed = (s: ListFormState, value: string) => reduce(s, { type: 'typed', value });
const sending = () => reduce(typed(initialListForm, 'Field Trip'), { type: 'submitted' });

describe('list-creation form', () => {
  it('starts empty and Private (spec: creation defaults to Private)', () => {
    expect(initialListForm).toMatchObject({ name: '', isPublic: false, sending: false });
  });

  it('cleans the name as it is typed or pasted', () => {
    expect(typed(initialListForm, 'Art <Cart> & "Paint"').name).toBe('Art Cart  Paint');
    expect(typed(initialListForm, 'x'.repeat(90)).name).toHaveLength(80);
  });

  it('an empty or blank name is refused before any call, and counts a fix', () => {
    const s = reduce(typed(initialListForm, '   '), { type: 'submitted' });
    expect(s).toMatchObject({ missing: true, sending: false, fixes: 1 });
  });

  it('editing clears the error', () => {
    const s = reduce(initialListForm, { type: 'submitted' });
    expect(typed(s, 'A').missing).toBe(false);
    const server = reduce(sending(), { type: 'answered', result: { kind: 'formError', fieldErrors: { name: 'Taken.' }, messages: [] } });
    expect(server.nameError).toBe('Taken.');
    expect(typed(server, 'B').nameError).toBeNull();
  });

  it('a valid name is sent; while sending, typing and a second submit are ignored', () => {
    const s = sending();
    expect(s.sending).toBe(true);
    expect(typed(s, 'Other')).toBe(s);
    expect(reduce(s, { type: 'submitted' })).toBe(s);
    expect(reduce(s, { type: 'privacy', isPublic: true })).toBe(s);
  });

  it('public is an option', () => {
    expect(reduce(initialListForm, { type: 'privacy', isPublic: true }).isPublic).toBe(true);
  });

  it('a created list clears the form and names the list', () => {
    const s = reduce(reduce(sending(), { type: 'privacy', isPublic: true }), { type: 'answered', result: { kind: 'ok', lists: [{ repositoryId: 'g1', listName: 'Field Trip' }] } });
    expect(s).toMatchObject({ name: '', isPublic: false, sending: false, created: 'Field Trip' });
  });

  it('a failed call keeps the name and says why', () => {
    expect(reduce(sending(), { type: 'answered', result: { kind: 'failed', timeout: true } })).toMatchObject({ name: 'Field Trip', failed: 'timeout' });
    expect(reduce(sending(), { type: 'answered', result: { kind: 'failed', timeout: false } })).toMatchObject({ name: 'Field Trip', failed: 'unavailable' });
  });

  it('general form errors are shown together; a refusal without a message still says something', () => {
    expect(reduce(sending(), { type: 'answered', result: { kind: 'formError', fieldErrors: { type: 'Bad type.' }, messages: ['Sign in.'] } }).general).toBe('Bad type. Sign in.');
    expect(reduce(sending(), { type: 'answered', result: { kind: 'formError', fieldErrors: {}, messages: [] } }).failed).toBe('unavailable');
  });

  it('an answer that arrives when nothing is being sent is ignored', () => {
    expect(reduce(initialListForm, { type: 'answered', result: { kind: 'failed', timeout: false } })).toBe(initialListForm);
  });
});

const list = (repositoryId: string, listName: string, type = 'private'): UserList => ({ repositoryId, listName, type });
const ok = (...lists: UserList[]): ListsOutcome => ({ kind: 'ok', lists });
const ITEM = { catalogRefId: 'S1074', productId: 'P1074', quantity: 2 };

function page(showLists = true) {
  const io = fakePorts<ShoppingListCalls>();
  const model = createModel(listsPageStep, startListsPage(showLists), io.ports);
  model.start();
  return { io, model, s: () => model.get() };
}

function dialog() {
  const io = fakePorts<ShoppingListCalls>();
  const model = createModel(addToListStep, startAddToList(ITEM), io.ports);
  model.start();
  return { io, model, s: () => model.get() };
}

describe('lists page model', () => {
  it('loads the lists when the marker shows them, and not otherwise', async () => {
    const { io, s } = page();
    expect(io.calls).toEqual([{ call: 'loadLists', input: null }]);
    await io.next('loadLists').answer(ok(list('g1', 'Classroom Wish List')));
    expect(s().lists).toEqual([list('g1', 'Classroom Wish List')]);
    expect(page(false).io.calls).toEqual([]);
  });

  it('lists that cannot be read say so (false)', async () => {
    const { io, s } = page();
    await io.next('loadLists').answer({ kind: 'failed', timeout: false });
    expect(s().lists).toBe(false);
  });

  it("an empty name gets the spec's message and sends nothing; a good one is created once (trimmed, Private) and the lists are read again", async () => {
    const { io, model, s } = page();
    await io.next('loadLists').answer(ok());
    model.dispatch({ type: 'submitted' });
    expect(s().form.missing && M.missingName).toBe('Please enter a list name.');
    model.dispatch({ type: 'typed', value: ' Field Trip ' });
    model.dispatch({ type: 'submitted' });
    model.dispatch({ type: 'submitted' });
    expect(io.calls.slice(1)).toEqual([{ call: 'createList', input: { name: 'Field Trip', isPublic: false } }]);
    await io.next('createList').answer(ok(list('g2', 'Field Trip')));
    expect(s().form).toMatchObject({ created: 'Field Trip', name: '', sending: false });
    expect(io.calls.at(-1)).toEqual({ call: 'loadLists', input: null });
    // What is shown stays until the new lists come.
    expect(s().lists).toEqual([]);
    await io.next('loadLists').answer(ok(list('g2', 'Field Trip')));
    expect(s().lists).toEqual([list('g2', 'Field Trip')]);
  });

  it('race: the first load answering after the reload that followed a new list is ignored', async () => {
    const { io, model, s } = page();
    const first = io.next('loadLists');
    model.dispatch({ type: 'typed', value: 'Art' });
    model.dispatch({ type: 'submitted' });
    await io.next('createList').answer(ok(list('g3', 'Art')));
    const reload = io.pending.find((p) => p.call === 'loadLists' && p !== first)!;
    expect(first.signal.aborted).toBe(true);
    await reload.answer(ok(list('g3', 'Art')));
    await first.answer(ok());
    expect(s().lists).toEqual([list('g3', 'Art')]);
  });

  it('a refused name keeps it and shows the server message on the field; no reload', async () => {
    const { io, model, s } = page(false);
    model.dispatch({ type: 'typed', value: 'Art' });
    model.dispatch({ type: 'submitted' });
    await io.next('createList').answer({ kind: 'formError', fieldErrors: { name: 'You already have a list with this name.' }, messages: [] });
    expect(s().form).toMatchObject({ name: 'Art', nameError: 'You already have a list with this name.', fixes: 1 });
    expect(io.calls.map((c) => c.call)).toEqual(['createList']);
  });

  it('a public list is sent as public', () => {
    const { io, model } = page(false);
    model.dispatch({ type: 'typed', value: 'Art' });
    model.dispatch({ type: 'privacy', isPublic: true });
    model.dispatch({ type: 'submitted' });
    expect(io.calls).toEqual([{ call: 'createList', input: { name: 'Art', isPublic: true } }]);
  });
});

describe('add-to-list model', () => {
  it('loads the lists and chooses the first; Add adds the item to it once and confirms with its name', async () => {
    const { io, model, s } = dialog();
    await io.next('loadLists').answer(ok(list('g1', 'Classroom Wish List'), list('r1', 'Ana', 'registry')));
    expect(s().choice).toBe('g1');
    model.dispatch({ type: 'submitted' });
    model.dispatch({ type: 'submitted' });
    expect(addBusy(s())).toBe(true);
    expect(io.calls.slice(1)).toEqual([{ call: 'addItem', input: { listId: 'g1', item: ITEM } }]);
    await io.next('addItem').answer(ok(list('g1', 'Classroom Wish List')));
    expect(s().done).toBe('Classroom Wish List');
  });

  it('without lists the choice is a new list; lists that cannot be read allow no submit', async () => {
    const empty = dialog();
    await empty.io.next('loadLists').answer(ok());
    expect(empty.s().choice).toBe(NEW_LIST);
    const broken = dialog();
    await broken.io.next('loadLists').answer({ kind: 'failed', timeout: true });
    broken.model.dispatch({ type: 'submitted' });
    expect(broken.s().lists).toBe(false);
    expect(broken.io.calls).toHaveLength(1);
  });

  it('a new list: an empty name sends nothing; then created, chosen, and the item added to it', async () => {
    const { io, model, s } = dialog();
    await io.next('loadLists').answer(ok(list('g1', 'Classroom Wish List')));
    model.dispatch({ type: 'chosen', id: NEW_LIST });
    model.dispatch({ type: 'submitted' });
    expect(s().form).toMatchObject({ missing: true, fixes: 1 });
    model.dispatch({ type: 'typed', value: 'Field <Trip>' });
    model.dispatch({ type: 'submitted' });
    model.dispatch({ type: 'submitted' });
    expect(io.calls.slice(1)).toEqual([{ call: 'createList', input: { name: 'Field Trip', isPublic: false } }]);
    await io.next('createList').answer(ok(list('g9', 'Field Trip')));
    expect(s()).toMatchObject({ choice: 'g9', adding: { repositoryId: 'g9' } });
    expect(io.calls.at(-1)).toEqual({ call: 'addItem', input: { listId: 'g9', item: ITEM } });
    await io.next('addItem').answer(ok(list('g9', 'Field Trip')));
    expect(s().done).toBe('Field Trip');
  });

  it('a failed add after a new list keeps the list chosen: trying again adds without creating it twice', async () => {
    const { io, model, s } = dialog();
    await io.next('loadLists').answer(ok());
    model.dispatch({ type: 'typed', value: 'Field Trip' });
    model.dispatch({ type: 'submitted' });
    await io.next('createList').answer(ok(list('g9', 'Field Trip')));
    await io.next('addItem').answer({ kind: 'failed', timeout: false });
    expect(s()).toMatchObject({ addFailed: { kind: 'failed' }, choice: 'g9', adding: null, done: null });
    expect(s().lists).toEqual([list('g9', 'Field Trip')]);
    model.dispatch({ type: 'submitted' });
    expect(s().addFailed).toBeNull();
    await io.next('addItem').answer(ok(list('g9', 'Field Trip')));
    expect(io.calls.map((c) => c.call)).toEqual(['loadLists', 'createList', 'addItem', 'addItem']);
    expect(s().done).toBe('Field Trip');
  });

  it('the choice is locked while a call is out', async () => {
    const { io, model, s } = dialog();
    await io.next('loadLists').answer(ok(list('g1', 'A'), list('g2', 'B')));
    model.dispatch({ type: 'submitted' });
    model.dispatch({ type: 'chosen', id: 'g2' });
    expect(s().choice).toBe('g1');
  });

  it('closing (stop) aborts the lists and the add; their late answers change nothing', async () => {
    const { io, model, s } = dialog();
    await io.next('loadLists').answer(ok(list('g1', 'A')));
    model.dispatch({ type: 'submitted' });
    const call = io.next('addItem');
    model.stop();
    expect(call.signal.aborted).toBe(true);
    await call.answer(ok(list('g1', 'A')));
    expect(s().done).toBeNull();
  });
});
