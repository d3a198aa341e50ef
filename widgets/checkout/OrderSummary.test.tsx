import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES as m } from './messages';
import { checkoutReducer, checkoutStep } from './model';
import { initialCheckoutState } from './state';
import { KIM_ADDRESS, step, testOrder } from './orderFixture';
import { orderTotals } from './orderTotals';
import { billedTo } from './selectors';
import { formatPrice } from '../../src/ui';
import { MiniItems, OrderSummary } from './OrderSummary';

// The summary's lines as a shopper reads them: each line's label and amount (desktop: always open).
function lines(over: Record<string, unknown>) {
  const s = checkoutReducer(initialCheckoutState, { type: 'loaded', order: testOrder({}, over) });
  render(<OrderSummary s={s} dispatch={() => {}} m={m} />);
  const box = screen.getByRole('region', { name: 'Order Summary' });
  const value = (label: string) => within(box).getByText(label, { exact: true }).closest('div')!.querySelector('dd')!.textContent;
  return { box, value };
}

describe('OrderSummary totals (checkout spec sections 3 and 4)', () => {
  it('with an estimate zip, Estimated Shipping shows estimatedShipping (not orderShippingCharge) and Estimated Tax estimatedTax, each for the zip', () => {
    const { box, value } = lines({ estimateZipCode: '90745', estimatedShipping: 8.95, estimatedTax: 2.03, orderSummary: { displayTotal: 20.98, orderShippingCharge: 'tbd', tax: 2.03 } });
    expect(value('Estimated Shipping')).toBe('$8.95');
    expect(value('Estimated Tax')).toBe('$2.03');
    expect(within(box).getAllByText('Estimated for ZIP 90745')).toHaveLength(2);
    expect(within(box).queryByText('Tax is calculated once we have a delivery address.')).toBeNull();
  });

  it("with an estimate zip but no estimatedShipping, the order's charge shows, 'quote to follow' as Quote to follow", () => {
    expect(lines({ estimateZipCode: '10118', estimatedShipping: null, orderSummary: { displayTotal: 10, orderShippingCharge: 'quote to follow' } }).value('Estimated Shipping')).toBe(
      'Quote to follow',
    );
  });

  it("'quote to follow' wins over an estimate, and reads Quote to follow without a zip too", () => {
    expect(lines({ estimateZipCode: '10118', estimatedShipping: 12, orderSummary: { displayTotal: 10, orderShippingCharge: 'quote to follow' } }).value('Estimated Shipping')).toBe('Quote to follow');
  });

  it("without a zip: Shipping is the order's charge ('tbd' as TBD), and the order's tax shows as Tax when there is one", () => {
    const { box, value } = lines({ orderSummary: { displayTotal: 12.03, orderShippingCharge: 'tbd', tax: 2.03 } });
    expect(value('Shipping')).toBe('TBD');
    expect(value('Tax')).toBe('$2.03');
    expect(within(box).queryByText('Estimated Tax')).toBeNull();
    expect(within(box).getByText('Tax is calculated once we have a delivery address.')).toBeVisible();
  });

  it('without a zip and no tax: no tax line, the note that tax comes with the address', () => {
    const { box, value } = lines({ orderSummary: { displayTotal: 18.95, orderShippingCharge: 8.95, tax: 0 } });
    expect(value('Shipping')).toBe('$8.95');
    expect(within(box).queryByText('Tax', { exact: true })).toBeNull();
    expect(within(box).getByText('Tax is calculated once we have a delivery address.')).toBeVisible();
  });

  it('a pickup-only order reads FREE whatever the estimate says', () => {
    expect(
      lines({ orderShipType: 'instorePickUpOnly', estimateZipCode: '90745', estimatedShipping: 8.95, orderSummary: { displayTotal: 10, orderShippingCharge: 0 } }).value('Estimated Shipping'),
    ).toBe('FREE');
  });
});

