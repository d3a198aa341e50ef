// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { simulatorBrowser } from '../../tests/simulatorBrowser';
import { createList, loadLists } from './api';

// The page's client talks to a simulator in-process: one browser (cookie jar) per test, test endpoints on.
const t = simulatorBrowser();

const signIn = () => t.browser('/rest/__test/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ signIn: { email: 'teacher@example.com' } }) });

describe('shopping list calls against the simulator', () => {
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
});
