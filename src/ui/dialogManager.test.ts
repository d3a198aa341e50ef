// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dialogsOnScreen, EMPTY_DIALOG_QUEUE, releaseDialog, requestDialog, type DialogQueue, type DialogRequest } from './dialogManager';

type Step = ['open', DialogRequest] | ['close', number];

/** Runs the steps and returns the dialogs on screen after each one, bottom to top. */
function run(...steps: Step[]): number[][] {
  let q: DialogQueue = EMPTY_DIALOG_QUEUE;
  return steps.map(([kind, arg]) => {
    q = kind === 'open' ? requestDialog(q, arg) : releaseDialog(q, arg);
    return dialogsOnScreen(q);
  });
}

const user = (id: number, parent?: number): Step => ['open', { id, priority: 'user', parent }];
const auto = (id: number, parent?: number): Step => ['open', { id, priority: 'auto', parent }];
const interrupt = (id: number): Step => ['open', { id, priority: 'interrupt' }];
const close = (id: number): Step => ['close', id];

describe('dialog manager queue', () => {
  it('opens a dialog at once when nothing else is up, and closes to nothing', () => {
    expect(run(user(1), close(1))).toEqual([[1], []]);
    expect(run(auto(1), close(1))).toEqual([[1], []]);
  });

  it('automatic dialogs wait their turn, first in first out', () => {
    expect(run(auto(1), auto(2), auto(3), close(1), close(2), close(3))).toEqual([[1], [1], [1], [2], [3], []]);
  });

  it("an automatic dialog waits while the shopper's dialog is up, and opens when it closes", () => {
    expect(run(user(1), auto(2), close(1), close(2))).toEqual([[1], [1], [2], []]);
  });

  it("the shopper's dialog wins over an automatic one on screen: that one steps aside and comes back first", () => {
    // 1 is the lightbox on screen, 2 the account-deleted notice waiting behind it, 3 the shopper's sign-in.
    expect(run(auto(1), auto(2), user(3), close(3), close(1), close(2))).toEqual([[1], [1], [3], [1], [2], []]);
  });

  it('a dialog the shopper opens from their own dialog goes on top of it', () => {
    expect(run(user(1), user(2), close(2), close(1))).toEqual([[1], [1, 2], [1], []]);
  });

  it('the session-expired dialog takes over at once; what was up comes back after it, stack and all', () => {
    expect(run(user(1), user(2), auto(3), interrupt(4), close(4), close(2), close(1))).toEqual([[1], [1, 2], [1, 2], [4], [1, 2], [1], [3]]);
    expect(run(auto(1), interrupt(2), close(2))).toEqual([[1], [2], [1]]);
  });

  it('a nested dialog opens on top of its parent, whatever its priority, and its parent stays', () => {
    expect(run(auto(1), auto(2, 1), close(2), close(1))).toEqual([[1], [1, 2], [1], []]);
    expect(run(user(1), interrupt(9), user(2, 1), close(9))).toEqual([[1], [9], [9], [1, 2]]);
  });

  it('a nested dialog that asks before its parent (child effects run first) joins it when the parent comes', () => {
    expect(run(user(2, 1), user(1))).toEqual([[], [1, 2]]);
    expect(run(user(5), auto(2, 1), auto(1), close(5))).toEqual([[5], [5], [5], [1, 2]]);
  });

  it('a waiting dialog whose reason went away leaves the queue, and the next one keeps its place', () => {
    expect(run(user(1), auto(2), auto(3), close(2), close(1), close(3))).toEqual([[1], [1], [1], [1], [3], []]);
    expect(run(user(2, 1), close(2), user(1))).toEqual([[], [], [1]]);
  });

  it('closing a dialog it does not know changes nothing', () => {
    expect(run(auto(1), close(7))).toEqual([[1], [1]]);
  });
});
