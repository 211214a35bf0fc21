import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../test/render';
import { PasswordChecklist } from './PasswordChecklist';

describe('PasswordChecklist', () => {
  it('says in words which rules the password meets', () => {
    renderWithMantine(<PasswordChecklist id="rules" password="abcdefgh" email="ana@example.com" />);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'At least 8 characters (done)',
      'At least one letter (done)',
      'At least one digit (not yet)',
      'Not your e-mail address (done)',
    ]);
  });

  it('is one element a password input can name as its description', () => {
    const { container } = renderWithMantine(<PasswordChecklist id="rules" password="" />);
    expect(container.querySelector('#rules')).toHaveTextContent(/Your password needs:/);
  });
});
