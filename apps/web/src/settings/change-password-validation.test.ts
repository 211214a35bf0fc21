import { describe, expect, it } from 'vitest';
import { validateChangePassword } from './change-password-validation';

const email = 'ana2026@example.com';
const valid = {
  currentPassword: 'Duct-Work-2026',
  newPassword: 'Chiller-Plant-77',
  confirmPassword: 'Chiller-Plant-77',
};

describe('validateChangePassword', () => {
  it('accepts a current password and a new one that meets the rules and is confirmed', () => {
    expect(validateChangePassword(valid, email)).toEqual({});
  });

  it('asks for every field of an empty form', () => {
    expect(
      validateChangePassword({ currentPassword: '', newPassword: '', confirmPassword: '' }, email),
    ).toEqual({
      currentPassword: 'Enter your current password.',
      newPassword: 'Enter a password.',
      confirmPassword: 'Enter the password again to confirm it.',
    });
  });

  it.each([
    ['short1', 'Use at least 8 characters.'],
    ['no-digits-here', 'Include at least one digit (0–9).'],
    ['12345678', 'Include at least one letter.'],
  ])('applies the password rules to %s', (newPassword, message) => {
    expect(
      validateChangePassword({ ...valid, newPassword, confirmPassword: newPassword }, email)
        .newPassword,
    ).toBe(message);
  });

  it('refuses the e-mail address as the password', () => {
    expect(
      validateChangePassword({ ...valid, newPassword: email, confirmPassword: email }, email)
        .newPassword,
    ).toBe('Do not use your e-mail address as your password.');
  });

  it('refuses a new password equal to the current one', () => {
    expect(
      validateChangePassword(
        { ...valid, newPassword: valid.currentPassword, confirmPassword: valid.currentPassword },
        email,
      ),
    ).toEqual({ newPassword: 'Choose a new password that differs from your current one.' });
  });

  it('says when the confirmation differs', () => {
    expect(
      validateChangePassword({ ...valid, confirmPassword: 'Chiller-Plant-78' }, email),
    ).toEqual({ confirmPassword: 'The passwords do not match.' });
  });
});
