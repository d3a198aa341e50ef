// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAddress, checkGiftFrom, checkPickup, EMPTY_ADDRESS, sortAddresses, type AddressFields } from './address';
import { checkEmail } from './email';
import { checkName } from './name';
import { checkPhone, formatPhone, phoneDigits } from './phone';
import { checkPostal } from './postalCode';

const GOOD: AddressFields = {
  country: 'US',
  firstName: 'Maria',
  lastName: 'Lopez',
  companyName: 'Carson Street Elementary',
  attention: 'Front office',
  address1: '161 E Carson St',
  address2: 'Room 12',
  city: 'Carson',
  state: 'CA',
  postalCode: '90745',
  phoneNumber: '3105550142',
};
const x = (n: number, ch = 'a') => ch.repeat(n);

describe('address rules (checkout spec section 5)', () => {
  it('accepts a complete US address', () => {
    expect(checkAddress(GOOD)).toEqual({});
  });

  it.each<[string, Partial<AddressFields>, Partial<Record<keyof AddressFields, string>>]>([
    [
      'every required field empty',
      { ...EMPTY_ADDRESS, country: '' },
      { country: 'missing', firstName: 'missing', lastName: 'missing', address1: 'missing', city: 'missing', state: 'missing', postalCode: 'missing', phoneNumber: 'missing' },
    ],
    ['first name at the limit of 35', { firstName: x(35) }, {}],
    ['first name over 35', { firstName: x(36) }, { firstName: 'invalid' }],
    ['last name over 35', { lastName: x(36) }, { lastName: 'invalid' }],
    ['first name with a digit', { firstName: 'M4ria' }, { firstName: 'invalid' }],
    ['last name with an apostrophe, hyphen, period and accent', { lastName: "O'Brien-Núñez Jr." }, {}],
    ['institution name with a forbidden character', { companyName: 'School <b>' }, { companyName: 'invalid' }],
    ['institution name over 50', { companyName: x(51) }, { companyName: 'invalid' }],
    ['institution name left empty (optional)', { companyName: '' }, {}],
    ['address over 40', { address1: x(41) }, { address1: 'invalid' }],
    ['address 2 at 40', { address2: x(40) }, {}],
    ['address 2 over 40', { address2: x(41) }, { address2: 'invalid' }],
    ['address 2 with a forbidden character', { address2: 'Room 12 @ back' }, { address2: 'invalid' }],
    ['attention over 80', { attention: x(81) }, { attention: 'invalid' }],
    ['city over 30', { city: x(31) }, { city: 'invalid' }],
    ['city with digits', { city: 'Carson 2' }, { city: 'invalid' }],
    ['free-text state over 40', { country: 'GB', state: x(41), postalCode: 'SW1A 1AA', phoneNumber: '442071234567' }, { state: 'invalid' }],
    ['US ZIP+4', { postalCode: '90745-1234' }, {}],
    ['US ZIP of 4 digits', { postalCode: '9074' }, { postalCode: 'invalid' }],
    ['US ZIP with letters', { postalCode: 'K1A 0B1' }, { postalCode: 'invalid' }],
    ['CA postal code with a space', { country: 'CA', state: 'ON', postalCode: 'K1A 0B1' }, {}],
    ['CA postal code without the space', { country: 'CA', state: 'ON', postalCode: 'k1a0b1' }, {}],
    ['CA postal code given a US ZIP', { country: 'CA', state: 'ON', postalCode: '90745' }, { postalCode: 'invalid' }],
    ['other country postal code of 10', { country: 'GB', state: 'London', postalCode: 'AB12-34 CD', phoneNumber: '4420712345' }, {}],
    ['other country postal code over 10', { country: 'GB', state: 'London', postalCode: 'AB12-34 CDE', phoneNumber: '4420712345' }, { postalCode: 'invalid' }],
    ['US phone of 9 digits', { phoneNumber: '310555014' }, { phoneNumber: 'invalid' }],
    ['CA phone of 10 digits', { country: 'CA', state: 'ON', postalCode: 'K1A 0B1', phoneNumber: '6135550123' }, {}],
    ['international phone of 15 digits', { country: 'GB', state: 'London', postalCode: 'SW1A 1AA', phoneNumber: '442071234567890' }, {}],
    ['international phone of 16 digits', { country: 'GB', state: 'London', postalCode: 'SW1A 1AA', phoneNumber: '4420712345678901' }, { phoneNumber: 'invalid' }],
  ])('%s', (_name, change, errors) => {
    expect(checkAddress({ ...GOOD, ...change })).toEqual(errors);
  });

  it('checks names, postal codes, phones, email and the gift from-name on their own', () => {
    expect(checkName('')).toBe('missing');
    expect(checkName(x(40), 40)).toBeNull();
    expect(checkName(x(41), 40)).toBe('invalid');
    expect(checkPostal('', 'US')).toBe('missing');
    expect(checkPostal('12345', 'MX')).toBeNull();
    expect(checkPhone('', 'US')).toBe('missing');
    expect(checkPhone('1', 'MX')).toBeNull();
    expect(checkEmail('')).toBe('missing');
    expect(checkEmail('a@b')).toBe('invalid');
    expect(checkEmail('teacher@example.com')).toBeNull();
    expect(checkGiftFrom('')).toBe('missing');
    expect(checkGiftFrom('Aunt Jo')).toBeNull();
    expect(checkGiftFrom('Aunt Jo 2')).toBe('invalid');
    expect(checkGiftFrom(x(80))).toBeNull();
    expect(checkGiftFrom(x(81))).toBe('invalid');
  });

  it('checks store pickup info: names up to 40 and a US/CA phone', () => {
    expect(checkPickup({ firstName: '', lastName: '', phoneNumber: '' })).toEqual({ firstName: 'missing', lastName: 'missing', phoneNumber: 'missing' });
    expect(checkPickup({ firstName: x(40), lastName: 'Lee', phoneNumber: '3105550142' })).toEqual({});
    expect(checkPickup({ firstName: x(41), lastName: 'Lee', phoneNumber: '442071234567' })).toEqual({ firstName: 'invalid', phoneNumber: 'invalid' });
  });

  it('sorts saved addresses by last name, then first name', () => {
    const list = [
      { firstName: 'Maria', lastName: 'Lopez' },
      { firstName: 'Ana', lastName: 'Alvarez' },
      { firstName: 'daniel', lastName: 'lopez' },
    ];
    expect(sortAddresses(list).map((a) => a.firstName)).toEqual(['Ana', 'daniel', 'Maria']);
  });
});

