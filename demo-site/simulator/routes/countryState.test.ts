// @vitest-environment node
// The country and state lists (storefront spec section 7, "Init, country/state list"): the client's own endpoint
// keys, countryList and stateList, at their default paths, answer against the simulator.
import { array, string, type, unknown } from 'superstruct';
import { beforeEach, expect, it, vi } from 'vitest';
import { request } from '../../../src/api';
import { createSimulator } from '../app';
import { inProcessFetch } from '../inProcessFetch';

beforeEach(() => {
  const browser = inProcessFetch(createSimulator({ test: true }));
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => browser(input, init));
});

it('countryList gives the countries and stateList a country’s states, at the client’s default paths', async () => {
  const countries = await request('countryList', { schema: type({ countries: array(type({ shortName: string() })) }) });
  expect(countries.ok && countries.data.countries.map((c) => c.shortName)).toEqual(expect.arrayContaining(['US', 'CA']));
  const states = await request('stateList', { query: { country: 'CA' }, schema: type({ country: string(), states: array(unknown()) }) });
  expect(states.ok && states.data.country).toBe('CA');
  expect(states.ok && states.data.states.length).toBeGreaterThan(0);
});
