// Test-only widget: the smallest possible island, for loader tests and the mount benchmark.
import { defaulted, type } from 'superstruct';
import { defineWidget, stringProp } from '../../../src/mount';

function Trivial({ label }: { label: string }) {
  return <span className="sw-trivial">{label}</span>;
}

export const widget = defineWidget({
  name: 'trivial',
  description: 'Test-only: renders its label.',
  props: type({ label: defaulted(stringProp(), 'mounted') }),
  Component: Trivial,
  defaultLoad: 'eager',
});
