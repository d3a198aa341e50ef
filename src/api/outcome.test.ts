// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { notOk, refusalText } from './outcome';

describe('what a call that did not succeed means to a form', () => {
  it('form exceptions are a refusal: messages by field and general ones, as the client read them', () => {
    expect(notOk({ ok: false, kind: 'formError', status: 200, fieldErrors: { email: 'Please enter a valid email address.' }, messages: ['Try later.'], message: '' } as never)).toEqual({
      kind: 'formError',
      fieldErrors: { email: 'Please enter a valid email address.' },
      messages: ['Try later.'],
    });
  });

  it('anything else is a failure the shopper may retry, telling a timeout apart', () => {
    expect(notOk({ ok: false, kind: 'timeout', status: 0, message: '' } as never)).toEqual({ kind: 'failed', timeout: true });
    expect(notOk({ ok: false, kind: 'http', status: 503, message: '' } as never)).toEqual({ kind: 'failed', timeout: false });
    expect(notOk({ ok: false, kind: 'malformed-json', status: 200, message: '' } as never)).toEqual({ kind: 'failed', timeout: false });
  });

  it('a refusal as one text: field messages first, then general ones, each once', () => {
    expect(refusalText({ kind: 'formError', fieldErrors: { number: 'Not valid.', auth: 'Not valid.' }, messages: ['Card blocked.', 'Not valid.'] })).toBe('Not valid. Card blocked.');
  });
});
