import type * as DataModule from '@org/data';
import { DataError, type CompanyProfile, type CompanyProfileDoc } from '@org/data';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userDataKeys } from '../data/query-keys';
import { fakeDataContext, renderWithData } from '../projects/test-utils';
import { CompanyDetailsForm } from './CompanyDetailsForm';
import type { LogoEnvironment } from './logo/prepare-logo';

const saveCompanyProfile = vi.hoisted(() => vi.fn());
vi.mock('@org/data', async (importOriginal) => ({
  ...(await importOriginal<typeof DataModule>()),
  saveCompanyProfile,
}));

afterEach(() => {
  vi.restoreAllMocks();
  saveCompanyProfile.mockReset();
});

/** jsdom has no canvas: every image "decodes" as 1200 × 600 and encodes as a short JPEG. */
const logoEnvironment: LogoEnvironment = {
  decode: async () => ({ source: {} as CanvasImageSource, width: 1200, height: 600, release() {} }),
  createCanvas: () => ({
    width: 0,
    height: 0,
    getContext: () => ({
      imageSmoothingEnabled: true,
      imageSmoothingQuality: 'high',
      clearRect() {},
      drawImage() {},
      getImageData: (_x, _y, w, h) => ({ data: new Uint8ClampedArray(w * h * 4).fill(255) }),
    }),
    toDataURL: (type) => `data:${type};base64,/9j/4AAQ`,
  }),
};

const empty: CompanyProfileDoc = { name: '', location: '', logo: null };
const pngFile = (name = 'logo.png', size = 1024) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

function renderForm(initial = empty, ctx = fakeDataContext()) {
  // Users can pick "All files" in the dialog, so `accept` is no guarantee: the form checks types.
  const user = userEvent.setup({ applyAccept: false });
  const rendered = renderWithData(
    <CompanyDetailsForm initial={initial} logoEnvironment={logoEnvironment} />,
    { ctx },
  );
  return { ...rendered, user };
}

describe('CompanyDetailsForm', () => {
  it('labels every control', () => {
    renderForm();
    expect(screen.getByRole('textbox', { name: 'Company name' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Location/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Logo' })).toBeInTheDocument();
    expect(screen.getByLabelText('Logo file')).toHaveAttribute('type', 'file');
    expect(screen.getByRole('button', { name: 'Upload logo' })).toBeInTheDocument();
    expect(screen.getByText('No logo')).toBeInTheDocument();
  });

  it('refuses a file of the wrong type with a message naming it', async () => {
    const { user } = renderForm();
    await user.upload(
      screen.getByLabelText('Logo file'),
      new File(['%PDF-1.7'], 'brochure.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“brochure.pdf” is not a PNG, JPEG, WebP, GIF or SVG image.',
    );
    expect(screen.queryByRole('img', { name: 'Company logo preview' })).not.toBeInTheDocument();
  });

  it('refuses a file over 5 MB with its size', async () => {
    const { user } = renderForm();
    await user.upload(screen.getByLabelText('Logo file'), pngFile('poster.png', 6 * 1024 * 1024));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“poster.png” is 6.0 MB: the logo can be at most 5.0 MB. Choose a smaller image.',
    );
  });

  it('previews a prepared logo, saves it with the text and updates the cached profile', async () => {
    const ctx = fakeDataContext('user-7');
    const stored: CompanyProfile = {
      status: 'ok',
      exists: true,
      name: 'Polar Air Ltd',
      location: 'Leeds, UK',
      logo: 'data:image/jpeg;base64,/9j/4AAQ',
    };
    saveCompanyProfile.mockResolvedValue(stored);
    const { user, queryClient } = renderForm(empty, ctx);

    await user.type(screen.getByRole('textbox', { name: 'Company name' }), '  Polar Air Ltd ');
    await user.type(screen.getByRole('textbox', { name: /^Location/ }), 'Leeds, UK');
    await user.upload(screen.getByLabelText('Logo file'), pngFile());
    expect(await screen.findByRole('img', { name: 'Company logo preview' })).toHaveAttribute(
      'src',
      'data:image/jpeg;base64,/9j/4AAQ',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Ready: 600 × 300 pixels, JPEG. Save to keep it.',
    );
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save company details' }));
    expect(await screen.findByText('Company details saved.')).toBeInTheDocument();
    expect(saveCompanyProfile).toHaveBeenCalledWith(ctx, {
      name: '  Polar Air Ltd ',
      location: 'Leeds, UK',
      logo: 'data:image/jpeg;base64,/9j/4AAQ',
    });
    expect(queryClient.getQueryData(userDataKeys.companyProfile('user-7'))).toEqual(stored);
    // The trimmed name the store kept is what the field now shows.
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveValue('Polar Air Ltd');
    expect(screen.queryByText('You have unsaved changes.')).not.toBeInTheDocument();
  });

  it('removes the logo', async () => {
    saveCompanyProfile.mockImplementation(async (_ctx, input: object) => ({
      status: 'ok',
      exists: true,
      ...input,
    }));
    const { user } = renderForm({ name: 'A', location: 'B', logo: 'data:image/png;base64,iVBO' });
    expect(screen.getByRole('img', { name: 'Company logo preview' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(screen.getByText('No logo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload logo' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save company details' }));
    await waitFor(() =>
      expect(saveCompanyProfile).toHaveBeenCalledWith(expect.anything(), {
        name: 'A',
        location: 'B',
        logo: null,
      }),
    );
  });

  it('shows a refused field beside it and a failed write inline and as a toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderForm();
    saveCompanyProfile.mockRejectedValueOnce(
      new DataError('validation', 'Company name must be at most 200 characters.', {
        issues: [{ path: 'name', message: 'Company name must be at most 200 characters.' }],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save company details' }));
    expect(
      await screen.findByRole('textbox', { name: 'Company name' }),
    ).toHaveAccessibleDescription('Company name must be at most 200 characters.');

    saveCompanyProfile.mockRejectedValueOnce(new DataError('unavailable'));
    await user.click(screen.getByRole('button', { name: 'Save company details' }));
    const messages = await screen.findAllByText(
      'The database cannot be reached right now. Check your connection and try again.',
    );
    expect(messages).toHaveLength(2); // the inline alert and the toast
  });

  it("says 'Database not ready.' without a database", async () => {
    const user = userEvent.setup();
    renderWithData(<CompanyDetailsForm initial={empty} />, { ctx: null });
    await user.click(screen.getByRole('button', { name: 'Save company details' }));
    expect(await screen.findAllByText('Database not ready.')).not.toHaveLength(0);
    expect(saveCompanyProfile).not.toHaveBeenCalled();
  });
});
