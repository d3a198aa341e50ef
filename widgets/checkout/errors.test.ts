// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { errorText, messagesByField } from './errors';
import { checkoutMessages } from './messages';

describe("a name field's invalid message names its form's limit (checkout spec section 5)", () => {
  it('address names: up to 35; store pickup names: up to 40', () => {
    const m = checkoutMessages();
    expect(errorText(m, 'firstName', 'invalid', 'US')).toBe('Please use letters, spaces, apostrophes, periods or hyphens (up to 35).');
    expect(errorText(m, 'lastName', 'invalid', 'US', 40)).toBe('Please use letters, spaces, apostrophes, periods or hyphens (up to 40).');
  });
});

describe('server field errors keep every message of a field (checkout spec sections 5 and 8)', () => {
  it('two messages on one field are both kept, in order, once each; general messages are not fields', () => {
    const ex = [
      { propertyPath: 'shippingAddress.postalCode', localizedMessage: 'Please check this field.' },
      { propertyPath: 'shippingAddress.postalCode', localizedMessage: 'This ZIP code is not in the state you selected.' },
      { propertyPath: 'postalCode', localizedMessage: 'Please check this field.' },
      { propertyPath: '', localizedMessage: 'On hold.' },
    ];
    expect(messagesByField(ex, (p) => p.split('.').pop()!)).toEqual({ postalCode: 'Please check this field. This ZIP code is not in the state you selected.' });
    expect(Object.keys(messagesByField(ex))).toEqual(['shippingAddress.postalCode', 'postalCode']);
  });
});
