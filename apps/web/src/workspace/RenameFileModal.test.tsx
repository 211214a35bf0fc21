import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../test/render';
import { RenameFileModal } from './RenameFileModal';

describe('the rename dialog', () => {
  it('keeps the name read-only while the rename is stored, then shows a failure in the dialog', async () => {
    const user = userEvent.setup();
    let fail: (reason: unknown) => void = () => {};
    const onRename = vi.fn(
      () =>
        new Promise<void>((_resolve, reject) => {
          fail = reject;
        }),
    );
    renderWithMantine(
      <RenameFileModal opened onClose={() => {}} currentName="AHU-1" onRename={onRename} />,
    );
    const field = await screen.findByLabelText(/File name/);
    await user.clear(field);
    await user.type(field, 'AHU-1 supply');
    await user.click(screen.getByRole('button', { name: 'Rename' }));

    expect(onRename).toHaveBeenCalledWith('AHU-1 supply');
    await waitFor(() => expect(field).toBeDisabled());

    fail(new Error('offline'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not renamed');
    expect(field).toBeEnabled();
    expect(field).toHaveValue('AHU-1 supply');
  });

  it('refuses an empty name beside the field, without calling rename', async () => {
    const user = userEvent.setup();
    const onRename = vi.fn(async () => {});
    renderWithMantine(
      <RenameFileModal opened onClose={() => {}} currentName="AHU-1" onRename={onRename} />,
    );
    const field = await screen.findByLabelText(/File name/);
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(onRename).not.toHaveBeenCalled();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toBeEnabled();
  });
});