describe('one source for what is shown and what is sent', () => {
  it("the summary's Total, the placed order's recorded total and the billing address sent all come from the selectors", () => {
    const o = testOrder(
      { ...KIM_ADDRESS, id: 'ship1' },
      { checkoutSteps: { shippingAddress: step(true) }, email: 'kim@example.com', orderSummary: { displayTotal: 41.005, orderShippingCharge: 8.95 } },
    );
    let s = checkoutReducer(initialCheckoutState, { type: 'loaded', order: o, key: 'k1' });
    for (const [field, value] of [
      ['number', '4111111111111111'],
      ['expiry', '0829'],
      ['cvv', '123'],
      ['name', 'Kim Park'],
    ] as const)
      s = checkoutReducer(s, { type: 'cardTyped', field, value });
    const { value } = lines({ orderSummary: { displayTotal: 41.005, orderShippingCharge: 8.95 } });
    // The summary shows the selector's total (rounded half up, as a payment sheet is asked for it).
    expect(value('Total')).toBe(formatPrice(orderTotals(o).due));
    expect(orderTotals(o).dueAmount).toBe('41.01');
    const sent = checkoutStep(s, { type: 'submitClicked', now: new Date('2026-12-05') });
    const submit = sent.effects!.find((e) => e.type === 'request' && e.call === 'submit') as unknown as { input: { billing: { billingAddress: Record<string, unknown> } } };
    expect(submit.input.billing.billingAddress).toMatchObject({ address1: billedTo(s.payment, o).address.address1, postalCode: billedTo(s.payment, o).address.postalCode, sameAsShip: true });
    const placed = checkoutStep(sent.state, { type: 'orderAnswered', result: { kind: 'ok', url: '/order-confirmation?orderId=o1', order: { orderId: 'o1', email: '', total: null, items: [] } } });
    const record = placed.effects!.find((e) => e.type === 'request' && e.call === 'placed') as unknown as { input: { analytics: { total: number } } };
    expect(record.input.analytics.total).toBe(orderTotals(o).due);
  });
});

describe('the order summary and item list read every field the spec lists (checkout spec section 3)', () => {
  it('a group block shows its tax and its total (sub-totals per group: amount, tax, orderTotal, tariffAmount)', () => {
    const { box } = lines({
      orderSummary: { displayTotal: 41.94, orderShippingCharge: 8.95, webSubTotalInfo: { headerText: 'Ship to Address', amount: 30, tax: 2.99, tariffAmount: 0, orderTotal: 41.94 } },
    });
    const group = within(box).getByRole('group', { name: 'Ship to Address' });
    expect(within(group).getByText('Tax').closest('div')!.querySelector('dd')!.textContent).toBe('$2.99');
    expect(within(group).getByText('Group total').closest('div')!.querySelector('dd')!.textContent).toBe('$41.94');
  });

  it('lines are grouped and named by how they are fulfilled; a sale line shows its price before the discount struck, and its part of the order discount', () => {
    const o = testOrder(
      {},
      {
        commerceItems: [
          {
            commerceItemId: 'a',
            catalogRefId: 'S1',
            quantity: 2,
            skuDisplayName: 'Easel Paper',
            lineGroupHeader: 'ship',
            furniture: false,
            priceInfo: { amount: 40, rawTotalPrice: 50, listPrice: 25, onSale: true, orderDiscountShare: 4 },
          },
          // No lineGroupHeader, picked up in store: the pickup group.
          { commerceItemId: 'b', catalogRefId: 'S2', quantity: 1, skuDisplayName: 'Glue Sticks', instorePickUpOpted: true, priceInfo: { amount: 5, rawTotalPrice: 5, listPrice: 5 } },
        ],
        orderSummary: { displayTotal: 41, orderShippingCharge: 0, instorePickupSubTotalInfo: { headerText: 'Pick Up in Store: Carson', amount: 5 } },
      },
    );
    const s = checkoutReducer(initialCheckoutState, { type: 'loaded', order: o });
    render(<MiniItems s={s} dispatch={() => {}} m={m} />);
    const list = screen.getByRole('region', { name: 'Items in Your Order' });
    const ship = within(list).getByRole('group', { name: 'Ship to Address' });
    const store = within(list).getByRole('group', { name: 'Pick Up in Store: Carson' });
    expect(within(ship).getByRole('listitem')).toHaveTextContent('Easel Paper');
    expect(within(store).getByRole('listitem')).toHaveTextContent('Glue Sticks');
    expect(within(ship).getByText('$50.00').closest('s')).toHaveTextContent('Was $50.00');
    expect(within(ship).getByText('Order discount: -$4.00')).toBeVisible();
    expect(within(store).queryByText(/Was/)).toBeNull();
    expect(o.items.map((i) => [i.group, i.furniture, i.instorePickUpOpted])).toEqual([
      ['ship', false, false],
      ['store', false, true],
    ]);
  });
});
