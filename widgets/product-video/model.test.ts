// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { gradeRange, imageLoading, initialVideo, videoReducer } from './model';
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
