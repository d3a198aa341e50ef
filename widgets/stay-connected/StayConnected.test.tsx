// The lightbox's view by role over stand-in calls (the calls themselves: calls.test.ts; the model: model.test.ts;
// the page: tests/e2e/stay-connected.spec.ts).
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WidgetCalls } from '../../src/mount';
import { settle } from '../../src/mount/fakePorts';
import { readCookie } from '../../src/stores';
import { stayConnectedCalls } from './calls';
import { LIGHTBOX_COOKIE, type LightboxConditions, type SignUpValues, type StayConnectedCalls } from './model';
import { StayConnected } from './StayConnected';

const HOME: LightboxConditions = { path: '/', homePath: '/', pages: ['/'], loginStatus: 'guest', sessionFlag: true, dismissed: false };
let conditions: LightboxConditions | null = HOME;
let decided: Promise<unknown> = Promise.resolve();
const sent: SignUpValues[] = [];
const calls: StayConnectedCalls = {
  loadConditions: () => (decided = Promise.resolve(conditions)) as Promise<LightboxConditions | null>,
  signUp: async (values) => (sent.push(values), { kind: 'formError', fieldErrors: { postalCode: 'Please enter Zip Code.', userShopFor: 'Please tell us who you shop for.' }, messages: [] }),
  // The real cookie: what keeps the lightbox away.
  remember: stayConnectedCalls.remember,
};
// The lightbox opens by itself in a task after its decision (it waits its turn among dialogs): on a loaded
// machine that can be later than findBy's default second.
const shown = () => screen.findByRole('dialog', { name: 'Stay Connected' }, { timeout: 5000 });
const renderLightbox = () => render(<StayConnected source="lightbox" />, { wrapper: ({ children }) => <WidgetCalls value={calls}>{children}</WidgetCalls> });

beforeEach(() => {
  conditions = HOME;
  sent.length = 0;
});
afterEach(() => void (document.cookie = `${LIGHTBOX_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`));

describe('StayConnected', () => {
  it("shows the Stay Connected dialog to a guest on the home page; the server's messages go to their fields, the first takes the focus", async () => {
    const user = userEvent.setup();
    renderLightbox();
    const dialog = await shown();
    expect(dialog).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Email Address' }), 'teacher@school.org');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const zip = screen.getByRole('textbox', { name: 'Zip Code' });
    await vi.waitFor(() => expect(zip).toHaveAccessibleDescription('Please enter Zip Code.'));
    expect(zip).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'I shop for' })).toHaveAccessibleDescription('Please tell us who you shop for.');
    expect(sent).toEqual([{ email: 'teacher@school.org', postalCode: '', userShopFor: '', source: 'lightbox' }]);
  });

  it('closing it writes the cookie that keeps it away', async () => {
    const user = userEvent.setup();
    renderLightbox();
    await shown();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(readCookie(LIGHTBOX_COOKIE)).toBe('1'));
  });

  it('stays away when the conditions say no', async () => {
    conditions = { ...HOME, loginStatus: 'loggedIn' };
    renderLightbox();
    // The decision's answer reaches the model a few promise turns after it comes.
    await act(async () => {
      await decided;
      await settle();
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
