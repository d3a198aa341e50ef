/**
 * Content types a host adds without a release:
 *
 *   StorefrontWidgets.contentTypes.register('PromoBox', (item) => `<p>${item.text}</p>`);
 *
 * A host renderer gets the item and returns an HTML string (sanitized with DOMPurify like all server HTML),
 * a DOM node (the host's own, used as is), or null. Registering a built-in name replaces it; items already
 * on the page re-render. The API appears on `window.StorefrontWidgets` when the content-page widget loads,
 * which the `storefront:content-types-ready` event announces (its detail is the API).
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { emit, type ContentTypesApi, type HostRenderer } from '../../src/events';
import { $renderers, registerContentType, unregisterContentType, type RenderContext } from './contentTypes';
import type { ContentItem } from './tree';

function HostItem({ item, fn, sanitize }: { item: ContentItem; fn: HostRenderer; sanitize: RenderContext['sanitize'] }): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    let out: ReturnType<HostRenderer>;
    try {
      out = fn(item);
    } catch (e) {
      console.error('[storefront-widgets] content-page: a host content-type renderer failed; its item is left out.', e);
      out = null;
    }
    ref.current?.replaceChildren(typeof out === 'string' ? (sanitize(out) ?? '') : out instanceof Node ? out : '');
  }, [item, fn, sanitize]);
  return <div ref={ref} className="sw-cp-host" />;
}

export const contentTypesApi: ContentTypesApi = {
  register: (type, fn) => {
    if (typeof fn !== 'function') throw new TypeError(`[storefront-widgets] content-page: the renderer of "${type}" must be a function.`);
    registerContentType(type, (item, ctx) => <HostItem item={item} fn={fn} sanitize={ctx.sanitize} />);
  },
  unregister: unregisterContentType,
  types: () => Object.keys($renderers.get()).sort(),
};

/** Puts the API on `window.StorefrontWidgets.contentTypes` and announces it. */
export function exposeContentTypes(): void {
  const api = window.StorefrontWidgets;
  if (api && !api.contentTypes) api.contentTypes = contentTypesApi;
  emit('content-types-ready', contentTypesApi);
}
