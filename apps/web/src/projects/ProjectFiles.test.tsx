import type * as DataModule from '@org/data';
import {
  COLLECTIONS,
  DataError,
  type FileId,
  type ProjectId,
  type SavedFile,
  type SavedFileRecord,
} from '@org/data';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userDataKeys } from '../data/query-keys';
import { ProjectFiles } from './ProjectFiles';
import type { FilesByCollection } from '../data/project-queries';
import { fakeDataContext, renderWithData } from './test-utils';

const { deleteFile, moveFileToTrash, restoreFile } = vi.hoisted(() => ({
  deleteFile: vi.fn(),
  moveFileToTrash: vi.fn(),
  restoreFile: vi.fn(),
}));
vi.mock('@org/data', async (importOriginal) => ({
  ...(await importOriginal<typeof DataModule>()),
  deleteFile,
  moveFileToTrash,
  restoreFile,
}));

afterEach(() => {
  deleteFile.mockReset();
  moveFileToTrash.mockReset();
  restoreFile.mockReset();
  vi.restoreAllMocks();
});

const projectId = 'p1' as ProjectId;
const file = (id: string, name: string, collection: SavedFile['collection']): SavedFile => ({
  status: 'ok',
  id: id as FileId,
  projectId,
  collection,
  name,
  createdAt: new Date('2026-11-20T09:00:00Z'),
  data: {},
});

/** A damaged pipe file, "Old loop". */
const oldLoop: SavedFileRecord = {
  status: 'damaged',
  id: 'x1' as FileId,
  projectId,
  collection: 'pipeCalculations',
  raw: { name: 'Old loop', data: 'not an object' },
  issues: [{ path: 'createdAt', message: 'Invalid input' }],
};

function filesOf(records: SavedFileRecord[]): FilesByCollection {
  const all = Object.fromEntries(
    COLLECTIONS.map((info) => [info.collection, []]),
  ) as unknown as FilesByCollection;
  for (const record of records) all[record.collection].push(record);
  return all;
}

function setup(records: SavedFileRecord[]) {
  const ctx = fakeDataContext('user-1');
  const files = filesOf(records);
  // The component reads its files from props; the page passes the cached query data.
  function Page() {
    return <ProjectFiles projectId={projectId} files={files} />;
  }
  const rendered = renderWithData(<Page />, { ctx, router: true });
  rendered.queryClient.setQueryData(userDataKeys.allFiles('user-1', projectId), files);
  return { ...rendered, ctx };
}

