import { act, cleanup, render as renderView, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startHostBridge } from '../../src/events';
import { WidgetCalls } from '../../src/mount';
import { $selectedStore } from '../../src/stores';
import { storeFinderCallsOver } from './calls';
import type { ApplyOutcome, SearchOutcome, Stock, StoreRow } from './model';
import { StoreFinder } from './StoreFinder';

// The view over the finder's calls made of stand-in commerce calls that the test answers; the commerce calls
// themselves are tested against the simulator (calls.test.ts) and the whole path in the browser
// (tests/e2e/store-finder.spec.ts).
type Pending<T> = { args: unknown[]; resolve: (v: T) => void };
const searches: Pending<SearchOutcome>[] = [];
const stocks: Pending<Stock | null>[] = [];
const applies: Pending<{ outcome: ApplyOutcome; answer: Record<string, unknown> }>[] = [];
const wait =
  <T,>(list: Pending<T>[]) =>
  (...args: unknown[]) =>
    new Promise<T>((resolve) => list.push({ args, resolve }));
const calls = storeFinderCallsOver({ searchByZip: wait(searches), searchByPosition: wait(searches), loadStock: wait(stocks), applyStore: wait(applies) });
const render = (ui: ReactNode) => renderView(ui, { wrapper: ({ children }) => <WidgetCalls value={calls}>{children}</WidgetCalls> });

const row = (id: string, name: string, distance: number): StoreRow => ({
  id,
  name,
  address1: `${distance} Main St`,
  city: name,
  state: 'CA',
  postalCode: '90745',
  phoneNumber: '(310) 555-0100',
  hours: ['Mon-Fri: 9am-8pm', 'Sun: 11am-6pm'],
  seoUrl: `/stores/${id}`,
  distance,
});
const STORES = [row('ST001', 'Carson', 0), row('ST002', 'Torrance', 5.1), row('ST003', 'Long Beach', 9.1)];

beforeEach(() => {
  searches.length = stocks.length = applies.length = 0;
  $selectedStore.set(null);
  window.dataLayer = [];
});
afterEach(() => vi.restoreAllMocks());

// Lets the answered promises (and what they start) run, and React apply the updates.
const settle = () =>
  act(async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  });

async function openDialog(props: Parameters<typeof StoreFinder>[0] = {}, title = 'Find Another Store') {
  const user = userEvent.setup();
  render(<StoreFinder {...props} />);
  await user.click(screen.getByRole('button', { name: props.skuId ? 'Check Store Availability' : 'Find a Store' }));
  const dialog = screen.getByRole('dialog', { name: title });
  const zip = within(dialog).getByRole('textbox', { name: 'Zip Code' });
  return { user, dialog, zip };
}

async function search(user: ReturnType<typeof userEvent.setup>, zip: HTMLElement, value: string, outcome: SearchOutcome) {
  await user.clear(zip);
  await user.type(zip, value + '{Enter}');
  searches.at(-1)!.resolve(outcome);
  await settle();
}

/** matchMedia for a viewport `width` px wide (max-width queries only, as the finder uses). */
function viewport(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const m = /max-width:\s*([\d.]+)px/.exec(query);
    return { matches: m ? width <= Number(m[1]) : false, media: query, addEventListener() {}, removeEventListener() {}, onchange: null } as unknown as MediaQueryList;
  });
}

const card = (dialog: HTMLElement, name: string) => within(dialog).getByRole('heading', { name }).closest('li')!;

