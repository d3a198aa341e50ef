import { act, render as renderView, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $cart, $selectedStore, $session, applySessionInfo, resetSession } from '../../src/stores';
import { WidgetCalls } from '../../src/mount';
import { AddToCart } from './AddToCart';
import { addToCartCallsOver } from './calls';
import type { AddOutcome, ProductData } from './product';

// The view over the buying box's calls made of stand-in commerce calls; those are tested against the simulator
// (calls.test.ts), and the whole path in the browser (tests/e2e/add-to-cart.spec.ts).
const adds: { payload: Record<string, unknown>; gift: unknown; resolve: (o: AddOutcome) => void }[] = [];
let product: ProductData;
const calls = addToCartCallsOver({
  loadProduct: async () => ({ ok: true, kind: 'ok', status: 200, data: product }),
  loadStoreStock: async () => 'Available',
  addToCart: (payload, gift) => new Promise<AddOutcome>((resolve) => adds.push({ payload: { ...payload }, gift, resolve })),
});
const render = (ui: ReactElement) => renderView(ui, { wrapper: ({ children }) => <WidgetCalls value={calls}>{children}</WidgetCalls> });

const priced = (listPrice: number, extra: Record<string, unknown> = {}) => ({ listPrice, onSale: false, ...extra });
const paint: ProductData = {
  productId: 'P1',
  name: 'Tempera Paint',
  defaultSkuId: 'S1',
  skuInfo: { optionName: 'Color', persEnabled: true },
  skus: [
    {
      id: 'S1',
      displayName: 'Tempera Paint - Red',
      option: { name: 'Color', value: 'Red' },
      status: 'ACTIVE',
      stockLevel: 'Available',
      storeOnly: false,
      persEnabled: true,
      priceInfo: priced(20, { onSale: true, salePrice: 15.5, special: true, specialPrice: 14 }),
    },
    {
      id: 'S1-2',
      displayName: 'Tempera Paint - Blue',
      option: { name: 'Color', value: 'Blue' },
      status: 'SOLD_OUT',
      stockLevel: 'Unavailable',
      storeOnly: false,
      persEnabled: true,
      priceInfo: priced(20),
    },
  ],
};

const opened: { name: string; props: unknown }[] = [];
/** Markers handed to the loader (scan) and released (unmount). */
const scanned: Element[] = [];
const released: Element[] = [];
function session(profile: Record<string, unknown> = {}) {
  act(() => {
    applySessionInfo({ profile: { loginStatus: 'guest', ...profile }, featureToggles: { bopisEnabled: true, rewardsEnabled: true } });
  });
}

beforeEach(() => {
  adds.length = 0;
  opened.length = 0;
  scanned.length = released.length = 0;
  product = paint;
  resetSession();
  $selectedStore.set(null);
  window.StorefrontWidgets = {
    open: async (name: string, props?: unknown) => (opened.push({ name, props }), true),
    scan: (el: Element) => scanned.push(el),
    unmount: (el: Element) => released.push(el),
  } as unknown as typeof window.StorefrontWidgets;
  history.replaceState(null, '', '/p/S1/');
  sessionStorage.clear();
});
afterEach(() => {
  delete (window as { StorefrontWidgets?: unknown }).StorefrontWidgets;
});

async function mount(skuId = 'S1', profile: Record<string, unknown> = {}) {
  session(profile);
  render(<AddToCart productId="P1" skuId={skuId} />);
  await screen.findByRole('button', { name: 'Add to List' });
  return userEvent.setup();
}

