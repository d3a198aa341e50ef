import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS, type AddressFields } from '../../src/validation/address';
import { AddressForm } from './AddressForm';
import { initialAddressForm, type AddressFormEvent, type AddressFormState } from './address';
import { CHECKOUT_MESSAGES } from './messages';
import { initialCheckoutState, type CheckoutAction } from './state';

// The view renders what its model (address.ts, tested in address.test.ts) holds and tells it what it shows
// and what the shopper does.
function renderForm(address: AddressFields, form: Partial<AddressFormState> = {}) {
  const actions: CheckoutAction[] = [];
  const told: AddressFormEvent[] = [];
  const s = { ...initialCheckoutState, address };
  render(<AddressForm s={s} dispatch={(a) => void actions.push(a)} m={CHECKOUT_MESSAGES} form={[{ ...initialAddressForm, ...form }, (e) => void told.push(e)]} />);
  return { actions, told };
}

describe('the address form and its model', () => {
  it('tells the model the country it shows and whether the form is blank', () => {
    expect(renderForm(EMPTY_ADDRESS).told).toEqual([{ type: 'shown', country: 'US', blank: true }]);
  });

  it('a country the shopper chooses is marked chosen (the server default never overrides it) and reaches the checkout', async () => {
    const { actions, told } = renderForm({ ...EMPTY_ADDRESS, firstName: 'Kim' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'CA');
    expect(told).toContainEqual({ type: 'countryChosen' });
    expect(actions).toEqual([{ type: 'fieldTyped', field: 'country', value: 'CA' }]);
  });

  it('suggestions are listed as buttons; choosing one fills the form and clears the list', async () => {
    const pine = { address1: '88 Pine St', address2: 'Apt 4', city: 'Seattle', state: 'WA', postalCode: '98101' };
    const { actions, told } = renderForm({ ...EMPTY_ADDRESS, firstName: 'Kim' }, { suggestions: [pine] });
    await userEvent.click(within(screen.getByRole('list')).getByRole('button', { name: '88 Pine St, Apt 4, Seattle, WA 98101' }));
    expect(told).toContainEqual({ type: 'suggestionChosen' });
    expect(actions).toEqual([{ type: 'suggestionChosen', address: pine }]);
  });
});

describe('the state list (checkout spec section 3: states have shortName, name, disabled)', () => {
  it('a state the server marks disabled is listed but cannot be chosen; the others can', () => {
    const lists = {
      countries: [],
      defaultCountry: null,
      states: [
        { value: 'GU', label: 'Guam', disabled: true },
        { value: 'NY', label: 'New York' },
      ],
    };
    renderForm({ ...EMPTY_ADDRESS, firstName: 'Kim' }, { lists });
    const state = screen.getByRole('combobox', { name: /^State/ });
    expect(within(state).getByRole('option', { name: 'Guam' })).toBeDisabled();
    expect(within(state).getByRole('option', { name: 'New York' })).toBeEnabled();
  });
});
