// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createModel } from '../../src/platform/createModel';
import { fakePorts } from '../../src/mount/fakePorts';
import { initialVideo, productVideoStep, startProductVideo, videoReducer, type ProductVideoCalls, type VideoQuery } from './model';
import { gradeRange, imageLoading } from './selectors';
import type { Video } from './schema';

const v = (id: string): Video => ({ name: id, description: '', minGrade: 'K', maxGrade: '2', repositoryId: id, seoUrl: '', baseContentUrl: '/v/' + id, mediaDisplayImage: '', captionsUrl: '' });

describe('product-video reducer', () => {
  const ready = videoReducer(initialVideo, { type: 'loaded', videos: [v('a'), v('b')] });

  it('starts loading; records loaded make it ready, a failure failed with no records', () => {
    expect(initialVideo).toEqual({ status: 'loading', videos: [], playing: null });
    expect(ready).toMatchObject({ status: 'ready', playing: null });
    expect(videoReducer(initialVideo, { type: 'failed' })).toEqual({ status: 'failed', videos: [], playing: null });
  });

  it('opens the player of a record, and closes it', () => {
    const open = videoReducer(ready, { type: 'opened', index: 1 });
    expect(open.playing).toBe(1);
    expect(videoReducer(open, { type: 'closed' }).playing).toBeNull();
  });

  it('ignores opening a record that is not there, or before the records are loaded', () => {
    expect(videoReducer(ready, { type: 'opened', index: 2 })).toBe(ready);
    expect(videoReducer(ready, { type: 'opened', index: -1 })).toBe(ready);
    expect(videoReducer(initialVideo, { type: 'opened', index: 0 })).toBe(initialVideo);
    expect(videoReducer(ready, { type: 'closed' })).toBe(ready);
  });
});

describe('spec section 9: the first 4 video records load images eagerly', () => {
  it('indexes 0-3 eager, 4 and later lazy', () => {
    expect([0, 1, 2, 3, 4, 5, 17].map(imageLoading)).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy', 'lazy']);
  });
});

describe('grade range', () => {
  it.each([
    ['PreK', '2', 'PreK-2'],
    ['3', '3', '3'],
    ['K', '', 'K'],
    ['', '5', '5'],
    ['', '', ''],
  ])('%j to %j -> %j', (minGrade, maxGrade, out) => expect(gradeRange({ minGrade, maxGrade })).toBe(out));
});

// The widget's flows through its model with fake calls: no React, no mocked modules.
describe('product-video model', () => {
  const start = (query: VideoQuery) => {
    const io = fakePorts<ProductVideoCalls>();
    const model = createModel(productVideoStep, startProductVideo(query), io.ports);
    model.start();
    return { io, model, s: () => model.get() };
  };

  it("asks once for the product's videos (the button) or the search's (the results)", () => {
    expect(start({ productId: 'P1' }).io.calls).toEqual([{ call: 'loadVideos', input: { productId: 'P1' } }]);
    expect(start({ Ntt: 'fractions' }).io.calls).toEqual([{ call: 'loadVideos', input: { Ntt: 'fractions' } }]);
  });

  it("the records make it ready and 'Play Video' opens the chosen one; closing closes it", async () => {
    const { io, model, s } = start({ Ntt: 'fractions' });
    model.dispatch({ type: 'opened', index: 0 });
    expect(s().playing).toBeNull();
    await io.next('loadVideos').answer([v('a'), v('b')]);
    expect(s()).toMatchObject({ status: 'ready', playing: null });
    model.dispatch({ type: 'opened', index: 1 });
    expect(s().videos[s().playing!]!.repositoryId).toBe('b');
    model.dispatch({ type: 'closed' });
    expect(s().playing).toBeNull();
  });

  it('no answer is a failure (the results say so; the button shows nothing)', async () => {
    const { io, s } = start({ productId: 'P1' });
    await io.next('loadVideos').answer(null);
    expect(s()).toEqual({ status: 'failed', videos: [], playing: null });
  });

  it('unmounting (stop) aborts the call; its late answer changes nothing', async () => {
    const { io, model, s } = start({ productId: 'P1' });
    const call = io.next('loadVideos');
    model.stop();
    expect(call.signal.aborted).toBe(true);
    await call.answer([v('a')]);
    expect(s()).toBe(initialVideo);
  });
});
