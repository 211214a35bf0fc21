import type * as DataModule from '@org/data';
import { DataError, type Project, type ProjectId, type ProjectRecord } from '@org/data';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userDataKeys } from '../data/query-keys';
import { CreateFromTemplateModal } from './CreateFromTemplateModal';
import { PROJECT_TEMPLATES } from './templates';
import { fakeDataContext, renderWithData } from './test-utils';

const createProjectFromTemplate = vi.hoisted(() => vi.fn());
vi.mock('@org/data', async (importOriginal) => ({
  ...(await importOriginal<typeof DataModule>()),
  createProjectFromTemplate,
}));

afterEach(() => {
  createProjectFromTemplate.mockReset();
  vi.restoreAllMocks();
});

const kitchen = PROJECT_TEMPLATES[2]!;
const created: Project = {
  status: 'ok',
  id: 'p-new' as ProjectId,
  name: kitchen.name,
  description: kitchen.description,
  createdAt: new Date('2026-11-22T10:00:00Z'),
  date: '2026-11-22T10:00:00.000Z',
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function open() {
  const onClose = vi.fn();
  const onCreated = vi.fn();
  const ctx = fakeDataContext('user-1');
  const rendered = renderWithData(
    <CreateFromTemplateModal opened onClose={onClose} onCreated={onCreated} />,
    { ctx },
  );
  return { ...rendered, ctx, onClose, onCreated };
}

describe('CreateFromTemplateModal', () => {
  it('lists the three templates, each with its name and description', () => {
    open();
    const dialog = screen.getByRole('dialog', { name: 'Create Project from Template' });
    const headings = within(dialog).getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Small Office Fit-out',
      'Residential Home (New Build)',
      'Restaurant Kitchen Ventilation',
    ]);
    for (const template of PROJECT_TEMPLATES) {
      const card = screen.getByRole('region', { name: template.name });
      expect(card).toHaveTextContent(template.description);
      expect(
        within(card).getByRole('button', { name: `Use this template: ${template.name}` }),
      ).toBeEnabled();
    }
  });

  it('shows the loading toast, then the success toast, then hands over the new project', async () => {
    const write = deferred<Project>();
    createProjectFromTemplate.mockReturnValue(write.promise);
    const { queryClient, ctx, onCreated, onClose } = open();
    queryClient.setQueryData<ProjectRecord[]>(userDataKeys.projects('user-1'), []);

    await userEvent.click(
      screen.getByRole('button', { name: 'Use this template: Restaurant Kitchen Ventilation' }),
    );
    expect(await screen.findByText('Creating project from template...')).toBeInTheDocument();
    expect(createProjectFromTemplate).toHaveBeenCalledWith(ctx, kitchen);
    expect(onCreated).not.toHaveBeenCalled();

    write.resolve(created);
    expect(await screen.findByText('Project created successfully!')).toBeInTheDocument();
    expect(screen.queryByText('Creating project from template...')).not.toBeInTheDocument();
    expect(onCreated).toHaveBeenCalledWith(created);
    expect(onClose).toHaveBeenCalled();
    const list = queryClient.getQueryData<ProjectRecord[]>(userDataKeys.projects('user-1'));
    expect(list?.map((record) => record.id)).toEqual(['p-new']);
  });

  it("turns the loading toast into 'Failed to create project.' when the write fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    createProjectFromTemplate.mockRejectedValue(new DataError('unavailable'));
    const { onCreated } = open();
    await userEvent.click(
      screen.getByRole('button', { name: 'Use this template: Small Office Fit-out' }),
    );
    expect(await screen.findByText('Failed to create project.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('Creating project from template...')).not.toBeInTheDocument(),
    );
    expect(onCreated).not.toHaveBeenCalled();
    expect(
      screen.getByRole('button', { name: 'Use this template: Small Office Fit-out' }),
    ).toBeEnabled();
  });
});
