// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { simulatorBrowser } from '../../tests/simulatorBrowser';
import { addItemToList, createList, loadLists } from './lists';

// The page's client talks to a simulator in-process: one browser (cookie jar) per test, test endpoints on.
const t = simulatorBrowser();

const signIn = () => t.browser('/rest/__test/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ signIn: { email: 'teacher@example.com' } }) });

describe('the user lists calls against the simulator', () => {
  it('a guest gets a form error from the get lists call', async () => {
    expect((await loadLists()).kind).toBe('formError');
  });

  it('creates a private list by default and a public one when asked; the get lists call returns them', async () => {
    await signIn();
    expect(await createList('Field Trip', false)).toMatchObject({ kind: 'ok', lists: [{ listName: 'Field Trip', type: 'private' }] });
    expect(await createList('Open House', true)).toMatchObject({ kind: 'ok', lists: [{ listName: 'Open House', type: 'public' }] });
    const r = await loadLists();
    expect(r.kind === 'ok' && r.lists.map((l) => [l.listName, l.type]).slice(-2)).toEqual([
      ['Field Trip', 'private'],
      ['Open House', 'public'],
    ]);
  });

  it('an empty name is refused by the server with the spec message on the name', async () => {
    await signIn();
    expect(await createList('', false)).toEqual({ kind: 'formError', fieldErrors: { name: 'Please enter a list name.' }, messages: [] });
  });

  it("adds an item to a list; a list that is not the shopper's is a form error", async () => {
    await signIn();
    const created = await createList('Science Fair', false);
    const id = created.kind === 'ok' ? created.lists[0]!.repositoryId : '';
    expect(await addItemToList(id, { catalogRefId: 'S1002', productId: 'P1002', quantity: 2 })).toMatchObject({ kind: 'ok', lists: [{ listName: 'Science Fair' }] });
    expect((await addItemToList('gl-nobody', { catalogRefId: 'S1002', productId: 'P1002', quantity: 1 })).kind).toBe('formError');
  });
});
