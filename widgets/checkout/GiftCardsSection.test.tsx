import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GiftCardsSection } from './GiftCardsSection';
import { CHECKOUT_MESSAGES as m } from './messages';
import { checkoutReducer } from './model';
import { initialCheckoutState, type CheckoutState } from './state';
import { testOrder } from './orderFixture';

const G1 = '6006491111111111';
const G2 = '6006492222222222';
const loaded = () =>
  checkoutReducer(initialCheckoutState, {
    type: 'loaded',
    order: testOrder(
      {},
      { loginStatus: 'loggedIn', appliedGiftCards: [{ id: 'g1', giftCardNumber: G1, balance: '25.00', amount: 25 }], savedGiftCards: [{ repositoryId: 'p2', giftcardNumber: G2, amount: 150 }] },
    ),
  });
const withWallet = (s: CheckoutState, wallet: Partial<CheckoutState['wallet']>): CheckoutState => ({ ...s, wallet: { ...s.wallet, ...wallet } });

describe('GiftCardsSection while another wallet call runs (one wallet call at a time)', () => {
  it('Apply Gift Card, Remove and the saved card say they cannot act, and a press sends nothing and loses nothing typed', async () => {
    const dispatch = vi.fn();
    render(<GiftCardsSection s={withWallet(loaded(), { busy: 'rewards', gcNumber: G2, gcAuthNumber: '1234' })} dispatch={dispatch} m={m} />);
    const apply = screen.getByRole('button', { name: 'Apply Gift Card' });
    const remove = screen.getByRole('button', { name: /ending in 1111/ });
    const saved = screen.getByRole('checkbox', { name: /ending in 2222/ });
    for (const control of [apply, remove, saved]) expect(control).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(apply);
    await userEvent.click(remove);
    expect(dispatch).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /Gift Card Number/ })).toHaveValue(G2);
  });

  it('the control whose call runs shows busy; with no call running every control acts', async () => {
    const dispatch = vi.fn();
    const { rerender } = render(<GiftCardsSection s={withWallet(loaded(), { busy: 'giftCard' })} dispatch={dispatch} m={m} />);
    const apply = screen.getByRole('button', { name: 'Apply Gift Card' });
    expect(apply).toHaveAttribute('aria-busy', 'true');
    rerender(<GiftCardsSection s={withWallet(loaded(), { busy: null })} dispatch={dispatch} m={m} />);
    for (const control of [apply, screen.getByRole('button', { name: /ending in 1111/ }), screen.getByRole('checkbox', { name: /ending in 2222/ })])
      expect(control).not.toHaveAttribute('aria-disabled');
    await userEvent.click(screen.getByRole('button', { name: /ending in 1111/ }));
    expect(dispatch).toHaveBeenCalledWith({ type: 'gcRemoved', number: G1 });
  });
});
