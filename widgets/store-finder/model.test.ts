// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createModel } from '../../src/platform/createModel';
import { fakePorts } from '../../src/mount/fakePorts';
import { STORE_FINDER_MESSAGES as M } from './messages';
import {
  canPickUp,
  cleanZip,
  finderReducer,
  initialFinderState,
  LOCATE_TIMEOUT_MS,
  startStoreFinder,
  storeFinderStep,
  type FinderAction,
  type FinderState,
  type Stock,
  type StockState,
  type StoreFinderCalls,
  type StoreRow,
} from './model';
import { contextFromPath, sortStores, stockLabel, titleKey } from './selectors';

const row = (id: string, distance = 1): StoreRow => ({
  id,
  name: `Store ${id}`,
  address1: '1 Main St',
  city: 'Carson',
  state: 'CA',
  postalCode: '90745',
  phoneNumber: '(310) 555-0100',
  hours: ['Mon-Fri: 9am-8pm'],
  seoUrl: '',
  distance,
});
const run = (actions: FinderAction[], from: FinderState = initialFinderState) => actions.reduce(finderReducer, from);
const A: Stock = { stockLevel: 'Available', eligible: true };

const typed = run([{ type: 'zipTyped', value: '90745' }]);
const searching = finderReducer(typed, { type: 'zipSubmitted', context: 'page' });
const listed = finderReducer(searching, { type: 'searchAnswered', searchId: searching.searchId, result: { kind: 'stores', stores: [row('ST001', 0), row('ST002', 5.1)], message: '' } });
const searchingSku = finderReducer(typed, { type: 'zipSubmitted', context: 'product', skuId: 'S1002' });
const listedSku = finderReducer(searchingSku, { type: 'searchAnswered', searchId: searchingSku.searchId, result: { kind: 'stores', stores: [row('ST001', 0), row('ST002', 5.1)], message: '' } });
const applying = finderReducer(listed, { type: 'applyRequested', storeId: 'ST002' });

describe('zip input rules (spec section 5: digits and hyphens only, no e, at most 10)', () => {
  it.each([
    ['90745', '90745'],
    ['90745-1234', '90745-1234'],
    ['9e0745', '90745'],
    ['1e5', '15'],
    ['abc 907 45', '90745'],
    ['90745-12345', '90745-1234'],
    ['  ', ''],
    ['+-.,', '-'],
  ])('%j is kept as %j', (input, kept) => expect(cleanZip(input)).toBe(kept));

  it('whatever is typed or pasted, the field holds only digits and hyphens, at most 10, in their order', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: fc.constantFrom(...'0123456789-eE .+'.split('')), maxLength: 40 })), (input) => {
        const zip = cleanZip(input);
        expect(zip).toMatch(/^[\d-]{0,10}$/);
        expect(zip).not.toMatch(/e/i);
        // A subsequence of the input's digits and hyphens, from the start.
        expect(input.replace(/[^\d-]/g, '').startsWith(zip)).toBe(true);
        expect(cleanZip(zip)).toBe(zip);
      }),
    );
  });

  it('the model applies the rule to every keystroke and paste', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 20 }), { maxLength: 10 }), (values) => {
        let s = initialFinderState;
        for (const value of values) {
          s = finderReducer(s, { type: 'zipTyped', value });
          expect(s.zip).toMatch(/^[\d-]{0,10}$/);
        }
      }),
    );
  });
});

describe('titles (spec section 2)', () => {
  it("'Select Store' on listing pages, 'Choose Store' / 'Find Store' on mobile, 'Find Another Store' otherwise", () => {
    expect(titleKey('listing', false)).toBe('selectStore');
    expect(titleKey('listing', true)).toBe('selectStore');
    expect(titleKey('product', true)).toBe('chooseStore');
    expect(titleKey('header', true)).toBe('findStore');
    expect(titleKey('locator', true)).toBe('findStore');
    for (const c of ['header', 'product', 'locator', 'cart', 'checkout', 'page'] as const) expect(titleKey(c, false)).toBe('findAnotherStore');
  });

  it('the context comes from the path when nobody says', () => {
    expect(contextFromPath('/p/S1002/')).toBe('product');
    expect(contextFromPath('/products/art/')).toBe('listing');
    expect(contextFromPath('/search/?Ntt=glue')).toBe('listing');
    expect(contextFromPath('/sale/')).toBe('listing');
    expect(contextFromPath('/stores/locator')).toBe('locator');
    expect(contextFromPath('/')).toBe('page');
  });
});

