/**
 * The product-video widget's state as a pure reducer: the records load (or fail), a record's player opens and
 * closes. `productVideoStep` adds the one call
 * (createModel runs it): the records of the marker's product or search, asked for at mount, aborted at unmount.
 */
import type { Next } from '../../src/platform/createModel';
import type { Video } from './schema';

export interface VideoState {
  status: 'loading' | 'ready' | 'failed';
  videos: Video[];
  /** The index of the record whose player is open, or null. */
  playing: number | null;
}

export type VideoAction = { type: 'loaded'; videos: Video[] } | { type: 'failed' } | { type: 'opened'; index: number } | { type: 'closed' };

export const initialVideo: VideoState = { status: 'loading', videos: [], playing: null };

export function videoReducer(s: VideoState, a: VideoAction): VideoState {
  switch (a.type) {
    case 'loaded':
      return { status: 'ready', videos: a.videos, playing: null };
    case 'failed':
      return { status: 'failed', videos: [], playing: null };
    case 'opened':
      return s.status === 'ready' && a.index >= 0 && a.index < s.videos.length ? { ...s, playing: a.index } : s;
    case 'closed':
      return s.playing === null ? s : { ...s, playing: null };
  }
}

/** A product's videos (the button) or a video search's (the results). */
export type VideoQuery = { productId: string } | { Ntt: string };

/** What the widget asks of the outside world (calls.ts in the page, fakePorts in model tests). */
export interface ProductVideoCalls {
  /** The records, or null when they could not be loaded. */
  loadVideos: (input: VideoQuery, signal: AbortSignal) => Promise<Video[] | null>;
}

export type VideoEvent = VideoAction | { type: 'answered'; result: Video[] | null };

type VideoNext = Next<VideoState, VideoEvent, ProductVideoCalls>;

/** The first state: the records on their way. */
export const startProductVideo = (query: VideoQuery): VideoNext => ({
  state: initialVideo,
  effects: [{ type: 'request', call: 'loadVideos', input: query, key: 'videos', done: { type: 'answered' } }],
});

export const productVideoStep = (s: VideoState, a: VideoEvent): VideoNext => ({
  state: videoReducer(s, a.type !== 'answered' ? a : a.result ? { type: 'loaded', videos: a.result } : { type: 'failed' }),
});
