// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseProps } from '../../src/mount';
import { parseVideoRecords, ProductVideoProps } from './schema';

const full = {
  name: 'Counting Bears in the Classroom',
  description: 'Sorting and counting.',
  minGrade: 'PreK',
  maxGrade: 2,
  repositoryId: 'MV1',
  seoUrl: '/p/S1/',
  baseContentUrl: '/static/video/bears',
  mediaDisplayImage: '/img/bears.jpg',
};

describe('video media records (spec section 3)', () => {
  it('reads every field of the record; numbers become text; captionsUrl is optional', () => {
    expect(
      parseVideoRecords({
        records: [
          { ...full, captionsUrl: '/c.vtt', extra: 1 },
          { ...full, repositoryId: 7 },
        ],
      }),
    ).toEqual([
      { ...full, maxGrade: '2', captionsUrl: '/c.vtt' },
      { ...full, maxGrade: '2', repositoryId: '7', captionsUrl: '' },
    ]);
  });

  it('missing optional fields read as empty text', () => {
    expect(parseVideoRecords({ records: [{ name: 'A', repositoryId: 'X', baseContentUrl: '/v/a', description: null }] })).toEqual([
      { name: 'A', description: '', minGrade: '', maxGrade: '', repositoryId: 'X', seoUrl: '', baseContentUrl: '/v/a', mediaDisplayImage: '', captionsUrl: '' },
    ]);
  });

  it('drops a record without a name or a base, or of the wrong shape, and keeps the others', () => {
    const out = parseVideoRecords({ records: [{ ...full, name: '  ' }, { ...full, baseContentUrl: '' }, { ...full, name: 3 }, null, 'x', { ...full, baseContentUrl: undefined }, full] });
    expect(out.map((v) => v.repositoryId)).toEqual(['MV1']);
  });

  it('no records, or no answer, is an empty list', () => {
    expect(parseVideoRecords({})).toEqual([]);
    expect(parseVideoRecords({ records: null })).toEqual([]);
    expect(parseVideoRecords(null)).toEqual([]);
  });

  it("leaves out a record whose own toString is null (fast-check's counterexample: superstruct's message would throw)", () => {
    expect(parseVideoRecords({ records: [{ toString: null }, { name: 'Bears', repositoryId: 'm1', baseContentUrl: '/v/bears' }] as never })).toEqual([
      expect.objectContaining({ name: 'Bears', baseContentUrl: '/v/bears' }),
    ]);
  });

  it('never throws, and keeps only named records with a base, whatever the server sends', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.anything(), fc.record({ name: fc.string(), repositoryId: fc.string(), baseContentUrl: fc.string() }))), (records) => {
        const out = parseVideoRecords({ records });
        return out.every((v) => v.name !== '' && v.baseContentUrl !== '');
      }),
    );
  });
});

const pp = (raw: Record<string, unknown>) => parseProps('product-video', null, raw, ProductVideoProps);

describe('the marker props', () => {
  it('the button view needs a product id; the results view does not', () => {
    expect(pp({ productId: 'P1001' })).toMatchObject({ ok: true, props: { view: 'button', productId: 'P1001', filePattern: '{baseContentUrl}-tablet-480p-1400k.mp4', linkBase: '' } });
    const bad = pp({});
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.message).toMatch(/required for the button view \(data-product-id\)/);
    expect(pp({ view: 'results', term: 'bears' })).toMatchObject({ ok: true, props: { view: 'results', term: 'bears' } });
    expect(pp({ view: 'grid' }).ok).toBe(false);
  });
});
