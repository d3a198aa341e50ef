import { act, screen, within } from '@testing-library/react';
import { defaulted, type } from 'superstruct';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineWidget, REVEAL_TIMEOUT_MS, useIsland, type DefinedWidget } from './defineWidget';
import { useCalls } from './calls';
import { useEffect } from 'react';
import { integerProp, stringProp } from './props';
import { mountsSettled } from './schedule';
import { resetHostConfig } from '../config/hostConfig';

const greeting = defineWidget({
  name: 'greeting',
  props: type({ name: defaulted(stringProp(), 'friend'), times: defaulted(integerProp(), 1) }),
  Component: ({ name, times }: { name: string; times: number }) => <p>{`Hello ${name}`.repeat(times)}</p>,
  defaultLoad: 'eager',
});

const broken = defineWidget({
  name: 'broken',
  props: type({}),
  Component: () => {
    throw new Error('boom');
  },
  defaultLoad: 'eager',
});

function marker(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host.firstElementChild as HTMLElement;
}

const ctx = { nonce: 'n', cfg: {}, css: ['.x{color:red}'] };

/**
 * The text a marker shows on the page: its shadow root's when it has one (a slot shows the marker's own children),
 * else its own children; what is hidden or never displayed shows nothing.
 */
function onScreen(el: HTMLElement): string {
  const text = (n: Node): string => {
    if (n instanceof HTMLSlotElement) return [...el.childNodes].map(text).join('');
    if (n instanceof HTMLElement && (n.hidden || n.style.display === 'none')) return '';
    if (n.nodeType === Node.TEXT_NODE) return n.textContent ?? '';
    return [...n.childNodes].map(text).join('');
  };
  return [...(el.shadowRoot ?? el).childNodes].map(text).join('');
}

