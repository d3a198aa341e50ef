/** The account dialogs' calls in the page: the account calls of api.ts, the shared session, analytics, the console. */
import { request } from '../../src/api';
import { track } from '../../src/events';
import { $profileId, $session, $shopper, detectSite, signedIn, signedOut } from '../../src/stores';
import { contractedContinue, createAccount, login, logout, resetPassword, sendResetCode, verifyResetCode, type Call } from './api';
import type { AuthCalls } from './authStep';

const restored = () => $shopper.get().recognized;

/** `call`: the request function (tests run the dialogs on the simulator); `done`: the dialog closes. */
export const authCalls = (call?: Call, done: () => void = () => {}): AuthCalls => ({
  login: (values) => login(values, { sessionRestored: restored(), currentURL: location.pathname + location.search }, call),
  contractedContinue: (email) => contractedContinue(email, call),
  createAccount: ({ values, contracted }) => {
    // Read before either call, as the session store loads itself when first read.
    const sessionRestored = restored();
    return createAccount(values, call, contracted ? { sessionRestored } : undefined);
  },
  sendResetCode: (email) => sendResetCode(email, call),
  verifyResetCode: ({ email, code }) => verifyResetCode(email, code, call),
  resetPassword: (input) => resetPassword(input, call),
  signedIn,
  done,
  loginStarted: () => track('loginStart', { location: location.pathname }),
  registerStarted: (contracted) => track('registerStart', { contracted }),
  // Logs out; if that fails the server session is invalidated instead, and the page still signs out: the user asked to leave.
  logout: async () => {
    const r = await logout({ profileId: $profileId.get() ?? $session.get().info?.profile.id ?? null, furniture: detectSite() === 'furniture' }, call);
    if (r.ok) return;
    console.error(`[storefront-widgets] account: the logout call failed (${r.kind}); invalidating the session instead.`);
    const inv = await (call ?? request)('invalidateSession', { body: {} });
    if (!inv.ok) console.error(`[storefront-widgets] account: invalidating the session failed too (${inv.kind}).`);
  },
  // Clears tokens and tells the other tabs synchronously; its guest refetch is not waited for: we leave.
  signedOut,
});
