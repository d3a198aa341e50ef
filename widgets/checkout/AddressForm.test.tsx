/**
 * The address form's view with its model's state given (addressStep is tested on its own in addressStep.test.ts):
 * it tells the model what it shows and what the shopper does, and renders the countries, the states and the
 * suggestions the model holds.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS, type AddressFields } from '../../src/validation/address';
import { AddressForm } from './AddressForm';
import { initialAddressForm, type AddressFormEvent, type AddressFormState } from './addressStep';
import { CHECKOUT_MESSAGES } from './messages';
import { initialCheckoutState, type CheckoutAction } from './model';

function renderForm(address: AddressFields, form: Partial<AddressFormState> = {}) {
  const actions: CheckoutAction[] = [];
  const told: AddressFormEvent[] = [];
  const s = { ...initialCheckoutState, address };
  render(<AddressForm s={s} dispatch={(a) => void actions.push(a)} m={CHECKOUT_MESSAGES} form={[{ ...initialAddressForm, ...form }, (e) => void told.push(e)]} />);
  return { actions, told };
}

describe('the address form and its model', () => {
  it('tells the model its country and whether it is blank', () => {
    expect(renderForm(EMPTY_ADDRESS).told).toEqual([{ type: 'shown', country: 'US', blank: true }]);
  });

  it('a form with something typed is not blank', () => {
    expect(renderForm({ ...EMPTY_ADDRESS, firstName: 'Kim', country: 'CA' }).told).toEqual([{ type: 'shown', country: 'CA', blank: false }]);
  });

  it("a country the shopper chooses goes to the form's owner, and the model hears that it was chosen", async () => {
    const { actions, told } = renderForm(EMPTY_ADDRESS, { countries: [...initialAddressForm.countries, { value: 'MX', label: 'Mexico' }] });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'MX');
    expect(told).toContainEqual({ type: 'countryChosen' });
    expect(actions).toEqual([{ type: 'fieldTyped', field: 'country', value: 'MX' }]);
  });

  it('address 1 typed goes to the model and to the owner; the states the model holds are a list to choose from', async () => {
    const { actions, told } = renderForm(EMPTY_ADDRESS, { lists: { countries: [], defaultCountry: null, states: [{ value: 'CA', label: 'California' }] } });
    expect(screen.getByRole('option', { name: 'California' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Address 1|Street Address/ }), '2');
    expect(told).toContainEqual({ type: 'address1Typed', text: '2' });
    expect(actions).toContainEqual({ type: 'fieldTyped', field: 'address1', value: '2' });
  });

  it("the model's suggestions are buttons with a count; choosing one fills the owner's address and tells the model", async () => {
    const hit = { address1: '20750 S Avalon Blvd', address2: '', city: 'Carson', state: 'CA', postalCode: '90745' };
    const { actions, told } = renderForm(EMPTY_ADDRESS, { suggestions: [hit] });
    expect(screen.getByRole('status')).toHaveTextContent(/1/);
    await userEvent.click(screen.getByRole('button', { name: '20750 S Avalon Blvd, Carson, CA 90745' }));
    expect(told).toContainEqual({ type: 'suggestionChosen' });
    expect(actions).toEqual([{ type: 'suggestionChosen', address: hit }]);
  });
});
