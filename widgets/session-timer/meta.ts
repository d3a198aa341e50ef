/** The widget's declaration, read by the build without running the widget (see src/mount/meta.ts). */
import { defineMeta } from '../../src/mount/meta';
import { SessionTimerProps } from './schema';

export const meta = defineMeta({
  name: 'session-timer',
  description: 'Keeps the session alive while the shopper is active: silent renewal, the Session Expiry warning with a countdown, and the Session Expired message after a timeout.',
  props: SessionTimerProps,
  defaultLoad: 'idle',
});
