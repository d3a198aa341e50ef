import fc from 'fast-check';
import { defaulted, optional, type } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { booleanProp, enumProp, integerProp, numberProp, parseProps, readMarkerProps, stringProp, toAttribute } from './props';

const schema = type({
  count: integerProp(),
  price: optional(numberProp()),
  open: defaulted(booleanProp(), false),
  mode: defaulted(enumProp(['list', 'grid'] as const), 'list'),
  label: optional(stringProp()),
});

function marker(attrs: Record<string, string>, json?: string): HTMLElement {
  const el = document.createElement('div');
  el.setAttribute('data-widget', 'demo');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  if (json !== undefined) {
    const s = document.createElement('script');
    s.type = 'application/json';
    s.textContent = json;
    el.append(s);
  }
  return el;
}

describe('marker props', () => {
  it.each([
    [{ 'data-count': '3' }, { count: 3, open: false, mode: 'list' }],
    [
      { 'data-count': ' 12 ', 'data-open': 'true' },
      { count: 12, open: true, mode: 'list' },
    ],
    [
      { 'data-count': '0', 'data-open': '' },
      { count: 0, open: true, mode: 'list' },
    ],
    [
      { 'data-count': '-4', 'data-open': 'FALSE', 'data-mode': 'grid' },
      { count: -4, open: false, mode: 'grid' },
    ],
    [
      { 'data-count': '1', 'data-price': '19.99', 'data-label': '  Crayons ' },
      { count: 1, price: 19.99, open: false, mode: 'list', label: 'Crayons' },
    ],
  ])('coerces %j', (attrs, expected) => {
    const r = readMarkerProps('demo', marker(attrs), schema);
    expect(r).toEqual({ ok: true, props: expected });
  });

  it.each([
    [{ 'data-count': 'three' }, 'attribute data-count: expected an integer, got "three"'],
    [{ 'data-count': '2.5' }, 'attribute data-count: expected an integer, got 2.5'],
    [{}, 'attribute data-count: expected an integer, got nothing'],
    [{ 'data-count': '1', 'data-open': 'yes' }, 'attribute data-open: expected a value of type `boolean`, got "yes"'],
    [{ 'data-count': '1', 'data-mode': 'table' }, 'attribute data-mode: expected one of `"list","grid"`, got "table"'],
  ])('rejects %j with a message naming the attribute, the expectation and the value', (attrs, fragment) => {
    const r = readMarkerProps('demo', marker(attrs), schema);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.message).toContain('demo: invalid props on <div data-widget="demo">');
      expect(r.message).toContain(fragment);
    }
  });

  it('gives each invalid prop as data too: where, the expected shape, the value given (the editor overlay lists them)', () => {
    const r = readMarkerProps('demo', marker({ 'data-mode': 'table' }), schema);
    expect(!r.ok && r.problems).toEqual([
      { where: 'attribute data-count', expected: 'an integer', got: 'nothing' },
      { where: 'attribute data-mode', expected: 'one of `"list","grid"`', got: '"table"' },
    ]);
  });

  it('reads a JSON child, with attributes taking precedence', () => {
    const r = readMarkerProps('demo', marker({ 'data-mode': 'grid' }, '{"count": 5, "mode": "list", "label": "From JSON"}'), schema);
    expect(r).toEqual({ ok: true, props: { count: 5, mode: 'grid', open: false, label: 'From JSON' } });
  });

  it('names a JSON prop and reports JSON that does not parse', () => {
    const bad = readMarkerProps('demo', marker({}, '{"count": "x"}'), schema);
    expect(!bad.ok && bad.message).toContain('JSON prop "count": expected an integer, got "x"');
    const broken = readMarkerProps('demo', marker({}, '{count: 1'), schema);
    expect(!broken.ok && broken.message).toContain('is not valid JSON');
  });

  it('refuses a JSON prop that superstruct cannot print ({"toString": null}), naming it, and does not throw', () => {
    const r = readMarkerProps('demo', marker({}, '{"count": {"toString": null}}'), schema);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toContain('demo: invalid props on <div data-widget="demo">');
    expect(!r.ok && r.message).toContain('JSON prop "count": expected a plain value, got {"toString":null}');
  });

  it('ignores the loader attributes data-widget, data-load and data-widget-state', () => {
    const el = marker({ 'data-count': '1', 'data-load': 'idle', 'data-widget-state': 'loading' });
    expect(readMarkerProps('demo', el, type({ count: integerProp() }))).toEqual({ ok: true, props: { count: 1 } });
  });

  it('maps camelCase keys back to attribute names', () => {
    expect(toAttribute('maxItems')).toBe('data-max-items');
    expect(toAttribute('productId')).toBe('data-product-id');
  });

  it('coerces any integer written as text back to itself (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        const r = parseProps('demo', null, { count: String(n) }, type({ count: integerProp() }));
        return r.ok && r.props.count === n;
      }),
    );
  });

  it('coerces any finite number written as text back to itself (property)', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 }), (n) => {
        const r = parseProps('demo', null, { price: String(n) }, type({ price: numberProp() }));
        return r.ok && Object.is(r.props.price, n === 0 ? Number(String(n)) : n);
      }),
    );
  });

  it('never accepts a non-numeric string as an integer, and always says what it got (property)', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/^\s*-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i.test(s)),
        (s) => {
          const r = parseProps('demo', null, { count: s }, type({ count: integerProp() }));
          return !r.ok && r.message.includes('data-count') && r.message.includes(JSON.stringify(s));
        },
      ),
    );
  });

  it('reads booleans only from true/false/empty (property)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const r = parseProps('demo', null, { open: s }, type({ open: booleanProp() }));
        const v = s.trim().toLowerCase();
        if (v === '' || v === 'true') return r.ok && r.props.open === true;
        if (v === 'false') return r.ok && r.props.open === false;
        return !r.ok;
      }),
    );
  });
});
