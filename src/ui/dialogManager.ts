/**
 * One modal at a time, across every island on the page (issue 27, design section 3.11).
 *
 * Islands are separate React roots, so the manager is not a React context: it is module state in `src/ui`,
 * which the build puts in a chunk shared by every widget (like the nanostores in `src/stores`), so all
 * islands on a page talk to the same instance.
 *
 * The rules, as turns. A turn is a dialog and whatever was opened from it; only the first turn is on screen.
 * - 'user' (a dialog the shopper opened) opens at once. If the turn on screen is one the shopper also opened,
 *   the new dialog goes on top of it (it was opened from there: choose a store from the added-to-cart
 *   dialog), and focus comes back to it afterwards. If the turn on screen opened by itself ('auto'), that turn
 *   is hidden, not closed, and goes back to the head of the queue: the shopper's dialog never ends up under
 *   the lightbox, only one modal is up, and the hidden one keeps what was typed in it and comes back first.
 * - 'auto' (account-deleted, GSA notice, session warning, stay-connected lightbox) waits its turn: first in,
 *   first out, opening when every dialog before it has closed.
 * - 'interrupt' (session expired) takes over at once; whatever was on screen waits behind it and comes back.
 * - A dialog with a parent (a confirm inside a dialog) joins its parent's turn: on top of it when it is on
 *   screen, hidden and waiting with it when it is not.
 * A dialog that closes (its open prop goes false, or its component unmounts) leaves its turn or the queue.
 *
 * The queue is the pure part (`requestDialog`, `releaseDialog`, `dialogsOnScreen`); `openManagedDialog` and
 * `closeManagedDialog` apply it to the page's dialogs through their show/hide handles.
 */

export type DialogPriority = 'user' | 'auto' | 'interrupt';
export type DialogId = number;

export interface DialogRequest {
  id: DialogId;
  priority: DialogPriority;
  /** The dialog this one was opened from: it shares that dialog's turn (a confirm inside a dialog). */
  parent?: DialogId;
}

export interface DialogQueue {
  /**
   * Turns, each a dialog and what was opened from it (bottom to top). The first is on screen, the others wait
   * in order. A turn's kind is the priority of its first dialog.
   */
  readonly turns: readonly (readonly DialogRequest[])[];
  /** Dialogs whose parent has not registered yet (React runs a child's effects before its parent's). */
  readonly orphans: readonly DialogRequest[];
}

export const EMPTY_DIALOG_QUEUE: DialogQueue = { turns: [], orphans: [] };

/** The queue once `d` asks to open. */
export function requestDialog({ turns, orphans }: DialogQueue, d: DialogRequest): DialogQueue {
  const front = turns[0];
  const at = d.parent === undefined ? -1 : turns.findIndex((t) => t.some((x) => x.id === d.parent));
  if (d.parent !== undefined && at < 0) return { turns, orphans: [...orphans, d] };
  const next =
    at >= 0
      ? turns.map((t, i) => (i === at ? [...t, d] : t))
      : d.priority === 'auto'
        ? [...turns, [d]]
        : // 'user' stacks on a turn the shopper (or an interruption) owns; an automatic one steps aside and waits first.
          d.priority === 'user' && front && front[0]?.priority !== 'auto'
          ? [[...front, d], ...turns.slice(1)]
          : [[d], ...turns];
  // Children that asked before this dialog did join it now (and theirs, after them).
  return orphans.filter((o) => o.parent === d.id).reduce(requestDialog, { turns: next, orphans: orphans.filter((o) => o.parent !== d.id) });
}

/** The queue once dialog `id` has closed, whether it was on screen, hidden or still waiting. */
export function releaseDialog({ turns, orphans }: DialogQueue, id: DialogId): DialogQueue {
  const other = (d: DialogRequest) => d.id !== id;
  return { turns: turns.map((t) => t.filter(other)).filter((t) => t.length), orphans: orphans.filter(other) };
}

/** The dialogs on screen, bottom to top. */
export const dialogsOnScreen = (q: DialogQueue): DialogId[] => (q.turns[0] ?? []).map((d) => d.id);

/** What the manager needs from a dialog element: show it as the modal (and focus into it), or hide it. */
export interface DialogHandle {
  show: () => void;
  hide: () => void;
}

// The page's one queue (see the header comment on why this is module state).
let queue = EMPTY_DIALOG_QUEUE;
let onScreen: DialogId[] = [];
let lastId = 0;
const handles = new Map<DialogId, DialogHandle>();

/** A fresh id, taken while rendering so that dialogs inside this one can name it as their parent. */
export const newDialogId = (): DialogId => ++lastId;

function apply(next: DialogQueue): void {
  queue = next;
  const before = onScreen;
  const after = dialogsOnScreen(next);
  onScreen = after;
  // Top first when hiding, bottom first when showing: the top layer stacks in showModal() order.
  for (const id of [...before].reverse()) if (!after.includes(id)) handles.get(id)?.hide();
  for (const id of after) if (!before.includes(id)) handles.get(id)?.show();
}

/** Asks for a dialog to open; `handle.show` runs now if it is its turn, or later when it comes. */
export function openManagedDialog(request: DialogRequest, handle: DialogHandle): void {
  handles.set(request.id, handle);
  apply(requestDialog(queue, request));
}

/** The dialog closed (or its reason went away while it waited): it leaves, and the next turn may open. */
export function closeManagedDialog(id: DialogId): void {
  if (!handles.delete(id)) return;
  apply(releaseDialog(queue, id));
}

/** Empties the queue: for the unit tests, whose files share one page (and so this module) per worker. */
export function resetDialogQueue(): void {
  queue = EMPTY_DIALOG_QUEUE;
  onScreen = [];
  handles.clear();
}
