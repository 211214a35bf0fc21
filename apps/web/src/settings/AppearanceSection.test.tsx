import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../test/render';
import { AppearanceSection } from './AppearanceSection';

describe('AppearanceSection', () => {
  it('offers Light, Dark and Follow system, and switches the scheme', async () => {
    renderWithMantine(<AppearanceSection />);
    expect(screen.getByRole('radiogroup', { name: 'Colour scheme' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'light',
      'dark',
      'auto',
    ]);
    await userEvent.click(screen.getByText('Dark'));
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });
});
