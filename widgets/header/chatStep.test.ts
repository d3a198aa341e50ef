// @vitest-environment node
// The live-chat toggle's flows (storefront spec section 2: 'online or (Offline); status is polled every second;
// the chat widget is loaded lazily from a configured address'; section 9: chat polling 1000 ms) driven through
// its model with fake calls and a fake clock: no React, no mocked modules.
import { describe, expect, it } from 'vitest';
import { createModel } from '../../src/platform/createModel';
import { fakePorts } from '../../src/mount/fakePorts';
import { CHAT_POLL_MS, chatAvailable, chatStep, startChat, type ChatCalls } from './chatStep';

const URL = 'https://chat.example/chat.js';

function chat() {
  const io = fakePorts<ChatCalls>();
  const model = createModel(chatStep, startChat(), io.ports);
  model.start();
  const calls = (name: keyof ChatCalls) => io.calls.filter((c) => c.call === name).map((c) => c.input);
  /** The toggle as the shopper reads it. */
  const label = (url: string | null = URL) => {
    const s = model.get();
    return `Live Chat${s.online === false ? ' (Offline)' : ''}${chatAvailable(s, url) ? (s.open ? ' [pressed]' : ' [enabled]') : ' [disabled]'}${s.busy ? ' (busy)' : ''}${s.failed ? ' | could not be loaded' : ''}`;
  };
  const click = (url: string | null = URL) => model.dispatch({ type: 'clicked', url });
  /** Chat online, as the first status answer says. */
  const online = async () => io.next('status').answer(true);
  return { io, model, calls, label, click, online };
}

describe('chat model: the status', () => {
  it('is asked for at once and then every 1000 ms', async () => {
    const { io, calls, label } = chat();
    expect(calls('status')).toHaveLength(1);
    await io.next('status').answer(false);
    expect(label()).toBe('Live Chat (Offline) [disabled]');
    await io.advance(CHAT_POLL_MS - 1);
    expect(calls('status')).toHaveLength(1);
    await io.advance(1);
    expect(calls('status')).toHaveLength(2);
    await io.next('status').answer(true);
    expect(label()).toBe('Live Chat [enabled]');
    for (let i = 0; i < 3; i++) {
      await io.advance(CHAT_POLL_MS);
      await io.next('status').answer(true);
    }
    expect(calls('status')).toHaveLength(5);
  });

  it('one call at a time: a slow answer holds the next poll back', async () => {
    const { io, calls } = chat();
    await io.advance(3 * CHAT_POLL_MS);
    expect(calls('status')).toHaveLength(1);
    await io.next('status').answer(true);
    await io.advance(CHAT_POLL_MS);
    expect(calls('status')).toHaveLength(2);
  });

  it('an unknown status (a failed call, a hidden page) keeps what shows', async () => {
    const { io, label, online } = chat();
    await online();
    await io.advance(CHAT_POLL_MS);
    await io.next('status').answer(null);
    expect(label()).toBe('Live Chat [enabled]');
  });

  it('stops polling when the island goes', async () => {
    const { io, model, calls } = chat();
    await io.next('status').answer(true);
    model.stop();
    await io.advance(5 * CHAT_POLL_MS);
    expect(calls('status')).toHaveLength(1);
    expect(io.timers()).toBe(0);
  });
});

describe('chat model: the toggle', () => {
  it('does nothing while chat is offline or unknown, or when the page has no chat address', async () => {
    const { io, calls, click, label } = chat();
    click();
    await io.next('status').answer(false);
    click();
    expect(calls('openChat')).toEqual([]);
    await io.advance(CHAT_POLL_MS);
    await io.next('status').answer(true);
    expect(label(null)).toBe('Live Chat [disabled]');
    click(null);
    expect(calls('openChat')).toEqual([]);
  });

  it('loads the chat script from the configured address and opens the chat; pressed again, closes it', async () => {
    const { io, calls, click, label, online } = chat();
    await online();
    click();
    expect(calls('openChat')).toEqual([URL]);
    expect(label()).toBe('Live Chat [enabled] (busy)');
    click();
    expect(calls('openChat')).toHaveLength(1);
    await io.next('openChat').answer(true);
    expect(label()).toBe('Live Chat [pressed]');
    click();
    expect(calls('closeChat')).toHaveLength(1);
    expect(label()).toBe('Live Chat [enabled]');
  });

  it('a script that cannot be loaded leaves a note; the next try clears it', async () => {
    const { io, click, label, online } = chat();
    await online();
    click();
    await io.next('openChat').answer(false);
    expect(label()).toBe('Live Chat [enabled] | could not be loaded');
    click();
    expect(label()).toBe('Live Chat [enabled] (busy)');
  });

  it('the chat closing itself un-presses the toggle', async () => {
    const { io, model, click, label, online } = chat();
    await online();
    click();
    await io.next('openChat').answer(true);
    model.dispatch({ type: 'closed' });
    expect(label()).toBe('Live Chat [enabled]');
  });
});
