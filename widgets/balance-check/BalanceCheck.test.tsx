import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetHostConfig } from '../../src/config';
import { WidgetCalls } from '../../src/mount';
import { BalanceCheck } from './BalanceCheck';
import type { BalanceCheckCalls, BalanceOutcome } from './model';

// The view over stand-in calls that answer when the test says; the calls themselves are tested against the
// simulator (calls.test.ts) and the whole path in the browser (tests/e2e/balance-check.spec.ts).
const calls: { number: string; auth: string; signal?: AbortSignal; resolve: (o: BalanceOutcome) => void }[] = [];
const balanceCheckCalls: BalanceCheckCalls = {
  checkBalance: ({ number, auth }, signal) => new Promise<BalanceOutcome>((resolve) => calls.push({ number, auth, signal, resolve })),
};

const NUMBER = '6006491111111111';

beforeEach(() => {
  calls.length = 0;
});
afterEach(() => {
  delete window.StorefrontWidgetsConfig;
  resetHostConfig();
});

async function openDialog(label = 'Check Balance') {
  const user = userEvent.setup();
  render(<BalanceCheck label={label} />, { wrapper: ({ children }) => <WidgetCalls value={balanceCheckCalls}>{children}</WidgetCalls> });
  const trigger = screen.getByRole('button', { name: label });
  await user.click(trigger);
  const dialog = screen.getByRole('dialog', { name: 'Check Balance' });
  const number = within(dialog).getByRole('textbox', { name: 'Gift Card Number' });
  const auth = within(dialog).getByRole('textbox', { name: 'Authorization Number' });
  const submit = within(dialog).getByRole('button', { name: 'Check Balance' });
  return { user, trigger, dialog, number, auth, submit };
}

async function answer(outcome: BalanceOutcome) {
  const call = calls.at(-1)!;
  call.resolve(outcome);
  const dialog = screen.getByRole('dialog', { name: 'Check Balance' });
  await vi.waitFor(() => expect(within(dialog).getByRole('button', { name: 'Check Balance' }).getAttribute('aria-busy')).toBeNull());
}

