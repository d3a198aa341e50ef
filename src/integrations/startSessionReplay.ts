/**
 * Session replay's switch (storefront spec section 4), once per page: every island's mount calls it. Written for
 * size: it sits in the runtime chunk every shopper loads. It notes the shopper's first click and, only when the
 * feature toggle fullStoryTrackingEnabled is on, imports the rest (SessionReplay.ts, a lazy chunk) and hands it
 * the runtime's own pieces: a lazy chunk that imported them would make esbuild split the runtime chunk by who
 * reaches each module (+1,323 B for every shopper, measured), as the editor overlay found.
 */
import { boolean, nullable, optional, string, type } from 'superstruct';
import { loadInitPart } from '../api/init';
import { requestPath } from '../api/pageClient';
import { getHostConfig } from '../config/hostConfig';
import { createModel } from '../platform/createModel';
import { $features } from '../stores/features';
import { $session } from '../stores/session';
import { loadExternalScript } from './index';
import { isPrivatePage, PRIVATE_SELECTOR } from '../platform/privatePage';

/**
 * What the lazy chunk gets from the runtime (its type is all it imports of them). A list, not an object: every
 * property name would be bytes in the runtime chunk.
 */
export const REPLAY_RUNTIME = [loadInitPart, requestPath, getHostConfig, createModel, $session, loadExternalScript, boolean, nullable, optional, string, type, isPrivatePage, PRIVATE_SELECTOR] as const;
export type ReplayRuntime = typeof REPLAY_RUNTIME;

/** 0: not started; 1: waiting for the feature; 2: the rest asked for. */
let stage = 0;

export function startSessionReplay(): void {
  if (stage) return;
  stage = 1;
  let clicked = false;
  // Capturing, so that a click a widget keeps to itself still counts; left in place (a flag), it costs fewer bytes than `once`.
  addEventListener('click', () => (clicked = true), true);
  $features.subscribe((f) => {
    if (stage < 2 && f.fullStoryTrackingEnabled) {
      stage = 2;
      void import('./SessionReplay').then((m) => m.runSessionReplay(REPLAY_RUNTIME, clicked));
    }
  });
}
