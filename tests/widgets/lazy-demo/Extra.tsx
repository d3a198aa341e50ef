// The lazy chunk of the lazy-demo test widget. Running it leaves a mark on window, so a test can tell
// whether a chunk with bad bytes ever ran.
(window as unknown as { lazyDemoRan?: number }).lazyDemoRan = ((window as unknown as { lazyDemoRan?: number }).lazyDemoRan ?? 0) + 1;

export function Extra({ label }: { label: string }) {
  return <p>{`Lazy part: ${label}`}</p>;
}
