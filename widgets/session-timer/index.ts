import { defineWidget } from '../../src/mount';
import { sessionTimerCalls } from './calls';
import { meta } from './meta';
import { SessionTimer } from './SessionTimer';

export const widget = defineWidget({
  ...meta,
  Component: SessionTimer,
  calls: sessionTimerCalls,
});
