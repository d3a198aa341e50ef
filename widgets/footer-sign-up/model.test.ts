// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkFooterEmail, footerSignUpReducer, initialFooterSignUp, type FooterSignUpState } from './model';

describe('footer email check (spec section 5)', () => {
  it.each([
    ['', 'missingEmail'],
    ['   ', 'missingEmail'],
    ['teacher', 'invalidEmail'],
    ['teacher@', 'invalidEmail'],
    ['teacher@school', 'invalidEmail'],
    ['teacher@school.', 'invalidEmail'],
    ['two words@school.org', 'invalidEmail'],
    ['a@b@school.org', 'invalidEmail'],
    [`${'a'.repeat(95)}@x.org`, 'invalidEmail'],
    ['teacher@school.org', null],
    [' teacher@school.org ', null],
    ['first.last+news@mail.lincoln.k12.ca.us', null],
  ] as const)('%j -> %s', (email, problem) => {
    expect(checkFooterEmail(email)).toBe(problem);
  });
});

const typed = (s: FooterSignUpState, value: string) => footerSignUpReducer(s, { type: 'typed', value });
const submitted = (s: FooterSignUpState) => footerSignUpReducer(s, { type: 'submitted' });

describe('footer sign-up reducer', () => {
  it('an empty submit gives the missing problem and asks for focus; nothing is sent', () => {
    const s = submitted(initialFooterSignUp);
    expect(s).toMatchObject({ problem: 'missingEmail', sending: false, fixes: 1 });
  });

  it('typing clears every message', () => {
    const s = typed(submitted(typed(initialFooterSignUp, 'x')), 'x@');
    expect(s).toMatchObject({ email: 'x@', problem: null, fieldError: null, general: null, success: null, failed: null });
  });

  it('a good address is sent; a second submit while sending does nothing; typing is ignored meanwhile', () => {
    const s = submitted(typed(initialFooterSignUp, 'teacher@school.org'));
    expect(s.sending).toBe(true);
    expect(submitted(s)).toBe(s);
    expect(typed(s, 'other')).toBe(s);
  });

  it('success clears the field and keeps the server message', () => {
    const s = footerSignUpReducer(submitted(typed(initialFooterSignUp, 'teacher@school.org')), { type: 'answered', outcome: { kind: 'success', message: 'Thanks!' } });
    expect(s).toMatchObject({ email: '', success: 'Thanks!', sending: false });
  });

  it("the server's email error goes to the field, others to the top", () => {
    const sending = submitted(typed(initialFooterSignUp, 'teacher@school.org'));
    const s = footerSignUpReducer(sending, { type: 'answered', outcome: { kind: 'formError', fieldErrors: { email: 'Taken.', postalCode: 'Zip?' }, messages: ['Later.'] } });
    expect(s).toMatchObject({ email: 'teacher@school.org', fieldError: 'Taken.', general: 'Zip? Later.', fixes: 1 });
  });

  it('a refusal without any message, or no answer, keeps the address and says it failed', () => {
    const sending = submitted(typed(initialFooterSignUp, 'teacher@school.org'));
    expect(footerSignUpReducer(sending, { type: 'answered', outcome: { kind: 'formError', fieldErrors: {}, messages: [] } })).toMatchObject({ failed: 'unavailable', email: 'teacher@school.org' });
    expect(footerSignUpReducer(sending, { type: 'answered', outcome: { kind: 'failed', timeout: true } })).toMatchObject({ failed: 'timeout', email: 'teacher@school.org' });
  });

  it('an answer that arrives when nothing was sent is ignored', () => {
    expect(footerSignUpReducer(initialFooterSignUp, { type: 'answered', outcome: { kind: 'success', message: '' } })).toBe(initialFooterSignUp);
  });
});
