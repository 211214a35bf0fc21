import { describe, expect, it } from 'vitest';
import { checkPassword, confirmationError, emailError, passwordError } from './password-rules';

function unmet(password: string, email?: string) {
  return checkPassword(password, email)
    .filter((check) => !check.met)
    .map((check) => check.id);
}

describe('checkPassword', () => {
  it('lists the four rules in checklist order', () => {
    expect(checkPassword('').map((check) => check.label)).toEqual([
      'At least 8 characters',
      'At least one letter',
      'At least one digit',
      'Not your e-mail address',
    ]);
  });

  it.each([
    ['duct2026', []],
    ['Duct-Work-2026', []],
    ['short1', ['length']],
    ['12345678', ['letter']],
    ['abcdefgh', ['digit']],
    ['', ['length', 'letter', 'digit']],
    ['Lüftung1', []],
  ])('%j breaks %j', (password, broken) => {
    expect(unmet(password, 'engineer@example.com')).toEqual(broken);
  });

  it('refuses the e-mail address or its local part, ignoring case and spaces', () => {
    expect(unmet('Engineer1@Example.com', 'engineer1@example.com')).toEqual(['not-email']);
    expect(unmet('engineer1', ' Engineer1@example.com ')).toEqual(['not-email']);
    expect(unmet('engineer12', 'engineer1@example.com')).toEqual([]);
  });

  it('refuses passwords longer than Firebase accepts', () => {
    expect(unmet(`a1${'x'.repeat(4095)}`)).toEqual(['length']);
    expect(passwordError(`a1${'x'.repeat(4095)}`)).toBe('Use at most 4096 characters.');
  });
});

describe('passwordError', () => {
  it('gives the first broken rule’s message', () => {
    expect(passwordError('')).toBe('Enter a password.');
    expect(passwordError('abc')).toBe('Use at least 8 characters.');
    expect(passwordError('abcdefgh')).toBe('Include at least one digit (0–9).');
    expect(passwordError('12345678')).toBe('Include at least one letter.');
    expect(passwordError('pump1234@x.io', 'pump1234@x.io')).toBe(
      'Do not use your e-mail address as your password.',
    );
    expect(passwordError('duct2026')).toBeNull();
  });
});

describe('confirmationError', () => {
  it('asks for the confirmation, then for a match', () => {
    expect(confirmationError('duct2026', '')).toBe('Enter the password again to confirm it.');
    expect(confirmationError('duct2026', 'duct2025')).toBe('The passwords do not match.');
    expect(confirmationError('duct2026', 'duct2026')).toBeNull();
  });
});

describe('emailError', () => {
  it('checks the address’s shape', () => {
    expect(emailError(' ')).toBe('Enter your e-mail address.');
    expect(emailError('engineer')).toMatch(/valid e-mail address/);
    expect(emailError('engineer@example')).toMatch(/valid e-mail address/);
    expect(emailError(' engineer@example.com ')).toBeNull();
  });
});
