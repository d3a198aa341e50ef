import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './Button';
import { Dialog } from './Dialog';
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
    expect(screen.getByRole('dialog', { name: 'Help' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Help' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Check Balance' })).toBeTruthy();
    expect(document.activeElement).toBe(needHelp);
    expect(document.body.style.overflow).toBe('hidden');
  });
});
