import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { WidgetCalls } from '../../src/mount';
import { applySessionInfo, readStored, resetSession, writeStored } from '../../src/stores';
import { EXPIRED_KEY, type SessionTimerCalls } from './model';
import { SessionTimer } from './SessionTimer';

// The view over stand-in calls: the Session Expired notice of the page an expired session lands on (the timer
// and its dialog: model.test.ts and tests/e2e/session-timer.spec.ts).
const calls: SessionTimerCalls = { renew: async () => true, invalidate: async () => {}, leave: () => {} };
const show = () =>
  render(
    <WidgetCalls value={calls}>
      <SessionTimer />
    </WidgetCalls>,
  );

beforeEach(() => {
  resetSession();
  // A known session: reading the store then asks the server for nothing.
  applySessionInfo({ profile: { loginStatus: 'guest' } });
  writeStored(EXPIRED_KEY, null, 'session');
});

describe('SessionTimer', () => {
  it("shows the signed-in shopper's Session Expired message once; Continue closes it", async () => {
    writeStored(EXPIRED_KEY, 'signedIn', 'session');
    show();
    const dialog = await screen.findByRole('dialog', { name: 'Session Expired' });
    expect(within(dialog).getByText('Due to inactivity, your session has expired.')).toBeVisible();
    expect(readStored(EXPIRED_KEY, 'session')).toBeNull();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells a guest that the checkout information has been removed', async () => {
    writeStored(EXPIRED_KEY, 'guest', 'session');
    show();
    const dialog = await screen.findByRole('dialog', { name: 'Session Expired' });
    expect(within(dialog).getByText('Due to inactivity, your session has expired and your checkout information has been removed.')).toBeVisible();
  });

  it('shows nothing on a page no session expired on', () => {
    show();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
