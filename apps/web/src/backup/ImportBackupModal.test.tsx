import type * as DataModule from '@org/data';
import {
  BACKUP_FORMAT,
  asProjectId,
  BACKUP_VERSION,
  DataError,
  importStoppedMessage,
  type ImportPlan,
} from '@org/data';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDataContext, renderWithData } from '../projects/test-utils';
import { ImportBackupModal } from './ImportBackupModal';
import { importsStartedHere } from './imports-started-here';

const planImport = vi.hoisted(() => vi.fn());
const applyImport = vi.hoisted(() => vi.fn());
vi.mock('@org/data', async (importOriginal) => ({
  ...(await importOriginal<typeof DataModule>()),
  planImport,
  applyImport,
}));

afterEach(() => {
  planImport.mockReset();
  applyImport.mockReset();
  vi.restoreAllMocks();
  localStorage.clear();
});

const backup = {
  format: BACKUP_FORMAT,
  version: BACKUP_VERSION,
  exportedAt: '2026-11-22T10:00:00.000Z',
  appId: 'hvac-workbench',
  projects: [
    {
      id: 'p1',
      name: 'Office',
      description: '',
      createdAt: '2026-11-20T10:00:00.000Z',
      files: {
        ductCalculations: [
          {
            id: 'f1',
            name: 'Main duct',
            createdAt: '2026-11-20T10:00:00.000Z',
            data: { airflow: 1000 },
          },
        ],
      },
    },
  ],
};

const plan: ImportPlan = {
  uid: 'user-1',
  projects: [
    {
      sourceId: 'p1',
      name: 'Office (imported)',
      originalName: 'Office',
      renamed: true,
      description: '',
      files: [
        {
          collection: 'ductCalculations',
          sourceId: 'f1',
          name: 'Main duct',
          createdAt: new Date('2026-11-20T10:00:00.000Z'),
          data: { airflow: 1000 },
        },
      ],
    },
  ],
  companyProfile: { action: 'none' },
  counts: { projects: 1, files: 1, filesByCollection: { ductCalculations: 1 } },
  clashes: [{ originalName: 'Office', newName: 'Office (imported)' }],
  skipped: [{ kind: 'file', id: 'f9', reason: 'A damaged file in "Office".' }],
  summary: [
    '1 project and 1 file will be added. Nothing already stored will be changed.',
    '"Office" already exists, so the imported copy will be named "Office (imported)".',
  ],
};

const jsonFile = (content: string, name = 'backup.json') =>
  new File([content], name, { type: 'application/json' });

function open() {
  const onClose = vi.fn();
  const ctx = fakeDataContext('user-1');
  renderWithData(<ImportBackupModal opened onClose={onClose} />, { ctx });
  const dialog = screen.getByRole('dialog', { name: 'Import a backup' });
  // Mantine's FileInput keeps the real <input type="file"> hidden beside its button.
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { dialog, input, onClose, ctx };
}

