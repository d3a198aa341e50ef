/**
 * A channel between tabs of the same browser (same origin): BroadcastChannel where there is one, otherwise a
 * storage event on a scratch key. The channel knows no message: each store declares its own with
 * `tabMessage(type, fields)` (the session its changes and cart count, the tokens a sign-out, the selected
 * store its store, the session timer its activity) and posts and hears only that one. Anything that arrives
 * is checked against the declared message's schema first: any script of the origin can post on the channel
 * or write the key, so a malformed or unknown message is dropped, never handed to a listener.
 */
import { literal, type, type Struct } from 'superstruct';
import { safeIs } from '../validation/struct';

/** One kind of message between tabs: its fields (without `type`) are posted and heard. */
export interface TabMessage<T extends object> {
  readonly type: string;
  /** Sends the message to the other tabs (not to this one). */
  post(fields: T): void;
  /** Listens to this message from other tabs; returns the function that stops listening. */
  on(fn: (fields: T) => void): () => void;
}

interface Kind {
  struct: Struct<unknown>;
  listeners: Set<(fields: never) => void>;
}

const NAME = 'storefront-widgets';
const KEY = 'sw:tabs';
const kinds = new Map<string, Kind>();
let channel: BroadcastChannel | null | undefined;

function deliver(data: unknown): void {
  const kind = data && typeof data === 'object' ? kinds.get(String((data as { type?: unknown }).type)) : undefined;
  if (!kind || !safeIs(data, kind.struct)) return;
  const { type: _type, ...fields } = data as { type: string };
  for (const fn of [...kind.listeners]) (fn as (f: object) => void)(fields);
}

function open(): void {
  if (channel !== undefined) return;
  channel = null;
  try {
    if (typeof BroadcastChannel === 'function') {
      channel = new BroadcastChannel(NAME);
      channel.onmessage = (e) => deliver(e.data);
      // Outside a browser (build-time imports, tests), an open channel must not keep the process alive.
      (channel as { unref?: () => void }).unref?.();
      return;
    }
  } catch {
    channel = null;
  }
  if (typeof window !== 'undefined')
    window.addEventListener('storage', (e) => {
      if (e.key !== KEY || !e.newValue) return;
      try {
        const envelope: unknown = JSON.parse(e.newValue);
        if (envelope && typeof envelope === 'object') deliver((envelope as { m?: unknown }).m);
      } catch {
        // not ours
      }
    });
}

/**
 * Declares a message between tabs: `type` on the wire, with `fields` checked by their superstruct schemas
 * (`{}` for a message without fields). A type is declared once.
 */
export function tabMessage<T extends object>(name: string, fields: { [K in keyof T]: Struct<T[K], unknown> }): TabMessage<T> {
  if (kinds.has(name)) throw new Error(`tab message "${name}" is declared twice`);
  const kind: Kind = { struct: type({ type: literal(name), ...fields }) as Struct<unknown>, listeners: new Set() };
  kinds.set(name, kind);
  return {
    type: name,
    post(f) {
      open();
      const message = { ...f, type: name };
      try {
        if (channel) channel.postMessage(message);
        else localStorage.setItem(KEY, JSON.stringify({ m: message, n: Math.random() }));
      } catch {
        // no channel: tabs just do not hear about it
      }
    },
    on(fn) {
      open();
      kind.listeners.add(fn as (fields: never) => void);
      return () => kind.listeners.delete(fn as (fields: never) => void);
    },
  };
}
