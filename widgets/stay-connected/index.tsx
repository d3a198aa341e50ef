import { defineWidget } from '../../src/mount';
import { StayConnected } from './StayConnected';
import { meta } from './meta';

export const widget = defineWidget({
  ...meta,
  Component: StayConnected,
});
