// Test-only widget: throws while rendering, to show the island's error boundary.
import { defineWidget } from '../../../src/mount';
import { meta } from './meta';

function Throws(): never {
  throw new Error('render failed on purpose');
}

export const widget = defineWidget({
  ...meta,
  Component: Throws,
});
