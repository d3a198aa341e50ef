// @vitest-environment node
// The store finder's flows (storefront spec: store finder modal, sections 4, 5, 7, 8) driven through its
// model with fake calls and a fake clock: no React, no mocked modules.
import { describe, expect, it } from 'vitest';
import { createModel } from '../../src/mount/createModel';
import { fakePorts } from '../../src/mount/fakePorts';
import { STORE_FINDER_MESSAGES as M } from './messages';
import { canPickUp, finderStep, LOCATE_TIMEOUT_MS, sortStores, startFinder, stockLabel, type FinderCalls, type FinderState, type StoreRow } from './model';

const row = (id: string, name: string, distance: number): StoreRow => ({ id, name, address1: '1 Main St', city: name, state: 'CA', postalCode: '90745', phoneNumber: '', hours: [], seoUrl: '', distance });
const NEAR_90745 = [row('ST001', 'Carson', 0), row('ST002', 'Torrance', 5.1), row('ST003', 'Long Beach', 9.1)];
const NEAR_10001 = [row('ST100', 'Manhattan', 0.4)];

function finder() {
  const io = fakePorts<FinderCalls>();
  const model = createModel(finderStep, startFinder(), io.ports);
  model.start();
  const s = () => model.get();
  const search = (zip: string, from: { context: 'page' | 'product' | 'listing'; skuId?: string } = { context: 'page' }) => {
    model.dispatch({ type: 'zipTyped', value: zip });
    model.dispatch({ type: 'zipSubmitted', ...from });
  };
  return { io, model, s, search };
}

/** What the shopper reads as a store's stock label. */
const label = (s: FinderState, id: string): string => {
  const stock = s.stock[id];
  if (typeof stock !== 'object') return String(stock);
  const l = stockLabel(stock);
  return l === 'limitedStock' ? `${M.limitedStock} ${M.callStore}` : M[l];
};
const names = (s: FinderState) => sortStores(s.stores, s.stock, !!s.skuId).map((st) => st.name);

describe('store finder model: searching by zip', () => {
  it("the list is empty until a search; an empty zip gives 'Please enter a valid zip code.' and calls nothing", () => {
    const { io, model, s } = finder();
    expect(s().stores).toEqual([]);
    model.dispatch({ type: 'zipSubmitted', context: 'page' });
    const error = s().zipError;
    expect(error && error.key !== 'server' ? M[error.key] : error).toBe('Please enter a valid zip code.');
    expect(io.calls).toEqual([]);
  });

  it('a zip search asks for the stores around the zip, with the page’s context, and lists the answer nearest first', async () => {
    const { io, s, search } = finder();
    search('90745', { context: 'listing' });
    expect(s().phase).toBe('searching');
    expect(io.calls).toEqual([{ call: 'searchByZip', input: { zip: '90745', context: 'listing' } }]);
    await io.next('searchByZip').answer({ kind: 'stores', stores: NEAR_90745, message: '' });
    expect(s().phase).toBe('done');
    expect(names(s())).toEqual(['Carson', 'Torrance', 'Long Beach']);
  });

  it('only digits and hyphens reach the call, at most 10 (the letter e is ignored)', () => {
    const { io, search } = finder();
    search('9e0a7-45-12345');
    expect(io.calls[0]!.input).toEqual({ zip: '907-45-123', context: 'page' });
  });

  it("a form error shows the first exception's localized message under the input", async () => {
    const { io, s, search } = finder();
    search('00000');
    await io.next('searchByZip').answer({ kind: 'formError', message: 'Please enter a valid zip code for the store search.' });
    expect(s().zipError).toEqual({ key: 'server', text: 'Please enter a valid zip code for the store search.' });
    expect(s().stores).toEqual([]);
  });

  it('race: a slow answer to the older search that arrives after the newer one is ignored, and its call was aborted', async () => {
    const { io, s, search } = finder();
    search('90745');
    search('10001');
    const [older, newer] = io.pending;
    expect(older!.signal.aborted).toBe(true);
    await newer!.answer({ kind: 'stores', stores: NEAR_10001, message: '' });
    await older!.answer({ kind: 'stores', stores: NEAR_90745, message: '' });
    expect(names(s())).toEqual(['Manhattan']);
    expect(s().where).toBe('10001');
  });

  it('race: an older answer arriving first is ignored too; the list waits for the newer one', async () => {
    const { io, s, search } = finder();
    search('90745');
    search('10001');
    await io.pending[0]!.answer({ kind: 'stores', stores: NEAR_90745, message: '' });
    expect(s()).toMatchObject({ phase: 'searching', stores: [] });
    await io.pending[0]!.answer({ kind: 'stores', stores: NEAR_10001, message: '' });
    expect(names(s())).toEqual(['Manhattan']);
  });
});

