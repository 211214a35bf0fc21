import type * as DataModule from '@org/data';
import { DataError, type Project, type ProjectId, type ProjectRecord } from '@org/data';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userDataKeys } from '../data/query-keys';
import { CreateProjectModal } from './CreateProjectModal';
import { fakeDataContext, renderWithData } from './test-utils';

const createProject = vi.hoisted(() => vi.fn());
vi.mock('@org/data', async (importOriginal) => ({
  ...(await importOriginal<typeof DataModule>()),
  createProject,
}));

afterEach(() => {
  createProject.mockReset();
  vi.restoreAllMocks();
});

const project = (id: string, name: string, description = ''): Project => ({
  status: 'ok',
  id: id as ProjectId,
  name,
  description,
  createdAt: new Date('2026-11-22T10:00:00Z'),
  date: '2026-11-22T10:00:00.000Z',
});

function open(ctx = fakeDataContext()) {
  const onClose = vi.fn();
  const rendered = renderWithData(<CreateProjectModal opened onClose={onClose} />, { ctx });
  return { ...rendered, onClose };
}

describe('CreateProjectModal', () => {
  it('has a Name field, an optional Description, Cancel and Create Project', () => {
    open();
    const dialog = screen.getByRole('dialog', { name: 'Create New Project' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /^Description/ })).not.toBeRequired();
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    expect(buttons.slice(-2)).toEqual(['Cancel', 'Create Project']);
  });

  it("says 'Project name is required.' for an empty or blank name, before anything else", async () => {
    open(null as never);
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Create Project' }));
    expect(await screen.findByText('Project name is required.')).toBeInTheDocument();
    expect(screen.queryByText('Database not ready.')).not.toBeInTheDocument();
    expect(createProject).not.toHaveBeenCalled();
  });

  it("says 'Database not ready.' when there is no database or user", async () => {
    const onClose = vi.fn();
    renderWithData(<CreateProjectModal opened onClose={onClose} />, { ctx: null });
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Office');
    await userEvent.click(screen.getByRole('button', { name: 'Create Project' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Database not ready.');
    expect(createProject).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("reports 'Failed to create project.' inline and as an error toast", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    createProject.mockRejectedValue(new DataError('unavailable'));
    const { onClose } = open();
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Office');
    await userEvent.click(screen.getByRole('button', { name: 'Create Project' }));
    // Inline in the dialog, and as a toast outside it.
    const dialog = await screen.findByRole('dialog', { name: 'Create New Project' });
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to create project.'),
    );
    const alerts = screen.getAllByRole('alert').filter((alert) => !dialog.contains(alert));
    expect(alerts.map((alert) => alert.textContent)).toEqual(['Failed to create project.']);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('creates the project, toasts success and puts it at the front of the list', async () => {
    const ctx = fakeDataContext('user-1');
    const created = project('new', 'Office', 'Level 2');
    createProject.mockResolvedValue(created);
    const { queryClient, onClose } = open(ctx);
    queryClient.setQueryData<ProjectRecord[]>(userDataKeys.projects('user-1'), [
      project('old', 'Older project'),
    ]);

    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Office');
    await userEvent.type(screen.getByRole('textbox', { name: /^Description/ }), 'Level 2');
    await userEvent.click(screen.getByRole('button', { name: 'Create Project' }));

    expect(await screen.findByText('Project Created Successfully!')).toBeInTheDocument();
    expect(createProject).toHaveBeenCalledWith(ctx, { name: 'Office', description: 'Level 2' });
    expect(onClose).toHaveBeenCalledTimes(1);
    const list = queryClient.getQueryData<ProjectRecord[]>(userDataKeys.projects('user-1'));
    expect(list?.map((record) => record.id)).toEqual(['new', 'old']);
  });
});