describe('stock labels and sorting (spec section 4)', () => {
  it.each<[Stock, string, boolean]>([
    [{ stockLevel: 'Available', eligible: true }, 'inStock', true],
    [{ stockLevel: 'Unavailable', eligible: true }, 'soldOut', false],
    [{ stockLevel: 'Unavailable', eligible: false }, 'soldOut', false],
    [{ stockLevel: 'LimitedStock', eligible: true }, 'limitedStock', false],
    [{ stockLevel: 'LimitedStock', eligible: false }, 'limitedStock', false],
    [{ stockLevel: 'Available', eligible: false }, 'notEligible', false],
  ])('%j is %s; pickup possible: %s', (stock, label, pickup) => {
    expect(stockLabel(stock)).toBe(label);
    expect(canPickUp(stock)).toBe(pickup);
  });

  it('while loading or unknown, the item cannot be picked up there', () => {
    expect(canPickUp('loading')).toBe(false);
    expect(canPickUp('unknown')).toBe(false);
    expect(canPickUp(undefined)).toBe(false);
  });

  it('Available stores come first; each group keeps the nearest-first order of the answer', () => {
    const stores = ['a', 'b', 'c', 'd', 'e'].map((id, i) => row(id, i));
    const stock: Record<string, StockState> = { a: { stockLevel: 'Unavailable', eligible: true }, b: A, c: 'loading', d: A, e: { stockLevel: 'Available', eligible: false } };
    expect(sortStores(stores, stock, true).map((s) => s.id)).toEqual(['b', 'd', 'a', 'c', 'e']);
    expect(sortStores(stores, stock, false).map((s) => s.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('sorting is a stable partition for any stock', () => {
    const level = fc.constantFrom<StockState>(
      'loading',
      'unknown',
      A,
      { stockLevel: 'LimitedStock', eligible: true },
      { stockLevel: 'Unavailable', eligible: true },
      { stockLevel: 'Available', eligible: false },
    );
    fc.assert(
      fc.property(fc.array(level, { maxLength: 12 }), (levels) => {
        const stores = levels.map((_, i) => row(`s${i}`, i));
        const stock = Object.fromEntries(levels.map((l, i) => [`s${i}`, l]));
        const sorted = sortStores(stores, stock, true);
        const firstBlocked = sorted.findIndex((s) => !canPickUp(stock[s.id]));
        if (firstBlocked >= 0) expect(sorted.slice(firstBlocked).every((s) => !canPickUp(stock[s.id]))).toBe(true);
        for (const group of [true, false]) {
          const ids = sorted.filter((s) => canPickUp(stock[s.id]) === group).map((s) => Number(s.id.slice(1)));
          expect(ids).toEqual([...ids].sort((x, y) => x - y));
        }
      }),
    );
  });
});

describe('store finder model', () => {
  it('starts with an empty zip and an empty list (the list stays empty until a search)', () => {
    expect(initialFinderState).toMatchObject({ zip: '', phase: 'idle', stores: [], notice: null, zipError: null });
  });

  it('zipTyped clears the zip error; typing the same value changes nothing', () => {
    const err = finderReducer(initialFinderState, { type: 'zipSubmitted', context: 'page' });
    expect(finderReducer(err, { type: 'zipTyped', value: '9' })).toMatchObject({ zip: '9', zipError: null });
    expect(finderReducer(typed, { type: 'zipTyped', value: '90745' })).toBe(typed);
  });

  it("zipSubmitted with an empty zip gives 'Please enter a valid zip code.' (invalidZip), asks to focus it and searches nothing", () => {
    const s = finderReducer(initialFinderState, { type: 'zipSubmitted', context: 'page' });
    expect(s).toMatchObject({ zipError: { key: 'invalidZip' }, phase: 'idle', fixes: 1, searchId: 0 });
  });

  it('zipSubmitted with a zip starts a new search and forgets the old list and messages', () => {
    expect(searching).toMatchObject({ phase: 'searching', where: '90745', searchId: 1, stores: [] });
    const again = finderReducer({ ...listed, expanded: { ST001: true }, applyError: { key: 'applyUnavailable' }, applied: 'ST001' }, { type: 'zipSubmitted', context: 'page' });
    expect(again).toMatchObject({ phase: 'searching', searchId: 2, stores: [], expanded: {}, applyError: null, applied: null, notice: null });
  });

  it('locateRequested starts a search by position', () => {
    const s = finderReducer(typed, { type: 'locateRequested', context: 'page' });
    expect(s).toMatchObject({ phase: 'locating', where: '', searchId: 1, zip: '90745' });
  });

  it('located without a position shows the location error; a late failure of an older search is ignored', () => {
    const s = finderReducer(initialFinderState, { type: 'locateRequested', context: 'page' });
    expect(finderReducer(s, { type: 'located', searchId: s.searchId, result: null })).toMatchObject({ phase: 'idle', notice: { key: 'locationError' } });
    expect(finderReducer(s, { type: 'located', searchId: s.searchId - 1, result: null })).toBe(s);
    expect(finderReducer(searching, { type: 'located', searchId: searching.searchId, result: null })).toBe(searching);
  });

  it('searchAnswered with stores lists them (nearest first, as answered)', () => {
    expect(listed).toMatchObject({ phase: 'done', notice: null, stock: {} });
    expect(listed.stores.map((s) => s.id)).toEqual(['ST001', 'ST002']);
  });

  it('searchAnswered with no stores shows the no-store message (the server text when it sends one)', () => {
    const s = finderReducer(searching, { type: 'searchAnswered', searchId: 1, result: { kind: 'stores', stores: [], message: 'No stores within 100 miles.' } });
    expect(s).toMatchObject({ phase: 'done', notice: { key: 'noStores', text: 'No stores within 100 miles.', where: '90745' } });
  });

  it('searchAnswered for a zip the maps service does not know marks the zip', () => {
    expect(finderReducer(searching, { type: 'searchAnswered', searchId: 1, result: { kind: 'unknownZip' } })).toMatchObject({ phase: 'idle', zipError: { key: 'unknownZip', zip: '90745' }, fixes: 1 });
  });

  it("searchAnswered with a form error shows the first exception's message under the input", () => {
    expect(finderReducer(searching, { type: 'searchAnswered', searchId: 1, result: { kind: 'formError', message: 'Bad zip.' } })).toMatchObject({ zipError: { key: 'server', text: 'Bad zip.' } });
  });

  it('searchAnswered without a usable answer says so and keeps the zip', () => {
    expect(finderReducer(searching, { type: 'searchAnswered', searchId: 1, result: { kind: 'unavailable' } })).toMatchObject({ phase: 'idle', notice: { key: 'unavailable' }, zip: '90745' });
  });

  it('an answer to an older search, or one arriving when none is on its way, is dropped', () => {
    const newer = finderReducer(searching, { type: 'zipSubmitted', context: 'page' });
    expect(finderReducer(newer, { type: 'searchAnswered', searchId: 1, result: { kind: 'unavailable' } })).toBe(newer);
    expect(finderReducer(listed, { type: 'searchAnswered', searchId: listed.searchId, result: { kind: 'unavailable' } })).toBe(listed);
  });

  it('with a SKU, every listed store waits for its stock; stockLoaded fills it in (null: unknown)', () => {
    expect(listedSku.stock).toEqual({ ST001: 'loading', ST002: 'loading' });
    const s = run(
      [
        { type: 'stockLoaded', searchId: listedSku.searchId, storeId: 'ST001', result: A },
        { type: 'stockLoaded', searchId: listedSku.searchId, storeId: 'ST002', result: null },
      ],
      listedSku,
    );
    expect(s.stock).toEqual({ ST001: A, ST002: 'unknown' });
    // Stale or repeated answers change nothing.
    expect(finderReducer(s, { type: 'stockLoaded', searchId: s.searchId, storeId: 'ST001', result: null })).toBe(s);
    expect(finderReducer(listedSku, { type: 'stockLoaded', searchId: 0, storeId: 'ST001', result: A })).toBe(listedSku);
  });

  it('detailsToggled opens and closes More info of one store', () => {
    const open = finderReducer(listed, { type: 'detailsToggled', storeId: 'ST002' });
    expect(open.expanded).toEqual({ ST002: true });
    expect(finderReducer(open, { type: 'detailsToggled', storeId: 'ST002' }).expanded).toEqual({ ST002: false });
  });

  it('applyRequested starts Make Your Store for a listed store, once at a time; searching is blocked meanwhile', () => {
    expect(applying).toMatchObject({ applying: 'ST002', updateConfirmed: false });
    expect(finderReducer(applying, { type: 'applyRequested', storeId: 'ST001' })).toBe(applying);
    expect(finderReducer(listed, { type: 'applyRequested', storeId: 'NOPE' })).toBe(listed);
    expect(finderReducer(applying, { type: 'zipSubmitted', context: 'page' })).toBe(applying);
    expect(finderReducer(applying, { type: 'locateRequested', context: 'page' })).toBe(applying);
  });

  it('applyRequested on a product page needs the item pickup-eligible and Available there', () => {
    expect(finderReducer(listedSku, { type: 'applyRequested', storeId: 'ST001' })).toBe(listedSku);
    const s = finderReducer(listedSku, { type: 'stockLoaded', searchId: listedSku.searchId, storeId: 'ST001', result: A });
    expect(finderReducer(s, { type: 'applyRequested', storeId: 'ST001' }).applying).toBe('ST001');
  });

  it('applyAnswered applied: the store is marked as just applied', () => {
    expect(finderReducer(applying, { type: 'applyAnswered', storeId: 'ST002', result: { kind: 'applied' } })).toMatchObject({ applying: null, applied: 'ST002' });
  });

  it('applyAnswered confirm: the server message waits for Change Store or Cancel', () => {
    const s = finderReducer(applying, { type: 'applyAnswered', storeId: 'ST002', result: { kind: 'confirm', message: 'Your cart has pickup items.' } });
    expect(s).toMatchObject({ applying: null, confirm: { storeId: 'ST002', message: 'Your cart has pickup items.' } });
    // Nothing else starts while the question is open.
    expect(finderReducer(s, { type: 'applyRequested', storeId: 'ST001' })).toBe(s);
  });

  it('confirmAccepted resends for the same store with updateConfirmed; confirmCancelled just closes the question', () => {
    const asked = finderReducer(applying, { type: 'applyAnswered', storeId: 'ST002', result: { kind: 'confirm', message: 'm' } });
    expect(finderReducer(asked, { type: 'confirmAccepted' })).toMatchObject({ applying: 'ST002', updateConfirmed: true, confirm: null });
    expect(finderReducer(asked, { type: 'confirmCancelled' })).toMatchObject({ applying: null, confirm: null, applied: null });
    expect(finderReducer(listed, { type: 'confirmAccepted' })).toBe(listed);
    expect(finderReducer(listed, { type: 'confirmCancelled' })).toBe(listed);
  });

  it('applyAnswered errors: ROPIS_STORES_CLOSE_UNEXPECTED, a form error and no answer each show their message', () => {
    const answer = (outcome: Parameters<typeof finderReducer>[1] & { type: 'applyAnswered' }) => finderReducer(applying, outcome);
    expect(answer({ type: 'applyAnswered', storeId: 'ST002', result: { kind: 'closed', message: 'Closed.' } }).applyError).toEqual({ key: 'storesCloseUnexpected', text: 'Closed.' });
    expect(answer({ type: 'applyAnswered', storeId: 'ST002', result: { kind: 'formError', message: 'Please select a valid store.' } }).applyError).toEqual({
      key: 'server',
      text: 'Please select a valid store.',
    });
    expect(answer({ type: 'applyAnswered', storeId: 'ST002', result: { kind: 'unavailable' } })).toMatchObject({ applying: null, applyError: { key: 'applyUnavailable' } });
  });

  it('an apply answer for another store, or when none is on its way, is ignored', () => {
    expect(finderReducer(applying, { type: 'applyAnswered', storeId: 'ST001', result: { kind: 'applied' } })).toBe(applying);
    expect(finderReducer(listed, { type: 'applyAnswered', storeId: 'ST001', result: { kind: 'applied' } })).toBe(listed);
  });
});

// The store finder's flows (storefront spec: store finder modal, sections 4, 5, 7, 8) driven through its
// model with fake calls and a fake clock: no React, no mocked modules.
const namedRow = (id: string, name: string, distance: number): StoreRow => ({
  id,
  name,
  address1: '1 Main St',
  city: name,
  state: 'CA',
  postalCode: '90745',
  phoneNumber: '',
  hours: [],
  seoUrl: '',
  distance,
});
const NEAR_90745 = [namedRow('ST001', 'Carson', 0), namedRow('ST002', 'Torrance', 5.1), namedRow('ST003', 'Long Beach', 9.1)];
const NEAR_10001 = [namedRow('ST100', 'Manhattan', 0.4)];

function finder() {
  const io = fakePorts<StoreFinderCalls>();
  const model = createModel(storeFinderStep, startStoreFinder(), io.ports);
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
    await io.next('searchByZip').answer({ kind: 'stores', stores: [...NEAR_90745, namedRow('ST004', 'Lakewood', 11)], message: '' });
    expect(io.pending.map((p) => p.input)).toEqual(['ST001', 'ST002', 'ST003', 'ST004'].map((storeId) => ({ storeId, skuId: 'S1002' })));
    await io.next('loadStock').answer({ stockLevel: 'LimitedStock', eligible: true });
    await io.next('loadStock').answer({ stockLevel: 'Available', eligible: false });
    await io.next('loadStock').answer({ stockLevel: 'Available', eligible: true });
    await io.next('loadStock').answer({ stockLevel: 'Unavailable', eligible: true });
    expect(['ST003', 'ST001', 'ST002', 'ST004'].map((id) => label(s(), id))).toEqual(['In Stock', 'Limited Stock (call store for details)', 'Not Eligible for In\u2011Store Pickup', 'Sold Out']);
    expect(names(s())).toEqual(['Long Beach', 'Carson', 'Torrance', 'Lakewood']);
    expect(
      s()
        .stores.filter((st) => canPickUp(s().stock[st.id]))
        .map((st) => st.name),
    ).toEqual(['Long Beach']);
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
