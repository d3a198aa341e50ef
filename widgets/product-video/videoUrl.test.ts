// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mediaUrl, VIDEO_FILE_PATTERN, videoFileUrl } from './videoUrl';

const rec = (baseContentUrl: string, repositoryId = 'MV1001') => ({ baseContentUrl, repositoryId });

describe('the video file pattern (spec section 9: tablet 480p, 1400k mp4)', () => {
  it('adds the tablet 480p 1400k mp4 suffix to the base', () => {
    expect(VIDEO_FILE_PATTERN).toBe('{baseContentUrl}-tablet-480p-1400k.mp4');
    expect(videoFileUrl(rec('/static/video/classroom-demo'))).toBe('/static/video/classroom-demo-tablet-480p-1400k.mp4');
    expect(videoFileUrl(rec('https://media.example/is/content/Store/AB123'))).toBe('https://media.example/is/content/Store/AB123-tablet-480p-1400k.mp4');
  });

  it('trims the base and drops its trailing slashes', () => {
    expect(videoFileUrl(rec('  /v/clip//  '))).toBe('/v/clip-tablet-480p-1400k.mp4');
  });

  it('a host pattern may use the repositoryId (URI-encoded)', () => {
    expect(videoFileUrl(rec('/media/', 'MV 7/x'), '{baseContentUrl}/{repositoryId}_Tablet_480p_1400K.mp4')).toBe('/media/MV%207%2Fx_Tablet_480p_1400K.mp4');
  });

  it.each(['', '   ', 'javascript:alert(1)', '//evil.example/v', 'data:video/mp4;base64,AAAA', 'video/relative', '/a\\b', '/a b', 'ftp://host/v'])('refuses the base %j', (base) => {
    expect(videoFileUrl(rec(base))).toBeNull();
  });

  it('any path base gives a path ending in the pattern, or nothing', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const url = videoFileUrl(rec('/' + s));
        return url === null || (url.startsWith('/') && !url.startsWith('//') && url.endsWith('-tablet-480p-1400k.mp4'));
      }),
    );
  });
});

describe('mediaUrl', () => {
  it.each([
    ['/static/video/poster.jpg', '/static/video/poster.jpg'],
    ['https://cdn.example/p.jpg', 'https://cdn.example/p.jpg'],
    ['HTTP://cdn.example/p.jpg', 'HTTP://cdn.example/p.jpg'],
    ['javascript:alert(1)', null],
    ['//cdn.example/p.jpg', null],
    ['https:///p.jpg', null],
    ['p.jpg', null],
    ['', null],
    [null, null],
    [42, null],
  ])('%j -> %j', (raw, out) => expect(mediaUrl(raw)).toBe(out));
});
