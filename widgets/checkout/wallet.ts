/** The wallet slice of the checkout reducer: gift cards, rewards and express payments (their calls are asked for by the step, model.ts). */
import { refusalText } from '../../src/api';
import { cleanGiftCardField, giftCardErrors } from './giftCards';
import { hasKeys, omit } from './fields';
import { pickupInfoNeeded, type Order } from './order';
import type { CheckoutState, WalletAction, WalletState } from './state';

/** A new order from a section's answer: the pickup form opens when the order now needs it. */
export const orderRefreshed = (state: CheckoutState, order: Order): CheckoutState => ({ ...state, order, pickupOpen: state.pickupOpen || pickupInfoNeeded(order) });

/** The wallet's transitions (gift cards, rewards, express payments): one wallet call at a time; nothing typed in the gift card entry is lost on an error. */
export function walletReducer(state: CheckoutState, action: WalletAction): CheckoutState {
  const w = state.wallet;
  const set = (patch: Partial<WalletState>, extra: Partial<CheckoutState> = {}): CheckoutState => ({ ...state, ...extra, wallet: { ...w, ...patch } });
  const start = (busy: WalletState['busy'], target: string | null = null) => (w.busy ? state : set({ busy, target, gcNotice: null, rewardsError: null, expressError: null }));
  switch (action.type) {
    case 'gcTyped':
      return set({ [action.field]: cleanGiftCardField(action.field, action.value), gcErrors: omit(w.gcErrors, action.field), gcNotice: null });
    case 'gcSubmitted': {
      if (w.busy) return state;
      const e = giftCardErrors(w.gcNumber, w.gcAuthNumber);
      if (hasKeys(e)) return set({ gcErrors: e, gcNotice: null }, { fixes: state.fixes + 1 });
      return set({ busy: 'giftCard', target: null, gcErrors: {}, gcNotice: null });
    }
    case 'gcSavedToggled':
      return start('savedGiftCard', action.id);
    case 'gcRemoved':
      return start('removeGiftCard', action.number);
    case 'rewardsToggled':
      return start('rewards');
    case 'expressStarted':
      return start('express');
    case 'expressFailed':
      return set({ busy: null, target: null, expressError: action.message, reply: null });
    case 'walletAnswered': {
      if (!w.busy) return state;
      const o = action.result;
      const done = { busy: null, target: null } as const;
      if (o.kind === 'ok') {
        const next = o.order ? orderRefreshed(state, o.order) : state;
        // A new express payment was approved and refreshed: it is the one shown, even after an earlier one was set aside.
        return { ...next, walletDropped: next.walletDropped && w.busy !== 'express', wallet: { ...w, ...done, ...(w.busy === 'giftCard' ? { gcNumber: '', gcAuthNumber: '', gcErrors: {} } : {}) } };
      }
      const general = o.kind === 'failed' ? o.message : o.kind === 'formError' ? o.messages.join(' ') : '';
      const all = o.kind === 'formError' ? refusalText(o) : general;
      if (w.busy === 'giftCard' && o.kind === 'formError') {
        const fields = Object.fromEntries(Object.entries(o.fieldErrors).filter(([k]) => k === 'gcNumber' || k === 'gcAuthNumber'));
        return set({ ...done, gcErrors: fields, gcNotice: general || (hasKeys(fields) ? null : all) || null }, { fixes: state.fixes + (hasKeys(fields) ? 1 : 0) });
      }
      if (w.busy === 'rewards') return set({ ...done, rewardsError: all || null });
      if (w.busy === 'express') return set({ ...done, expressError: all || null });
      return set({ ...done, gcNotice: all || null });
    }
  }
}
