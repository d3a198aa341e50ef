// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountPasswordProblems, passwordChecklist, passwordStrength, resetPasswordProblems, strengthOf } from './password';

describe('account password rules (10-35, lowercase, uppercase, digit)', () => {
  it.each([
    ['Classroom2026!', []],
    ['Abcdefghi1', []],
    ['Abcdefgh1', ['length']],
    ['A1' + 'b'.repeat(33), []],
    ['A1' + 'b'.repeat(34), ['length']],
    ['abcdefghij1', ['uppercase']],
    ['ABCDEFGHIJ1', ['lowercase']],
    ['Abcdefghijk', ['digit']],
    ['abc', ['length', 'uppercase', 'digit']],
    ['', ['length', 'lowercase', 'uppercase', 'digit']],
  ])('%j breaks %j', (pw, problems) => {
    expect(accountPasswordProblems(pw)).toEqual(problems);
  });

  it('any password built from the required parts with 10-35 characters is accepted', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zA-Z0-9!@#]{7,32}$/), (rest) => {
        expect(accountPasswordProblems('aA1' + rest)).toEqual([]);
      }),
    );
  });
});

describe('forgot-password checklist and strength', () => {
  const met = (pw: string) =>
    passwordChecklist(pw)
      .filter((i) => i.met)
      .map((i) => i.rule);

  it('checks the six rules in display order', () => {
    expect(passwordChecklist('Fresh-Start2026').map((i) => i.rule)).toEqual(['minLength', 'uppercase', 'lowercase', 'number', 'special', 'noSpaces']);
    expect(met('Fresh-Start2026')).toHaveLength(6);
    expect(met('fresh start')).toEqual(['minLength', 'lowercase']);
    expect(met('')).toEqual(['noSpaces']);
    expect(met('A')).toEqual(['uppercase', 'noSpaces']);
  });

  it.each([
    [6, 'Strong'],
    [5, 'Moderate'],
    [4, 'Poor'],
    [3, 'Poor'],
    [2, 'Poor'],
    [1, null],
    [0, null],
  ])('%i rules met is %s', (n, label) => {
    expect(strengthOf(n)).toBe(label);
  });

  it.each([
    ['Fresh-Start2026', 'Strong'],
    ['FreshStart2026', 'Moderate'],
    ['Fresh Start-2026', 'Moderate'],
    ['freshstart', 'Poor'],
    ['a', 'Poor'],
    ['', null],
  ])('%j is %s', (pw, label) => {
    expect(passwordStrength(pw)).toBe(label);
  });

  it('a reset password must meet every rule and stay within 35 characters', () => {
    expect(resetPasswordProblems('Fresh-Start2026')).toEqual([]);
    expect(resetPasswordProblems('FreshStart2026')).toEqual(['checklist']);
    expect(resetPasswordProblems('Fresh-Start2026' + 'x'.repeat(21))).toEqual(['tooLong']);
  });

  it('strength never goes down when a missing kind of character is added', () => {
    const rank = { Poor: 1, Moderate: 2, Strong: 3 } as const;
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.constantFrom('A', 'a', '7', '!'), (pw, add) => {
        const before = passwordStrength(pw);
        const after = passwordStrength(pw + add);
        expect(after ? rank[after] : 0).toBeGreaterThanOrEqual(before ? rank[before] : 0);
      }),
    );
  });
});
