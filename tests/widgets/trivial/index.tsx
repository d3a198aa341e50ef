// Test-only widget: the smallest possible island, for loader tests and the mount benchmark.
import { defineWidget } from '../../../src/mount';
import { meta } from './meta';

function Trivial({ label }: { label: string }) {
  return <span className="sw-trivial">{label}</span>;
}

export const widget = defineWidget({
  ...meta,
  Component: Trivial,
});
