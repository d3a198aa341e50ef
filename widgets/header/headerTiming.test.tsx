// Header constants of storefront.md section 9, by the spec's numbers: chat polling 1000 ms ("status is
// polled every second", section 2) and eyebrow start 3000 ms ("several rotate in a carousel that starts
// after 3 seconds").
import { act, render as renderView, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setClientFetch } from '../../src/api';
import { ENDPOINTS } from '../../src/api/endpoints';
import { WidgetCalls } from '../../src/mount';
import { headerCalls } from './calls';
import { ChatToggle } from './ChatToggle';
import { Eyebrow } from './Eyebrow';
import { headerMessages } from './messages';

/** The views with the header's real calls (over the client's fetch, set per test). */
const render = (ui: ReactNode) => renderView(ui, { wrapper: ({ children }) => <WidgetCalls value={headerCalls}>{children}</WidgetCalls> });

const advance = async (ms: number) => {
  await act(async () => void vi.advanceTimersByTime(ms));
  await act(async () => {});
};

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] }));
afterEach(() => {
  vi.useRealTimers();
  setClientFetch(null);
});

describe('chat status', () => {
  it('is polled every 1000 ms', async () => {
    const calls: number[] = [];
    setClientFetch(async (url) => {
      if (url.includes(ENDPOINTS.chatStatus.path)) calls.push(Date.now());
      return new Response(JSON.stringify({ online: false }), { headers: { 'content-type': 'application/json' } });
    });
    render(<ChatToggle chatUrl={null} m={headerMessages()} />);
    await advance(0);
    expect(calls).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Live Chat (Offline)' })).toBeVisible();
    await advance(999);
    expect(calls).toHaveLength(1);
    await advance(1);
    expect(calls).toHaveLength(2);
    for (let i = 0; i < 3; i++) await advance(1000);
    expect(calls).toHaveLength(5);
  });
});

describe('eyebrow', () => {
  const messages = [
    { id: 'a', text: 'First message' },
    { id: 'b', text: 'Second message' },
    { id: 'c', text: 'Third message' },
  ];
  const current = () => [...document.querySelectorAll('[aria-roledescription="slide"]')].find((el) => el.getAttribute('aria-hidden') !== 'true')?.textContent?.trim();

  it('a single message is static', async () => {
    render(<Eyebrow messages={[messages[0]!]} m={headerMessages()} />);
    await advance(10_000);
    expect(screen.getByText('First message')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Next announcement' })).toBeNull();
  });

  it('several rotate, starting after 3000 ms', async () => {
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: false, media: q, addEventListener() {}, removeEventListener() {} }));
    try {
      render(<Eyebrow messages={messages} m={headerMessages()} />);
      expect(current()).toBe('First message');
      await advance(2999);
      expect(current()).toBe('First message');
      await advance(1);
      expect(current()).toBe('Second message');
      await advance(3000);
      expect(current()).toBe('Third message');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
