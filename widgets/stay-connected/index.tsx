import { defineWidget } from '../../src/mount';
import { StayConnected } from './StayConnected';
import { StayConnectedProps } from './schema';

export const widget = defineWidget({
  name: 'stay-connected',
  description: 'The stay-connected email lightbox: on the home page, for guests, once (a cookie for 30 days after close or submit).',
  props: StayConnectedProps,
  Component: StayConnected,
  defaultLoad: 'idle',
});