describe('phone mask (US/CA shown as a mask, sent as digits)', () => {
  it.each([
    ['', ''],
    ['3', '(3'],
    ['310', '(310'],
    ['3105', '(310) 5'],
    ['310555', '(310) 555'],
    ['3105550', '(310) 555-0'],
    ['3105550142', '(310) 555-0142'],
  ])('formats %j as %j', (digits, shown) => {
    expect(formatPhone(digits, 'US')).toBe(shown);
  });

  it('keeps digits only, 10 for US/CA (a leading 1 of 11 digits falls away), 15 elsewhere', () => {
    expect(phoneDigits('(310) 555-0142', 'US')).toBe('3105550142');
    expect(phoneDigits('+1 310 555 0142', 'CA')).toBe('3105550142');
    expect(phoneDigits('310555014299', 'US')).toBe('3105550142');
    expect(phoneDigits('+44 20 7123 4567 8901 23', 'GB')).toBe('442071234567890');
    expect(formatPhone('442071234567890', 'GB')).toBe('442071234567890');
  });

  it('property: whatever is typed, the value sent is digits only within the limit, and the mask reads back to it', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.constantFrom('US', 'CA', 'GB', 'MX'), (typed, country) => {
        const digits = phoneDigits(typed, country);
        expect(digits).toMatch(/^\d*$/);
        expect(digits.length).toBeLessThanOrEqual(country === 'US' || country === 'CA' ? 10 : 15);
        const shown = formatPhone(digits, country);
        // Typing the mask back in gives the same digits: the mask never changes what is sent.
        expect(phoneDigits(shown, country)).toBe(digits);
        expect(formatPhone(phoneDigits(shown, country), country)).toBe(shown);
      }),
    );
  });

  it('property: a masked US/CA number of 10 digits matches (xxx) xxx-xxxx', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[2-9]\d{9}$/), (d) => {
        expect(formatPhone(d, 'US')).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
      }),
    );
  });
});
