// Test-only widget: shows the shared session's login status, for the single-flight session-info test.
import { useStore } from '@nanostores/react';
import { defaulted, type } from 'superstruct';
import { defineWidget, stringProp } from '../../../src/mount';
import { $session } from '../../../src/stores';

function SessionProbe({ label }: { label: string }) {
  const s = useStore($session);
  return (
    <p>
      {label}: {s.status === 'ready' ? `signed ${s.info?.profile.loginStatus === 'guest' ? 'out' : 'in'} (${s.info?.profile.loginStatus})` : s.status}
    </p>
  );
}

export const widget = defineWidget({
  name: 'session-probe',
  description: 'Test-only: shows the shared session state.',
  props: type({ label: defaulted(stringProp(), 'probe') }),
  Component: SessionProbe,
  defaultLoad: 'eager',
});
