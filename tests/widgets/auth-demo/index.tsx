// Test-only widget: opens the header's auth dialogs without the header bar, and shows what the shared
// session says (so a test can see every island re-render signed in). mode="status" renders only the status.
import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import { $session } from '../../../src/stores';
import { defineWidget } from '../../../src/mount';
import { Button } from '../../../src/ui';
import { AuthDialogs, signOut, type AuthView } from '../../../widgets/header/auth';
import { meta } from './meta';

function SessionStatus({ label }: { label: string }) {
  const s = useStore($session);
  const p = s.info?.profile;
  const points = s.info?.rewardsCustomer?.rewardPoints ?? 0;
  if (s.status !== 'ready' || !p) return <p aria-label={label}>Loading session…</p>;
  return (
    <p aria-label={label} role="status">
      {p.loginStatus === 'loggedIn' ? `Welcome, ${p.firstName}! ${points.toLocaleString('en-US')} points` : 'Hello, guest'}
    </p>
  );
}

function AuthDemo({ mode }: { mode: 'full' | 'status' }) {
  const [view, setView] = useState<AuthView>(null);
  const [contracted, setContracted] = useState(false);
  const s = useStore($session);
  const signedIn = s.info?.profile.loginStatus === 'loggedIn';
  const outRef = useRef<HTMLButtonElement>(null);
  if (mode === 'status') return <SessionStatus label="Second island" />;
  return (
    <div>
      <SessionStatus label="Account status" />
      {signedIn ? (
        <Button ref={outRef} onClick={() => void signOut()}>
          Sign Out
        </Button>
      ) : (
        <>
          <Button onClick={() => { setContracted(false); setView('signIn'); }}>Sign In</Button>{' '}
          <Button variant="secondary" onClick={() => { setContracted(false); setView('createAccount'); }}>Create Account</Button>{' '}
          <Button variant="secondary" onClick={() => { setContracted(true); setView('createAccount'); }}>Government Registration</Button>
        </>
      )}
      <AuthDialogs view={view} onViewChange={setView} contracted={contracted} />
    </div>
  );
}

export const widget = defineWidget({
  ...meta,
  Component: AuthDemo,
});
