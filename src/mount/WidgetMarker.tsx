import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Another widget's marker inside an island (the footer's sign-up): the loader mounts it like any marker, with
 * its data-load. The loader watches the document, not shadow roots, so the marker is handed to it
 * (`StorefrontWidgets.scan`) and released (`unmount`) when it goes. Never import the other widget.
 */
export function WidgetMarker({ widget, from, attrs = {} }: { widget: string; from: string; attrs?: Record<string, string> }): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const api = window.StorefrontWidgets;
    const el = ref.current;
    if (!el) return;
    if (!api) {
      console.error(`[storefront-widgets] ${from}: cannot show ${widget}: the widget loader is not on this page.`);
      return;
    }
    api.scan(el);
    return () => api.unmount(el);
  }, [widget, from]);
  return <div ref={ref} data-widget={widget} {...attrs} />;
}
