import type * as DataModule from '@org/data';
import type { DamagedCompanyProfile } from '@org/data';
import type * as UiModule from '@org/ui';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDataContext, renderWithData } from '../projects/test-utils';
import { CompanyDetailsSection } from './CompanyDetailsSection';

const getCompanyProfile = vi.hoisted(() => vi.fn());
const downloadText = vi.hoisted(() => vi.fn());
vi.mock('@org/data', async (importOriginal) => ({
  ...(await importOriginal<typeof DataModule>()),
  getCompanyProfile,
}));
vi.mock('@org/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof UiModule>()),
  downloadText,
}));

afterEach(() => {
  getCompanyProfile.mockReset();
  downloadText.mockReset();
});

const damaged: DamagedCompanyProfile = {
  status: 'damaged',
  id: 'profile',
  raw: { name: 'Polar Air', logo: 'data:text/html;base64,PHNjcmlwdD4=' },
  issues: [{ path: 'logo', message: 'The logo must be a PNG or JPEG image.' }],
};

describe('CompanyDetailsSection', () => {
  it('fills the form with the stored details', async () => {
    getCompanyProfile.mockResolvedValue({
      status: 'ok',
      exists: true,
      name: 'Polar Air',
      location: 'Oslo',
      logo: null,
    });
    renderWithData(<CompanyDetailsSection />, { ctx: fakeDataContext() });
    expect(await screen.findByRole('textbox', { name: 'Company name' })).toHaveValue('Polar Air');
    expect(screen.getByRole('textbox', { name: /^Location/ })).toHaveValue('Oslo');
  });

  it('shows damaged details as damaged, with their raw data and a way to replace them', async () => {
    getCompanyProfile.mockResolvedValue(damaged);
    const user = userEvent.setup();
    renderWithData(<CompanyDetailsSection />, { ctx: fakeDataContext() });
    expect(await screen.findByText('Your stored company details are damaged')).toBeInTheDocument();
    expect(screen.getByText('logo: The logo must be a PNG or JPEG image.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Company name' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download raw data' }));
    expect(downloadText).toHaveBeenCalledWith(
      'damaged-company-profile.json',
      expect.stringContaining('"logo": "data:text/html;base64,PHNjcmlwdD4="'),
    );

    await user.click(screen.getByRole('button', { name: 'Replace with new details' }));
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveValue('');
    expect(screen.getByText('Replacing damaged company details')).toBeInTheDocument();
  });
});
