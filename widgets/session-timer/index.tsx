import { defineWidget } from '../../src/mount';
import { meta } from './meta';
import { SessionTimer } from './SessionTimer';

export const widget = defineWidget({
  ...meta,
  Component: SessionTimer,
});
