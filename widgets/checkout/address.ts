/**
 * An address form's asynchronous half (one model per form, the delivery address and the billing address; the
 * fields stay with the form's owner). The country states call follows the form's country, newest wins; a blank
 * form the shopper has not moved to a country goes to the server's defaultCountry; US address suggestions are
 * asked for 300 ms after the last key in address 1, and a slow answer to older text is ignored. They are the
 * street field's: when the shopper leaves it and its list, or presses Escape there, they go, and so do the
 * debounce and the call on their way (a late answer never opens the list over a form the shopper has moved on in).
 */
import type { Next } from '../../src/platform/createModel';

/** The country states call's answer: the countries, the server's default one, and the states of the country asked. */
export interface CountryStates {
  countries: { value: string; label: string }[];
  /** The country the server marks defaultCountry, if any: a blank address form starts there. */
  defaultCountry: string | null;
  states: { value: string; label: string; disabled?: boolean }[];
}

/** A US address suggestion for what is typed in address 1. */
export interface AddressSuggestion {
  address1: string;
  address2: string;
  city: string;
  state: string;
  postalCode: string;
}

/** What the form asks of the outside world (the checkout's calls and its owner's dispatch in the page, fakes in tests). */
export interface AddressCalls {
  /** The country states call; null when it failed. */
  states(country: string, signal: AbortSignal): Promise<CountryStates | null>;
  /** Suggestions for the text typed in address 1 (US only). */
  suggest(text: string, signal: AbortSignal): Promise<AddressSuggestion[]>;
  /** Moves the form to a country (its owner's fieldTyped). */
  country(country: string, signal: AbortSignal): void;
}

export interface AddressFormState {
  /** The form's country as last shown, and whether nothing was typed in the form then. */
  country: string;
  blank: boolean;
  /** The shopper chose a country in this form: the server's default never overrides it. */
  chose?: boolean;
  /** The last answer of the country states call, and the last list of countries it gave. */
  lists: CountryStates | null;
  countries: CountryStates['countries'];
  suggestions: AddressSuggestion[];
}

export type AddressFormEvent =
  /** What the form shows now (its owner holds the fields). */
  | { type: 'shown'; country: string; blank: boolean }
  | { type: 'countryChosen' }
  | { type: 'address1Typed'; text: string }
  | { type: 'suggestionChosen' }
  /** Focus left address 1 and its suggestions, or Escape there. */
  | { type: 'address1Left' }
  | { type: 'suggestDue'; text: string }
  | { type: 'statesAnswered'; result: CountryStates | null }
  | { type: 'suggestAnswered'; result: AddressSuggestion[] };

type AddressNext = Next<AddressFormState, AddressFormEvent, AddressCalls>;

/** A form's model as its view takes it: the state and its dispatch. */
export type AddressForm = readonly [AddressFormState, (e: AddressFormEvent) => void, ...unknown[]];

export const initialAddressForm: AddressFormState = {
  country: '',
  blank: true,
  lists: null,
  countries: [
    { value: 'US', label: 'United States' },
    { value: 'CA', label: 'Canada' },
  ],
  suggestions: [],
};

export function addressStep(s: AddressFormState, e: AddressFormEvent): AddressNext {
  // No suggestions: the debounce and the call on its way end with them.
  const none = (t = s): AddressNext => ({ state: { ...t, suggestions: [] }, effects: [{ type: 'cancel', key: 'suggest' }] });
  switch (e.type) {
    case 'shown': {
      const t = { ...s, blank: e.blank };
      if (e.country === s.country) return { state: t };
      // A new country: its states (newest wins), and the old country's suggestions are gone.
      const n = none({ ...t, country: e.country });
      return { ...n, effects: [...n.effects!, { type: 'request', call: 'states', input: e.country, key: 'states', done: { type: 'statesAnswered' } }] };
    }
    case 'countryChosen':
      return { state: { ...s, chose: true } };
    case 'address1Typed': {
      const text = e.text.trim();
      return s.country === 'US' && text.length > 2 ? { state: s, effects: [{ type: 'timer', key: 'suggest', ms: 300, done: { type: 'suggestDue', text } }] } : none();
    }
    case 'suggestDue':
      return { state: s, effects: [{ type: 'request', call: 'suggest', input: e.text, key: 'suggest', done: { type: 'suggestAnswered' } }] };
    case 'suggestAnswered':
      return { state: { ...s, suggestions: e.result } };
    case 'suggestionChosen':
    case 'address1Left':
      return none();
    case 'statesAnswered': {
      const r = e.result;
      const d = r?.defaultCountry;
      // A blank form the shopper has not moved goes to the server's default (which then loads its states).
      return {
        state: { ...s, lists: r, countries: r?.countries.length ? r.countries : s.countries },
        effects: d && d !== s.country && !s.chose && s.blank ? [{ type: 'request', call: 'country', input: d }] : [],
      };
    }
  }
}