describe('BalanceCheck', () => {
  it('shows a trigger with the label from its props that opens the dialog on the gift card number', async () => {
    const { dialog, number } = await openDialog('Gift card balance');
    expect(dialog).toHaveProperty('open', true);
    expect(document.activeElement).toBe(number);
  });

  it('submitting empty fields shows both spec messages, marks both fields and sends nothing', async () => {
    const { user, dialog, number, auth, submit } = await openDialog();
    await user.click(submit);
    expect(within(dialog).getByText('Please enter gift card #.')).toBeVisible();
    expect(within(dialog).getByText('Please enter the auth #.')).toBeVisible();
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(auth.getAttribute('aria-invalid')).toBe('true');
    expect(number.getAttribute('aria-describedby')).toContain(within(dialog).getByText('Please enter gift card #.').id);
    expect(document.activeElement).toBe(number);
    expect(calls).toHaveLength(0);
  });

  it('a missing auth # alone is reported on its field, which gets the focus', async () => {
    const { user, dialog, number, auth } = await openDialog();
    await user.type(number, NUMBER + '{Enter}');
    expect(within(dialog).queryByText('Please enter gift card #.')).toBeNull();
    expect(within(dialog).getByText('Please enter the auth #.')).toBeVisible();
    expect(document.activeElement).toBe(auth);
  });

  it('a short number fails the pattern check; a short auth # does not (spec: auth 1-4 digits)', async () => {
    const { user, dialog, number, auth } = await openDialog();
    await user.type(number, '600649');
    await user.type(auth, '12{Enter}');
    expect(within(dialog).getByText('Please enter all 16 digits of the gift card #.')).toBeVisible();
    expect(auth.getAttribute('aria-invalid')).not.toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('an auth # of 1 to 3 digits is sent as typed (spec: auth 1-4 digits)', async () => {
    const { user, number, auth } = await openDialog();
    await user.type(number, NUMBER);
    await user.type(auth, '123{Enter}');
    expect(calls.map((c) => [c.number, c.auth])).toEqual([[NUMBER, '123']]);
  });

  it('Enter submits; the balance is shown as a price', async () => {
    const { user, dialog, number, auth } = await openDialog();
    await user.type(number, NUMBER);
    await user.type(auth, '1234{Enter}');
    expect(calls.map((c) => [c.number, c.auth])).toEqual([[NUMBER, '1234']]);
    await answer({ kind: 'balance', balance: 25 });
    expect(within(dialog).getByRole('status').textContent).toBe('Your gift card balance is $25.00');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('fields keep only digits, at most 16 and 4: letters are ignored, a pasted number keeps its digits', async () => {
    const { user, number, auth } = await openDialog();
    await user.type(number, 'ab60-06 ');
    expect(number).toHaveProperty('value', '6006');
    await user.clear(number);
    await user.click(number);
    await user.paste('6006 4911-1111 1111');
    expect(number).toHaveProperty('value', NUMBER);
    await user.type(number, '9');
    expect(number).toHaveProperty('value', NUMBER);
    await user.click(auth);
    await user.paste('12-34-56');
    expect(auth).toHaveProperty('value', '1234');
  });

  it('an invalid card shows the message at the top of the dialog and marks both fields', async () => {
    const { user, dialog, number, auth } = await openDialog();
    await user.type(number, NUMBER);
    await user.type(auth, '9999{Enter}');
    await answer({ kind: 'invalid', message: 'The gift card number or authorization number you entered is not valid.' });
    const alert = within(dialog).getByRole('alert');
    expect(alert.textContent).toBe('The gift card number or authorization number you entered is not valid.');
    // At the top: before the fields in the dialog's content.
    expect(alert.compareDocumentPosition(number) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    for (const input of [number, auth]) {
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(input.getAttribute('aria-describedby')).toBe(alert.id);
    }
    expect(document.activeElement).toBe(number);
    // Correcting a number clears the old answer.
    await user.type(auth, '{Backspace}');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(number.getAttribute('aria-invalid')).toBeNull();
  });

  it('an invalid answer without text still says what is wrong', async () => {
    const { user, dialog, number, auth } = await openDialog();
    await user.type(number, NUMBER);
    await user.type(auth, '9999{Enter}');
    await answer({ kind: 'invalid', message: '' });
    expect(within(dialog).getByRole('alert').textContent).toMatch(/not valid/);
  });

  it("the server's errorMessage is shown at the top without marking the fields", async () => {
    const { user, dialog, number, auth } = await openDialog();
    await user.type(number, NUMBER);
    await user.type(auth, '1234{Enter}');
    await answer({ kind: 'error', message: 'Too many incorrect tries.' });
    expect(within(dialog).getByRole('alert').textContent).toBe('Too many incorrect tries.');
    expect(number.getAttribute('aria-invalid')).toBeNull();
  });

  it('a timeout or a server failure gives a clear message, keeps the numbers, and a retry works', async () => {
    const { user, dialog, number, auth, submit } = await openDialog();
    await user.type(number, NUMBER);
    await user.type(auth, '1234{Enter}');
    await answer({ kind: 'unavailable', timeout: true });
    expect(within(dialog).getByRole('alert').textContent).toMatch(/took too long/);
    expect(number).toHaveProperty('value', NUMBER);
    expect(auth).toHaveProperty('value', '1234');
    await user.click(submit);
    await answer({ kind: 'unavailable', timeout: false });
    expect(within(dialog).getByRole('alert').textContent).toMatch(/could not check your balance/);
    await user.click(submit);
    await answer({ kind: 'balance', balance: 150 });
    expect(within(dialog).getByRole('status').textContent).toContain('$150.00');
    expect(calls).toHaveLength(3);
  });

  it('while a check is on its way the button is busy and a second Enter sends nothing more', async () => {
    const { user, number, auth, submit } = await openDialog();
    await user.type(number, NUMBER);
    await user.type(auth, '1234{Enter}');
    expect(submit.getAttribute('aria-busy')).toBe('true');
    await user.type(auth, '{Enter}');
    await user.click(submit);
    expect(calls).toHaveLength(1);
    await answer({ kind: 'balance', balance: 25 });
  });

  it('Need Help shows the classic and e-gift card instructions with text alternatives', async () => {
    const { user, dialog } = await openDialog();
    const help = within(dialog).getByRole('button', { name: 'Need Help?' });
    expect(help.getAttribute('aria-expanded')).toBe('false');
    expect(within(dialog).queryAllByRole('img')).toHaveLength(0);
    await user.click(help);
    expect(help.getAttribute('aria-expanded')).toBe('true');
    const images = within(dialog).getAllByRole('img');
    expect(images.map((i) => i.getAttribute('alt'))).toEqual([expect.stringMatching(/classic gift card/i), expect.stringMatching(/e-gift card/i)]);
    // (The test bundler inlines the images; the browser test checks the built files load.)
    expect(new Set(images.map((i) => i.getAttribute('src'))).size).toBe(2);
    expect(document.getElementById(help.getAttribute('aria-controls')!)?.contains(images[0]!)).toBe(true);
    await user.click(help);
    expect(help.getAttribute('aria-expanded')).toBe('false');
  });

  it('closing returns focus to the trigger; reopening starts clean and a late answer never shows', async () => {
    const { user, trigger, dialog, number, auth } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Need Help?' }));
    await user.type(number, NUMBER);
    await user.type(auth, '1234{Enter}');
    const pending = calls[0]!;
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(pending.signal?.aborted).toBe(true);
    await user.click(trigger);
    pending.resolve({ kind: 'balance', balance: 25 });
    await Promise.resolve();
    const again = screen.getByRole('dialog', { name: 'Check Balance' });
    expect(within(again).getByRole('textbox', { name: 'Gift Card Number' })).toHaveProperty('value', '');
    expect(within(again).getByRole('textbox', { name: 'Authorization Number' })).toHaveProperty('value', '');
    expect(within(again).getByRole('status').textContent).toBe('');
    expect(within(again).getByRole('button', { name: 'Need Help?' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('the numbers are never stored, logged or sent to analytics', async () => {
    const logged: unknown[] = [];
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((k) => vi.spyOn(console, k).mockImplementation((...a) => void logged.push(...a)));
    const dataLayer: unknown[] = [];
    (window as unknown as { dataLayer: unknown[] }).dataLayer = dataLayer;
    try {
      const { user, number, auth } = await openDialog();
      await user.type(number, NUMBER);
      await user.type(auth, '1234{Enter}');
      await answer({ kind: 'invalid', message: 'Not valid.' });
      const seen = JSON.stringify([logged, dataLayer, { ...localStorage }, { ...sessionStorage }, document.cookie]);
      expect(seen).not.toContain(NUMBER);
      expect(seen).not.toContain('1234');
      expect(number.getAttribute('autocomplete')).toBe('off');
      expect(auth.getAttribute('autocomplete')).toBe('off');
    } finally {
      spies.forEach((s) => s.mockRestore());
    }
  });

  it("a host's message overrides replace the texts", async () => {
    window.StorefrontWidgetsConfig = { messages: { 'balance-check': { missingNumber: 'Gift card number, please.' } } };
    resetHostConfig();
    const { user, dialog, submit } = await openDialog();
    await user.click(submit);
    expect(within(dialog).getByText('Gift card number, please.')).toBeVisible();
    expect(within(dialog).getByText('Please enter the auth #.')).toBeVisible();
  });
});
