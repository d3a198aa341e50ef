import { useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * Server HTML in a box: the nodes come from the sanitizer (DOMPurify, see ContentSanitizer.ts), never from
 * an HTML string set on the element.
 */
export function Html({ html, sanitize, className }: { html: string; sanitize: (html: string) => DocumentFragment | null; className?: string }): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.replaceChildren(sanitize(html) ?? '');
  }, [html, sanitize]);
  return <div ref={ref} className={className ? `sw-cp-html ${className}` : 'sw-cp-html'} />;
}