describe('ProjectFiles', () => {
  it('renders a long list’s rows near the viewport only, with the table’s row count', async () => {
    setup(Array.from({ length: 1000 }, (_, i) => file(`v${i}`, `Room ${i + 1}`, 'calculations')));
    const search = await screen.findByRole('search', { name: 'Find files' });
    expect(within(search).getByRole('status')).toHaveTextContent('1000 files');
    const table = screen.getByRole('table');
    // The header and the 1,000 files, of which only those near the viewport are in the page.
    expect(table).toHaveAttribute('aria-rowcount', '1001');
    const rows = within(table).getAllByRole('row');
    expect(rows.length).toBeLessThan(100);
    expect(rows[1]).toHaveAttribute('aria-rowindex', '2');
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'Room 1' })).toBeVisible();
  });

  it('finds files by name and by calculator type, saying how many are shown', async () => {
    setup([
      ...Array.from({ length: 30 }, (_, i) =>
        file(`h${i}`, `Room ${i + 1} heat load`, 'calculations'),
      ),
      file('d1', 'Main supply duct', 'ductCalculations'),
      file('d2', 'Return duct room 3', 'ductCalculations'),
    ]);
    const search = await screen.findByRole('search', { name: 'Find files' });
    expect(within(search).getByRole('status')).toHaveTextContent('32 files');

    await userEvent.type(within(search).getByRole('textbox', { name: 'Search files' }), 'ROOM 3');
    await waitFor(() =>
      expect(within(search).getByRole('status')).toHaveTextContent('Showing 3 of 32 files'),
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Room 3 heat load',
      'Room 30 heat load',
      'Return duct room 3',
    ]);

    await userEvent.selectOptions(
      within(search).getByRole('combobox', { name: 'Calculator type' }),
      'Duct sizer',
    );
    expect(within(search).getByRole('status')).toHaveTextContent('Showing 1 of 32 files');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Duct sizer (1 file)',
    ]);

    await userEvent.clear(within(search).getByRole('textbox', { name: 'Search files' }));
    await userEvent.type(within(search).getByRole('textbox', { name: 'Search files' }), 'nothing');
    expect(await screen.findByText('No files match this search.')).toBeInTheDocument();
  });

  // Issue 44: two files of one name in a project looked the same; each now says so.
  it('marks each of two files of one type that share a name, and no other', async () => {
    setup([
      file('h1', 'Office', 'calculations'),
      file('h2', 'Office', 'calculations'),
      file('h3', 'Lab', 'calculations'),
      file('d1', 'Office', 'ductCalculations'),
    ]);
    await screen.findAllByRole('heading', { level: 2 });
    const marks = screen.getAllByText('Same name as another file');
    expect(marks).toHaveLength(2);
    for (const mark of marks) expect(mark.closest('tr')).toHaveTextContent('Office');
    const labRow = screen.getByRole('link', { name: 'Lab' }).closest('tr');
    expect(labRow).not.toHaveTextContent('Same name as another file');
  });

  it('groups files by type in the document-tree order, each opening at its own address', async () => {
    setup([
      file('d1', 'Main supply duct', 'ductCalculations'),
      file('h1', 'Office heat load', 'calculations'),
    ]);
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Heat load (1 file)',
      'Duct sizer (1 file)',
    ]);
    expect(screen.getByRole('link', { name: 'Main supply duct' })).toHaveAttribute(
      'href',
      '/projects/p1/duct-sizer/d1',
    );
    expect(screen.getByRole('link', { name: 'Office heat load' })).toHaveAttribute(
      'href',
      '/projects/p1/heat-load/h1',
    );
  });

  it('moves a file to Recently deleted only after confirmation, drops it from the cache, and offers Undo', async () => {
    let finish!: () => void;
    moveFileToTrash.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    restoreFile.mockResolvedValue(undefined);
    const { queryClient, ctx } = setup([
      file('d1', 'Main supply duct', 'ductCalculations'),
      file('d2', 'Return duct', 'ductCalculations'),
    ]);

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Return duct' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete file' });
    expect(dialog).toHaveTextContent(
      'Delete “Return duct”? It moves to Recently deleted, where you can restore it for 30 days.',
    );
    expect(moveFileToTrash).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete file' }));
    expect(moveFileToTrash).toHaveBeenCalledWith(ctx, projectId, 'ductCalculations', 'd2');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Working…');

    finish();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Delete file' })).not.toBeInTheDocument(),
    );
    const cached = queryClient.getQueryData<FilesByCollection>(
      userDataKeys.allFiles('user-1', projectId),
    );
    expect(cached?.ductCalculations.map((record) => record.id)).toEqual(['d1']);
    expect(deleteFile).not.toHaveBeenCalled();

    expect(await screen.findByText('Moved to Recently deleted.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(restoreFile).toHaveBeenCalledWith(ctx, projectId, 'ductCalculations', 'd2');
    expect(await screen.findByText('Restored.')).toBeInTheDocument();
  });

  it('keeps the modal open with the reason when the delete fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    moveFileToTrash.mockRejectedValue(new DataError('unavailable'));
    setup([file('d1', 'Main supply duct', 'ductCalculations')]);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Main supply duct' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete file' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete file' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The database cannot be reached right now.',
    );
  });

  it('deletes a damaged file for good (its shape cannot take the deletedAt write), saying so first', async () => {
    deleteFile.mockResolvedValue(undefined);
    const { ctx } = setup([oldLoop]);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Old loop' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete file' });
    expect(dialog).toHaveTextContent('This file is damaged, so it is deleted for good');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete file' }));
    await waitFor(() =>
      expect(deleteFile).toHaveBeenCalledWith(ctx, projectId, 'pipeCalculations', 'x1'),
    );
    expect(moveFileToTrash).not.toHaveBeenCalled();
  });

  it('lists a damaged file, marked, with its raw data downloadable and no open link', async () => {
    setup([oldLoop]);
    const row = (await screen.findByText('Old loop')).closest('tr')!;
    expect(row).toHaveTextContent('Damaged');
    expect(
      within(row).getByRole('button', { name: 'Download raw data of Old loop' }),
    ).toBeEnabled();
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete Old loop' })).toBeEnabled();
  });
});
