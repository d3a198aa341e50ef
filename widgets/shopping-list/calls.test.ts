// @vitest-environment node
// The shopping list's calls against the simulator in-process (the lists calls themselves: src/api/lists.test.ts).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { simulatorBrowser } from '../../tests/simulatorBrowser';
import { shoppingListCalls } from './calls';

const t = simulatorBrowser();
const signal = new AbortController().signal;
const signIn = () => t.browser('/rest/__test/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ signIn: { email: 'teacher@example.com' } }) });
let dataLayer: unknown[];
beforeEach(() => {
  dataLayer = [];
  vi.stubGlobal('window', { dataLayer });
});

describe('the shopping list calls', () => {
  it('creating a list tracks createShoppingListStart with its type, and the get lists call returns it', async () => {
    await signIn();
    expect(await shoppingListCalls.createList({ name: 'Field Trip', isPublic: false }, signal)).toMatchObject({ kind: 'ok', lists: [{ listName: 'Field Trip', type: 'private' }] });
    await shoppingListCalls.createList({ name: 'Open House', isPublic: true }, signal);
    expect(dataLayer).toEqual([
      { event: 'createShoppingListStart', listType: 'private' },
      { event: 'createShoppingListStart', listType: 'public' },
    ]);
    const r = await shoppingListCalls.loadLists(null, signal);
    expect(r.kind === 'ok' && r.lists.map((l) => l.listName).slice(-2)).toEqual(['Field Trip', 'Open House']);
  });

  it('adds the item to the chosen list', async () => {
    await signIn();
    const made = await shoppingListCalls.createList({ name: 'Science Fair', isPublic: false }, signal);
    const listId = made.kind === 'ok' ? made.lists[0]!.repositoryId : '';
    expect(await shoppingListCalls.addItem({ listId, item: { catalogRefId: 'S1002', productId: 'P1002', quantity: 2 } }, signal)).toMatchObject({ kind: 'ok', lists: [{ listName: 'Science Fair' }] });
  });

  it("a guest's lists are refused", async () => {
    expect((await shoppingListCalls.loadLists(null, signal)).kind).toBe('formError');
  });
});
