import { describe, expect, it } from 'vitest';
import type { Manifest } from './contract';
import { labelHead, markerLabel, type MarkerFacts } from './overlayModel';

const manifest: Pick<Manifest, 'widgets'> = {
  widgets: {
    header: { entry: 'header.js', js: [], css: [], load: 'eager' },
    'store-finder': { entry: 'sf.js', js: [], css: [], load: 'visible' },
  },
};
const facts = (f: Partial<MarkerFacts>): MarkerFacts => ({ name: 'header', state: null, load: undefined, ...f });

describe('the editor overlay label of a marker', () => {
  it.each([
    [null, 'waiting'],
    ['loading', 'loading'],
    ['ready', 'ready'],
    ['error', 'error'],
    ['off', 'off'],
    ['something else', 'waiting'],
  ])('reads data-widget-state %j as %s', (state, expected) => {
    expect(markerLabel(facts({ state }), manifest).state).toBe(expected);
  });

  it("gives the marker's own data-load, else the widget's default from the manifest", () => {
    expect(markerLabel(facts({ name: 'store-finder' }), manifest).load).toBe('visible');
    expect(markerLabel(facts({ name: 'store-finder', load: 'idle' }), manifest).load).toBe('idle');
  });

  it('says the load condition is not known yet before the manifest has arrived, and nothing about the name', () => {
    expect(markerLabel(facts({}))).toEqual({ name: 'header', state: 'waiting', load: '…', known: undefined, notes: [] });
  });

  it('says so for a name the build does not have', () => {
    const label = markerLabel(facts({ name: 'haeder', state: 'error', error: { widget: 'haeder', element: null, message: 'there is no widget named "haeder"' } }), manifest);
    expect(label).toMatchObject({ known: false, state: 'error', load: '-' });
    expect(label.notes).toEqual(['Unknown widget: there is no widget named "haeder".']);
  });

  it('lists each invalid prop with where it was written, the expected shape and the value given', () => {
    const error = {
      widget: 'header',
      element: null,
      message: '[storefront-widgets] header: invalid props ...',
      problems: [
        { where: 'attribute data-count', expected: 'an integer', got: '"three"' },
        { where: 'attribute data-mode', expected: 'one of `"a", "b"`', got: '"c"' },
      ],
    };
    expect(markerLabel(facts({ state: 'error', error }), manifest).notes).toEqual([
      'Invalid attribute data-count: expected an integer, got "three".',
      'Invalid attribute data-mode: expected one of `"a", "b"`, got "c".',
    ]);
  });

  it("gives any other error's message without the widget prefix, and only while the marker is in the error state", () => {
    const error = { widget: 'header', element: null, message: '[storefront-widgets] header: could not load its code (x.js failed)' };
    expect(markerLabel(facts({ state: 'error', error }), manifest).notes).toEqual(['could not load its code (x.js failed)']);
    expect(markerLabel(facts({ state: 'ready', error }), manifest).notes).toEqual([]);
  });

  it('heads the label with the name and the state', () => {
    expect(labelHead(markerLabel(facts({ state: 'ready' }), manifest))).toBe('header: ready');
  });
});
