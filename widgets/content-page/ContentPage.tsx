import { useStore } from '@nanostores/react';
import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { loadContentItems } from './api';
import { $renderers, rendererFor, warnUnknown, type RenderContext, type Renderer } from './contentTypes';
import './ContentPage.css';
import { registerBuiltIns } from './renderers';
import type { ContentPagePropsType } from './schema';
import { EAGER_IMAGES, itemType, toItems, type ContentItem } from './tree';

registerBuiltIns();

type Sanitize = RenderContext['sanitize'];

function renderItem(item: ContentItem, ctx: RenderContext, renderers: Readonly<Record<string, Renderer>>): ReactNode {
  const type = itemType(item);
  const r = rendererFor(type, renderers);
  if (!r) {
    warnUnknown(type);
    return null;
  }
  try {
    return r(item, ctx);
  } catch (e) {
    console.error(`[storefront-widgets] content-page: the "${type}" item could not be rendered; it is left out.`, e);
    return null;
  }
}

/** The items, rendered in order; images are numbered in page order as they render (first ones eager). */
export function ContentTree({ items, sanitize }: { items: readonly ContentItem[]; sanitize: Sanitize }): ReactNode {
  const renderers = useStore($renderers);
  let images = 0;
  const ctx: RenderContext = {
    sanitize,
    image: () => (images++ < EAGER_IMAGES ? 'eager' : 'lazy'),
    render: (list) => list.map((item, i) => <Fragment key={i}>{renderItem(item, ctx, renderers)}</Fragment>),
  };
  return <div className="sw-cp">{ctx.render(items)}</div>;
}

let sanitizer: Promise<Sanitize> | null = null;

/** The sanitizer chunk (DOMPurify), asked for once; if it cannot be loaded, server HTML is left out. */
function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= import('./ContentSanitizer').then(
    (mod) => mod.sanitizeHtml,
    (e: unknown) => {
      sanitizer = null;
      console.error('[storefront-widgets] content-page: the HTML sanitizer could not be loaded; HTML content is left out.', e);
      return () => null;
    },
  );
  return sanitizer;
}

/**
 * A page assembled from content items: from the marker's inline tree, or from the web contents call. The
 * marker's own content (the server-rendered page) shows until the tree is ready, and stays if it cannot be
 * read or is empty.
 */
export function ContentPage({ pathKey, productId, searchTerm, contents }: ContentPagePropsType): ReactNode {
  const [items, setItems] = useState<ContentItem[] | null>(null);
  const [sanitize, setSanitize] = useState<Sanitize | null>(null);
  useEffect(() => {
    let live = true;
    void loadSanitizer().then((fn) => live && setSanitize(() => fn));
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    if (contents !== undefined) {
      setItems(toItems(contents));
      return;
    }
    const ctrl = new AbortController();
    const query = { pathKey: pathKey || location.pathname, ...(productId ? { productId } : searchTerm ? { searchTerm } : {}) };
    void loadContentItems(query, ctrl.signal).then((list) => !ctrl.signal.aborted && setItems(list ?? []));
    return () => ctrl.abort();
  }, [pathKey, productId, searchTerm, contents]);
  if (!items?.length || !sanitize) return <slot />;
  return <ContentTree items={items} sanitize={sanitize} />;
}
