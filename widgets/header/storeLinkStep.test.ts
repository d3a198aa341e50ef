// @vitest-environment node
// The store link's flows (storefront spec section 2, header: 'Your Store', its popover with address, phone
// and hours, 'Find Another Store') driven through its model with fake calls: no React, no mocked modules.
import { describe, expect, it } from 'vitest';
import { createModel } from '../../src/platform/createModel';
import { fakePorts } from '../../src/mount/fakePorts';
import { startStoreLink, storeLinkStep, type StoreDetails, type StoreLinkCalls } from './storeLinkStep';

const EVANSTON = { id: '101', postalCode: '60201' };
const SKOKIE = { id: '102', postalCode: '60077' };
const details = (address1: string): StoreDetails => ({ address1, phoneNumber: '8475550100', hours: ['Mon-Sat 9-9'], seoUrl: '' });

function storeLink(store: { id: string; postalCode: string } | null = EVANSTON) {
  const io = fakePorts<StoreLinkCalls>();
  const model = createModel(storeLinkStep, startStoreLink(), io.ports);
  model.start();
  model.dispatch({ type: 'storeChanged', store });
  const calls = (name: keyof StoreLinkCalls) => io.calls.filter((c) => c.call === name).map((c) => c.input);
  const toggle = (open: boolean) => model.dispatch({ type: 'toggled', open });
  return { io, model, calls, toggle };
}

describe('store link model: the popover', () => {
  it('asks nothing while closed; opening it loads the store details, shown once in', async () => {
    const { io, model, calls, toggle } = storeLink();
    expect(io.calls).toEqual([]);
    toggle(true);
    expect(model.get().open).toBe(true);
    expect(calls('details')).toEqual([EVANSTON]);
    expect(model.get().details).toBeNull();
    await io.next('details').answer(details('1 Main St'));
    expect(model.get().details?.address1).toBe('1 Main St');
  });

  it('closing forgets them (a late answer too); opening again asks again', async () => {
    const { io, model, calls, toggle } = storeLink();
    toggle(true);
    const first = io.next('details');
    toggle(false);
    expect(first.signal.aborted).toBe(true);
    await first.answer(details('1 Main St'));
    expect(model.get().details).toBeNull();
    toggle(true);
    expect(calls('details')).toHaveLength(2);
  });

  it('a store without a zip code asks nothing', () => {
    const { io, toggle } = storeLink({ id: '101', postalCode: '' });
    toggle(true);
    expect(io.calls).toEqual([]);
  });

  it('a new store while open loads its details; the same store again asks nothing', async () => {
    const { io, model, calls, toggle } = storeLink();
    toggle(true);
    await io.next('details').answer(details('1 Main St'));
    model.dispatch({ type: 'storeChanged', store: { ...EVANSTON } });
    expect(calls('details')).toHaveLength(1);
    model.dispatch({ type: 'storeChanged', store: SKOKIE });
    expect(model.get().details).toBeNull();
    expect(calls('details')).toEqual([EVANSTON, SKOKIE]);
  });

  it('race: a slow answer for the store left, arriving after the new store, is ignored', async () => {
    const { io, model, toggle } = storeLink();
    toggle(true);
    const older = io.next('details');
    model.dispatch({ type: 'storeChanged', store: SKOKIE });
    const newer = io.pending.find((p) => p !== older)!;
    await newer.answer(details('9 Oak St'));
    await older.answer(details('1 Main St'));
    expect(model.get().details?.address1).toBe('9 Oak St');
  });
});

describe("store link model: 'Find Another Store'", () => {
  it('opens the store finder by name and closes the popover once it is open', async () => {
    const { io, model, calls, toggle } = storeLink();
    toggle(true);
    model.dispatch({ type: 'findClicked' });
    expect(calls('openFinder')).toEqual([null]);
    expect(model.get().open).toBe(true);
    await io.next('openFinder').answer(true);
    expect(model.get().open).toBe(false);
    expect(model.get().finderFailed).toBe(false);
  });

  it('a finder that cannot be opened leaves a note (the popover stays); trying again clears it', async () => {
    const { io, model, toggle } = storeLink(null);
    toggle(true);
    model.dispatch({ type: 'findClicked' });
    await io.next('openFinder').answer(false);
    expect(model.get().finderFailed).toBe(true);
    expect(model.get().open).toBe(true);
    model.dispatch({ type: 'findClicked' });
    expect(model.get().finderFailed).toBe(false);
  });
});
