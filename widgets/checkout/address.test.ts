// @vitest-environment node
// An address form's asynchronous half (checkout spec section 3: country, states, defaultCountry, address 1
// suggestions) driven through its model with fake calls and a fake clock: no React, no mocked modules.
import { describe, expect, it } from 'vitest';
import { createModel } from '../../src/platform/createModel';
import { fakePorts } from '../../src/mount/fakePorts';
import { addressStep, initialAddressForm, type AddressCalls, type AddressSuggestion, type CountryStates } from './address';

const COUNTRIES = [
  { value: 'US', label: 'United States' },
  { value: 'CA', label: 'Canada' },
  { value: 'MX', label: 'Mexico' },
];
const answer = (over: Partial<CountryStates> = {}): CountryStates => ({ countries: COUNTRIES, defaultCountry: 'CA', states: [{ value: 'NY', label: 'New York' }], ...over });
const PINE: AddressSuggestion = { address1: '88 Pine St', address2: 'Apt 4', city: 'Seattle', state: 'WA', postalCode: '98101' };
const OAK: AddressSuggestion = { address1: '88 Oak Ave', address2: '', city: 'Portland', state: 'OR', postalCode: '97201' };

function form() {
  const io = fakePorts<AddressCalls>();
  const model = createModel(addressStep, { state: initialAddressForm }, io.ports);
  model.start();
  return { io, s: () => model.get(), dispatch: model.dispatch };
}

describe('address form model: the country states call and the server defaultCountry', () => {
  it('nothing is asked for until the form shows; then the states of its country, and the answer lists countries and states', async () => {
    const { io, s, dispatch } = form();
    expect(io.calls).toEqual([]);
    dispatch({ type: 'shown', country: 'US', blank: false });
    expect(io.calls).toEqual([{ call: 'states', input: 'US' }]);
    await io.next('states').answer(answer());
    expect(s().countries.map((c) => c.label)).toEqual(['United States', 'Canada', 'Mexico']);
    expect(s().lists?.states).toEqual([{ value: 'NY', label: 'New York' }]);
    // The same country shown again asks for nothing.
    dispatch({ type: 'shown', country: 'US', blank: false });
    expect(io.calls).toHaveLength(1);
  });

  it('a blank form moves to the country the server marks defaultCountry', async () => {
    const { io, dispatch } = form();
    dispatch({ type: 'shown', country: 'US', blank: true });
    await io.next('states').answer(answer());
    expect(io.calls.at(-1)).toEqual({ call: 'country', input: 'CA' });
  });

  it('a form with something typed keeps its country', async () => {
    const { io, dispatch } = form();
    dispatch({ type: 'shown', country: 'US', blank: true });
    dispatch({ type: 'shown', country: 'US', blank: false });
    await io.next('states').answer(answer());
    expect(io.calls.map((c) => c.call)).toEqual(['states']);
  });

  it('a country the shopper chose before the answer came is never overridden', async () => {
    const { io, dispatch } = form();
    dispatch({ type: 'shown', country: 'US', blank: true });
    dispatch({ type: 'countryChosen' });
    await io.next('states').answer(answer());
    expect(io.calls.map((c) => c.call)).toEqual(['states']);
  });

  it('a failed states call keeps the countries the form has (United States, Canada)', async () => {
    const { io, s, dispatch } = form();
    dispatch({ type: 'shown', country: 'US', blank: true });
    await io.next('states').answer(null);
    expect(s().countries.map((c) => c.value)).toEqual(['US', 'CA']);
    expect(io.calls.map((c) => c.call)).toEqual(['states']);
  });

  it("race: the older country's slow states answer, arriving after the newer one, is ignored (and its call aborted)", async () => {
    const { io, s, dispatch } = form();
    dispatch({ type: 'shown', country: 'US', blank: false });
    dispatch({ type: 'shown', country: 'CA', blank: false });
    const [older, newer] = io.pending;
    expect(older!.signal.aborted).toBe(true);
    await newer!.answer(answer({ states: [{ value: 'ON', label: 'Ontario' }] }));
    await older!.answer(answer({ states: [{ value: 'NY', label: 'New York' }] }));
    expect(s().lists?.states).toEqual([{ value: 'ON', label: 'Ontario' }]);
  });
});

