/**
 * The account widget: sign in, create account (and the contracted path), forgot password and sign out.
 * It is opened by name (`StorefrontWidgets.open('sign-in' | 'create-account' | 'forgot-password')`, or
 * `open('account', { view })`), so the loader fetches it the first time a shopper asks for it. The island
 * stays after its dialog closes and answers later opens itself (the typed email carries over).
 */
import { useState } from 'react';
import { useIsland, useModel, useOpenRequests } from '../../src/mount';
import { sitePaths } from '../../src/site';
import { authCalls } from './authCalls';
import { accountStep, startAccount } from './authStep';
import { AuthDialogs, type AuthView } from './AuthDialogs';
import type { AccountProps, AccountViewName } from './schema';

const DIALOG: Record<Exclude<AccountViewName, 'sign-out'>, Exclude<AuthView, null>> = {
  'sign-in': 'signIn',
  'create-account': 'createAccount',
  'forgot-password': 'forgotPassword',
};

interface Request {
  view: AccountViewName;
  contracted: boolean;
  opener: Element | null;
}

export function Account({ view, contracted }: AccountProps) {
  const island = useIsland();
  const [request, setRequest] = useState<Request | null>(() => (island?.autoOpen ? { view, contracted: !!contracted, opener: island.opener } : null));
  const [authView, setAuthView] = useState<AuthView>(request && request.view !== 'sign-out' ? DIALOG[request.view] : null);
  // Signing out (asked for on opening, or later) runs in the model: the logout call, then the way home.
  const [, dispatch] = useModel(accountStep, () => startAccount(sitePaths().signOut, request?.view === 'sign-out'), () => ({ request: authCalls(), navigate: (url) => location.assign(url) }));

  useOpenRequests('account', (raw, opener) => {
    const next = (raw.view as AccountViewName | undefined) ?? 'sign-in';
    setRequest({ view: next, contracted: raw.contracted === true || raw.contracted === 'true', opener });
    if (next === 'sign-out') dispatch({ type: 'signOut' });
    else setAuthView(DIALOG[next]);
  });

  return <AuthDialogs view={authView} onViewChange={setAuthView} contracted={request?.contracted} opener={request?.opener} />;
}
