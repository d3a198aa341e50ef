// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSimulator } from '../../demo-site/simulator/app';
import { inProcessFetch } from '../../demo-site/simulator/inProcessFetch';
import { getSimulatorControl } from '../../demo-site/simulator/session';
import { findStore, inventoryFor } from '../../demo-site/data';
import { client, resetInit } from '../../src/api';
import { applyStore, findStores, loadStock, searchByPosition, searchByZip } from './calls';
import type { StoreRow } from './model';
import { newPage } from '../../tests/simulatorBrowser';

// The simulator's paths, written out (a wrong client path must fail here).
const FIND = '/rest/model/ll/commerce/locations/StoreLocatorActor/findStores';
const SET = '/rest/model/ll/commerce/locations/StoreLocatorActor/setStore';
const INVENTORY = '/rest/model/ll/commerce/inventory/InventoryActor/storeInventory';

let sim: ReturnType<typeof createSimulator>;
let browser: ReturnType<typeof inProcessFetch>;
let urls: string[];
let bodies: string[];
beforeEach(() => {
  sim = createSimulator({ test: true });
  browser = inProcessFetch(sim);
  urls = [];
  bodies = [];
  newPage();
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    urls.push(String(input));
    if (typeof init?.body === 'string' || init?.body instanceof URLSearchParams) bodies.push(String(init.body));
    return browser(input, init);
  });
});

const session = () => getSimulatorControl(sim).session(browser.cookies.get('JSESSIONID'))!;
const rowOf = (id: string): StoreRow => {
  const s = findStore(id)!;
  return { id: s.id, name: s.name, address1: s.address1, city: s.city, state: s.state, postalCode: s.postalCode, phoneNumber: s.phoneNumber, hours: s.hours, seoUrl: s.seoUrl, distance: 0 };
};

