// Test-only widget: shows the shared session's login status, for the single-flight session-info test.
import { useStore } from '@nanostores/react';
import { defineWidget } from '../../../src/mount';
import { $session } from '../../../src/stores';
import { meta } from './meta';

function SessionProbe({ label }: { label: string }) {
  const s = useStore($session);
  return (
    <p>
      {label}: {s.status === 'ready' ? `signed ${s.info?.profile.loginStatus === 'guest' ? 'out' : 'in'} (${s.info?.profile.loginStatus})` : s.status}
    </p>
  );
}

export const widget = defineWidget({
  ...meta,
  Component: SessionProbe,
});
