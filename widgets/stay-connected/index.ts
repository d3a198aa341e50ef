import { defineWidget } from '../../src/mount';
import { stayConnectedCalls } from './calls';
import { StayConnected } from './StayConnected';
import { meta } from './meta';

export const widget = defineWidget({
  ...meta,
  Component: StayConnected,
  calls: stayConnectedCalls,
});
