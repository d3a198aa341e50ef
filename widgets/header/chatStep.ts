/**
 * The live-chat toggle's asynchronous half (storefront spec section 2, header): the chat status is asked for
 * as the bar mounts and then every second (section 9: chat polling 1000 ms), one call at a time; an unknown
 * status (a failed call, or a hidden page that was not asked) keeps what was shown. When chat is online and
 * the page has a chat address, the toggle loads the chat script on first use and opens the chat; pressed
 * again, it closes it. A script that cannot be loaded leaves a short note.
 */
import type { Next } from '../../src/platform/createModel';

export const CHAT_POLL_MS = 1000;

/** What the toggle asks of the outside world (calls.ts in the page, fakePorts in model tests). */
export interface ChatCalls {
  /** Whether chat is online; null when unknown (the call failed, or the page is hidden and was not asked). */
  status(input: null, signal: AbortSignal): Promise<boolean | null>;
  /** Loads the chat script from `input` (once) and opens the chat; false when it cannot be loaded. */
  openChat(input: string, signal: AbortSignal): Promise<boolean>;
  closeChat(input: null, signal: AbortSignal): void;
}

export interface ChatState {
  /** null until the status is known. */
  online: boolean | null;
  /** A status call is out. */
  asking: boolean;
  open: boolean;
  /** The chat script is loading. */
  busy: boolean;
  /** The chat script could not be loaded. */
  failed: boolean;
}

export type ChatEvent =
  | { type: 'pollDue' }
  | { type: 'statusAnswered'; result: boolean | null }
  /** The toggle was pressed; `url`: the chat script's address (init data), null when the page has none. */
  | { type: 'clicked'; url: string | null }
  | { type: 'chatAnswered'; result: boolean }
  /** The chat closed itself (its own close button). */
  | { type: 'closed' };

export type ChatNext = Next<ChatState, ChatEvent, ChatCalls>;

/** One status call now, and the next poll a second later. */
const poll = (s: ChatState): ChatNext => ({
  state: { ...s, asking: true },
  effects: [
    ...(s.asking ? [] : [{ type: 'request', call: 'status', input: null, key: 'status', done: { type: 'statusAnswered' } } as const]),
    { type: 'timer', key: 'poll', ms: CHAT_POLL_MS, done: { type: 'pollDue' } },
  ],
});

export const startChat = (): ChatNext => poll({ online: null, asking: false, open: false, busy: false, failed: false });

/** Chat can be opened: it is online and the page has its address. */
export const chatAvailable = (s: ChatState, url: string | null): url is string => s.online === true && !!url;

export function chatStep(s: ChatState, e: ChatEvent): ChatNext {
  switch (e.type) {
    case 'pollDue':
      return poll(s);
    case 'statusAnswered':
      return { state: { ...s, asking: false, online: e.result ?? s.online } };
    case 'clicked':
      if (!chatAvailable(s, e.url) || s.busy) return { state: s };
      if (s.open) return { state: { ...s, open: false }, effects: [{ type: 'request', call: 'closeChat', input: null }] };
      return { state: { ...s, busy: true, failed: false }, effects: [{ type: 'request', call: 'openChat', input: e.url, key: 'chat', done: { type: 'chatAnswered' } }] };
    case 'chatAnswered':
      return { state: { ...s, busy: false, open: e.result, failed: !e.result } };
    case 'closed':
      return { state: { ...s, open: false } };
  }
}
