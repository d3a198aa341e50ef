import { render as renderView, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ListsOutcome } from '../../src/api/lists';
import { WidgetCalls } from '../../src/mount';
import { AddToList } from './AddToList';
import { SHOPPING_LIST_MESSAGES as m } from './messages';
import type { ShoppingListCalls } from './model';

// The dialog over stand-in calls (the calls against the simulator: calls.test.ts; the whole path from the
// product page in tests/e2e/add-to-cart.spec.ts).
const calls: string[] = [];
let addAnswers: ListsOutcome[];
const standIn: ShoppingListCalls = {
  session: async () => undefined,
  loadLists: async () => ({
    kind: 'ok',
    lists: [
      { repositoryId: 'g1', listName: 'Classroom Wish List', type: 'private' },
      { repositoryId: 'r1', listName: 'Ana', type: 'registry' },
    ],
  }),
  createList: async ({ name }) => (calls.push(`create ${name}`), { kind: 'ok', lists: [{ repositoryId: 'g9', listName: name, type: 'private' }] }),
  addItem: async ({ listId, item }) => (calls.push(`add ${listId} ${item.catalogRefId} x${item.quantity}`), addAnswers.shift() ?? { kind: 'ok', lists: [] }),
};
const render = (ui: ReactNode) => renderView(ui, { wrapper: ({ children }) => <WidgetCalls value={standIn}>{children}</WidgetCalls> });

const ITEM = { catalogRefId: 'S1074', productId: 'P1074', quantity: 2 };

beforeEach(() => {
  calls.length = 0;
  addAnswers = [];
  window.dataLayer = [];
});

describe('AddToList', () => {
  it('adds the item to the chosen list (the first by default; registries marked) and confirms', async () => {
    render(<AddToList item={ITEM} onClose={() => {}} m={m} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add to List or Registry' });
    expect(await within(dialog).findByRole('radio', { name: 'Classroom Wish List' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Ana (Registry)' })).not.toBeChecked();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Added to Classroom Wish List.');
    expect(screen.getByRole('link', { name: 'View My Lists' })).toHaveAttribute('href', '/my-shoppinglist-page');
    expect(calls).toEqual(['add g1 S1074 x2']);
  });

  it("a new list: an empty name gets the spec's message and sends nothing; a list created before a failed add is kept, so trying again adds without creating it twice", async () => {
    const user = userEvent.setup();
    addAnswers = [{ kind: 'failed', timeout: false }];
    render(<AddToList item={ITEM} onClose={() => {}} m={m} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add to List or Registry' });
    await user.click(within(dialog).getByRole('radio', { name: 'Create a new list' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    const name = within(dialog).getByRole('textbox', { name: 'List Name' });
    expect(name).toHaveAccessibleDescription(/^Please enter a list name\./);
    expect(name).toHaveFocus();
    expect(calls).toEqual([]);
    await user.type(name, 'Field <Trip>');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('We could not add this item to your list. Please try again.');
    expect(within(dialog).getByRole('radio', { name: 'Field Trip' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Added to Field Trip.');
    expect(calls).toEqual(['create Field Trip', 'add g9 S1074 x2', 'add g9 S1074 x2']);
  });
});