describe('AddToCart', () => {
  it('shows the sale price with the list price struck and the points it earns (3 × ceiling)', async () => {
    await mount();
    expect(screen.getByText('$15.50')).toBeVisible();
    expect(screen.getByText('$20.00').tagName).toBe('S');
    expect(screen.getByText('Earn 48 points with this item')).toBeVisible();
    expect(screen.queryByText('Lower Price in Store')).toBeNull();
  });

  it('a rewards member without a tier is VIP (storefront spec section 6): the VIP multiplier applies, and 3 without one', async () => {
    const member = (tierMultipliers?: Record<string, number>) =>
      act(() => {
        applySessionInfo({
          profile: { loginStatus: 'loggedIn', securityStatus: 4 },
          featureToggles: { rewardsEnabled: true },
          rewardsCustomer: { isRewardsMember: true, tierInfo: { currentTier: '' } },
          ...(tierMultipliers && { rewardsConfig: { tierMultipliers } }),
        });
      });
    member({ VIP: 5 });
    const { unmount } = render(<AddToCart productId="P1" skuId="S1" />);
    expect(await screen.findByText('Earn 80 points with this item')).toBeVisible();
    unmount();
    member();
    render(<AddToCart productId="P1" skuId="S1" />);
    expect(await screen.findByText('Earn 48 points with this item')).toBeVisible();
  });

  it("a store-only item cannot be added while the store's enableStoreOnlyItems flag is off (storefront spec section 3), and can once it is on", async () => {
    product = { ...paint, skus: [{ ...paint.skus[0]!, storeOnly: true }] };
    const store = (enableStoreOnlyItems: boolean) =>
      act(() => {
        applySessionInfo({ profile: { loginStatus: 'guest' }, featureToggles: { bopisEnabled: true }, enableStoreOnlyItems });
      });
    store(false);
    const { unmount } = render(<AddToCart productId="P1" skuId="S1" />);
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    unmount();
    store(true);
    render(<AddToCart productId="P1" skuId="S1" />);
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it('an INACTIVE SKU cannot be added even with stock Available, and says it is unavailable', async () => {
    product = { ...paint, skus: [{ ...paint.skus[0]!, status: 'INACTIVE', stockLevel: 'Available' }] };
    session();
    render(<AddToCart productId="P1" skuId="S1" />);
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(screen.getByText('This item is currently unavailable.')).toBeVisible();
  });

  it('a SKU ineligible for pickup at every store still ships: Add to Cart works, Store Pickup cannot be chosen', async () => {
    product = { ...paint, skus: [{ ...paint.skus[0]!, ineligibleAtAllLocations: true }] };
    session();
    render(<AddToCart productId="P1" skuId="S1" />);
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: /Store Pickup.*Not Eligible for In.Store Pickup/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Ship Item' })).toBeChecked();
  });

  it('Store Pickup is labelled FREE, except for GSA users (spec section 6: no free store-pickup label)', async () => {
    session();
    const { unmount } = render(<AddToCart productId="P1" skuId="S1" />);
    expect(await screen.findByRole('radio', { name: /^Store Pickup/ })).toHaveAccessibleDescription('FREE');
    unmount();
    session({ loginStatus: 'loggedIn', securityStatus: 4, gsaUser: true });
    render(<AddToCart productId="P1" skuId="S1" />);
    expect(await screen.findByRole('radio', { name: /^Store Pickup/ })).not.toHaveAccessibleDescription('FREE');
    expect(screen.queryByText('FREE')).toBeNull();
  });

  it("shows the product's warranty tier, and nothing for a product without one", async () => {
    product = { ...paint, warranty: '50yr' };
    session();
    const { unmount } = render(<AddToCart productId="P1" skuId="S1" />);
    expect(await screen.findByText('50-Year Warranty')).toBeVisible();
    unmount();
    product = paint;
    render(<AddToCart productId="P1" skuId="S1" />);
    await screen.findByRole('button', { name: 'Add to Cart' });
    expect(screen.queryByText(/Warranty/)).toBeNull();
  });

  it('signed-in shoppers see Lower Price in Store', async () => {
    await mount('S1', { loginStatus: 'loggedIn', securityStatus: 4 });
    expect(screen.getByText('Lower Price in Store')).toBeVisible();
  });

  it('GSA users see the GSA price with its label, no points and no store special', async () => {
    product = { ...paint, skus: [{ ...paint.skus[0]!, priceInfo: priced(20, { gsa: 17.6, special: true, specialPrice: 14 }) }, paint.skus[1]!] };
    await mount('S1', { loginStatus: 'loggedIn', securityStatus: 4, gsaUser: true });
    expect(screen.getByText('GSA')).toBeVisible();
    expect(screen.getByText('$17.60')).toBeVisible();
    expect(screen.queryByText(/points/)).toBeNull();
    expect(screen.queryByText('Lower Price in Store')).toBeNull();
  });

  it.each([
    ['clearance', 'on its sale price', 'Clearance', { onSale: true, salePrice: 12 }],
    ['sale', 'above a price that is not a sale one', 'Sale', {}],
    ['gift-card', 'above the price', 'Gift Card', {}],
    ['promo-eligible', 'above the price', 'Promo Eligible', {}],
  ])("the product tag '%s' is shown %s as '%s' (spec section 3)", async (tag, _where, word, prices) => {
    product = { ...paint, tag, skus: [{ ...paint.skus[0]!, priceInfo: priced(20, prices) }] };
    await mount();
    expect(screen.getByText(word)).toBeVisible();
    expect(screen.getAllByText(/^(Sale|Clearance|Gift Card|Promo Eligible)$/)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Shipping Restrictions' })).toBeNull();
  });

  it("a sale-tagged product on sale says 'Sale' once, on its price", async () => {
    product = { ...paint, tag: 'sale', skus: [paint.skus[0]!] };
    await mount();
    expect(screen.getAllByText('Sale')).toHaveLength(1);
    expect(screen.getByText('$15.50')).toBeVisible();
  });

  it('an exclusive (llExclusive) product is labelled Exclusive, and a pre-sell one shows its ship day as MM/DD/YYYY (spec section 3)', async () => {
    product = { ...paint, llExclusive: true, presellDate: '2027-03-01', skus: [paint.skus[0]!] };
    await mount();
    expect(screen.getByText('Exclusive')).toBeVisible();
    expect(screen.getByText('Pre-sell: ships 03/01/2027')).toBeVisible();
  });

  it('store pickup on: the store-pickup sale price with its list price struck, and the additional-savings price (spec section 3)', async () => {
    product = {
      ...paint,
      skus: [
        { ...paint.skus[0]!, priceInfo: priced(48.99, { onSale: true, salePrice: 39.99, bopisSale: true, bopisSalePrice: 33.99, bopisListPrice: 48.99, addlSaving: true, addlSaveSalePrice: 35.99 }) },
      ],
    };
    await mount();
    const pickup = screen.getByText('Store Pickup Sale').parentElement!;
    expect(pickup).toHaveTextContent('Store Pickup Sale $33.99 Was $48.99');
    expect(within(pickup).getByText('$48.99', { exact: false }).tagName).toBe('S');
    expect(screen.getByText('Additional Savings').parentElement).toHaveTextContent('Additional Savings $35.99');
    // The price paid online is still the sale price.
    expect(screen.getByText('$39.99')).toBeVisible();
  });

  it('no store-pickup sale price when store pickup is off, nor for GSA users', async () => {
    product = {
      ...paint,
      skus: [
        {
          ...paint.skus[0]!,
          priceInfo: priced(48.99, { gsa: 43, onSale: true, salePrice: 39.99, bopisSale: true, bopisSalePrice: 33.99, bopisListPrice: 48.99, addlSaving: true, addlSaveSalePrice: 35.99 }),
        },
      ],
    };
    await mount('S1', { loginStatus: 'loggedIn', securityStatus: 4, gsaUser: true });
    expect(screen.getByText('$43.00')).toBeVisible();
    expect(screen.queryByText('Store Pickup Sale')).toBeNull();
    expect(screen.queryByText('Additional Savings')).toBeNull();
    act(() => {
      applySessionInfo({ profile: { loginStatus: 'guest' }, featureToggles: { bopisEnabled: false } });
    });
    expect(await screen.findByText('Additional Savings')).toBeVisible();
    expect(screen.queryByText('Store Pickup Sale')).toBeNull();
  });

  it('the default SKU of a multi-option product asks for the option; another preselects it', async () => {
    const user = await mount();
    expect((screen.getByRole('combobox', { name: 'Color' }) as HTMLSelectElement).value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByText('Please select a Color.')).toBeVisible();
    expect(adds).toHaveLength(0);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Color' }), 'S1');
    expect(location.pathname).toBe('/p/S1/');
    expect(sessionStorage.getItem('sw-atc-chosen:P1')).toBe('"S1"');
  });

  it('a sold-out option shows the different-selection message and a disabled button', async () => {
    await mount('S1-2');
    expect(screen.getByText('This item is currently sold out. Please try a different selection.')).toBeVisible();
    expect((screen.getByRole('button', { name: 'Add to Cart' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('option', { name: 'Blue (Sold Out)' })).toBeVisible();
  });

  it('two quick clicks send one add; success updates the shared cart and opens the dialog', async () => {
    sessionStorage.setItem('sw-atc-chosen:P1', '"S1"');
    const user = await mount();
    await user.type(screen.getByRole('textbox', { name: 'Name (up to 18 letters)' }), 'Ms. Garcia 2');
    const button = screen.getByRole('button', { name: 'Add to Cart' });
    await user.click(button);
    await user.click(button);
    expect(adds).toHaveLength(1);
    expect(adds[0]!.payload).toEqual({ catalogRefId: 'S1', productId: 'P1', quantity: 1, personalized: true, customMessage: 'Ms Garcia|', locationId: null });
    await act(async () =>
      adds[0]!.resolve({
        kind: 'added',
        count: 4,
        encryptedOrderId: 'e1',
        item: { catalogRefId: 'S1', quantity: 1, skuDisplayName: 'Tempera Paint - Red', priceInfo: { amount: 15.5, unitPrice: 15.5 }, gaEventData: null },
      }),
    );
    expect($cart.get().cartQty).toBe(4);
    const dialog = screen.getByRole('dialog', { name: 'Added to Cart' });
    expect(within(dialog).getByText('Tempera Paint - Red')).toBeVisible();
    expect(within(dialog).getByText('Qty: 1')).toBeVisible();
    expect(within(dialog).getByText('Cart: 4 items')).toBeVisible();
    expect(window.dataLayer?.at(-1)).toMatchObject({ event: 'addToCart' });
    // The carousel is the recommendations widget's marker, handed to the loader; closing the dialog releases it.
    const marker = dialog.querySelector('[data-widget="recommendations"]') as HTMLElement;
    expect(scanned).toEqual([marker]);
    expect({ ...marker.dataset }).toEqual({ widget: 'recommendations', placement: 'add_to_cart_page.rr1', productId: 'P1', layout: 'added-to-cart', load: 'eager' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue Shopping' }));
    expect(released).toEqual([marker]);
  });

  it('a guest’s Add to List asks the account widget to sign in', async () => {
    sessionStorage.setItem('sw-atc-chosen:P1', '"S1"');
    const user = await mount();
    await user.click(screen.getByRole('button', { name: 'Add to List' }));
    expect(opened).toEqual([{ name: 'sign-in', props: undefined }]);
  });

  it('store pickup without a store gives the store error; Select Store opens the store finder for the SKU', async () => {
    sessionStorage.setItem('sw-atc-chosen:P1', '"S1"');
    const user = await mount();
    await user.click(screen.getByRole('radio', { name: /Store Pickup/ }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByText('Please select a store to continue.')).toBeVisible();
    expect(adds).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Select Store' }));
    expect(opened).toEqual([{ name: 'store-finder', props: { context: 'product', skuId: 'S1' } }]);
    act(() => $selectedStore.set({ id: 'ST001', name: 'Carson', city: 'Carson', state: 'CA', postalCode: '90745', country: 'US', address1: '', phoneNumber: '', hours: [], seoUrl: '' }));
    expect(screen.queryByText('Please select a store to continue.')).toBeNull();
    expect(await screen.findByText('In Stock')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(adds[0]!.payload.locationId).toBe('ST001');
  });

  it('a form error shows beside its field and keeps what was typed', async () => {
    sessionStorage.setItem('sw-atc-chosen:P1', '"S1"');
    const user = await mount();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Quantity' }), '15+');
    await user.type(screen.getByRole('textbox', { name: 'Enter quantity' }), '120');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await act(async () => adds[0]!.resolve({ kind: 'formError', fieldErrors: { quantity: 'Only 40 left in stock.' }, messages: [] }));
    const typed = screen.getByRole('textbox', { name: 'Enter quantity' }) as HTMLInputElement;
    expect(typed.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Only 40 left in stock.')).toBeVisible();
    expect(typed.value).toBe('120');
    expect(document.activeElement).toBe(typed);
    expect(screen.getByRole('button', { name: 'Add to Cart' }).getAttribute('aria-busy')).toBeNull();
  });

  it('waits for the session before asking for prices', async () => {
    resetSession();
    render(<AddToCart productId="P1" skuId="S1" />);
    expect(screen.getByRole('status').textContent).toBe('Loading product options…');
    expect($session.get().status).not.toBe('ready');
  });
});
