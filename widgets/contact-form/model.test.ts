// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS, contactReducer, EMPTY_VALUES, initialContact, sanitize, toRequestFields, validateContact, type ContactState, type ContactValues } from './model';
import { formatPhone, phoneDigits } from '../../src/validation/phone';
import { pasteAllowed, phoneFromInput } from './phone';

const valid: ContactValues = { fname: 'Dana', lname: "O'Neil", phoneNo: '3105551234', zipCode: '90745', email: 'dana@lincoln.k12.ca.us', message: 'A quote for 30 tables, please.' };

describe('contact form validation (spec section 5)', () => {
  it('all fields empty: every required message', () => {
    expect(validateContact(EMPTY_VALUES)).toEqual({ fname: 'fnameMissing', lname: 'lnameMissing', phoneNo: 'phoneNoMissing', zipCode: 'zipCodeMissing', email: 'emailMissing', message: 'messageMissing' });
  });

  it.each([
    ['fname', '   ', 'fnameMissing'],
    ['lname', '', 'lnameMissing'],
    ['phoneNo', '', 'phoneNoMissing'],
    ['phoneNo', '310555123', 'phoneNoInvalid'],
    ['phoneNo', '3105551234', null],
    ['zipCode', '', 'zipCodeMissing'],
    ['zipCode', '9074', 'zipCodeInvalid'],
    ['zipCode', '90745-12', 'zipCodeInvalid'],
    ['zipCode', '90745', null],
    ['zipCode', '90745-1234', null],
    ['zipCode', 'K1A 0B1', null],
    ['zipCode', 'K1A0B1', null],
    ['email', '', 'emailMissing'],
    ['email', 'dana@lincoln', 'emailInvalid'],
    ['email', 'dana@lincoln.org', null],
    ['message', '', 'messageMissing'],
    ['message', 'x'.repeat(250), null],
  ] as const)('%s = %j -> %s', (field, value, problem) => {
    expect(validateContact({ ...valid, [field]: value })[field] ?? null).toBe(problem);
  });

  it('the limits are the shared ones: names 40, email 100, zip 10, message 250, phone 10 digits', () => {
    expect(CONTACT_LIMITS).toEqual({ fname: 40, lname: 40, phoneNo: 10, zipCode: 10, email: 100, message: 250 });
  });
});

describe('phone formatter', () => {
  it.each([
    ['', ''],
    ['3', '(3'],
    ['310', '(310'],
    ['3105', '(310) 5'],
    ['310555', '(310) 555'],
    ['3105551', '(310) 555-1'],
    ['3105551234', '(310) 555-1234'],
    ['310555123456', '(310) 555-1234'],
  ])('%j -> %j', (digits, shown) => expect(formatPhone(digits)).toBe(shown));

  const digits = fc.stringMatching(/^\d{0,12}$/);

  it('keeps the digits, at most 10, in order', () => {
    fc.assert(fc.property(digits, (d) => phoneDigits(formatPhone(d)) === d.slice(0, 10)));
  });

  it('ten digits always read (xxx) xxx-xxxx', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{10}$/), (d) => /^\(\d{3}\) \d{3}-\d{4}$/.test(formatPhone(d))));
  });

  it('is idempotent: formatting what is shown changes nothing', () => {
    fc.assert(fc.property(digits, (d) => formatPhone(phoneDigits(formatPhone(d))) === formatPhone(d)));
  });

  it('any typed text gives digits only, at most 10', () => {
    fc.assert(fc.property(fc.string(), fc.stringMatching(/^\d{0,10}$/), (text, prev) => /^\d{0,10}$/.test(phoneFromInput(prev, text))));
  });

  it('deleting a bracket, space or dash deletes the digit before it', () => {
    expect(phoneFromInput('3105', '(310)5')).toBe('310');
    expect(phoneFromInput('3105551', '(310) 5551')).toBe('310555');
    expect(phoneFromInput('3105', '(310) 5')).toBe('3105');
  });

  it('a paste is allowed only when it is digits only', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{1,20}$/), (d) => pasteAllowed(d)));
    fc.assert(fc.property(fc.string().filter((s) => /\D/.test(s) || !s), (s) => !pasteAllowed(s)));
  });
});

describe('what is sent', () => {
  it('non-exempt fields are sanitised; the phone goes as digits; the email only trimmed', () => {
    expect(toRequestFields({ ...valid, fname: ' <b>Dana</b> ', message: 'Hi <script>alert(1)</script>\nthere {x}', email: ' dana@lincoln.org ' })).toEqual({
      ...valid,
      fname: 'Dana',
      message: 'Hi alert(1)\nthere x',
      email: 'dana@lincoln.org',
    });
  });

  it('a card number written into the message is masked (four bullets, last four digits) before it goes into the request URL', () => {
    const sent = toRequestFields({ ...valid, message: 'Card 4111 1111 1111 1111 was charged twice for order o12345.' });
    expect(sent.message).toBe('Card ••••1111 was charged twice for order o12345.');
  });

  it('sanitising never leaves an angle bracket or a control character', () => {
    // oxlint-disable-next-line no-control-regex -- the characters it must remove
    fc.assert(fc.property(fc.string(), (s) => !/[<>\u0000-\u0008]/.test(sanitize(s))));
  });
});

describe('contact form reducer (spec section 4)', () => {
  const opened = contactReducer(initialContact, { type: 'opened' });
  const withAll = (s: ContactState, v: ContactValues) => Object.entries(v).reduce((st, [field, value]) => contactReducer(st, { type: 'typed', field: field as keyof ContactValues, value }), s);

  it('an invalid submit marks the fields and sends nothing', () => {
    const s = contactReducer(opened, { type: 'submitted' });
    expect(s.status).toBe('editing');
    expect(Object.keys(s.errors)).toHaveLength(6);
    expect(s.fixes).toBe(1);
  });

  it('typing cuts at the limit and clears that field only', () => {
    const s = contactReducer(contactReducer(opened, { type: 'submitted' }), { type: 'typed', field: 'message', value: 'x'.repeat(300) });
    expect(s.values.message).toHaveLength(250);
    expect(s.errors.message).toBeUndefined();
    expect(s.errors.fname).toBe('fnameMissing');
  });

  it('a refused paste is said at the field until the next edit', () => {
    const s = contactReducer(opened, { type: 'pasteRefused', field: 'phoneNo' });
    expect(s.errors.phoneNo).toBe('pasteDigitsOnly');
    expect(contactReducer(s, { type: 'typed', field: 'phoneNo', value: '3' }).errors.phoneNo).toBeUndefined();
  });

  it('cancel or close resets the errors and keeps the values', () => {
    const s = contactReducer(contactReducer(withAll(opened, { ...valid, fname: '' }), { type: 'submitted' }), { type: 'closed' });
    expect(s).toMatchObject({ open: false, errors: {} });
    expect(s.values.lname).toBe("O'Neil");
  });

  it('success closes and clears the form and shows its dialog; failure keeps everything', () => {
    const sending = contactReducer(withAll(opened, valid), { type: 'submitted' });
    expect(sending.status).toBe('sending');
    expect(contactReducer(sending, { type: 'closed' })).toBe(sending);
    const ok = contactReducer(sending, { type: 'answered', ok: true });
    expect(ok).toMatchObject({ open: false, status: 'success', values: EMPTY_VALUES });
    const failed = contactReducer(sending, { type: 'answered', ok: false });
    expect(failed).toMatchObject({ open: true, status: 'failure', values: valid });
    expect(contactReducer(failed, { type: 'resultClosed' })).toMatchObject({ open: true, status: 'editing', values: valid });
  });
});
