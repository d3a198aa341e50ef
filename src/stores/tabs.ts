/**
 * Messages between tabs of the same browser (same origin): login, logout, cart count and session-timer
 * activity. BroadcastChannel where there is one; otherwise a storage event on a scratch key. Anything that
 * arrives is checked against the message schema first: any script of the origin can post on the channel or
 * write the key, so a malformed message is dropped, never handed to a listener.
 */
import { is, literal, nullable, number, type, union, type Infer } from 'superstruct';
import { SelectedStoreStruct } from './selectedStoreStruct';

const TabMessageStruct = union([
  type({ type: literal('session-changed') }),
  /** A sign-out: every tab forgets its tokens (sessionStorage is per tab). */
  type({ type: literal('signed-out') }),
  type({ type: literal('cart'), cartQty: number() }),
  type({ type: literal('store'), store: nullable(SelectedStoreStruct) }),
  type({ type: literal('activity'), at: number() }),
  type({ type: literal('session-expired') }),
]);

export type TabMessage = Infer<typeof TabMessageStruct>;

type Listener = (m: TabMessage) => void;

const NAME = 'storefront-widgets';
const KEY = 'sw:tabs';
const listeners = new Set<Listener>();
let channel: BroadcastChannel | null | undefined;

function deliver(data: unknown): void {
  if (!is(data, TabMessageStruct)) return;
  for (const fn of [...listeners]) fn(data);
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

/** Sends a message to the other tabs (not to this one). */
export function postToTabs(message: TabMessage): void {
  open();
  try {
    if (channel) channel.postMessage(message);
    else localStorage.setItem(KEY, JSON.stringify({ m: message, n: Math.random() }));
  } catch {
    // no channel: tabs just do not hear about it
  }
}

/** Listens to messages from other tabs; returns the function that stops listening. */
export function onTabMessage(fn: Listener): () => void {
  open();
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** For tests: close the channel. */
export function closeTabs(): void {
  channel?.close();
  channel = undefined;
  listeners.clear();
}
