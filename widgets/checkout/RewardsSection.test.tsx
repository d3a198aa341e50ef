import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_MESSAGES as m } from './messages';
import { checkoutReducer } from './model';
import { initialCheckoutState, type CheckoutState } from './state';
import { testOrder } from './orderFixture';
import { RewardsSection } from './RewardsSection';
import { applySessionInfo } from '../../src/stores';

// The section reads the session's rewards tier; the tests give the session, and the store's own read (on first
// use) waits forever rather than reach for a server.
beforeEach(() => void vi.stubGlobal('fetch', () => new Promise(() => {})));
afterEach(() => void vi.unstubAllGlobals());

const loaded = () =>
  checkoutReducer(initialCheckoutState, { type: 'loaded', order: testOrder({}, { rewardsInfo: { isRewardsMember: true, rewardPoints: 1250, availableBucks: 10, appliedBucks: 0 } }) });
const withBusy = (s: CheckoutState, busy: CheckoutState['wallet']['busy']): CheckoutState => ({ ...s, wallet: { ...s.wallet, busy } });

describe('RewardsSection while another wallet call runs (one wallet call at a time)', () => {
  it('the Apply button says it is unavailable and a press sends nothing, then works once the call has answered', async () => {
    const dispatch = vi.fn();
    const { rerender } = render(<RewardsSection s={withBusy(loaded(), 'removeGiftCard')} dispatch={dispatch} m={m} />);
    const apply = screen.getByRole('button', { name: 'Apply $10.00 Rewards Bucks' });
    expect(apply).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(apply);
    expect(dispatch).not.toHaveBeenCalled();

    rerender(<RewardsSection s={withBusy(loaded(), null)} dispatch={dispatch} m={m} />);
    expect(apply).not.toHaveAttribute('aria-disabled');
    await userEvent.click(apply);
    expect(dispatch).toHaveBeenCalledWith({ type: 'rewardsToggled' });
  });

  it('its own call shows as busy (spinner, aria-busy), not as another call', () => {
    render(<RewardsSection s={withBusy(loaded(), 'rewards')} dispatch={() => {}} m={m} />);
    const apply = screen.getByRole('button', { name: 'Apply $10.00 Rewards Bucks' });
    expect(apply).toHaveAttribute('aria-busy', 'true');
    expect(apply).toHaveAttribute('aria-disabled', 'true');
  });
});

describe("the shopper's rewards tier (checkout spec section 3: profile fields read)", () => {
  it('shows the signed-in member its tier from the session; a session without one shows none', () => {
    applySessionInfo({
      profile: { id: 'pr1', email: 'teacher@example.com', loginStatus: 'loggedIn', securityStatus: 4 },
      rewardsCustomer: { isRewardsMember: true, rewardPoints: 1250, tierInfo: { currentTier: 'VIP' } },
    });
    const { unmount } = render(<RewardsSection s={loaded()} dispatch={() => {}} m={m} />);
    expect(screen.getByText('Rewards tier: VIP')).toBeVisible();
    unmount();
    applySessionInfo({ profile: { id: 'pr1', email: 'teacher@example.com', loginStatus: 'loggedIn', securityStatus: 4 }, rewardsCustomer: { isRewardsMember: false } });
    render(<RewardsSection s={loaded()} dispatch={() => {}} m={m} />);
    expect(screen.queryByText(/Rewards tier/)).toBeNull();
  });
});
