// The mount benchmark's baseline: the same trivial component, one bare createRoot per marker,
// everything in one bundle (no loader, no manifest, no validation).
import { createRoot } from 'react-dom/client';

function Trivial({ label }: { label: string }) {
  return <span className="sw-trivial">{label}</span>;
}

for (const el of document.querySelectorAll<HTMLElement>('[data-widget]')) {
  createRoot(el).render(<Trivial label={el.dataset.label ?? 'mounted'} />);
  el.setAttribute('data-widget-state', 'ready');
}
