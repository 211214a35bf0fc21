import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_UNIT_SYSTEM_STORAGE_KEY } from '../preferences/unit-system';
import { renderWithMantine } from '../test/render';
import { UnitsSection } from './UnitsSection';

afterEach(() => window.localStorage.clear());

describe('UnitsSection', () => {
  it('shows the stored default and stores a new one', async () => {
    renderWithMantine(<UnitsSection />);
    const group = screen.getByRole('radiogroup', { name: 'Default unit system' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Imperial' })).toBeChecked();

    await userEvent.click(screen.getByText('Metric'));
    expect(screen.getByRole('radio', { name: 'Metric' })).toBeChecked();
    expect(window.localStorage.getItem(DEFAULT_UNIT_SYSTEM_STORAGE_KEY)).toBe('Metric');
  });
});
