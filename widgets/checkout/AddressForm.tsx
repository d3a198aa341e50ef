import { useEffect, useId, type ReactNode } from 'react';
import { useCalls, useModel } from '../../src/mount';
import { Select, TextField } from '../../src/ui';
import { ADDRESS_LIMITS, isBlankAddress, type AddressFields } from '../../src/validation/address';
import { formatPhone } from '../../src/validation/phone';
import { addressStep, initialAddressForm, type AddressForm as FormModel } from './address';
import { errorText } from './errors';
import type { SectionProps } from './Section';
import { fill } from './messages';
import type { CheckoutCalls } from './model';

/**
 * An address form's model (address.ts): the country states, the suggestions, and `country` to move the form to
 * the server's default. The checkout holds both (delivery and billing), so the payment chunk that renders the
 * billing form does not reach the model's driver, and the model runs before its form shows.
 */
export function useAddressForm(country: (value: string) => void): FormModel {
  const calls = useCalls<CheckoutCalls>();
  return useModel(
    addressStep,
    () => ({ state: initialAddressForm }),
    () => ({ request: { states: calls.countryStates, suggest: calls.addressSuggestions, country } }),
  );
}

/**
 * The delivery address form: the spec's fields and limits, country states, US address suggestions, the phone mask.
 * `form` is its model (address.ts): the view tells it what it shows and what the shopper types.
 */
export function AddressForm({ s, dispatch, m, billing, form: [{ lists, countries, suggestions }, fd] }: SectionProps & { billing?: boolean; form: FormModel }): ReactNode {
  const a = s.address;
  const id = useId();
  const blank = isBlankAddress(a);
  useEffect(() => fd({ type: 'shown', country: a.country, blank }), [a.country, blank, fd]);

  const field = (name: keyof AddressFields, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      value={a[name]}
      maxLength={(ADDRESS_LIMITS as Record<string, number>)[name]}
      error={errorText(m, name, s.errors[name], a.country)}
      onChange={(e) => dispatch({ type: 'fieldTyped', field: name, value: e.target.value })}
      {...extra}
    />
  );

  const states = lists?.states ?? [];
  const stateLabel = a.country === 'US' ? m.state : a.country === 'CA' ? m.province : m.region;
  const listId = `${id}-suggestions`;
  const onEscape = (e: React.KeyboardEvent<HTMLElement>) => {
    if (e.key === 'Escape' && suggestions.length) {
      // From a suggestion, back to the field (the button is about to go).
      (e.currentTarget.closest('.sw-checkout__suggest')!.querySelector('input') as HTMLInputElement).focus();
      fd({ type: 'address1Left' });
    }
  };
  return (
    <div className="sw-checkout__address-form">
      <Select
        label={m.country}
        options={countries}
        value={a.country}
        autoComplete="country"
        required
        error={errorText(m, 'country', s.errors.country, a.country)}
        onChange={(e) => {
          fd({ type: 'countryChosen' });
          dispatch({ type: 'fieldTyped', field: 'country', value: e.target.value });
        }}
      />
      <div className="sw-checkout__row">
        {field('firstName', m.firstName, { autoComplete: 'given-name', required: true })}
        {field('lastName', m.lastName, { autoComplete: 'family-name', required: true })}
      </div>
      {field('companyName', m.companyName, { autoComplete: 'organization' })}
      {/* Attention is for delivery only (checkout spec section 3). */}
      {!billing && field('attention', m.attention)}
      <div
        className="sw-checkout__suggest"
        // The list belongs to the street field: focus leaving both, or Escape in either, closes it (address.ts).
        onBlur={(e) => e.currentTarget.contains(e.relatedTarget as Node | null) || fd({ type: 'address1Left' })}
      >
        {field('address1', m.address1, {
          autoComplete: 'address-line1',
          required: true,
          'aria-controls': suggestions.length ? listId : undefined,
          onKeyDown: onEscape,
          onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
            fd({ type: 'address1Typed', text: e.target.value });
            dispatch({ type: 'fieldTyped', field: 'address1', value: e.target.value });
          },
        })}
        <span className="sw-visually-hidden" role="status">
          {suggestions.length ? fill(m.suggestionsCount, { n: suggestions.length }) : ''}
        </span>
        {suggestions.length > 0 && (
          <ul id={listId} className="sw-checkout__suggestions" aria-label={m.suggestions}>
            {suggestions.map((x) => (
              <li key={`${x.address1}|${x.address2}|${x.postalCode}`}>
                <button
                  type="button"
                  className="sw-checkout__suggestion"
                  // A press keeps focus in the field: the list stays until the click (a button takes no focus on
                  // click in Safari, and the field's blur would close the list first).
                  onMouseDown={(e) => e.preventDefault()}
                  onKeyDown={onEscape}
                  onClick={() => {
                    fd({ type: 'suggestionChosen' });
                    dispatch({ type: 'suggestionChosen', address: x });
                  }}
                >
                  {[x.address1, x.address2, `${x.city}, ${x.state} ${x.postalCode}`].filter(Boolean).join(', ')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {field('address2', m.address2, { autoComplete: 'address-line2' })}
      <div className="sw-checkout__row sw-checkout__row--3">
        {field('city', m.city, { autoComplete: 'address-level2', required: true })}
        {states.length ? (
          <Select
            label={stateLabel}
            options={states}
            placeholder={m.selectState}
            value={a.state}
            autoComplete="address-level1"
            required
            error={errorText(m, 'state', s.errors.state, a.country)}
            onChange={(e) => dispatch({ type: 'fieldTyped', field: 'state', value: e.target.value })}
          />
        ) : (
          field('state', stateLabel, { autoComplete: 'address-level1', required: true })
        )}
        {field('postalCode', a.country === 'US' ? m.zip : m.postal, { autoComplete: 'postal-code', required: true })}
      </div>
      <TextField
        label={m.phone}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        required
        value={formatPhone(a.phoneNumber, a.country)}
        hint={billing ? undefined : m.phoneHint}
        error={errorText(m, 'phoneNumber', s.errors.phoneNumber, a.country)}
        onChange={(e) => dispatch({ type: 'fieldTyped', field: 'phoneNumber', value: e.target.value })}
      />
    </div>
  );
}
