/**
 * The account widget: sign in, create account (and the contracted path), forgot password and sign out.
 * It is opened by name (`StorefrontWidgets.open('sign-in' | 'create-account' | 'forgot-password')`, or
 * `open('account', { view })`), so the loader fetches it the first time a shopper asks for it. The island
 * stays after its dialog closes and answers later opens itself (the typed email carries over).
 */
import { useEffect, useState } from 'react';
import { useIsland, useOpenRequests } from '../../src/mount';
import { AuthDialogs, type AuthView } from './AuthDialogs';
import type { AccountProps, AccountViewName } from './schema';
import { signOut } from './signOut';

const DIALOG: Record<Exclude<AccountViewName, 'sign-out'>, Exclude<AuthView, null>> = {
  'sign-in': 'signIn',
  'create-account': 'createAccount',
  'forgot-password': 'forgotPassword',
};

interface Request {
  view: AccountViewName;
  contracted: boolean;
  opener: Element | null;
  /** Tells apart two requests for the same view (sign out twice). */
  n: number;
}

export function Account({ view, contracted }: AccountProps) {
  const island = useIsland();
  const [request, setRequest] = useState<Request | null>(() => (island?.autoOpen ? { view, contracted: !!contracted, opener: island.opener, n: 0 } : null));
  const [authView, setAuthView] = useState<AuthView>(request && request.view !== 'sign-out' ? DIALOG[request.view] : null);

  useOpenRequests('account', (raw, opener) => {
    const next = (raw.view as AccountViewName | undefined) ?? 'sign-in';
    setRequest((r) => ({ view: next, contracted: raw.contracted === true || raw.contracted === 'true', opener, n: (r?.n ?? 0) + 1 }));
    if (next !== 'sign-out') setAuthView(DIALOG[next]);
  });

  useEffect(() => {
    if (request?.view === 'sign-out') void signOut();
  }, [request]);

  return <AuthDialogs view={authView} onViewChange={setAuthView} contracted={request?.contracted} opener={request?.opener} />;
}
