import type * as DataModule from '@org/data';
import {
  DataError,
  type DeletedItem,
  FILE_PROJECT_GONE,
  type FileId,
  type ProjectId,
} from '@org/data';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecentlyDeleted } from './RecentlyDeleted';
import { fakeDataContext, renderWithData } from './test-utils';

const { listRecentlyDeleted, restoreItem, deleteItemForGood, emptyRecentlyDeleted } = vi.hoisted(
  () => ({
    listRecentlyDeleted: vi.fn(),
    restoreItem: vi.fn(),
    deleteItemForGood: vi.fn(),
    emptyRecentlyDeleted: vi.fn(),
  }),
);
vi.mock('@org/data', async (importOriginal) => ({
  ...(await importOriginal<typeof DataModule>()),
  listRecentlyDeleted,
  restoreItem,
  deleteItemForGood,
  emptyRecentlyDeleted,
}));

afterEach(() => {
  for (const mock of [listRecentlyDeleted, restoreItem, deleteItemForGood, emptyRecentlyDeleted])
    mock.mockReset();
  vi.restoreAllMocks();
});

const NOW = new Date('2026-11-22T12:00:00Z');
const project: DeletedItem = {
  kind: 'project',
  projectId: 'p1' as ProjectId,
  name: 'Clinic',
  deletedAt: new Date('2026-11-20T12:00:00Z'),
  fileCount: 3,
};
const file: DeletedItem = {
  kind: 'file',
  projectId: 'p2' as ProjectId,
  projectName: 'Office',
  collection: 'ductCalculations',
  fileId: 'f1' as FileId,
  name: 'Main duct',
  deletedAt: new Date('2026-10-24T06:00:00Z'),
};

function setup(items: DeletedItem[], purged = 0) {
  listRecentlyDeleted.mockResolvedValue({ items, purged });
  const ctx = fakeDataContext('user-1');
  const rendered = renderWithData(<RecentlyDeleted now={() => NOW} />, { ctx });
  return { ...rendered, ctx };
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('RecentlyDeleted', () => {
  it('lists each item with its kind, where it was, its deletion date and days left', async () => {
    const { ctx } = setup([project, file]);
    const projectRow = await rowOf('Clinic');
    expect(listRecentlyDeleted).toHaveBeenCalledWith(ctx, NOW);
    expect(projectRow).toHaveTextContent('Project');
    expect(projectRow).toHaveTextContent('With 3 files');
    expect(projectRow).toHaveTextContent('28 days');
    expect(within(projectRow).getByText(/2026/).closest('time')).toHaveAttribute(
      'dateTime',
      '2026-11-20T12:00:00.000Z',
    );
    const fileRow = await rowOf('Main duct');
    // The calculator's one name, as the menu says it (issue 22).
    expect(fileRow).toHaveTextContent('Duct sizer');
    expect(fileRow).toHaveTextContent('In project “Office”');
    expect(fileRow).toHaveTextContent('1 day');
    expect(screen.getByRole('status')).toHaveTextContent('2 items, newest delete first.');
  });

  it('restores an item and drops it from the list', async () => {
    restoreItem.mockResolvedValue(undefined);
    const { ctx } = setup([project, file]);
    const row = await rowOf('Clinic');
    await userEvent.click(within(row).getByRole('button', { name: 'Restore Clinic' }));
    expect(restoreItem).toHaveBeenCalledWith(ctx, project);
    expect(await screen.findByText('Restored “Clinic”.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Clinic')).not.toBeInTheDocument());
    expect(screen.getByText('Main duct')).toBeInTheDocument();
  });

  it('says why a file cannot be restored and keeps it listed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    restoreItem.mockRejectedValue(new DataError('not-found', FILE_PROJECT_GONE));
    setup([file]);
    const row = await rowOf('Main duct');
    await userEvent.click(within(row).getByRole('button', { name: 'Restore Main duct' }));
    expect(await screen.findByText(FILE_PROJECT_GONE)).toBeInTheDocument();
    expect(screen.getByText('Main duct')).toBeInTheDocument();
  });

  it('deletes an item for good only after confirmation', async () => {
    deleteItemForGood.mockResolvedValue(undefined);
    const { ctx } = setup([project, file]);
    const row = await rowOf('Clinic');
    await userEvent.click(within(row).getByRole('button', { name: 'Delete Clinic for good' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete for good' });
    expect(dialog).toHaveTextContent(
      'Delete “Clinic” and every file in it for good? This cannot be undone.',
    );
    expect(deleteItemForGood).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(deleteItemForGood).toHaveBeenCalledWith(ctx, project);
    await waitFor(() => expect(screen.queryByText('Clinic')).not.toBeInTheDocument());
  });

  it('empties the list after confirmation', async () => {
    emptyRecentlyDeleted.mockResolvedValue(2);
    const { ctx } = setup([project, file]);
    await rowOf('Clinic');
    listRecentlyDeleted.mockResolvedValue({ items: [], purged: 0 });
    await userEvent.click(screen.getByRole('button', { name: 'Empty Recently deleted' }));
    const dialog = screen.getByRole('dialog', { name: 'Empty Recently deleted' });
    expect(dialog).toHaveTextContent('Delete all 2 items in Recently deleted for good?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Empty' }));
    expect(emptyRecentlyDeleted).toHaveBeenCalledWith(ctx);
    expect(await screen.findByText('Recently deleted is empty')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Empty Recently deleted' })).toBeDisabled();
  });

  it('says when expired items were deleted for good as the list opened', async () => {
    setup([], 2);
    expect(await screen.findByText('Recently deleted is empty')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Nothing here. 2 items were older than 30 days and deleted for good.',
    );
  });
});
