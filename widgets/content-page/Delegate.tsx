import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A content item that another widget renders (contact form, subscribe form, recommendations): a marker for
 * that widget, which the loader mounts. The loader watches the document, not this island's shadow root, so
 * the marker is handed to it with `StorefrontWidgets.scan` (its data-load is honoured) and released with
 * `unmount` when the tree goes.
 */
export function Delegate({ widget, attrs }: { widget: string; attrs: Record<string, string> }): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    const api = window.StorefrontWidgets;
    if (!el) return;
    if (!api) {
      console.error(`[storefront-widgets] content-page: cannot show the ${widget} item: the widget loader is not on this page.`);
      return;
    }
    api.scan(el);
    return () => api.unmount(el);
  }, [widget]);
  return <div ref={ref} className="sw-cp-delegate" data-widget={widget} {...attrs} />;
}