/** A revealWhenReady widget, and the function that makes its mounted island say it is ready. */
function slowWidget(name: string): { widget: DefinedWidget<object>; ready: () => void } {
  let signal: (() => void) | undefined;
  const widget = defineWidget<object>({
    name,
    props: type({}),
    Component: () => {
      const island = useIsland();
      useEffect(() => {
        signal = () => island?.ready();
      }, [island]);
      return <p>widget content</p>;
    },
    defaultLoad: 'eager',
    revealWhenReady: true,
  });
  return { widget, ready: () => signal!() };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('defineWidget', () => {
  it('mounts into the marker shadow root with props read from the marker', async () => {
    const el = marker('<div data-widget="greeting" data-name="Ms. Rivera"><a href="/">fallback</a></div>');
    let unmount: (() => void) | null = null;
    await act(async () => {
      unmount = greeting.mount(el, ctx);
      await mountsSettled();
    });
    expect(within(el.shadowRoot as unknown as HTMLElement).getByText('Hello Ms. Rivera')).toBeVisible();
    await act(async () => unmount!());
    expect(el.shadowRoot!.textContent).toBe('');
  });

  it("gives the widget's calls to its views (useCalls), which import no calls module", async () => {
    const withCalls = defineWidget({
      name: 'with-calls',
      props: type({}),
      Component: () => <p>{useCalls<{ greet: () => string }>().greet()}</p>,
      defaultLoad: 'eager',
      calls: { greet: () => 'Hello from the calls' },
    });
    const el = marker('<div data-widget="with-calls"></div>');
    await act(async () => {
      withCalls.mount(el, ctx);
      await mountsSettled();
    });
    expect(within(el.shadowRoot as unknown as HTMLElement).getByText('Hello from the calls')).toBeVisible();
  });

  it('does not mount on invalid props and reports one console error naming the attribute', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = marker('<div data-widget="greeting" data-times="many"></div>');
    expect(greeting.mount(el, ctx)).toBeNull();
    expect(el.getAttribute('data-widget-state')).toBe('error');
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]![0])).toMatch(/greeting: invalid props on <div data-widget="greeting">.*data-times: expected an integer, got "many"/);
    expect(el.shadowRoot).toBeNull();
  });

  it("the render error's fallback text is the host's when it overrides messages.runtime.islandFailed", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    window.StorefrontWidgetsConfig = { messages: { runtime: { islandFailed: 'Esta parte no está disponible.' } } };
    resetHostConfig();
    const bad = marker('<div data-widget="broken"></div>');
    await act(async () => {
      broken.mount(bad, ctx);
      await mountsSettled();
    });
    expect(bad.shadowRoot!.textContent).toBe('Esta parte no está disponible.');
    delete window.StorefrontWidgetsConfig;
    resetHostConfig();
  });

  it('keeps a render error inside the island: a fallback, state error, one widget-error event', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const events: unknown[] = [];
    const listener = (e: Event) => events.push((e as CustomEvent).detail);
    document.addEventListener('storefront:widget-error', listener);
    const bad = marker('<div data-widget="broken"></div>');
    const good = marker('<div data-widget="greeting"></div>');
    await act(async () => {
      broken.mount(bad, ctx);
      greeting.mount(good, ctx);
      await mountsSettled();
    });
    document.removeEventListener('storefront:widget-error', listener);
    expect(bad.shadowRoot!.textContent).toContain('This part of the page is not available right now');
    expect(bad.getAttribute('data-widget-state')).toBe('error');
    expect(good.shadowRoot!.textContent).toBe('Hello friend');
    expect(events).toEqual([expect.objectContaining({ widget: 'broken', message: 'boom' })]);
    expect(error.mock.calls.filter((c) => String(c[0]).includes('broken: the widget failed while rendering'))).toHaveLength(1);
  });

  it('can be mounted again after an unmount (re-inserted marker)', async () => {
    const el = marker('<div data-widget="greeting" data-name="again"></div>');
    let u: (() => void) | null = null;
    await act(async () => {
      u = greeting.mount(el, ctx);
      await mountsSettled();
    });
    await act(async () => u!());
    await act(async () => {
      u = greeting.mount(el, ctx);
      await mountsSettled();
    });
    expect(el.shadowRoot!.textContent).toBe('Hello again');
    expect(screen.queryByText('Hello again')).toBeNull(); // inside the shadow root, not the light DOM
  });

  it('revealWhenReady keeps the server fallback on screen until the widget says it is ready', async () => {
    const { widget: slow, ready } = slowWidget('slow');
    const el = marker('<div data-widget="slow"><a href="/">server fallback</a></div>');
    await act(async () => {
      slow.mount(el, ctx);
      await mountsSettled();
    });
    expect(onScreen(el)).toBe('server fallback');
    // The marker gets its shadow root with the widget in it: attached earlier, it would take the fallback out of the
    // page's layout and put it back through a slot (a second style and layout pass over it).
    expect(el.shadowRoot).toBeNull();
    await act(async () => ready());
    expect(onScreen(el)).toBe('widget content');
    expect(el.shadowRoot!.querySelector('slot')).toBeNull();
    // The page's own markup is as the server sent it.
    expect(el.innerHTML).toBe('<a href="/">server fallback</a>');
  });

  it('a remounted widget shows the fallback through a slot of its shadow root until it is ready', async () => {
    const { widget: slow, ready } = slowWidget('slow-again');
    const el = marker('<div data-widget="slow-again"><a href="/">server fallback</a></div>');
    let u: (() => void) | null = null;
    await act(async () => {
      u = slow.mount(el, ctx);
      await mountsSettled();
    });
    await act(async () => ready());
    await act(async () => u!());
    await act(async () => {
      slow.mount(el, ctx);
      await mountsSettled();
    });
    expect(onScreen(el)).toBe('server fallback');
    expect(el.hasAttribute('data-widget-fallback')).toBe(true);
    await act(async () => ready());
    expect(onScreen(el)).toBe('widget content');
    expect(el.hasAttribute('data-widget-fallback')).toBe(false);
  });

  it('revealWhenReady shows the widget anyway after the reveal timeout', async () => {
    vi.useFakeTimers();
    try {
      const never = defineWidget({ name: 'never', props: type({}), Component: () => <p>late</p>, defaultLoad: 'eager', revealWhenReady: true });
      const el = marker('<div data-widget="never">fallback</div>');
      await act(async () => {
        never.mount(el, ctx);
        // The mount queue yields with a timeout here (no scheduler.yield): let it run.
        await vi.advanceTimersByTimeAsync(0);
        await mountsSettled();
      });
      expect(onScreen(el)).toBe('fallback');
      await act(async () => {
        vi.advanceTimersByTime(REVEAL_TIMEOUT_MS - 1);
      });
      expect(onScreen(el)).toBe('fallback');
      await act(async () => {
        vi.advanceTimersByTime(1);
      });
      expect(onScreen(el)).toBe('late');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keepFallback leaves the server fallback up past the reveal timeout (content that could not be read)', async () => {
    vi.useFakeTimers();
    try {
      const failing = defineWidget({
        name: 'failing',
        props: type({}),
        Component: () => {
          const island = useIsland();
          useEffect(() => island?.keepFallback(), [island]);
          return <p>nothing better</p>;
        },
        defaultLoad: 'eager',
        revealWhenReady: true,
      });
      const el = marker('<div data-widget="failing">fallback</div>');
      await act(async () => {
        failing.mount(el, ctx);
        await vi.advanceTimersByTimeAsync(0);
        await mountsSettled();
      });
      await act(async () => {
        vi.advanceTimersByTime(REVEAL_TIMEOUT_MS * 2);
      });
      expect(onScreen(el)).toBe('fallback');
      expect(el.hasAttribute('data-widget-fallback')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
