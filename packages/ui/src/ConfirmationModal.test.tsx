import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmationModal } from './ConfirmationModal';
import { renderWithMantine } from './test-utils';

/** A promise whose settling the test controls. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(onConfirm: () => Promise<unknown> | void) {
  const onClose = vi.fn();
  renderWithMantine(
    <ConfirmationModal
      opened
      onClose={onClose}
      title="Delete project"
      message='Delete "Office" and every file in it? This cannot be undone.'
      confirmLabel="Delete project"
      onConfirm={onConfirm}
    />,
  );
  return { onClose };
}

describe('ConfirmationModal', () => {
  it('shows its title as the dialog name, its message and its buttons', () => {
    setup(() => {});
    const dialog = screen.getByRole('dialog', { name: 'Delete project' });
    expect(dialog).toHaveTextContent(
      'Delete "Office" and every file in it? This cannot be undone.',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Delete project' })).toBeEnabled();
  });

  it('shows processing while the action runs, then closes', async () => {
    const action = deferred();
    const onConfirm = vi.fn(() => action.promise);
    const { onClose } = setup(onConfirm);

    await userEvent.click(screen.getByRole('button', { name: 'Delete project' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Working…');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Delete project/ })).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();

    action.resolve();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('cannot be closed with Escape while processing', async () => {
    const action = deferred();
    const { onClose } = setup(() => action.promise);
    await userEvent.click(screen.getByRole('button', { name: 'Delete project' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    action.resolve();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('stays open and says why when the action fails, and can be retried', async () => {
    const onConfirm = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('The database cannot be reached right now.'))
      .mockResolvedValueOnce(undefined);
    const { onClose } = setup(onConfirm);

    await userEvent.click(screen.getByRole('button', { name: 'Delete project' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The database cannot be reached right now.',
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete project' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('closes on Cancel without running the action', async () => {
    const onConfirm = vi.fn();
    const { onClose } = setup(onConfirm);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
