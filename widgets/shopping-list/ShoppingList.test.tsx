import { act, render as renderView, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ListsOutcome } from '../../src/api/lists';
import { WidgetCalls } from '../../src/mount';
import { applySessionInfo, resetSession } from '../../src/stores';
import type { ShoppingListCalls } from './model';
import { ShoppingList } from './ShoppingList';

// The view over stand-in calls (the calls against the simulator, and their analytics: calls.test.ts; the whole
// path in tests/e2e/shopping-list.spec.ts).
const creates: { name: string; isPublic: boolean; resolve: (o: ListsOutcome) => void }[] = [];
let lists: ListsOutcome;
const calls: ShoppingListCalls = {
  session: async () => undefined,
  loadLists: async () => lists,
  createList: ({ name, isPublic }) => new Promise<ListsOutcome>((resolve) => creates.push({ name, isPublic, resolve })),
  addItem: async () => ({ kind: 'failed', timeout: false }),
};
const render = (ui: ReactNode) => renderView(ui, { wrapper: ({ children }) => <WidgetCalls value={calls}>{children}</WidgetCalls> });

const opened: string[] = [];
const session = (loginStatus: string) => act(() => void applySessionInfo({ profile: { id: 'p1', loginStatus, securityStatus: loginStatus === 'loggedIn' ? 4 : 0 } }));

beforeEach(() => {
  creates.length = 0;
  opened.length = 0;
  lists = { kind: 'ok', lists: [{ repositoryId: 'g1', listName: 'Classroom Wish List', type: 'private' }] };
  resetSession();
  window.StorefrontWidgets = { open: async (name: string) => (opened.push(name), true) } as unknown as typeof window.StorefrontWidgets;
  window.dataLayer = [];
});
afterEach(() => {
  delete (window as { StorefrontWidgets?: unknown }).StorefrontWidgets;
});

describe('ShoppingList', () => {
  it('asks a guest to sign in through the account widget, and shows the form once signed in', async () => {
    session('guest');
    render(<ShoppingList showLists />);
    expect(screen.getByText('Please sign in to create and see your shopping lists.')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'List Name' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign In' }));
    expect(opened).toEqual(['sign-in']);
    session('loggedIn');
    expect(await screen.findByRole('textbox', { name: 'List Name' })).toBeVisible();
    expect(await screen.findByText('Classroom Wish List')).toBeVisible();
    session('guest');
    expect(screen.queryByRole('textbox', { name: 'List Name' })).toBeNull();
  });

  it('strips characters as typed, keeping the caret where it was', async () => {
    session('loggedIn');
    render(<ShoppingList showLists={false} />);
    const user = userEvent.setup();
    const name = screen.getByRole<HTMLInputElement>('textbox', { name: 'List Name' });
    await user.type(name, 'Art & Crafts');
    expect(name.value).toBe('Art  Crafts');
    await user.type(name, '<b>', { skipClick: true, initialSelectionStart: 3, initialSelectionEnd: 3 });
    expect(name.value).toBe('Artb  Crafts');
    expect(name.selectionStart).toBe(4);
  });

  it("an empty name shows 'Please enter a list name.' on the field and focuses it; typing clears it", async () => {
    session('loggedIn');
    render(<ShoppingList showLists={false} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create List' }));
    const name = screen.getByRole('textbox', { name: 'List Name' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toContain(screen.getByText('Please enter a list name.').id);
    expect(document.activeElement).toBe(name);
    await user.type(name, 'A');
    expect(screen.queryByText('Please enter a list name.')).toBeNull();
    expect(creates).toHaveLength(0);
  });

  it('creates a private list by default, then reads the lists again', async () => {
    session('loggedIn');
    render(<ShoppingList showLists />);
    const user = userEvent.setup();
    await screen.findByText('Classroom Wish List');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Private/ }).checked).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'List Name' }), 'Field Trip{Enter}');
    expect(creates.map((c) => [c.name, c.isPublic])).toEqual([['Field Trip', false]]);
    lists = {
      kind: 'ok',
      lists: [
        { repositoryId: 'g1', listName: 'Classroom Wish List', type: 'private' },
        { repositoryId: 'g2', listName: 'Field Trip', type: 'private' },
      ],
    };
    await act(async () => creates[0]!.resolve({ kind: 'ok', lists: [{ repositoryId: 'g2', listName: 'Field Trip', type: 'private' }] }));
    expect(await screen.findByText('Your list "Field Trip" was created.')).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Your Lists' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('a failed call keeps the name and says so', async () => {
    session('loggedIn');
    render(<ShoppingList showLists={false} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /Public/ }));
    await user.type(screen.getByRole('textbox', { name: 'List Name' }), 'Open House{Enter}');
    expect(creates[0]!.isPublic).toBe(true);
    await act(async () => creates[0]!.resolve({ kind: 'failed', timeout: false }));
    expect(screen.getByRole('alert').textContent).toMatch(/could not create your list/);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'List Name' }).value).toBe('Open House');
  });
});
