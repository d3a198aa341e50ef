/**
 * The account widget: sign in, create account (and the contracted path), forgot password and sign out.
 * It is opened by name (`StorefrontWidgets.open('sign-in' | 'create-account' | 'forgot-password')`, or
 * `open('account', { view })`), so the loader fetches it the first time a shopper asks for it. The island
 * stays after its dialog closes and answers later opens itself (the typed email carries over).
 */
import { useState } from 'react';
import { useCalls, useIsland, useModel, useOpenRequests } from '../../src/mount';
import { sitePaths } from '../../src/platform';
import { AuthDialogs, type AuthView } from './AuthDialogs';
import { accountStep, startAccount, type AccountCalls } from './model';
import type { AccountProps, AccountViewName } from './schema';
import { dialogFor, requestedView } from './selectors';

interface Request {
  view: AccountViewName;
  contracted: boolean;
  opener: Element | null;
}

export function Account({ view, contracted }: AccountProps) {
  const island = useIsland();
  const [request, setRequest] = useState<Request | null>(() => (island?.autoOpen ? { view, contracted: !!contracted, opener: island.opener } : null));
  const [authView, setAuthView] = useState<AuthView>(request ? dialogFor(request.view) : null);
  const calls = useCalls<AccountCalls>();
  // Signing out (asked for on opening, or later) runs in the model: the logout call, then the way home.
  const [, dispatch] = useModel(
    accountStep,
    () => startAccount(sitePaths().signOut, request?.view === 'sign-out'),
    () => ({ request: calls, navigate: (url) => location.assign(url) }),
  );

  useOpenRequests('account', (raw, opener) => {
    const next = requestedView(raw);
    setRequest({ ...next, opener });
    if (next.view === 'sign-out') dispatch({ type: 'signOut' });
    else setAuthView(dialogFor(next.view));
  });

  return <AuthDialogs view={authView} onViewChange={setAuthView} contracted={request?.contracted} opener={request?.opener} />;
}
