import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SelectedStoreInfo } from '../../src/stores';
import { AvailabilityFacet } from './Facets';
import { MESSAGES } from './messages';
import type { AvailabilityOption } from './state';

const options = (pickup: number): AvailabilityOption[] => [
  { kind: 'ship', count: 40, link: '/products/art/N/ship/', selected: false },
  { kind: 'pickup', count: pickup, link: pickup ? '/products/art/N/pickup/' : null, selected: false },
];
const CARSON = { id: 'ST001', city: 'Carson', state: 'CA' } as SelectedStoreInfo;
const facet = (pickup: number, store: SelectedStoreInfo | null) =>
  render(<AvailabilityFacet options={options(pickup)} store={store} mobile={false} m={MESSAGES} onOption={() => {}} onSelectStore={() => {}} onInfo={() => {}} />);
// The spec's words (sections 2 and 8): "when the count is 0, a message that no items are eligible for store pickup".
const NO_PICKUP = /no items are eligible for store pickup/i;

describe('availability facet: a Store Pickup count of 0', () => {
  it('with a store chosen, says no items are eligible for store pickup', () => {
    facet(0, CARSON);
    expect(screen.getByRole('button', { name: 'Store Pickup (0)' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(NO_PICKUP);
  });

  it('without a store (the count is 0 too), says so as well', () => {
    facet(0, null);
    expect(screen.getByRole('button', { name: 'Select Store' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(NO_PICKUP);
  });

  it('a count above 0 has no such message', () => {
    facet(3, CARSON);
    expect(screen.getByRole('button', { name: 'Store Pickup (3)' })).toBeVisible();
    expect(screen.queryByText(NO_PICKUP)).toBeNull();
  });
});
