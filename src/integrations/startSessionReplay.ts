/**
 * Session replay's switch (storefront spec section 4), once per page: every island's mount calls it. Written for
 * size: it sits in the runtime chunk every shopper loads. It notes the shopper's first click and, only when the
 * feature toggle fullStoryTrackingEnabled is on, imports the rest (SessionReplay.ts, a lazy chunk that imports
 * the runtime through src/runtime.ts).
 */
import { $features } from '../stores/features';

/** Loads the rest and runs it; a test hands in its own. */
type RunReplay = (clicked: boolean) => unknown;
const runReplay: RunReplay = (clicked) => import('./SessionReplay').then((m) => m.runSessionReplay(clicked));

/** 0: not started; 1: waiting for the feature; 2: the rest asked for. */
let stage = 0;

export function startSessionReplay(run = runReplay): void {
  if (stage) return;
  stage = 1;
  let clicked = false;
  // Capturing, so that a click a widget keeps to itself still counts; left in place (a flag), it costs fewer bytes than `once`.
  addEventListener('click', () => (clicked = true), true);
  $features.subscribe((f) => {
    if (stage < 2 && f.fullStoryTrackingEnabled) {
      stage = 2;
      void run(clicked);
    }
  });
}
