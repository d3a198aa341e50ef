import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Select, TextField } from '../../src/ui';
import { ADDRESS_LIMITS, isBlankAddress, type AddressFields } from '../../src/validation/address';
import { formatPhone } from '../../src/validation/phone';
import { addressSuggestions, countryStates, type AddressSuggestion, type CountryStates } from './api';
import { errorText } from './errors';
import type { SectionProps } from './Section';
import { fill } from './messages';

const COUNTRY_FALLBACK = [
  { value: 'US', label: 'United States' },
  { value: 'CA', label: 'Canada' },
];

/** The delivery address form: the spec's fields and limits, country states, US address suggestions, the phone mask. */
export function AddressForm({ s, dispatch, m, billing }: SectionProps & { billing?: boolean }): ReactNode {
  const a = s.address;
  const id = useId();
  const [lists, setLists] = useState<CountryStates | null>(null);
  const [countries, setCountries] = useState(COUNTRY_FALLBACK);
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const typed = useRef(false);

  // Whether the shopper has chosen a country in this form (then the server's default never overrides it).
  const chose = useRef(false);
  const latest = useRef(a);
  latest.current = a;

  // The country states call: the states of the chosen country (and the list of countries). A blank form (nothing
  // typed, no country chosen) moves to the server's defaultCountry, which then loads that country's states.
  useEffect(() => {
    const ctrl = new AbortController();
    void countryStates(a.country, ctrl.signal).then((r) => {
      if (ctrl.signal.aborted) return;
      setLists(r);
      if (r?.countries.length) setCountries(r.countries);
      const now = latest.current;
      if (r?.defaultCountry && r.defaultCountry !== now.country && !chose.current && isBlankAddress(now)) dispatch({ type: 'fieldTyped', field: 'country', value: r.defaultCountry });
    });
    return () => ctrl.abort();
  }, [a.country, dispatch]);

  // Address suggestions as the shopper types address1 (US only, at most 40 characters), 300 ms after the last key.
  useEffect(() => {
    if (!typed.current || a.country !== 'US' || a.address1.trim().length < 3) {
      setSuggestions([]);
      return;
    }
    const ctrl = new AbortController();
    const t = setTimeout(() => void addressSuggestions(a.address1.trim(), ctrl.signal).then((r) => !ctrl.signal.aborted && setSuggestions(r)), 300);
    return () => {
      clearTimeout(t);
      ctrl.abort();
    };
  }, [a.address1, a.country]);

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
          chose.current = true;
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
      <div className="sw-checkout__suggest">
        {field('address1', m.address1, {
          autoComplete: 'address-line1',
          required: true,
          'aria-controls': suggestions.length ? listId : undefined,
          onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
            typed.current = true;
            dispatch({ type: 'fieldTyped', field: 'address1', value: e.target.value });
          },
        })}
        <span className="sw-visually-hidden" role="status">
          {suggestions.length ? fill(m.suggestionsCount, { n: suggestions.length }) : ''}
        </span>
        {suggestions.length > 0 && (
          <ul id={listId} className="sw-checkout__suggestions" aria-label={m.suggestions}>
            {suggestions.map((x) => (
              <li key={`${x.address1}|${x.postalCode}`}>
                <button
                  type="button"
                  className="sw-checkout__suggestion"
                  onClick={() => {
                    typed.current = false;
                    setSuggestions([]);
                    dispatch({ type: 'suggestionChosen', address: x });
                  }}
                >
                  {`${x.address1}, ${x.city}, ${x.state} ${x.postalCode}`}
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
