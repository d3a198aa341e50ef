// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { simulatorBrowser } from '../../tests/simulatorBrowser';
import { loadVideos } from './calls';
import { videoFileUrl } from './videoUrl';

// The page's client talks to a simulator in-process: one browser (cookie jar) per test, test endpoints on.
simulatorBrowser();

describe('the videos call against the simulator', () => {
  it("a product's videos, by productId; a product without one has none", async () => {
    const videos = (await loadVideos({ productId: 'P1001' }))!;
    expect(videos).toHaveLength(1);
    expect(videos[0]).toMatchObject({ repositoryId: 'MV1001', seoUrl: '/p/S1001/', captionsUrl: '/static/video/classroom-demo-captions.en.vtt' });
    expect(videoFileUrl(videos[0]!)).toBe('/static/video/classroom-demo-tablet-480p-1400k.mp4');
    expect(await loadVideos({ productId: 'P9999' })).toEqual([]);
  });

  it('the video search: every video for an empty term, matching ones for a term', async () => {
    const all = (await loadVideos({ Ntt: '' }))!;
    expect(all.length).toBeGreaterThan(4);
    const some = (await loadVideos({ Ntt: 'crayons' }))!;
    expect(some.length).toBeGreaterThan(0);
    expect(some.length).toBeLessThan(all.length);
    for (const v of some) expect(`${v.name} ${v.description}`.toLowerCase()).toContain('crayons');
    expect(await loadVideos({ Ntt: 'zzqqxx' })).toEqual([]);
  });

  it('a failed call is null, logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('down', { status: 503 })));
    expect(await loadVideos({ Ntt: '' })).toBeNull();
    expect(log).toHaveBeenCalledOnce();
  });
});
