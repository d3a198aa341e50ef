/**
 * The recommendations' asynchronous half (createModel runs the effects):
 * - the carousel: its products are asked for on mount and when the props change (the newest question wins: a
 *   slow answer to an older one is ignored); skeletons show until the answer; after an empty or failed answer
 *   (the call logs a failure) nothing is shown; each Previous and Next (the view's carouselReducer moves the
 *   cards) is sent to analytics 200 ms later (storefront spec section 9);
 * - a card's Add to Cart: one add at a time; after a success the 'Added' label fades at 2 s and the button
 *   resets at 5 s; a refusal shows its message.
 */
import type { Next } from '../../src/mount/createModel';
import { addedFeedback } from '../../src/mount/addedFeedback';
import type { Outcome } from './api';
import { ANALYTICS_DELAY_MS } from './model';


/** What the carousel shows: a placement of the engine, or the shopper's recently viewed products. */
export interface RecsQuery {
  variant: 'engine' | 'recently-viewed';
  placement: string | undefined;
  productId: string | undefined;
  /** The heading when the engine gives none. */
  title: string;
}

/** A carousel action, and the placement (or variant) it was on. */
export type Moved = { action: 'next' | 'previous'; placement: string };

/** What the carousel asks of the outside world (recsCalls.ts in the page, fakes in tests). */
export interface RecsCalls {
  load(input: RecsQuery, signal: AbortSignal): Promise<Outcome>;
  /** The 'recommendationCarousel' analytics event. */
  moved(input: Moved, signal: AbortSignal): void;
}

export interface RecsState {
  /** null until the answer to the query is here. */
  outcome: Outcome | null;
  /** Carousel moves so far (each one's analytics is a timer of its own). */
  moves: number;
}

export type RecsEvent =
  | { type: 'asked'; query: RecsQuery }
  | { type: 'answered'; result: Outcome }
  /** Previous or Next moved the carousel (model.ts's carouselReducer, in the view); `due`: 200 ms later. */
  | { type: 'moved'; data: Moved; due?: true };

export type RecsNext = Next<RecsState, RecsEvent, RecsCalls>;

/** Skeletons until the first question (the view asks on mount and when its props change) is answered. */
export const startRecs = (): RecsNext => ({ state: { outcome: null, moves: 0 } });

export function recsStep(s: RecsState, e: RecsEvent): RecsNext {
  switch (e.type) {
    case 'asked':
      // Skeletons until the answer (an older question's answer, if it still comes, is ignored).
      return { state: { ...s, outcome: null }, effects: [{ type: 'request', call: 'load', input: e.query, key: 'load', done: { type: 'answered' } }] };
    case 'answered':
      return { state: { ...s, outcome: e.result } };
    case 'moved': {
      if (e.due) return { state: s, effects: [{ type: 'request', call: 'moved', input: e.data }] };
      const moves = s.moves + 1;
      // The store's analytics wait 200 ms after a carousel action (spec section 9).
      return { state: { ...s, moves }, effects: [{ type: 'timer', key: `moved/${moves}`, ms: ANALYTICS_DELAY_MS, done: { ...e, due: true } }] };
    }
  }
}

/** What a card's Add to Cart asks of the outside world (its product's, recsCalls.ts in the page). */
export interface AddCalls {
  /** Adds one of the card's product (the header's count follows); null, or the message to show. */
  addToCart(input: null, signal: AbortSignal): Promise<string | null>;
}

export interface AddState {
  phase: 'idle' | 'busy' | 'added' | 'fading';
  /** Why the last add failed. */
  error?: string;
}

/** `due`: a timer after the add moves the button on (fading at 2 s, idle at 5 s). */
export type AddEvent = { type: 'clicked' } | { type: 'answered'; result: string | null } | { type: 'due'; phase: 'fading' | 'idle' };

export type AddNext = Next<AddState, AddEvent, AddCalls>;

export const startAdd = (): AddNext => ({ state: { phase: 'idle' } });

export function addStep(s: AddState, e: AddEvent): AddNext {
  switch (e.type) {
    case 'clicked':
      // One add at a time; the 'Added' button takes no click until it resets.
      if (s.phase !== 'idle') return { state: s };
      return { state: { phase: 'busy' }, effects: [{ type: 'request', call: 'addToCart', input: null, done: { type: 'answered' } }] };
    case 'answered':
      if (e.result !== null) return { state: { phase: 'idle', error: e.result } };
      return {
        state: { phase: 'added' },
        effects: addedFeedback<AddEvent, AddCalls>('added', { type: 'due', phase: 'fading' }, { type: 'due', phase: 'idle' }),
      };
    case 'due':
      return { state: { phase: e.phase } };
  }
}