describe('searchByZip against the simulator', () => {
  it('geocodes 90745 through the init data’s maps service, then finds the stores nearest first within 100 miles', async () => {
    const r = await searchByZip('90745', 'product');
    expect(r.kind).toBe('stores');
    const stores = r.kind === 'stores' ? r.stores : [];
    expect(stores.slice(0, 3).map((s) => s.name)).toEqual(['Carson', 'Torrance', 'Long Beach']);
    const d = stores.map((s) => s.distance!);
    expect(d).toEqual([...d].sort((a, b) => a - b));
    expect(Math.max(...d)).toBeLessThanOrEqual(100);
    expect(stores[0]).toMatchObject({ id: 'ST001', address1: '20750 S Avalon Blvd', city: 'Carson', state: 'CA', postalCode: '90745' });
    expect(stores[0]!.hours.length).toBeGreaterThan(0);
    const geocode = new URL(
      urls.find((u) => u.includes('/rest/maps/'))!,
      'http://x',
    );
    expect(Object.fromEntries(geocode.searchParams)).toEqual({ countryCode: 'US', postalCode: '90745', key: 'demo-maps-key' });
    const find = new URL(
      urls.find((u) => u.includes(FIND))!,
      'http://x',
    );
    expect([...find.searchParams.keys()].sort()).toEqual(['context', 'latitude', 'longitude', 'timestamp', 'zipCode']);
    expect(find.searchParams.get('context')).toBe('product');
  });

  it('60601 and 10001 find their fixture stores', async () => {
    const chicago = await searchByZip('60601', 'page');
    expect(chicago.kind === 'stores' && chicago.stores.slice(0, 3).map((s) => s.name)).toEqual(['Chicago Lincoln Park', 'Skokie', 'Schaumburg']);
    const ny = await searchByZip('10001', 'page');
    expect(ny.kind === 'stores' && ny.stores[0]!.name).toBe('New York Chelsea');
  });

  it('99950 geocodes but has no store within 100 miles: an empty list with the server message', async () => {
    const r = await searchByZip('99950', 'page');
    expect(r).toEqual({ kind: 'stores', stores: [], message: expect.stringMatching(/no stores within 100 miles of 99950/i) });
  });

  it('a zip the data set does not know is unknownZip, and find store is not called', async () => {
    expect(await searchByZip('00000', 'page')).toEqual({ kind: 'unknownZip' });
    expect(await searchByZip('123', 'page')).toEqual({ kind: 'unknownZip' });
    expect(urls.some((u) => u.includes(FIND))).toBe(false);
  });

  it('without tomTomInfo in the init data, the zip goes to the geocode path /rest/maps/geocode/{zip}.json, which the simulator answers', async () => {
    resetInit();
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      urls.push(String(input));
      const res = await browser(input, init);
      if (!String(input).includes('/InitActor/initData')) return res;
      const { tomTomInfo: _dropped, ...rest } = (await res.json()) as Record<string, unknown>;
      return new Response(JSON.stringify(rest), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    try {
      const r = await searchByZip('90745', 'page');
      expect(r.kind === 'stores' && r.stores[0]!.name).toBe('Carson');
      const geocode = new URL(
        urls.find((u) => u.includes('/rest/maps/'))!,
        'http://x',
      );
      expect(geocode.pathname).toBe('/rest/maps/geocode/90745.json');
      expect(geocode.searchParams.get('countryCode')).toBe('US');
      expect(await searchByZip('00000', 'page')).toEqual({ kind: 'unknownZip' });
    } finally {
      resetInit();
    }
  });

  it('a failing maps service or find store is unavailable, not a crash', async () => {
    getSimulatorControl(sim).faults.add({ path: FIND, status: 500, times: 1 });
    expect(await searchByZip('90745', 'page')).toEqual({ kind: 'unavailable' });
  });
});

describe('find store by position and by zip alone', () => {
  it('by position sends longitude, latitude and dynSessConfNumber', async () => {
    client.setDynSess('-1234567890123456789');
    const r = await searchByPosition(41.8858, -87.6181, '');
    expect(r.kind === 'stores' && r.stores[0]!.name).toBe('Chicago Lincoln Park');
    const find = new URL(
      urls.find((u) => u.includes(FIND))!,
      'http://x',
    );
    expect(Object.fromEntries(find.searchParams)).toEqual({ longitude: '-87.6181', latitude: '41.8858', dynSessConfNumber: '-1234567890123456789' });
  });

  it('by zip alone (the header asks this way) the simulator geocodes it; nothing to search by is a form error', async () => {
    const r = await findStores({ zipCode: '90745' });
    expect(r.kind === 'stores' && r.stores[0]!.id).toBe('ST001');
    expect(await findStores({})).toEqual({ kind: 'formError', message: 'Please enter a valid zip code.' });
  });
});

describe('loadStock', () => {
  it('one inventory call per store gives the simulator’s stock level and pickup eligibility', async () => {
    for (const id of ['ST001', 'ST002', 'ST003']) {
      const inv = inventoryFor(id, 'S1002')!;
      expect(await loadStock(id, 'S1002')).toEqual({ stockLevel: inv.stockLevel, eligible: inv.isInStorePickupEligible });
    }
    expect(urls.filter((u) => u.endsWith(INVENTORY))).toHaveLength(3);
    expect(JSON.parse(bodies[0]!)).toEqual({ storeId: 'ST001', type: 'store', skuIds: [{ skuId: 'S1002', qty: 1 }] });
  });

  it('an unknown store or a failure is null', async () => {
    expect(await loadStock('NOPE', 'S1002')).toBeNull();
    getSimulatorControl(sim).faults.add({ path: INVENTORY, status: 503, times: 1 });
    expect(await loadStock('ST001', 'S1002')).toBeNull();
  });
});

describe('applyStore', () => {
  it('posts the form fields; a stale confirmation number gets the string number back, saved, and the call replayed once', async () => {
    await browser('/rest/health');
    client.setDynSess('42');
    const r = await applyStore(rowOf('ST002'), false);
    expect(r.outcome).toEqual({ kind: 'applied' });
    expect(r.answer).toMatchObject({ selectedStoreId: 'ST002', city: 'Torrance', state: 'CA', userSegmentsMap: expect.any(Object) });
    expect(urls.filter((u) => u.endsWith(SET))).toHaveLength(2);
    expect(client.getDynSess()).toBe(session().dynSessConf.toString());
    const form = new URLSearchParams(bodies.at(-1));
    expect(Object.fromEntries(form)).toMatchObject({ storeId: 'ST002', storeName: 'Torrance', storeState: 'CA', successURL: '/', errorURL: '/', _dynSessConf: session().dynSessConf.toString() });
    expect(form.has('updateConfirmed')).toBe(false);
    expect(session().selectedStore).toMatchObject({ id: 'ST002', name: 'Torrance' });
  });

  it('with pickup items in the cart, changing the store asks to confirm; updateConfirmed true changes it', async () => {
    expect((await applyStore(rowOf('ST001'), false)).outcome.kind).toBe('applied');
    await browser('/rest/__test/cart', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lines: [{ catalogRefId: 'S1002', quantity: 2, instorePickUpOpted: true, locationId: 'ST001' }] }),
    });
    const asked = await applyStore(rowOf('ST003'), false);
    expect(asked.outcome).toEqual({ kind: 'confirm', message: expect.stringMatching(/2 items for pickup at Carson.*Long Beach/) });
    expect(session().selectedStore).toMatchObject({ id: 'ST001' });
    const done = await applyStore(rowOf('ST003'), true);
    expect(done.outcome.kind).toBe('applied');
    expect(new URLSearchParams(bodies.at(-1)).get('updateConfirmed')).toBe('true');
    expect(session().selectedStore).toMatchObject({ id: 'ST003' });
    expect(session().cart.items[0]).toMatchObject({ locationId: 'ST003' });
  });

  it('the store that closed unexpectedly answers ROPIS_STORES_CLOSE_UNEXPECTED', async () => {
    const r = await applyStore(rowOf('ST066'), false);
    expect(r.outcome).toEqual({ kind: 'closed', message: expect.stringMatching(/Honolulu/) });
    expect(session().selectedStore).toBeNull();
  });

  it("a form error gives the first exception's message; no answer is unavailable", async () => {
    expect((await applyStore({ ...rowOf('ST001'), id: 'NOPE' }, false)).outcome).toEqual({ kind: 'formError', message: 'Please select a valid store.' });
    await browser('/rest/health');
    getSimulatorControl(sim).faults.add({ path: SET, status: 500, times: 5 });
    expect((await applyStore(rowOf('ST001'), false)).outcome).toEqual({ kind: 'unavailable' });
  });
});
