// @vitest-environment node
/**
 * An address form's model (addressStep) with fake calls and a fake clock (createModel + fakePorts): no React, no
 * mock of ./api. The country states follow the form's country, newest wins; a blank form moves to the server's
 * defaultCountry unless the shopper chose a country or typed; suggestions come 300 ms after the last key in
 * address 1 (US only, three characters or more), and a slow answer for older text never shows.
 */
import { describe, expect, it } from 'vitest';
import { createModel } from '../../src/mount/createModel';
import { fakePorts } from '../../src/mount/fakePorts';
import type { AddressSuggestion, CountryStates } from './api';
import { addressStep, initialAddressForm, type AddressCalls } from './addressStep';

const lists = (defaultCountry: string | null, states: string[] = []): CountryStates => ({
  countries: [
    { value: 'US', label: 'United States' },
    { value: 'CA', label: 'Canada' },
    { value: 'MX', label: 'Mexico' },
  ],
  defaultCountry,
  states: states.map((value) => ({ value, label: value })),
});
const hit = (address1: string): AddressSuggestion => ({ address1, address2: '', city: 'Carson', state: 'CA', postalCode: '90745' });

function setup(country = 'US', blank = true) {
  const f = fakePorts<AddressCalls>();
  const model = createModel(addressStep, { state: initialAddressForm }, f.ports);
  model.start();
  model.dispatch({ type: 'shown', country, blank });
  /** The countries the form was moved to (its owner's fieldTyped). */
  const moved = () => f.calls.filter((c) => c.call === 'country').map((c) => c.input);
  const asked = (call: keyof AddressCalls) => f.calls.filter((c) => c.call === call).map((c) => c.input);
  return { f, s: model.get, d: model.dispatch, moved, asked };
}

describe('country states', () => {
  it("a model that starts from what the form shows (its owner's first render) asks for that country's states at start", () => {
    const f = fakePorts<AddressCalls>();
    createModel(addressStep, addressStep(initialAddressForm, { type: 'shown', country: 'CA', blank: false }), f.ports).start();
    expect(f.calls).toEqual([{ call: 'states', input: 'CA' }]);
  });

  it("asks for the shown country's states once, and again only when the country changes", async () => {
    const { f, s, d, asked } = setup('US', false);
    d({ type: 'shown', country: 'US', blank: false });
    expect(asked('states')).toEqual(['US']);
    await f.next('states').answer(lists(null, ['CA', 'NY']));
    expect(s().lists?.states.map((x) => x.value)).toEqual(['CA', 'NY']);
    expect(s().countries.map((c) => c.value)).toEqual(['US', 'CA', 'MX']);
    d({ type: 'shown', country: 'CA', blank: false });
    expect(asked('states')).toEqual(['US', 'CA']);
  });

  it('a slow answer for the country left behind is ignored: the newer country wins', async () => {
    const { f, s, d } = setup('US', false);
    const us = f.next('states');
    d({ type: 'shown', country: 'CA', blank: false });
    const ca = f.pending.find((p) => p.input === 'CA')!;
    await ca.answer(lists(null, ['ON', 'QC']));
    await us.answer(lists(null, ['CA', 'NY']));
    expect(us.signal.aborted).toBe(true);
    expect(s().lists?.states.map((x) => x.value)).toEqual(['ON', 'QC']);
  });

  it('a failed call keeps the last list of countries and shows no states', async () => {
    const { f, s, d } = setup('US', false);
    await f.next('states').answer(lists(null, ['CA']));
    d({ type: 'shown', country: 'MX', blank: false });
    await f.next('states').answer(null);
    expect(s().lists).toBe(null);
    expect(s().countries.map((c) => c.value)).toContain('MX');
  });
});

describe("the server's defaultCountry", () => {
  it('a blank form moves to it', async () => {
    const { f, moved } = setup('US', true);
    await f.next('states').answer(lists('CA'));
    expect(moved()).toEqual(['CA']);
  });

  it('a form with something typed by the time the answer comes keeps its country', async () => {
    const { f, d, moved } = setup('US', true);
    d({ type: 'shown', country: 'US', blank: false });
    await f.next('states').answer(lists('CA'));
    expect(moved()).toEqual([]);
  });

  it('a country the shopper chose before the answer came is never overridden', async () => {
    const { f, d, moved } = setup('US', true);
    d({ type: 'countryChosen' });
    await f.next('states').answer(lists('CA'));
    expect(moved()).toEqual([]);
  });

  it('the default that is already the form country moves nothing', async () => {
    const { f, moved } = setup('US', true);
    await f.next('states').answer(lists('US'));
    expect(moved()).toEqual([]);
  });
});

describe('address suggestions', () => {
  it('ask 300 ms after the last key, with the trimmed text, once per pause', async () => {
    const { f, s, d, asked } = setup();
    d({ type: 'address1Typed', text: '207' });
    await f.advance(200);
    d({ type: 'address1Typed', text: '2075 ' });
    await f.advance(299);
    expect(asked('suggest')).toEqual([]);
    await f.advance(1);
    expect(asked('suggest')).toEqual(['2075']);
    await f.next('suggest').answer([hit('20750 S Avalon Blvd')]);
    expect(s().suggestions).toEqual([hit('20750 S Avalon Blvd')]);
  });

  it('a slow answer for older text that arrives after a newer one is ignored', async () => {
    const { f, s, d } = setup();
    d({ type: 'address1Typed', text: '207' });
    await f.advance(300);
    const old = f.next('suggest');
    d({ type: 'address1Typed', text: '2075' });
    expect(old.signal.aborted).toBe(true);
    await f.advance(300);
    const newer = f.pending.find((p) => p.call === 'suggest' && p.input === '2075')!;
    await newer.answer([hit('20750 S Avalon Blvd')]);
    await old.answer([hit('207 Old Rd')]);
    expect(s().suggestions).toEqual([hit('20750 S Avalon Blvd')]);
  });

  it('fewer than three characters clears them and asks nothing (a pending pause ends too)', async () => {
    const { f, s, d, asked } = setup();
    d({ type: 'address1Typed', text: '207' });
    await f.advance(300);
    await f.next('suggest').answer([hit('20750 S Avalon Blvd')]);
    d({ type: 'address1Typed', text: '2075' });
    d({ type: 'address1Typed', text: ' 2 ' });
    await f.advance(1000);
    expect(asked('suggest')).toEqual(['207']);
    expect(s().suggestions).toEqual([]);
  });

  it('none outside the US: typing asks nothing, and moving to another country clears those shown', async () => {
    const { f, s, d, asked } = setup();
    d({ type: 'address1Typed', text: '20750 S' });
    await f.advance(300);
    await f.next('suggest').answer([hit('20750 S Avalon Blvd')]);
    d({ type: 'shown', country: 'CA', blank: false });
    expect(s().suggestions).toEqual([]);
    d({ type: 'address1Typed', text: '100 Queen St' });
    await f.advance(1000);
    expect(asked('suggest')).toEqual(['20750 S']);
  });

  it('choosing one clears the list, and an answer still on its way does not bring it back', async () => {
    const { f, s, d } = setup();
    d({ type: 'address1Typed', text: '207' });
    await f.advance(300);
    await f.next('suggest').answer([hit('20750 S Avalon Blvd')]);
    d({ type: 'address1Typed', text: '2075' });
    await f.advance(300);
    const late = f.next('suggest');
    d({ type: 'suggestionChosen' });
    await late.answer([hit('20750 S Avalon Blvd')]);
    expect(s().suggestions).toEqual([]);
  });
});
