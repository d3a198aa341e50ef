import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_ADDRESS, type AddressFields } from '../../src/validation/address';
import { AddressForm } from './AddressForm';
import { CHECKOUT_MESSAGES } from './messages';
import { initialCheckoutState, type CheckoutAction } from './model';

// The country states call answers with the server's list, Canada marked defaultCountry (checkout spec section 3).
const asked: string[] = [];
/** Holds the answer until the test lets it go (null: answer at once). */
let gate: Promise<void> | null = null;
/** The states the answer carries (the form's country's). */
let states: { value: string; label: string; disabled?: boolean }[] = [];
vi.mock('./api', () => ({
  countryStates: async (country: string) => {
    asked.push(country);
    await gate;
    return {
      countries: [
        { value: 'US', label: 'United States' },
        { value: 'CA', label: 'Canada' },
        // Not in the form's own fallback list: its option shows that the answer has been read.
        { value: 'MX', label: 'Mexico' },
      ],
      defaultCountry: 'CA',
      states,
    };
  },
  addressSuggestions: () => Promise.resolve([]),
}));

afterEach(() => {
  asked.length = 0;
  gate = null;
  states = [];
});

function renderForm(address: AddressFields) {
  const actions: CheckoutAction[] = [];
  const s = { ...initialCheckoutState, address };
  render(<AddressForm s={s} dispatch={(a) => actions.push(a)} m={CHECKOUT_MESSAGES} />);
  return actions;
}

describe('the address form and the server defaultCountry', () => {
  it('a blank form moves to the country the server marks defaultCountry', async () => {
    const actions = renderForm(EMPTY_ADDRESS);
    await waitFor(() => expect(actions).toContainEqual({ type: 'fieldTyped', field: 'country', value: 'CA' }));
  });

  it('a form with something typed keeps its country', async () => {
    const actions = renderForm({ ...EMPTY_ADDRESS, firstName: 'Kim' });
    await waitFor(() => expect(asked).toEqual(['US']));
    await screen.findByRole('option', { name: 'Mexico' });
    expect(actions.filter((a) => a.type === 'fieldTyped')).toEqual([]);
  });

  it("a country the shopper chose before the answer came is never overridden", async () => {
    let answer = () => {};
    gate = new Promise((r) => (answer = r));
    const actions = renderForm(EMPTY_ADDRESS);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'US');
    answer();
    await screen.findByRole('option', { name: 'Mexico' });
    await waitFor(() => expect(asked).toEqual(['US']));
    expect(actions).toEqual([{ type: 'fieldTyped', field: 'country', value: 'US' }]);
  });
});

describe('the state list (checkout spec section 3: states have shortName, name, disabled)', () => {
  it('a state the server marks disabled is listed but cannot be chosen; the others can', async () => {
    states = [
      { value: 'GU', label: 'Guam', disabled: true },
      { value: 'NY', label: 'New York' },
    ];
    renderForm({ ...EMPTY_ADDRESS, firstName: 'Kim' });
    const state = await screen.findByRole('combobox', { name: /^State/ });
    expect(within(state).getByRole('option', { name: 'Guam' })).toBeDisabled();
    expect(within(state).getByRole('option', { name: 'New York' })).toBeEnabled();
  });
});
