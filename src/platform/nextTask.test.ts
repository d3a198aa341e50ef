// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { inNextTask } from './nextTask';

describe('inNextTask', () => {
  it('runs the function after the current task, once, while the clock is faked and stands still', async () => {
    const realTimeout = globalThis.setTimeout;
    vi.useFakeTimers();
    try {
      const fn = vi.fn();
      inNextTask(fn);
      expect(fn).not.toHaveBeenCalled();
      await new Promise((resolve) => realTimeout(resolve, 50));
      expect(fn).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('never runs a cancelled function', async () => {
    const cancelled = vi.fn();
    const after = vi.fn();
    inNextTask(cancelled)();
    inNextTask(after);
    await vi.waitFor(() => expect(after).toHaveBeenCalledOnce());
    expect(cancelled).not.toHaveBeenCalled();
  });
});
