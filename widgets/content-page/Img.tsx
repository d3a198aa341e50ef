import type { ReactNode } from 'react';
import { safeHref, safeSrc, str, type ContentItem } from './tree';

export type Loading = 'eager' | 'lazy';

/** A linked or plain image (`imageUrl` or `src`, `alt`, `href`, `width`, `height`). */
export function Img({ item, loading, width, height, className }: { item: ContentItem; loading: Loading; width?: number; height?: number; className?: string }): ReactNode {
  const src = safeSrc(item.imageUrl ?? item.src ?? item.imageAsset ?? item.image);
  if (!src) return null;
  const w = Number(item.width) || width;
  const h = Number(item.height) || height;
  const img = <img className={className} src={src} alt={str(item, 'alt')} width={w} height={h} loading={loading} decoding="async" />;
  const href = safeHref(item.href ?? item.url ?? item.link);
  return href ? <a href={href}>{img}</a> : img;
}
