// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { errorText } from './errors';
import { checkoutMessages } from './messages';

describe("a name field's invalid message names its form's limit (checkout spec section 5)", () => {
  it('address names: up to 35; store pickup names: up to 40', () => {
    const m = checkoutMessages();
    expect(errorText(m, 'firstName', 'invalid', 'US')).toBe('Please use letters, spaces, apostrophes, periods or hyphens (up to 35).');
    expect(errorText(m, 'lastName', 'invalid', 'US', 40)).toBe('Please use letters, spaces, apostrophes, periods or hyphens (up to 40).');
  });
});
