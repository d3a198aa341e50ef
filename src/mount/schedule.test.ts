// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountsSettled, scheduleMount } from './schedule';

afterEach(() => vi.restoreAllMocks());

describe('the mount queue', () => {
  it('never renders in the task that queued the island', async () => {
    const ran: number[] = [];
    scheduleMount(() => ran.push(1));
    expect(ran).toEqual([]);
    await mountsSettled();
    expect(ran).toEqual([1]);
  });

  it('renders queued islands in order, in as few tasks as 8 ms slices allow', async () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const tasks: number[] = [];
    let task = 0;
    // Count the slices: every yield (a timeout here: no scheduler.yield) starts a new task.
    const real = globalThis.setTimeout;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((fn: () => void) => real(() => (task++, fn()))) as typeof setTimeout);
    for (let i = 0; i < 10; i++)
      scheduleMount(() => {
        tasks.push(task);
        now += 3; // each island takes 3 ms
      });
    await mountsSettled();
    expect(tasks).toHaveLength(10);
    // 3 islands fit in a slice (0, 3, 6 < 8 ms; 9 is past it): tasks 1,1,1, 2,2,2, 3,3,3, 4.
    expect(tasks).toEqual([1, 1, 1, 2, 2, 2, 3, 3, 3, 4]);
  });

  it('a cancelled island never renders; a failing one does not stop the others', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const ran: string[] = [];
    scheduleMount(() => {
      throw new Error('boom');
    });
    const cancel = scheduleMount(() => ran.push('cancelled'));
    scheduleMount(() => ran.push('kept'));
    cancel();
    await mountsSettled();
    expect(ran).toEqual(['kept']);
    expect(error).toHaveBeenCalledTimes(1);
  });
});
