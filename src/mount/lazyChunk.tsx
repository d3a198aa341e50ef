/**
 * lazyChunk(): code a shopper may never need (an address book, a payment method) as a lazy chunk of its
 * widget, in one line:
 *
 *   const AddressBook = lazyChunk(() => import('./AddressBook'), 'AddressBook');
 *   ...
 *   <AddressBook addresses={list} />
 *
 * The build lists the chunk in dist/manifest.json with its SRI hash and routes the `import()` through the
 * loader, which fetches the chunk's files when it is first rendered (or preloaded), with the page's nonce
 * and integrity, retrying once. While it loads the component shows `fallback` (a small spinner by
 * default); if it cannot be loaded it shows a short message with a Retry button in its place, never a
 * blank island, and the rest of the widget keeps working. Unlike React.lazy, a failure is not kept:
 * Retry (or the next render after an unmount) asks again.
 */
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { messagesFor } from '../config/hostConfig';

/** The runtime's own text (a host overrides any key with `StorefrontWidgetsConfig.messages.runtime`). */
export const LAZY_CHUNK_MESSAGES = {
  failed: 'This part of the page could not be loaded.',
  retry: 'Retry',
  loading: 'Loading',
  /** An island that failed while rendering (its error boundary). */
  islandFailed: 'This part of the page is not available right now. Please refresh the page to try again.',
};

export interface LazyChunkOptions {
  /** Shown while the chunk loads (default: a small spinner with a "Loading" label). */
  fallback?: ReactNode;
}

export type LazyComponent<P> = ComponentType<P> & {
  /** Starts loading now (on hover, or when a step before it opens); resolves when ready, never rejects. */
  preload(): Promise<boolean>;
};

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/** Wraps the named export of a widget's own module as a component loaded on first render. */
export function lazyChunk<M, K extends keyof M & string>(load: () => Promise<M>, exportName: K, options: LazyChunkOptions = {}): LazyComponent<PropsOf<M[K]>> {
  type P = PropsOf<M[K]>;
  let loaded: ComponentType<P> | null = null;
  let flight: Promise<ComponentType<P>> | null = null;
  const start = (): Promise<ComponentType<P>> =>
    (flight ??= Promise.resolve()
      .then(load)
      .then((mod) => {
        const c = mod[exportName] as unknown;
        if (typeof c !== 'function' && (typeof c !== 'object' || c === null)) throw new Error(`the chunk has no component named ${exportName}`);
        return (loaded = c as ComponentType<P>);
      })
      .catch((e: unknown) => {
        flight = null;
        console.error(`[storefront-widgets] the lazy chunk of ${exportName} could not be loaded.`, e);
        throw e;
      }));

  function Lazy(props: P): ReactNode {
    const [attempt, setAttempt] = useState(0);
    const [failed, setFailed] = useState(false);
    const [, setReady] = useState(0);
    useEffect(() => {
      if (loaded) return;
      let live = true;
      start().then(
        () => live && setReady((n) => n + 1),
        () => live && setFailed(true),
      );
      return () => {
        live = false;
      };
    }, [attempt]);
    const C = loaded;
    if (C) return <C {...(props as P & object)} />;
    const m = messagesFor('runtime', LAZY_CHUNK_MESSAGES);
    if (failed)
      return (
        <div className="sw-island-error sw-lazy-error" role="alert">
          {m.failed}{' '}
          <button
            type="button"
            className="sw-button sw-button--secondary"
            onClick={() => {
              setFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            {m.retry}
          </button>
        </div>
      );
    return (
      options.fallback ?? (
        <span role="status" className="sw-spinner-wrap">
          <span className="sw-spinner sw-spinner--small" aria-hidden="true" />
          <span className="sw-visually-hidden">{m.loading}</span>
        </span>
      )
    );
  }
  Lazy.displayName = `Lazy(${exportName})`;
  return Object.assign(Lazy, {
    preload: () =>
      start().then(
        () => true,
        () => false,
      ),
  }) as LazyComponent<P>;
}