describe('store finder model: stock on a product page', () => {
  it('one inventory call per store for the SKU; In Stock, Sold Out, Limited Stock (call store for details), Not Eligible; Available first', async () => {
    const { io, s, search } = finder();
    search('90745', { context: 'product', skuId: 'S1002' });
    await io.next('searchByZip').answer({ kind: 'stores', stores: [...NEAR_90745, row('ST004', 'Lakewood', 11)], message: '' });
    expect(io.pending.map((p) => p.input)).toEqual(['ST001', 'ST002', 'ST003', 'ST004'].map((storeId) => ({ storeId, skuId: 'S1002' })));
    await io.next('loadStock').answer({ stockLevel: 'LimitedStock', eligible: true });
    await io.next('loadStock').answer({ stockLevel: 'Available', eligible: false });
    await io.next('loadStock').answer({ stockLevel: 'Available', eligible: true });
    await io.next('loadStock').answer({ stockLevel: 'Unavailable', eligible: true });
    expect(['ST003', 'ST001', 'ST002', 'ST004'].map((id) => label(s(), id))).toEqual(['In Stock', 'Limited Stock (call store for details)', 'Not Eligible for In\u2011Store Pickup', 'Sold Out']);
    expect(names(s())).toEqual(['Long Beach', 'Carson', 'Torrance', 'Lakewood']);
    expect(s().stores.filter((st) => canPickUp(s().stock[st.id])).map((st) => st.name)).toEqual(['Long Beach']);
  });

  it('Make Your Store is refused for a store where the item cannot be picked up: no call', async () => {
    const { io, model, search } = finder();
    search('90745', { context: 'product', skuId: 'S1002' });
    await io.next('searchByZip').answer({ kind: 'stores', stores: NEAR_90745.slice(0, 1), message: '' });
    await io.next('loadStock').answer({ stockLevel: 'Unavailable', eligible: true });
    model.dispatch({ type: 'applyRequested', storeId: 'ST001' });
    expect(io.calls.map((c) => c.call)).toEqual(['searchByZip', 'loadStock']);
  });

  it('race: a new search aborts the stock calls of the old one, and their late answers are ignored', async () => {
    const { io, s, search } = finder();
    search('90745', { context: 'product', skuId: 'S1002' });
    await io.next('searchByZip').answer({ kind: 'stores', stores: NEAR_90745, message: '' });
    const oldStock = io.next('loadStock');
    search('10001', { context: 'product', skuId: 'S1002' });
    expect(oldStock.signal.aborted).toBe(true);
    await io.next('searchByZip').answer({ kind: 'stores', stores: NEAR_10001, message: '' });
    await oldStock.answer({ stockLevel: 'Available', eligible: true });
    expect(s().stock).toEqual({ ST100: 'loading' });
    await io.pending.find((p) => p.call === 'loadStock' && !p.signal.aborted)!.answer({ stockLevel: 'Available', eligible: true });
    expect(label(s(), 'ST100')).toBe('In Stock');
  });
});

describe('store finder model: Use My Current Location', () => {
  it('a position searches around it (the zip typed goes along)', async () => {
    const { io, model, s } = finder();
    model.dispatch({ type: 'zipTyped', value: '90745' });
    model.dispatch({ type: 'locateRequested', context: 'page' });
    expect(s().phase).toBe('locating');
    await io.next('locate').answer({ lat: 33.8, lon: -118.2 });
    expect(io.next('searchByPosition').input).toEqual({ lat: 33.8, lon: -118.2, zip: '90745' });
    await io.next('searchByPosition').answer({ kind: 'stores', stores: NEAR_90745, message: '' });
    expect(s()).toMatchObject({ phase: 'done', where: '' });
    // The 15 s wait for the position ended with the position.
    await io.advance(LOCATE_TIMEOUT_MS);
    expect(s().notice).toBeNull();
  });

  it('a refused (or unsupported) location shows the location error', async () => {
    const { io, model, s } = finder();
    model.dispatch({ type: 'locateRequested', context: 'page' });
    await io.next('locate').answer(null);
    expect(s()).toMatchObject({ phase: 'idle', notice: { key: 'locationError' } });
  });

  it('no position 15 s after asking (the permission prompt left unanswered) shows the location error; a later position is ignored', async () => {
    const { io, model, s } = finder();
    model.dispatch({ type: 'locateRequested', context: 'page' });
    await io.advance(LOCATE_TIMEOUT_MS - 1);
    expect(s().phase).toBe('locating');
    await io.advance(1);
    expect(s()).toMatchObject({ phase: 'idle', notice: { key: 'locationError' } });
    await io.next('locate').answer({ lat: 33.8, lon: -118.2 });
    expect(io.calls.map((c) => c.call)).toEqual(['locate']);
  });

  it('a zip search while locating replaces it: the position that arrives later is ignored', async () => {
    const { io, model, s, search } = finder();
    model.dispatch({ type: 'locateRequested', context: 'page' });
    const locate = io.next('locate');
    search('10001');
    await locate.answer({ lat: 33.8, lon: -118.2 });
    await io.next('searchByZip').answer({ kind: 'stores', stores: NEAR_10001, message: '' });
    await io.advance(LOCATE_TIMEOUT_MS);
    expect(io.calls.map((c) => c.call)).toEqual(['locate', 'searchByZip']);
    expect(s()).toMatchObject({ phase: 'done', notice: null, where: '10001' });
  });
});

