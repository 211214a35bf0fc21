import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../test/render';
import { NewPasswordInput } from './NewPasswordInput';

describe('NewPasswordInput', () => {
  it('describes the field with the live rules and the error', () => {
    renderWithMantine(
      <NewPasswordInput
        label="New password"
        value="abc1"
        onChange={vi.fn()}
        error="Use at least 8 characters."
      />,
    );
    const input = screen.getByLabelText('New password');
    const description = input.getAttribute('aria-describedby') ?? '';
    const text = description
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' | ');
    expect(text).toContain('Use at least 8 characters.');
    expect(text).toContain('At least 8 characters (not yet)');
    expect(text).toContain('At least one digit (done)');
  });
});
