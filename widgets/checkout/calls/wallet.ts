/**
 * The express wallets' calls (the model's `wallet` call): Apply PayPal, Express checkout and the express payment,
 * each with howMany -1 and start 0 before its body (checkout spec section 7) and one answer schema.
 */
import { nullable, optional, string, type as object, unknown } from 'superstruct';
import { request } from '../../../src/api';
import { $session, loadSession } from '../../../src/stores';
import type { WalletAnswer, WalletAsk } from '../model';
import { PAGING } from './sections';

const Status = object({ status: optional(nullable(string())), payPalToken: optional(nullable(string())), merchantSession: optional(unknown()) });

/** One wallet call: its data, or the message of a call that failed. Express checkout names the shopper's profile (the session's, read if not there yet). */
export async function walletCall({ call, body }: Pick<WalletAsk, 'call' | 'body'>): Promise<WalletAnswer> {
  const profile = call === 'expressCheckout' ? { profileId: ($session.get().info ?? (await loadSession()))?.profile.id ?? '' } : {};
  const r = await request(call, { body: { ...PAGING, ...profile, ...body }, schema: Status });
  return r.ok ? r.data : r.message;
}