describe('store finder model: Make Your Store', () => {
  async function listed() {
    const f = finder();
    f.search('90745');
    await f.io.next('searchByZip').answer({ kind: 'stores', stores: NEAR_90745, message: '' });
    return f;
  }

  it('posts the store once (a second click while it is on its way sends nothing); applied marks it the shopper’s store', async () => {
    const { io, model, s } = await listed();
    model.dispatch({ type: 'applyRequested', storeId: 'ST002' });
    model.dispatch({ type: 'applyRequested', storeId: 'ST003' });
    expect(io.pending.map((p) => p.input)).toEqual([{ store: NEAR_90745[1], updateConfirmed: false, context: 'page' }]);
    await io.next('applyStore').answer({ kind: 'applied' });
    expect(s()).toMatchObject({ applying: null, applied: 'ST002' });
  });

  it("the server asks to confirm: its message with 'Change Store', which resends with updateConfirmed true, or 'Cancel', which sends nothing", async () => {
    const { io, model, s } = await listed();
    model.dispatch({ type: 'applyRequested', storeId: 'ST003' });
    await io.next('applyStore').answer({ kind: 'confirm', message: 'Your cart has 2 items for pickup at Carson.' });
    expect(s().confirm).toEqual({ storeId: 'ST003', message: 'Your cart has 2 items for pickup at Carson.' });
    model.dispatch({ type: 'confirmCancelled' });
    expect(io.pending).toEqual([]);
    model.dispatch({ type: 'applyRequested', storeId: 'ST003' });
    await io.next('applyStore').answer({ kind: 'confirm', message: 'Sure?' });
    model.dispatch({ type: 'confirmAccepted' });
    expect(io.next('applyStore').input).toEqual({ store: NEAR_90745[2], updateConfirmed: true, context: 'page' });
    await io.next('applyStore').answer({ kind: 'applied' });
    expect(s().applied).toBe('ST003');
  });

  it('ROPIS_STORES_CLOSE_UNEXPECTED shows its own message; a form error the server’s', async () => {
    const { io, model, s } = await listed();
    model.dispatch({ type: 'applyRequested', storeId: 'ST001' });
    await io.next('applyStore').answer({ kind: 'closed', message: 'closed' });
    expect(s().applyError).toEqual({ key: 'storesCloseUnexpected', text: 'closed' });
    model.dispatch({ type: 'applyRequested', storeId: 'ST001' });
    await io.next('applyStore').answer({ kind: 'formError', message: 'Please select a valid store.' });
    expect(s().applyError).toEqual({ key: 'server', text: 'Please select a valid store.' });
  });
});

describe('store finder model: closing', () => {
  it('closing the finder aborts the search and the stock calls on their way; their answers change nothing', async () => {
    const { io, model, s, search } = finder();
    search('90745', { context: 'product', skuId: 'S1002' });
    await io.next('searchByZip').answer({ kind: 'stores', stores: NEAR_90745, message: '' });
    search('10001', { context: 'product', skuId: 'S1002' });
    model.stop();
    expect(io.pending.map((p) => p.signal.aborted)).toEqual([true, true, true, true]);
    const before = s();
    await io.next('searchByZip').answer({ kind: 'stores', stores: NEAR_10001, message: '' });
    expect(s()).toBe(before);
  });
});
