import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRIVATE_SELECTOR } from '../platform/privatePage';
import { TextField } from './TextField';

describe('TextField: the private marker session replay masks', () => {
  it.each([
    ['a card number', { autoComplete: 'cc-number' }],
    ['a security code', { autoComplete: 'cc-csc' }],
    ['an expiry', { autoComplete: 'cc-exp' }],
    ['a password', { type: 'password', autoComplete: 'current-password' }],
    ['a field marked private (a gift card PIN)', { private: true, autoComplete: 'off' }],
  ])('marks %s private', (_, props) => {
    render(<TextField label="Field" {...props} />);
    expect(screen.getByLabelText('Field').matches(PRIVATE_SELECTOR)).toBe(true);
  });

  it.each([
    ['an email', { type: 'email', autoComplete: 'email' }],
    ["a card holder's name", { autoComplete: 'cc-name' }],
    ['a plain field', {}],
  ])('leaves %s unmarked', (_, props) => {
    render(<TextField label="Field" {...props} />);
    expect(screen.getByLabelText('Field').matches(PRIVATE_SELECTOR)).toBe(false);
  });
});
