import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { WidgetCalls } from '../../src/mount';
import { applySessionInfo, resetSession } from '../../src/stores';
import type { ShareOutcome, SharedProduct, ShareProductCalls } from './model';
import type { ShareForm } from './rules';
import { ShareProduct } from './ShareProduct';

// The view over stand-in calls (the calls against the simulator: calls.test.ts; the whole path in
// tests/e2e/share-product.spec.ts).
const sends: { form: ShareForm; product: SharedProduct; resolve: (o: ShareOutcome) => void }[] = [];
const calls: ShareProductCalls = { send: ({ form, product }) => new Promise<ShareOutcome>((resolve) => sends.push({ form, product, resolve })) };

beforeEach(() => {
  sends.length = 0;
  resetSession();
  // A known session: reading the store then asks the server for nothing.
  applySessionInfo({ profile: { loginStatus: 'guest' } });
});

async function open(props: Partial<{ productName: string; label: string }> = {}) {
  const user = userEvent.setup();
  render(
    <WidgetCalls value={calls}>
      <ShareProduct productId="P1" productName={props.productName ?? 'Easel Paper'} triggerText={props.label ?? ''} />
    </WidgetCalls>,
  );
  const trigger = screen.getByRole('button', { name: props.label || 'Share by Email' });
  await user.click(trigger);
  const dialog = screen.getByRole('dialog', { name: 'Share This Product' });
  const box = (name: string) => within(dialog).getByRole<HTMLInputElement>('textbox', { name });
  return { user, trigger, dialog, box };
}

describe('ShareProduct', () => {
  it('opens a dialog naming the product, focused on Your Name', async () => {
    const { dialog, box } = await open();
    expect(within(dialog).getByText('Send Easel Paper to a friend or colleague.')).toBeVisible();
    expect(document.activeElement).toBe(box('Your Name'));
  });

  it('an empty submit marks each required field with its message, focuses the first, and sends nothing', async () => {
    const { user, dialog, box } = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Send Email' }));
    const described = (name: string) => document.getElementById(box(name).getAttribute('aria-describedby')!)?.textContent;
    expect(described('Your Name')).toBe('Please enter your name.');
    expect(described('Your Email')).toBe('Please enter an email address.');
    expect(described('Recipient Name')).toBe("Please enter the recipient's name.");
    expect(described('Recipient Email')).toBe("Please enter the recipient's email address.");
    expect(document.activeElement).toBe(box('Your Name'));
    expect(sends).toHaveLength(0);
  });

  it('sends the form and the product; a sent email moves focus to Close', async () => {
    const { user, dialog, box } = await open();
    await user.type(box('Your Name'), 'Maria');
    await user.type(box('Your Email'), 'maria@example.com');
    await user.type(box('Recipient Name'), 'Sam');
    await user.type(box('Recipient Email'), 'sam@example.org{Enter}');
    expect(sends.map((s) => [s.form.to, s.product])).toEqual([[[{ name: 'Sam', email: 'sam@example.org' }], { productId: 'P1' }]]);
    await act(async () => sends[0]!.resolve({ kind: 'sent' }));
    expect(within(dialog).getByRole('status').textContent).toBe('Your email has been sent.');
    expect(document.activeElement).toBe(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1));
  });

  it("the server's field messages land on their fields; a failure keeps everything typed", async () => {
    const { user, dialog, box } = await open();
    await user.type(box('Your Name'), 'Maria');
    await user.type(box('Your Email'), 'maria@example.com');
    await user.type(box('Recipient Name'), 'Sam');
    await user.type(box('Recipient Email'), 'sam@example.org{Enter}');
    await act(async () => sends[0]!.resolve({ kind: 'formError', fieldErrors: { 'emailsTo[0]': 'We cannot send to this address.' }, messages: [] }));
    expect(box('Recipient Email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(box('Recipient Email'));
    await user.click(within(dialog).getByRole('button', { name: 'Send Email' }));
    await act(async () => sends[1]!.resolve({ kind: 'failed', timeout: true }));
    expect(within(dialog).getByRole('alert').textContent).toMatch(/took too long/);
    expect(box('Recipient Name').value).toBe('Sam');
  });

  it('a signed-in shopper finds their name and email filled in', async () => {
    act(() => void applySessionInfo({ profile: { loginStatus: 'loggedIn', firstName: 'Maria', lastName: 'Lopez', email: 'teacher@example.com' } }));
    const { box } = await open();
    expect(box('Your Name').value).toBe('Maria Lopez');
    expect(box('Your Email').value).toBe('teacher@example.com');
  });

  it('Escape closes, focus returns to the trigger, and a new opening starts clean', async () => {
    const { user, trigger, box } = await open({ label: 'Email a Friend' });
    await user.type(box('Your Name'), 'Maria');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    await user.click(trigger);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Your Name' }).value).toBe('');
  });
});
