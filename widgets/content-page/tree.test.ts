// Reading content trees and the item rules of storefront spec sections 3 and 9.
import { describe, expect, it } from 'vitest';
import { chicletColors, cssColor, itemType, markerAttributes, perBreakpoint, safeHref, safeSrc, spacerSize, toItems } from './tree';

describe('toItems', () => {
  const a = { '@type': 'Banner' };
  const b = { type: 'Spacer' };
  it.each([
    ['the CMS slot nesting', { contents: [{ '@type': 'ContentSlotMain', mainContent: [a, b] }] }],
    ['contents as items', { contents: [a, b] }],
    ['mainContent', { mainContent: [a, b] }],
    ['a bare list', [a, b]],
    ['slots without a type', [{ mainContent: [a] }, { contents: [b] }]],
  ])('reads %s', (_, raw) => {
    expect(toItems(raw)).toEqual([a, b]);
  });

  it('keeps only objects; nothing usable gives no items', () => {
    expect(toItems({ contents: [a, 'x', 3, null, [b]] })).toEqual([a, b]);
    expect(toItems(null)).toEqual([]);
    expect(toItems('page')).toEqual([]);
    expect(toItems({ contents: [] })).toEqual([]);
  });

  it('the type is @type, type or contentType', () => {
    expect([itemType({ '@type': ' Banner ' }), itemType({ type: 'Spacer' }), itemType({ contentType: 'Chiclet' }), itemType({}), itemType(3)]).toEqual(['Banner', 'Spacer', 'Chiclet', '', '']);
  });
});

describe('spacer sizes are 15, 30, 45 and 60', () => {
  it.each([
    [15, 15],
    ['30', 30],
    [45, 45],
    ['60px', 60],
    [20, 15],
    [40, 45],
    [100, 60],
    [0, 15],
    ['big', 30],
    [undefined, 30],
  ])('%s gives %s', (v, want) => {
    expect(spacerSize(v)).toBe(want);
  });
});

describe('chiclet heights and font sizes: one per breakpoint (xs, sm, md, lg)', () => {
  it('reads a comma list, numbers as px', () => {
    expect(perBreakpoint('40,44,48,52')).toEqual(['40px', '44px', '48px', '52px']);
    expect(perBreakpoint('1rem, 18px')).toEqual(['1rem', '18px', '18px', '18px']);
    expect(perBreakpoint(40)).toEqual(['40px', '40px', '40px', '40px']);
  });
  it('a bad entry takes the size before it; no valid first size gives none', () => {
    expect(perBreakpoint('40,huge,50')).toEqual(['40px', '40px', '50px', '50px']);
    expect(perBreakpoint('calc(1px),40')).toBeNull();
    expect(perBreakpoint(undefined)).toBeNull();
  });
});

describe('colours and addresses from content are checked', () => {
  it('accepts colours, refuses anything else', () => {
    expect(['#fff', '#1b5e20', 'rebeccapurple', 'rgb(1, 2, 3)'].map(cssColor)).toEqual(['#fff', '#1b5e20', 'rebeccapurple', 'rgb(1, 2, 3)']);
    expect(['red;background:url(x)', 'url(/a.png)', 'expression(1)', 3].map(cssColor)).toEqual([null, null, null, null]);
  });
  it('defaultColors is text,background; backgroundFlavor wins for the background', () => {
    expect(chicletColors({ defaultColors: '#fff,#000' })).toEqual({ text: '#fff', background: '#000' });
    expect(chicletColors({ defaultColors: { text: 'navy', background: 'white' }, backgroundFlavor: '#ffd54f' })).toEqual({ text: 'navy', background: '#ffd54f' });
    expect(chicletColors({})).toEqual({ text: null, background: null });
  });
  it('links are site paths or http(s); images may also be data images', () => {
    expect(['/sale/', 'https://a.example/x', 'javascript:alert(1)', '//evil.example/', 'data:text/html,x'].map(safeHref)).toEqual(['/sale/', 'https://a.example/x', undefined, undefined, undefined]);
    // Disguised as a path, another host is still refused (the URL rule of src/platform).
    expect(['/.//evil.example/', '/%2e//evil.example/', '/a/../..//evil.example', '/\\evil.example', '\t//evil.example'].map(safeHref)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(safeSrc('data:image/png;base64,AA')).toBe('data:image/png;base64,AA');
    expect(safeSrc('data:image/svg+xml,<svg onload=x>')).toBeUndefined();
  });
});

it('an item becomes data-* attributes of a delegated marker (type and loader keys left out)', () => {
  expect(markerAttributes({ '@type': 'ContactForm', formTitle: 'Contact a Rep', isPardotForm: true, count: 3, widget: 'x', nested: { a: 1 }, load: 'eager' })).toEqual({
    'data-form-title': 'Contact a Rep',
    'data-is-pardot-form': 'true',
    'data-count': '3',
    'data-load': 'eager',
  });
});
