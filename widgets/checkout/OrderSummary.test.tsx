import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES as m } from './messages';
import { checkoutReducer } from './model';
import { initialCheckoutState } from './state';
import { testOrder } from './orderFixture';
import { OrderSummary } from './OrderSummary';

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
    expect(lines({ estimateZipCode: '10118', estimatedShipping: null, orderSummary: { displayTotal: 10, orderShippingCharge: 'quote to follow' } }).value('Estimated Shipping')).toBe('Quote to follow');
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
    expect(lines({ orderShipType: 'instorePickUpOnly', estimateZipCode: '90745', estimatedShipping: 8.95, orderSummary: { displayTotal: 10, orderShippingCharge: 0 } }).value('Estimated Shipping')).toBe('FREE');
  });
});
