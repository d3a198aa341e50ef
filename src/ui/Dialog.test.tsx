// @vitest-isolate
// The dialog queue is one module for every island: a dialog another file left open would hold this file's dialogs back.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './Button';
import { Dialog } from './Dialog';
import type { DialogPriority } from './dialogManager';
import { TextField } from './TextField';

function Harness({ stacked = false }: { stacked?: boolean }) {
  const [open, setOpen] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Check Balance</Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Check Balance">
        <TextField label="Gift card number" />
        <TextField label="Authorization number" error="Please enter the auth #." />
        {stacked && <Button onClick={() => setInner(true)}>Need Help</Button>}
        <Button onClick={() => setOpen(false)}>Done</Button>
        <Dialog open={inner} onClose={() => setInner(false)} title="Help">
          <Button onClick={() => setInner(false)}>Got it</Button>
        </Dialog>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens as a modal dialog named by its title, focusing the first field', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Check Balance' }));
    const dialog = screen.getByRole('dialog', { name: 'Check Balance' });
    expect(dialog).toHaveProperty('open', true);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Gift card number'));
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Check Balance' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside: from the last control to the first, and Shift+Tab back', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Check Balance' }));
    const dialog = screen.getByRole('dialog', { name: 'Check Balance' });
    const done = within(dialog).getByRole('button', { name: 'Done' });
    done.focus();
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(done);
  });

  it('ties a field error to its input', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Check Balance' }));
    const auth = screen.getByLabelText('Authorization number');
    expect(auth.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(auth.getAttribute('aria-describedby')!)?.textContent).toBe('Please enter the auth #.');
  });

  it('locks body scroll while open and restores it after', async () => {
    const user = userEvent.setup();
    document.body.style.overflow = 'scroll';
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Check Balance' }));
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.body.style.overflow).toBe('scroll');
    document.body.style.overflow = '';
  });

  it('stacks: Escape closes only the top dialog, and focus goes back into the one below', async () => {
    const user = userEvent.setup();
    render(<Harness stacked />);
    await user.click(screen.getByRole('button', { name: 'Check Balance' }));
    const needHelp = screen.getByRole('button', { name: 'Need Help' });
    await user.click(needHelp);
    expect((screen.getByRole('dialog', { name: 'Help' }) as HTMLDialogElement).open).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Help' })).toBeNull();
    expect((screen.getByRole('dialog', { name: 'Check Balance' }) as HTMLDialogElement).open).toBe(true);
    expect(document.activeElement).toBe(needHelp);
    expect(document.body.style.overflow).toBe('hidden');
  });
});

/** One island: a separate React root (the loader mounts each marker in its own root and shadow root). */
function Island({ title, priority, startOpen = false, children }: { title: string; priority?: DialogPriority; startOpen?: boolean; children?: ReactNode }) {
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open {title}</Button>
      <Button onClick={() => setOpen(false)}>Drop {title}</Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={title} priority={priority}>
        {children ?? <Button onClick={() => setOpen(false)}>OK</Button>}
      </Dialog>
    </>
  );
}

const islands = (...nodes: ReactNode[]) => nodes.forEach((node) => render(<>{node}</>));
/**
 * Sets a dialog's reason (a timer firing, a sign-in answer, the host page's own button) while the page behind
 * a modal is inert to the shopper: a click the program makes, not a pointer.
 */
const trigger = (name: string) => act(() => screen.getByRole('button', { name, hidden: true }).click());
/** The names of the dialogs a user can see, bottom to top. */
const shownDialogs = () => screen.queryAllByRole('dialog').map((d) => document.getElementById(d.getAttribute('aria-labelledby') ?? '')?.textContent);
/** Until a dialog that opens by itself has asked for its turn: in a task after the one that rendered it. */
const asked = (names: string[]) => waitFor(() => expect(shownDialogs()).toEqual(names));

describe('Dialog across islands: one modal at a time', () => {
  it('two dialogs that open by themselves show one after the other, focus going into the second', async () => {
    const user = userEvent.setup();
    islands(<Island title="Your Account Has Been Deleted" priority="auto" startOpen />, <Island title="Stay Connected" priority="auto" startOpen />);
    // Not in the task that rendered them (with their islands' first render, one long task on page load).
    expect(shownDialogs()).toEqual([]);
    await asked(['Your Account Has Been Deleted']);
    await user.keyboard('{Escape}');
    expect(shownDialogs()).toEqual(['Stay Connected']);
    expect(document.activeElement).toBe(within(screen.getByRole('dialog', { name: 'Stay Connected' })).getByRole('button', { name: 'OK' }));
    await user.keyboard('{Escape}');
    expect(shownDialogs()).toEqual([]);
  });

  it("the shopper's dialog opens at once over an automatic one, which steps aside and comes back as it was", async () => {
    const user = userEvent.setup();
    islands(
      <Island title="Stay Connected" priority="auto" startOpen>
        <TextField label="Email Address" />
      </Island>,
      <Island title="Sign In" />,
    );
    await asked(['Stay Connected']);
    const email = screen.getByRole('textbox', { name: 'Email Address' });
    await user.type(email, 'pat@example.com');
    // A shopper's dialog opened from outside the lightbox (the host page's own button, a shortcut).
    trigger('Open Sign In');
    expect(shownDialogs()).toEqual(['Sign In']);
    expect(document.activeElement).toBe(within(screen.getByRole('dialog', { name: 'Sign In' })).getByRole('button', { name: 'OK' }));
    await user.keyboard('{Escape}');
    expect(shownDialogs()).toEqual(['Stay Connected']);
    expect(screen.getByRole('textbox', { name: 'Email Address' })).toHaveProperty('value', 'pat@example.com');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email Address' }));
  });

  it.each([
    { when: 'an automatic dialog waits while the shopper has a dialog up', first: 'Sign In', second: 'Session Expiry', priority: 'auto', shown: 'Sign In', after: 'Session Expiry' },
    {
      when: 'the session-expired dialog takes over at once, and the dialog it interrupted comes back after it',
      first: 'Check Balance',
      second: 'Session Expired',
      priority: 'interrupt',
      shown: 'Session Expired',
      after: 'Check Balance',
    },
  ] as const)('$when', async ({ first, second, priority, shown, after }) => {
    const user = userEvent.setup();
    islands(<Island title={first} />, <Island title={second} priority={priority} />);
    await user.click(screen.getByRole('button', { name: `Open ${first}` }));
    trigger(`Open ${second}`);
    expect(shownDialogs()).toEqual([shown]);
    await user.keyboard('{Escape}');
    expect(shownDialogs()).toEqual([after]);
  });

  it('a waiting dialog whose reason goes away never shows', async () => {
    const user = userEvent.setup();
    islands(<Island title="Sign In" />, <Island title="Government Account" priority="auto" />);
    await user.click(screen.getByRole('button', { name: 'Open Sign In' }));
    trigger('Open Government Account');
    trigger('Drop Government Account');
    await user.keyboard('{Escape}');
    expect(shownDialogs()).toEqual([]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open Sign In' }));
  });

  it('a confirm inside an automatic dialog opens on top of it', async () => {
    const user = userEvent.setup();
    islands(
      <Island title="Stay Connected" priority="auto" startOpen>
        <Island title="Are you sure?" priority="auto" />
      </Island>,
    );
    await asked(['Stay Connected']);
    await user.click(screen.getByRole('button', { name: 'Open Are you sure?' }));
    expect(shownDialogs()).toEqual(['Stay Connected', 'Are you sure?']);
    await user.keyboard('{Escape}');
    expect(shownDialogs()).toEqual(['Stay Connected']);
  });
});
