// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { distanceMiles, geocodeZip } from '../../data';
import { createSimulator } from '../app';
import { inProcessFetch } from '../inProcessFetch';
import { getSimulatorControl } from '../session';

const FIND = '/rest/model/ll/commerce/locations/StoreLocatorActor/findStores';
const SET = '/rest/model/ll/commerce/locations/StoreLocatorActor/setStore';

type Row = { id: string; name: string; latitude: number; longitude: number; distance: number };

describe('simulator: find store', () => {
  it('lists at most 10 stores within 100 miles of the point, nearest first by great-circle distance', async () => {
    const f = inProcessFetch(createSimulator());
    const at = geocodeZip('90745')!;
    const body = (await (await f(`${FIND}?latitude=${at.lat}&longitude=${at.lon}&zipCode=90745&context=page&timestamp=1`)).json()) as { stores: Row[]; userMessages: string[] };
    expect(body.stores.length).toBeGreaterThan(3);
    expect(body.stores.length).toBeLessThanOrEqual(10);
    expect(body.userMessages).toEqual([]);
    for (const s of body.stores) {
      expect(s.distance).toBeCloseTo(distanceMiles(at.lat, at.lon, s.latitude, s.longitude), 0);
      expect(s.distance).toBeLessThanOrEqual(100);
    }
    expect(body.stores.map((s) => s.distance)).toEqual([...body.stores.map((s) => s.distance)].sort((a, b) => a - b));
  });

  it('a point with no store within 100 miles gets an empty list and a user message; nothing to search by is a form error', async () => {
    const f = inProcessFetch(createSimulator());
    const far = (await (await f(`${FIND}?zipCode=99950`)).json()) as { stores: Row[]; userMessages: string[] };
    expect(far).toMatchObject({ stores: [], userMessages: ['There are no stores within 100 miles of 99950.'] });
    const none = (await (await f(`${FIND}?latitude=abc`)).json()) as Record<string, unknown>;
    expect(none).toMatchObject({ formError: true, formExceptions: [{ propertyPath: 'zipCode', localizedMessage: 'Please enter a valid zip code.' }] });
  });
});

describe('simulator: set store', () => {
  const post = (f: ReturnType<typeof inProcessFetch>, fields: Record<string, string>) =>
    f(SET, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() }).then(
      (r) => r.json() as Promise<Record<string, unknown>>,
    );

  it('without a good _dynSessConf it answers the session confirmation number as a string and changes nothing', async () => {
    const sim = createSimulator();
    const f = inProcessFetch(sim);
    const r = await post(f, { storeId: 'ST002' });
    const session = getSimulatorControl(sim).session(f.cookies.get('JSESSIONID'))!;
    expect(r).toEqual({ stringSessionConfirmationNumber: session.dynSessConf.toString() });
    expect(session.selectedStore).toBeNull();
    const ok = await post(f, { storeId: 'ST002', storeName: 'Torrance', storeState: 'CA', _dynSessConf: String(r.stringSessionConfirmationNumber) });
    expect(ok).toMatchObject({ selectedStoreId: 'ST002', id: 'ST002', city: 'Torrance', state: 'CA', userSegmentsMap: { storeId: 'ST002' } });
    expect(session.selectedStore).toMatchObject({ id: 'ST002', address: { country: 'US' } });
  });

  it('ST066 answers ROPIS_STORES_CLOSE_UNEXPECTED as a form error', async () => {
    const sim = createSimulator();
    const f = inProcessFetch(sim);
    const conf = String((await post(f, {})).stringSessionConfirmationNumber);
    expect(await post(f, { storeId: 'ST066', _dynSessConf: conf })).toMatchObject({
      formError: true,
      messageKey: 'ROPIS_STORES_CLOSE_UNEXPECTED',
      formExceptions: [{ errorCode: 'ROPIS_STORES_CLOSE_UNEXPECTED', localizedMessage: expect.stringContaining('Honolulu') }],
    });
  });
});
