// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createModel } from '../../src/platform/createModel';
import { fakePorts } from '../../src/mount/fakePorts';
import { CONTACT_FORM_MESSAGES as M } from './messages';
import {
  CONTACT_LIMITS,
  contactFormStep,
  EMPTY_VALUES,
  initialContact,
  sanitize,
  startContactForm,
  toRequestFields,
  validateContact,
  type ContactAction,
  type ContactFormCalls,
  type ContactState,
  type ContactValues,
} from './model';

const contactReducer = (s: ContactState, a: ContactAction): ContactState => contactFormStep(s, a).state;
const SUBMIT = { type: 'submitted', url: '/forms/b2b', formId: 'f-7' } as const;
import { formatPhone, phoneDigits } from '../../src/validation/phone';
import { pasteAllowed, phoneFromInput } from './phone';

const valid: ContactValues = { fname: 'Dana', lname: "O'Neil", phoneNo: '3105551234', zipCode: '90745', email: 'dana@lincoln.k12.ca.us', message: 'A quote for 30 tables, please.' };

describe('contact form validation (spec section 5)', () => {
  it('all fields empty: every required message', () => {
    expect(validateContact(EMPTY_VALUES)).toEqual({
      fname: 'fnameMissing',
      lname: 'lnameMissing',
      phoneNo: 'phoneNoMissing',
      zipCode: 'zipCodeMissing',
      email: 'emailMissing',
      message: 'messageMissing',
    });
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
    fc.assert(
      fc.property(
        fc.string().filter((s) => /\D/.test(s) || !s),
        (s) => !pasteAllowed(s),
      ),
    );
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

describe('contact form step (spec section 4)', () => {
  const opened = contactReducer(initialContact, { type: 'opened' });
  const withAll = (s: ContactState, v: ContactValues) => Object.entries(v).reduce((st, [field, value]) => contactReducer(st, { type: 'typed', field: field as keyof ContactValues, value }), s);

  it('an invalid submit marks the fields and sends nothing', () => {
    const s = contactReducer(opened, SUBMIT);
    expect(s.status).toBe('editing');
    expect(Object.keys(s.errors)).toHaveLength(6);
    expect(s.fixes).toBe(1);
  });

  it('typing cuts at the limit and clears that field only', () => {
    const s = contactReducer(contactReducer(opened, SUBMIT), { type: 'typed', field: 'message', value: 'x'.repeat(300) });
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
    const s = contactReducer(contactReducer(withAll(opened, { ...valid, fname: '' }), SUBMIT), { type: 'closed' });
    expect(s).toMatchObject({ open: false, errors: {} });
    expect(s.values.lname).toBe("O'Neil");
  });

  it('success closes and clears the form and shows its dialog; failure keeps everything', () => {
    const sending = contactReducer(withAll(opened, valid), SUBMIT);
    expect(sending.status).toBe('sending');
    expect(contactReducer(sending, { type: 'closed' })).toBe(sending);
    const ok = contactReducer(sending, { type: 'answered', result: true });
    expect(ok).toMatchObject({ open: false, status: 'success', values: EMPTY_VALUES });
    const failed = contactReducer(sending, { type: 'answered', result: false });
    expect(failed).toMatchObject({ open: true, status: 'failure', values: valid });
    expect(contactReducer(failed, { type: 'resultClosed' })).toMatchObject({ open: true, status: 'editing', values: valid });
  });
});

// The form's flows through its model with fake calls: no React, no mocked modules.
describe('contact form model', () => {
  const form = (pathKey?: string) => {
    const io = fakePorts<ContactFormCalls>();
    const model = createModel(contactFormStep, startContactForm(pathKey), io.ports);
    model.start();
    const fill = (v: ContactValues) => Object.entries(v).forEach(([field, value]) => model.dispatch({ type: 'typed', field: field as keyof ContactValues, value }));
    return { io, model, fill, s: () => model.get() };
  };

  it("asks for the content of the marker's pathKey at mount, and nothing without one", async () => {
    const { io, s } = form('/contact-a-rep');
    expect(io.calls).toEqual([{ call: 'loadContent', input: '/contact-a-rep' }]);
    await io.next('loadContent').answer({ formId: 'f-7', apiURL: '/forms/b2b' });
    expect(s().content).toEqual({ formId: 'f-7', apiURL: '/forms/b2b' });
    expect(form().io.calls).toEqual([]);
  });

  it("an empty submit gives the spec's six required messages and sends nothing", () => {
    const { io, model, s } = form();
    model.dispatch({ type: 'opened' });
    model.dispatch(SUBMIT);
    expect(Object.values(s().errors).map((k) => M[k!])).toEqual([
      'Please enter a first name.',
      'Please enter a last name.',
      'Please enter a phone number.',
      'Please enter Zip/Postal Code.',
      'Please enter an email address',
      'Please enter a message.',
    ]);
    expect(io.calls).toEqual([]);
  });

  it('a valid form is sent once, sanitised, to the apiURL with the formId; success closes and clears it', async () => {
    const { io, model, fill, s } = form();
    model.dispatch({ type: 'opened' });
    fill({ ...valid, message: '<b>30 tables</b>' });
    model.dispatch(SUBMIT);
    model.dispatch(SUBMIT);
    expect(io.calls).toEqual([{ call: 'send', input: { url: '/forms/b2b', formId: 'f-7', fields: { ...valid, message: '30 tables' } } }]);
    expect(s().status).toBe('sending');
    await io.next('send').answer(true);
    expect(s()).toMatchObject({ open: false, status: 'success', values: EMPTY_VALUES });
  });

  it('a failure keeps the form and everything typed; after its dialog a retry sends again', async () => {
    const { io, model, fill, s } = form();
    model.dispatch({ type: 'opened' });
    fill(valid);
    model.dispatch(SUBMIT);
    await io.next('send').answer(false);
    expect(s()).toMatchObject({ open: true, status: 'failure', values: valid });
    model.dispatch({ type: 'resultClosed' });
    model.dispatch(SUBMIT);
    expect(io.calls).toHaveLength(2);
  });

  it('unmounting (stop) drops the content and the send on their way', async () => {
    const { io, model, fill, s } = form('/contact-a-rep');
    model.dispatch({ type: 'opened' });
    fill(valid);
    model.dispatch(SUBMIT);
    const [content, send] = io.pending;
    model.stop();
    expect(content!.signal.aborted && send!.signal.aborted).toBe(true);
    await content!.answer({ formId: 'x' });
    await send!.answer(true);
    expect(s()).toMatchObject({ content: null, status: 'sending' });
  });
});
