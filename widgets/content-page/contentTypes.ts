/**
 * The registry of content-type renderers. The built-in types are registered by renderers.tsx; a host adds or
 * replaces a type without a release through `StorefrontWidgets.contentTypes.register(type, renderer)` (see
 * hostApi.ts). A type nobody registered renders nothing (one console warning per type).
 */
import { atom } from 'nanostores';
import type { ReactNode } from 'react';
import type { ContentItem } from './tree';

/** What a renderer gets besides its item. */
export interface RenderContext {
  /** Renders a list of child items (nested content), in order. */
  render: (items: readonly ContentItem[]) => ReactNode;
  /** Server HTML, sanitized (DOMPurify), as a fragment to insert; empty when there is no sanitizer. */
  sanitize: (html: string) => DocumentFragment | null;
  /** The loading mode of the next image in page order: the first EAGER_IMAGES eager, the rest lazy. */
  image: () => 'eager' | 'lazy';
}

export type Renderer = (item: ContentItem, ctx: RenderContext) => ReactNode;

/** Renderers by type. An atom, so trees already on the page re-render when a host registers a type late. */
export const $renderers = atom<Readonly<Record<string, Renderer>>>({});

const TYPE = /^[A-Za-z][\w.-]{0,79}$/;

/** Adds (or replaces) the renderer of a content type. Throws on a name that is not a type name or a non-function. */
export function registerContentType(type: string, renderer: Renderer): void {
  if (typeof type !== 'string' || !TYPE.test(type)) throw new TypeError(`[storefront-widgets] content-page: "${String(type)}" is not a content type name (letters, digits, _ . -).`);
  if (typeof renderer !== 'function') throw new TypeError(`[storefront-widgets] content-page: the renderer of "${type}" must be a function.`);
  $renderers.set({ ...$renderers.get(), [type]: renderer });
}

/** Removes a content type (its items then render nothing). */
export function unregisterContentType(type: string): void {
  const next = { ...$renderers.get() };
  delete next[type];
  $renderers.set(next);
}

/** The renderer of a type, if any. */
export const rendererFor = (type: string, renderers = $renderers.get()): Renderer | undefined => (Object.hasOwn(renderers, type) ? renderers[type] : undefined);

const warned = new Set<string>();

/** Warns once per type that items of an unknown type are left out. */
export function warnUnknown(type: string): void {
  if (warned.has(type)) return;
  warned.add(type);
  console.warn(`[storefront-widgets] content-page: no renderer for content type "${type || '(none)'}"; the item is left out.`);
}
