// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkShare, fieldOfPath, type ShareForm } from './rules';

const ok: ShareForm = { fromName: 'Maria Lopez', fromEmail: 'maria@example.com', to: [{ name: 'Sam', email: 'sam@example.org' }], message: '' };

describe('share form rules (spec: a name and a valid email)', () => {
  const cases: [string, Partial<ShareForm>, Record<string, string>][] = [
    ['a complete form passes', {}, {}],
    ['a message is optional', { message: 'Thought of your class!' }, {}],
    ['a missing sender name', { fromName: '' }, { fromName: 'missingFromName' }],
    ['a blank sender name', { fromName: '   ' }, { fromName: 'missingFromName' }],
    ['a missing sender email', { fromEmail: '' }, { fromEmail: 'missingFromEmail' }],
    ['a sender email without @', { fromEmail: 'maria.example.com' }, { fromEmail: 'invalidEmail' }],
    ['a sender email without a top-level domain', { fromEmail: 'maria@example' }, { fromEmail: 'invalidEmail' }],
    ['a sender email with a space', { fromEmail: 'ma ria@example.com' }, { fromEmail: 'invalidEmail' }],
    ['a sender email over 100 characters', { fromEmail: 'a'.repeat(95) + '@ex.com' }, { fromEmail: 'invalidEmail' }],
    ['a recipient without a name', { to: [{ name: '', email: 'sam@example.org' }] }, { 'toName.0': 'missingToName' }],
    ['a recipient without an email', { to: [{ name: 'Sam', email: ' ' }] }, { 'toEmail.0': 'missingToEmail' }],
    ['a recipient with a bad email', { to: [{ name: 'Sam', email: 'sam@@example.org' }] }, { 'toEmail.0': 'invalidEmail' }],
    [
      'each recipient is checked on its own',
      {
        to: [
          { name: 'Sam', email: 'sam@example.org' },
          { name: '', email: 'x' },
        ],
      },
      { 'toName.1': 'missingToName', 'toEmail.1': 'invalidEmail' },
    ],
    ['a message over 500 characters', { message: 'x'.repeat(501) }, { message: 'longMessage' }],
    ['a message of exactly 500 characters passes', { message: 'x'.repeat(500) }, {}],
    [
      'an empty form lists every problem',
      { fromName: '', fromEmail: '', to: [{ name: '', email: '' }] },
      { fromName: 'missingFromName', fromEmail: 'missingFromEmail', 'toName.0': 'missingToName', 'toEmail.0': 'missingToEmail' },
    ],
  ];
  it.each(cases)('%s', (_name, change, expected) => {
    expect(checkShare({ ...ok, ...change })).toEqual(expected);
  });

  it('problems come in the order of the fields', () => {
    expect(Object.keys(checkShare({ fromName: '', fromEmail: 'x', to: [{ name: '', email: '' }], message: '' }))).toEqual(['fromName', 'fromEmail', 'toName.0', 'toEmail.0']);
  });
});

describe('server property paths', () => {
  it.each([
    ['nameFrom', 'fromName'],
    ['emailFrom', 'fromEmail'],
    ['personalMessage', 'message'],
    ['namesTo[0]', 'toName.0'],
    ['emailsTo[3]', 'toEmail.3'],
    ['namesTo', null],
    ['productId', null],
    ['', null],
  ])('%s is %s', (path, field) => {
    expect(fieldOfPath(path)).toBe(field);
  });
});
