import { type } from 'superstruct';
import { defineWidget } from '../../src/mount';
import { SessionTimer } from './SessionTimer';

export const widget = defineWidget({
  name: 'session-timer',
  description: 'Keeps the session alive while the shopper is active: silent renewal, the Session Expiry warning with a countdown, and the Session Expired message after a timeout.',
  props: type({}),
  Component: SessionTimer,
  defaultLoad: 'idle',
});
