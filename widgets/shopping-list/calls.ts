/** The shopping list's calls in the page: the lists calls of src/api/lists, and the analytics of a list's creation. */
import { loadSession } from '../../src/stores';
import { addItemToList, createList, loadLists } from '../../src/api/lists';
import { track } from '../../src/events';
import type { ShoppingListCalls } from './model';

export const shoppingListCalls: ShoppingListCalls = {
  session: () => loadSession(),
  loadLists: (_, signal) => loadLists(signal),
  // Not aborted when the view goes (no signal): a list the server may have made is not left in doubt.
  createList: ({ name, isPublic }) => {
    track('createShoppingListStart', { listType: isPublic ? 'public' : 'private' });
    return createList(name, isPublic);
  },
  addItem: ({ listId, item }) => addItemToList(listId, item),
};