describe('StoreFinder', () => {
  it("opens on the zip field (placeholder 'Enter Zip Code', subheading 'Choose location'); the list is empty until a search", async () => {
    const { dialog, zip } = await openDialog();
    expect(document.activeElement).toBe(zip);
    expect(zip.getAttribute('placeholder')).toBe('Enter Zip Code');
    expect(within(dialog).getByText('Choose location')).toBeVisible();
    expect(within(dialog).queryByRole('list')).toBeNull();
  });

  it("'Use My Current Location' shows on phones only: under 768 px (spec sections 2 and 9)", async () => {
    try {
      for (const [width, shows] of [
        [375, true],
        [767, true],
        [768, false],
        [1280, false],
      ] as const) {
        viewport(width);
        const { dialog } = await openDialog({}, width < 768 ? 'Find Store' : 'Find Another Store');
        if (shows) expect(within(dialog).getByRole('button', { name: 'Use My Current Location' })).toBeVisible();
        else expect(within(dialog).queryByRole('button', { name: 'Use My Current Location' })).toBeNull();
        cleanup();
      }
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("an empty search shows 'Please enter a valid zip code.' on the field and searches nothing", async () => {
    const { user, dialog, zip } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(within(dialog).getByText('Please enter a valid zip code.')).toBeVisible();
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    expect(searches).toHaveLength(0);
  });

  it('the field keeps digits and hyphens only, at most 10; Enter searches', async () => {
    const { user, zip } = await openDialog();
    await user.type(zip, '9e0a7-45-12345{Enter}');
    expect(zip).toHaveProperty('value', '907-45-123');
    expect(searches[0]!.args[0]).toBe('907-45-123');
  });

  it('lists stores with their details; More info shows the hours; phone is a tel: link', async () => {
    const { user, dialog, zip } = await openDialog();
    await search(user, zip, '90745', { kind: 'stores', stores: STORES, message: '' });
    expect(within(dialog).getByRole('status').textContent).toBe('3 stores near 90745.');
    const list = within(dialog).getByRole('list', { name: 'Stores near 90745' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Carson', 'Torrance', 'Long Beach']);
    const torrance = card(dialog, 'Torrance');
    expect(torrance.textContent).toContain('Torrance, CA 90745');
    expect(within(torrance).getByRole('link', { name: '(310) 555-0100' }).getAttribute('href')).toBe('tel:3105550100');
    expect(within(torrance).getByRole('link', { name: 'View Map' }).getAttribute('href')).toBe('/stores/ST002');
    const more = within(torrance).getByRole('button', { name: 'More info' });
    expect(within(torrance).queryByText('Sun: 11am-6pm')).toBeNull();
    await user.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(more.textContent).toBe('Less info');
    expect(within(torrance).getByText('Sun: 11am-6pm')).toBeVisible();
  });

  it('no store near the zip shows the message; an unknown zip says so on the field', async () => {
    const { user, dialog, zip } = await openDialog();
    await search(user, zip, '99950', { kind: 'stores', stores: [], message: '' });
    expect(within(dialog).getByRole('alert').textContent).toBe('There are no stores near 99950. Please try another zip code.');
    await search(user, zip, '00000', { kind: 'unknownZip' });
    expect(within(dialog).getByText('We could not find the zip code 00000. Please check it and try again.')).toBeVisible();
    expect(zip.getAttribute('aria-invalid')).toBe('true');
  });

  it('the current store shows a disabled Your Store button', async () => {
    $selectedStore.set({ id: 'ST002', name: 'Torrance', city: 'Torrance', state: 'CA', postalCode: '90503', country: 'US', address1: '', phoneNumber: '', hours: [], seoUrl: '' });
    const { user, dialog, zip } = await openDialog();
    await search(user, zip, '90745', { kind: 'stores', stores: STORES, message: '' });
    expect(within(card(dialog, 'Torrance')).getByRole('button', { name: 'Your Store' })).toHaveProperty('disabled', true);
    expect(within(card(dialog, 'Carson')).getByRole('button', { name: 'Make Your Store' })).toHaveProperty('disabled', false);
  });

  it('with a SKU: one stock call per store, the spec labels, Available stores first, ineligible ones disabled', async () => {
    const { user, dialog, zip } = await openDialog({ skuId: 'S1002' });
    await search(user, zip, '90745', { kind: 'stores', stores: STORES, message: '' });
    expect(stocks.map((s) => s.args.slice(0, 2))).toEqual([
      ['ST001', 'S1002'],
      ['ST002', 'S1002'],
      ['ST003', 'S1002'],
    ]);
    expect(within(dialog).getAllByText('Checking stock…')).toHaveLength(3);
    stocks[0]!.resolve({ stockLevel: 'LimitedStock', eligible: true });
    stocks[1]!.resolve({ stockLevel: 'Available', eligible: false });
    stocks[2]!.resolve({ stockLevel: 'Available', eligible: true });
    await settle();
    const list = within(dialog).getByRole('list');
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Long Beach', 'Carson', 'Torrance']);
    expect(card(dialog, 'Long Beach').textContent).toContain('In Stock');
    expect(card(dialog, 'Carson').textContent).toContain('Limited Stock (call store for details)');
    expect(card(dialog, 'Torrance').textContent).toContain('Not Eligible for In\u2011Store Pickup');
    expect(within(card(dialog, 'Long Beach')).getByRole('button', { name: 'Make Your Store' })).toHaveProperty('disabled', false);
    expect(within(card(dialog, 'Carson')).getByRole('button', { name: 'Make Your Store' })).toHaveProperty('disabled', true);
    expect(within(card(dialog, 'Torrance')).getByRole('button', { name: 'Make Your Store' })).toHaveProperty('disabled', true);
  });

  it('Make Your Store: the shared store, the host event and the store-select analytics event; the dialog closes', async () => {
    startHostBridge(); // what every island's mount starts: the host events come from the stores
    const events: unknown[] = [];
    document.addEventListener('storefront:store-selected', (e) => events.push((e as CustomEvent).detail));
    const { user, dialog, zip } = await openDialog();
    await search(user, zip, '90745', { kind: 'stores', stores: STORES, message: '' });
    await user.click(within(card(dialog, 'Torrance')).getByRole('button', { name: 'Make Your Store' }));
    expect(within(card(dialog, 'Torrance')).getByRole('button', { name: 'Make Your Store' }).getAttribute('aria-busy')).toBe('true');
    expect((applies[0]!.args[0] as StoreRow).id).toBe('ST002');
    expect(applies[0]!.args[1]).toBe(false);
    applies[0]!.resolve({ outcome: { kind: 'applied' }, answer: { selectedStoreId: 'ST002', city: 'Torrance', state: 'CA', userSegmentsMap: {} } });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect($selectedStore.get()).toMatchObject({ id: 'ST002', name: 'Torrance', city: 'Torrance', state: 'CA', address1: '5.1 Main St' });
    expect(events).toEqual([{ store: expect.objectContaining({ id: 'ST002' }) }]);
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'store-select', storeId: 'ST002', storeName: 'Torrance' }));
    // Reopening starts clean.
    await user.click(screen.getByRole('button', { name: 'Find a Store' }));
    const again = screen.getByRole('dialog', { name: 'Find Another Store' });
    expect(within(again).getByRole('textbox', { name: 'Zip Code' })).toHaveProperty('value', '');
    expect(within(again).queryByRole('list')).toBeNull();
  });

  it('a confirmation request shows the server message; Cancel keeps the store, Change Store resends with updateConfirmed', async () => {
    const { user, dialog, zip } = await openDialog();
    await search(user, zip, '90745', { kind: 'stores', stores: STORES, message: '' });
    const make = within(card(dialog, 'Long Beach')).getByRole('button', { name: 'Make Your Store' });
    await user.click(make);
    applies[0]!.resolve({ outcome: { kind: 'confirm', message: 'Your cart has 2 items for pickup at Carson.' }, answer: {} });
    const confirm = await screen.findByRole('alertdialog', { name: 'Change Your Store?' });
    expect(confirm.textContent).toContain('Your cart has 2 items for pickup at Carson.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(applies).toHaveLength(1);
    expect($selectedStore.get()).toBeNull();
    await user.click(make);
    applies[1]!.resolve({ outcome: { kind: 'confirm', message: 'Sure?' }, answer: {} });
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Change Store' }));
    expect(applies[2]!.args[1]).toBe(true);
    applies[2]!.resolve({ outcome: { kind: 'applied' }, answer: {} });
    await vi.waitFor(() => expect($selectedStore.get()?.id).toBe('ST003'));
  });

  it('ROPIS_STORES_CLOSE_UNEXPECTED and a form error show their message under the input', async () => {
    const { user, dialog, zip } = await openDialog();
    await search(user, zip, '96814', { kind: 'stores', stores: STORES, message: '' });
    await user.click(within(card(dialog, 'Carson')).getByRole('button', { name: 'Make Your Store' }));
    applies[0]!.resolve({ outcome: { kind: 'closed', message: 'server text' }, answer: {} });
    await settle();
    const alert = within(dialog).getByRole('alert');
    expect(alert.textContent).toBe('This store has closed unexpectedly and cannot take pickup orders right now. Please choose another store.');
    expect(alert.compareDocumentPosition(zip) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    await user.click(within(card(dialog, 'Carson')).getByRole('button', { name: 'Make Your Store' }));
    applies[1]!.resolve({ outcome: { kind: 'formError', message: 'Please select a valid store.' }, answer: {} });
    await settle();
    expect(within(dialog).getByRole('alert').textContent).toBe('Please select a valid store.');
    expect($selectedStore.get()).toBeNull();
  });

  it('Use My Current Location: denied or unsupported shows the location error; granted searches by position', async () => {
    const geo = { getCurrentPosition: vi.fn() };
    const withGeo = (geolocation: unknown) => vi.stubGlobal('navigator', Object.defineProperty(Object.create(navigator) as Navigator, 'geolocation', { value: geolocation }));
    withGeo(geo);
    viewport(375);
    try {
      const { user, dialog } = await openDialog({}, 'Find Store');
      const locate = within(dialog).getByRole('button', { name: 'Use My Current Location' });
      geo.getCurrentPosition.mockImplementationOnce((_ok, fail: (e: unknown) => void) => fail({ code: 1 }));
      await user.click(locate);
      expect(within(dialog).getByRole('alert').textContent).toMatch(/could not get your location/);
      geo.getCurrentPosition.mockImplementationOnce((ok: (p: unknown) => void) => ok({ coords: { latitude: 33.8, longitude: -118.2 } }));
      await user.click(locate);
      expect(searches[0]!.args.slice(0, 2)).toEqual([33.8, -118.2]);
      searches[0]!.resolve({ kind: 'stores', stores: STORES, message: '' });
      await settle();
      expect(within(dialog).getByRole('status').textContent).toBe('3 stores near your location.');
      withGeo(undefined);
      await user.click(locate);
      expect(within(dialog).getByRole('alert').textContent).toMatch(/could not get your location/);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('inline: the finder is in the page, no trigger, no dialog', () => {
    render(<StoreFinder inline context="locator" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Find a Store' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Zip Code' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Choose location' })).toBeVisible();
  });

  it("titles by context: 'Select Store' on a listing page", async () => {
    const user = userEvent.setup();
    render(<StoreFinder context="listing" />);
    await user.click(screen.getByRole('button', { name: 'Find a Store' }));
    expect((screen.getByRole('dialog', { name: 'Select Store' }) as HTMLDialogElement).open).toBe(true);
  });
});