describe('address form model: US address suggestions, 300 ms after the last key', () => {
  const typing = async () => {
    const f = form();
    f.dispatch({ type: 'shown', country: 'US', blank: false });
    await f.io.next('states').answer(answer());
    return f;
  };

  it('asks 300 ms after the last key (not at 299 ms), with the trimmed text, and lists the answer', async () => {
    const { io, s, dispatch } = await typing();
    dispatch({ type: 'address1Typed', text: '88 P' });
    await io.advance(200);
    dispatch({ type: 'address1Typed', text: ' 88 Pi ' });
    await io.advance(299);
    expect(io.calls.filter((c) => c.call === 'suggest')).toEqual([]);
    await io.advance(1);
    expect(io.calls.filter((c) => c.call === 'suggest')).toEqual([{ call: 'suggest', input: '88 Pi' }]);
    await io.next('suggest').answer([PINE]);
    expect(s().suggestions).toEqual([PINE]);
  });

  it('fewer than 3 characters, or a country other than US, asks nothing and clears the list', async () => {
    const { io, s, dispatch } = await typing();
    dispatch({ type: 'address1Typed', text: '88 Pine' });
    await io.advance(300);
    await io.next('suggest').answer([PINE]);
    dispatch({ type: 'address1Typed', text: '88' });
    expect(s().suggestions).toEqual([]);
    dispatch({ type: 'shown', country: 'CA', blank: false });
    dispatch({ type: 'address1Typed', text: '88 Pine' });
    await io.advance(300);
    expect(io.calls.filter((c) => c.call === 'suggest')).toHaveLength(1);
  });

  it('choosing a suggestion clears the list and stops a debounce on its way', async () => {
    const { io, s, dispatch } = await typing();
    dispatch({ type: 'address1Typed', text: '88 Pine' });
    await io.advance(300);
    await io.next('suggest').answer([PINE]);
    dispatch({ type: 'address1Typed', text: '88 Pine S' });
    dispatch({ type: 'suggestionChosen' });
    expect(s().suggestions).toEqual([]);
    await io.advance(300);
    expect(io.calls.filter((c) => c.call === 'suggest')).toHaveLength(1);
  });

  it('leaving the street field clears the list, stops the debounce and ignores the answer on its way', async () => {
    const { io, s, dispatch } = await typing();
    dispatch({ type: 'address1Typed', text: '88 Pine' });
    await io.advance(300);
    await io.next('suggest').answer([PINE]);
    dispatch({ type: 'address1Left' });
    expect(s().suggestions).toEqual([]);
    // Typed, then left before the debounce ran out: nothing is asked.
    dispatch({ type: 'address1Typed', text: '88 Pine S' });
    dispatch({ type: 'address1Left' });
    await io.advance(300);
    expect(io.calls.filter((c) => c.call === 'suggest')).toHaveLength(1);
    // Left while the call was on its way: its answer is not shown.
    dispatch({ type: 'address1Typed', text: '88 Pine St' });
    await io.advance(300);
    const late = io.next('suggest');
    dispatch({ type: 'address1Left' });
    expect(late.signal.aborted).toBe(true);
    await late.answer([PINE]);
    expect(s().suggestions).toEqual([]);
  });

  it('race: a slow answer to older text, arriving after the answer to newer text, is ignored', async () => {
    const { io, s, dispatch } = await typing();
    dispatch({ type: 'address1Typed', text: '88 Pine' });
    await io.advance(300);
    dispatch({ type: 'address1Typed', text: '88 Oak' });
    await io.advance(300);
    const [older, newer] = io.pending;
    expect(older!.input).toBe('88 Pine');
    expect(older!.signal.aborted).toBe(true);
    await newer!.answer([OAK]);
    await older!.answer([PINE]);
    expect(s().suggestions).toEqual([OAK]);
  });
});
