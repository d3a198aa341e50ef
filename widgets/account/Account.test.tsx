import { act, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { widget } from './index';

const ctx = { nonce: 'n', cfg: {}, css: [] };
const inBody = () => within(document.body);

afterEach(async () => {
  await act(async () => document.body.replaceChildren());
  vi.restoreAllMocks();
});

/** Open as StorefrontWidgets.open would, once the widget's files are there. */
const open = (props: Record<string, unknown>) => act(async () => void widget.open(props, ctx));

describe('the account widget opened by name', () => {
  it.each([
    [{ view: 'sign-in' }, 'Sign In'],
    [{ view: 'create-account' }, 'Create Account'],
    [{ view: 'forgot-password' }, 'Forgot Password'],
    [{ view: 'create-account', contracted: true }, 'Create a Government (Contracted) Account'],
    [{}, 'Sign In'],
  ])('%j opens the %s dialog', async (props, title) => {
    await open(props);
    const dialogs = document.querySelector('[data-sw-opened="account"]')!.shadowRoot!;
    expect(within(dialogs as unknown as HTMLElement).getByRole('dialog', { name: title })).toBeVisible();
  });

  it('a second open is answered by the island already on the page, in the view asked for', async () => {
    await open({ view: 'sign-in' });
    const root = document.querySelector('[data-sw-opened="account"]')!.shadowRoot! as unknown as HTMLElement;
    await userEvent.click(within(root).getByRole('button', { name: 'Close' }));
    await open({ view: 'create-account' });
    expect(document.querySelectorAll('[data-sw-opened="account"]')).toHaveLength(1);
    expect(within(root).getByRole('dialog', { name: 'Create Account' })).toBeVisible();
  });

  it("opening Create Account pushes the spec's registerStart analytics event once per opening (section 7); Sign In does not", async () => {
    window.dataLayer = [];
    const registerStarts = () => (window.dataLayer ?? []).filter((e) => e.event === 'registerStart');
    await open({ view: 'sign-in' });
    expect(registerStarts()).toEqual([]);
    await open({ view: 'create-account' });
    const root = document.querySelector('[data-sw-opened="account"]')!.shadowRoot! as unknown as HTMLElement;
    expect(within(root).getByRole('dialog', { name: 'Create Account' })).toBeVisible();
    expect(registerStarts()).toEqual([{ event: 'registerStart', contracted: false }]);
    await userEvent.click(within(root).getByRole('button', { name: 'Close' }));
    await open({ view: 'create-account', contracted: true });
    expect(registerStarts()).toEqual([
      { event: 'registerStart', contracted: false },
      { event: 'registerStart', contracted: true },
    ]);
  });

  it('refuses a view it does not know, with one console error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let opened: boolean | undefined;
    await act(async () => void (opened = widget.open({ view: 'profile' }, ctx)));
    expect(opened).toBe(false);
    expect(error).toHaveBeenCalledTimes(1);
    expect(inBody().queryByRole('dialog')).toBeNull();
  });
});