describe('ImportBackupModal', () => {
  it('refuses a file that is not a backup, saying why, and offers nothing to import', async () => {
    const { dialog, input } = open();
    await userEvent.upload(input, jsonFile('{"hello":"world"}'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This file is not an HVAC Workbench backup.',
    );
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(planImport).not.toHaveBeenCalled();
  });

  it('shows what will be added, the renamed clash and the skipped entries, then imports on confirm', async () => {
    planImport.mockResolvedValue(plan);
    applyImport.mockResolvedValue({
      projects: [{ sourceId: 'p1', id: 'new', name: 'Office (imported)' }],
      files: 1,
      companyProfile: 'none',
    });
    const { dialog, input, onClose, ctx } = open();
    await userEvent.upload(input, jsonFile(JSON.stringify(backup)));

    const summary = await within(dialog).findByRole('region', { name: 'What the import will add' });
    expect(summary).toHaveTextContent('1 project and 1 file will be added.');
    expect(summary).toHaveTextContent('Office (imported) (1 file) (renamed from "Office")');
    expect(summary).toHaveTextContent('Duct sizer 1');
    expect(summary).toHaveTextContent('A damaged file in "Office".');
    expect(planImport).toHaveBeenCalledWith(
      ctx,
      expect.objectContaining({ format: BACKUP_FORMAT }),
    );
    // Checked against the duct sizer's schema before anything is written, and shown with its data.
    const damaged = await within(dialog).findByRole('region', {
      name: 'Damaged files in this backup',
    });
    expect(damaged).toHaveTextContent('Main duct (Duct sizer, in "Office (imported)")');
    expect(within(damaged).getByLabelText('Data of Main duct')).toHaveTextContent(
      '"airflow": 1000',
    );
    expect(applyImport).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(applyImport).toHaveBeenCalledWith(
      ctx,
      plan,
      expect.objectContaining({ onProgress: expect.any(Function) }),
    );
    expect(await screen.findByText('Imported 1 project and 1 file.')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('reports a failed import and keeps the plan to retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    planImport.mockResolvedValue(plan);
    applyImport.mockRejectedValue(new Error('disk full'));
    const { dialog, input, onClose } = open();
    await userEvent.upload(input, jsonFile(JSON.stringify(backup)));
    await within(dialog).findByRole('region', { name: 'What the import will add' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The import failed: the data could not be written.',
    );
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses a backup of 300,000 entries with the count and the limit, before planning (issue 44)', async () => {
    const { dialog, input } = open();
    const file = { id: 'f', name: 'F', createdAt: '2026-11-20T10:00:00.000Z', data: {} };
    const huge = {
      ...backup,
      projects: [{ ...backup.projects[0], files: { boqs: Array(300_000).fill(file) } }],
    };
    await userEvent.upload(input, jsonFile(JSON.stringify(huge)));
    expect(await within(dialog).findByRole('alert', {}, { timeout: 30_000 })).toHaveTextContent(
      'This backup holds 300,001 projects and files; an import takes at most 50,000, so it cannot be imported.',
    );
    expect(planImport).not.toHaveBeenCalled();
  }, 60_000);

  it('says so when the app opened elsewhere took the import as interrupted and removed it (issue 44)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    planImport.mockResolvedValue(plan);
    const noted: Set<string>[] = [];
    applyImport.mockImplementation((_ctx, _plan, options: DataModule.ApplyImportOptions) => {
      // The project is noted as started here before it is written, for a reload's recovery.
      options.onProjectStart?.(asProjectId('new-1'));
      noted.push(importsStartedHere('user-1'));
      return Promise.reject(new DataError('conflict', importStoppedMessage('Office (imported)')));
    });
    const { dialog, input } = open();
    await userEvent.upload(input, jsonFile(JSON.stringify(backup)));
    await within(dialog).findByRole('region', { name: 'What the import will add' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(importStoppedMessage('Office (imported)'));
    expect(alert).not.toHaveTextContent('The import failed');
    expect(noted).toEqual([new Set(['new-1'])]);
    expect(importsStartedHere('user-1')).toEqual(new Set());
  });

  it('asks before the tab is left while the import runs, and no longer once it is done', async () => {
    planImport.mockResolvedValue(plan);
    let finish: (result: DataModule.ImportResult) => void = () => undefined;
    applyImport.mockImplementation(
      (_ctx, _plan, options: DataModule.ApplyImportOptions) =>
        new Promise<DataModule.ImportResult>((resolve) => {
          options.onProgress?.({
            projectName: 'Office (imported)',
            projectIndex: 0,
            projectCount: 1,
            filesWritten: 0,
            fileCount: 1,
            stage: 'project',
          });
          finish = resolve;
        }),
    );
    const { dialog, input } = open();
    await userEvent.upload(input, jsonFile(JSON.stringify(backup)));
    await within(dialog).findByRole('region', { name: 'What the import will add' });
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(
      await within(dialog).findByText(
        /Importing "Office \(imported\)" \(project 1 of 1\): 0 of 1 files/,
      ),
    ).toBeInTheDocument();
    expect(leave()).toBe(true);

    finish({ projects: [], files: 0, companyProfile: 'none' });
    expect(await screen.findByText('Imported 0 projects and 0 files.')).toBeInTheDocument();
    expect(leave()).toBe(false);
  });
});
