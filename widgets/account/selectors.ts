/** Which of the account widget's dialogs shows, from what it was opened with. */
import type { AuthView } from './AuthDialogs';
import type { AccountViewName } from './schema';

const DIALOG: Record<Exclude<AccountViewName, 'sign-out'>, Exclude<AuthView, null>> = {
  'sign-in': 'signIn',
  'create-account': 'createAccount',
  'forgot-password': 'forgotPassword',
};

/** The dialog of an opening's view; none for signing out. */
export const dialogFor = (view: AccountViewName): AuthView => (view === 'sign-out' ? null : DIALOG[view]);

/** The view and path of `StorefrontWidgets.open('account', props)`: Sign In unless another view is named. */
export const requestedView = (raw: Record<string, unknown>): { view: AccountViewName; contracted: boolean } => ({
  view: (raw.view as AccountViewName | undefined) ?? 'sign-in',
  contracted: raw.contracted === true || raw.contracted === 'true',
});
