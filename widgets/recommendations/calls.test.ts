// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSimulator } from '../../demo-site/simulator/app';
import { inProcessFetch } from '../../demo-site/simulator/inProcessFetch';
import { client } from '../../src/api';
import { fetchProductInfo, toPlacement } from './calls';
import { newPage } from '../../tests/simulatorBrowser';

// The simulator's paths, written out (a wrong client path must fail here).
const PRODUCT_INFO = '/rest/model/ll/commerce/recommendations/RecsActor/fetchRecsProductInfo';
const CONFIRMATION = '/rest/model/atg/rest/SessionConfirmationActor/getSessionConfirmationNumber';

let urls: string[];
let bodies: string[];
beforeEach(() => {
  const browser = inProcessFetch(createSimulator({ test: true }));
  urls = [];
  bodies = [];
  newPage();
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    urls.push(String(input));
    if (typeof init?.body === 'string') bodies.push(init.body);
    return browser(input, init);
  });
});

describe('fetchRecsProductInfo against the simulator', () => {
  it('sends recommendedProducts as a comma list, maxProdsPerPage "25", isDisplaySpecialPrice true and _dynSessConf; answers in that order', async () => {
    const products = await fetchProductInfo(['P1010', 'S1002', 'nope', 'P1030']);
    expect(Array.isArray(products)).toBe(true);
    expect((products as { productId?: string }[]).map((p) => p.productId)).toEqual(['P1010', 'P1002', 'P1030']);
    const sent = bodies.find((b) => b.includes('recommendedProducts'))!;
    expect(JSON.parse(sent.replace(/"_dynSessConf":(-?\d+)/, '"_dynSessConf":"$1"'))).toMatchObject({
      recommendedProducts: 'P1010,S1002,nope,P1030',
      maxProdsPerPage: '25',
      isDisplaySpecialPrice: true,
    });
    expect(sent).toMatch(/"_dynSessConf":-?\d+/);
  });

  it('replays once on a returned stringSessionConfirmationNumber (a stale number)', async () => {
    client.setDynSess('12345');
    const products = await fetchProductInfo(['P1010']);
    expect((products as unknown[]).length).toBe(1);
    expect(urls.filter((u) => u.startsWith(PRODUCT_INFO))).toHaveLength(2);
    expect(urls.some((u) => u.startsWith(CONFIRMATION))).toBe(false);
  });

  it('keeps at most 25 products (maxProdsPerPage)', async () => {
    const ids = Array.from({ length: 40 }, (_, i) => `P${1001 + i}`);
    expect(((await fetchProductInfo(ids)) as unknown[]).length).toBe(25);
  });
});

describe('engine placements', () => {
  it('reads items[].id with the strategy message as the title', () => {
    expect(toPlacement({ placement_name: 'item_page.rr1', strategy_message: 'You May Also Like', items: [{ id: 'P1' }, { id: 2 }, { nope: 1 }] }, 'x')).toEqual({
      title: 'You May Also Like',
      ids: ['P1', '2'],
      campaign: null,
    });
    expect(toPlacement({ items: [] }, 'Fallback')).toEqual({ title: 'Fallback', ids: [], campaign: null });
    expect(toPlacement(null, 'x')).toBeNull();
  });

  it('reads a dynamic campaign: dyProducts with its custom title, alignment, colour and font (unsafe values dropped)', () => {
    expect(toPlacement({ dyProducts: [{ id: 'P9' }], customTitle: 'Picks', textAlign: 'Center', titleColor: '#1f6f43', font: 'Georgia, serif' }, 'x')).toEqual({
      title: 'Picks',
      ids: ['P9'],
      campaign: { title: 'Picks', textAlign: 'center', color: '#1f6f43', font: 'Georgia, serif' },
    });
    expect(toPlacement({ dyProducts: ['P9'], customTitle: 'Picks', textAlign: 'justify', titleColor: 'red;background:url(x)', font: 'x}' }, 'x')?.campaign).toEqual({
      title: 'Picks',
      textAlign: undefined,
      color: undefined,
      font: undefined,
    });
  });
});
