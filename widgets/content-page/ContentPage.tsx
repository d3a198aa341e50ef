import { useStore } from '../../src/stores/useStore';
import { Fragment, useEffect, type ReactNode } from 'react';
import { useCalls, useModel } from '../../src/mount';
import { $renderers, rendererFor, warnUnknown, type RenderContext, type Renderer } from './contentTypes';
import './ContentPage.css';
import { contentPageStep, startContentPage, type ContentPageCalls, type Sanitize } from './model';
import { registerBuiltIns } from './renderers';
import type { ContentPagePropsType } from './schema';
import { contentQuery, shownTree } from './selectors';
import { EAGER_IMAGES, itemType, type ContentItem } from './tree';

registerBuiltIns();

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

/**
 * A page assembled from content items: from the marker's inline tree, or from the web contents call. The
 * marker's own content (the server-rendered page) shows until the tree is ready, and stays if it cannot be
 * read or is empty.
 */
export function ContentPage(props: ContentPagePropsType): ReactNode {
  const { pathKey, productId, searchTerm, contents } = props;
  const calls = useCalls<ContentPageCalls>();
  const [s, dispatch] = useModel(contentPageStep, startContentPage, () => ({ request: calls }));
  useEffect(() => dispatch({ type: 'asked', contents, query: contentQuery({ pathKey, productId, searchTerm }, location.pathname) }), [dispatch, pathKey, productId, searchTerm, contents]);
  const tree = shownTree(s);
  if (!tree) return <slot />;
  return <ContentTree items={tree.items} sanitize={tree.sanitize} />;
}
