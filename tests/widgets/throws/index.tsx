// Test-only widget: throws while rendering, to show the island's error boundary.
import { type } from 'superstruct';
import { defineWidget } from '../../../src/mount';

function Throws(): never {
  throw new Error('render failed on purpose');
}

export const widget = defineWidget({ name: 'throws', description: 'Test-only: throws while rendering.', props: type({}), Component: Throws, defaultLoad: 'eager' });
