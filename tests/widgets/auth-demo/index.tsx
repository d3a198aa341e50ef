// Test-only widget: opens the account widget's dialogs by name (StorefrontWidgets.open through openWidget),
// without the header bar, and shows what the shared session says (so a test can see every island re-render
// signed in). mode="status" renders only the status.
import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import { $session } from '../../../src/stores';
import { defineWidget, openWidget } from '../../../src/mount';
import { Button } from '../../../src/ui';
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
  const s = useStore($session);
  const signedIn = s.info?.profile.loginStatus === 'loggedIn';
  const outRef = useRef<HTMLButtonElement>(null);
  if (mode === 'status') return <SessionStatus label="Second island" />;
  return (
    <div>
      <SessionStatus label="Account status" />
      {signedIn ? (
        <Button ref={outRef} onClick={() => void openWidget('account', { view: 'sign-out' }, 'auth-demo')}>
          Sign Out
        </Button>
      ) : (
        <>
          <Button onClick={() => void openWidget('sign-in', undefined, 'auth-demo')}>Sign In</Button>{' '}
          <Button variant="secondary" onClick={() => void openWidget('create-account', undefined, 'auth-demo')}>
            Create Account
          </Button>{' '}
          <Button variant="secondary" onClick={() => void openWidget('create-account', { contracted: true }, 'auth-demo')}>
            Government Registration
          </Button>
        </>
      )}
    </div>
  );
}

export const widget = defineWidget({
  ...meta,
  Component: AuthDemo,
});
