// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSimulator } from '../app';
import { inProcessFetch } from '../inProcessFetch';
import { PATHS } from '../paths';
import { searchVideos, VIDEO_RECORDS, videosOfProduct } from './video';

const SPEC_FIELDS = ['name', 'description', 'minGrade', 'maxGrade', 'repositoryId', 'seoUrl', 'baseContentUrl', 'mediaDisplayImage'];

describe('the simulator videos call', () => {
  it('every record has the spec fields (section 3), a product page seoUrl, and about half carry captions', () => {
    expect(VIDEO_RECORDS.length).toBeGreaterThan(4);
    for (const r of VIDEO_RECORDS) {
      for (const f of SPEC_FIELDS) expect(typeof (r as unknown as Record<string, unknown>)[f], f).toBe('string');
      expect(r.seoUrl).toMatch(/^\/p\/S\d+\/$/);
    }
    const withCaptions = VIDEO_RECORDS.filter((r) => r.captionsUrl).length;
    expect(withCaptions).toBeGreaterThan(0);
    expect(withCaptions).toBeLessThan(VIDEO_RECORDS.length);
    expect(new Set(VIDEO_RECORDS.map((r) => r.repositoryId)).size).toBe(VIDEO_RECORDS.length);
  });

  it('answers by productId or by Ntt, with totalNumRecs', async () => {
    const f = inProcessFetch(createSimulator());
    const byProduct = (await (await f(`${PATHS.videos}?productId=P1001`)).json()) as { totalNumRecs: number; records: unknown[] };
    expect(byProduct).toEqual({ totalNumRecs: 1, records: videosOfProduct('P1001') });
    const all = (await (await f(`${PATHS.videos}?Ntt=`)).json()) as { totalNumRecs: number };
    expect(all.totalNumRecs).toBe(VIDEO_RECORDS.length);
    const some = (await (await f(`${PATHS.videos}?Ntt=${encodeURIComponent('Bead KIT')}`)).json()) as { records: { name: string }[] };
    expect(some.records).toEqual(searchVideos('bead kit'));
  });

  it('the search needs every word', () => {
    expect(searchVideos('crayons classroom').every((r) => /crayons/i.test(r.name + r.description))).toBe(true);
    expect(searchVideos('crayons zzqq')).toEqual([]);
  });
});
