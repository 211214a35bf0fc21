import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  backupFileName,
  exportEverything,
  exportProject,
  serializeBackup,
  type Backup,
  type ProjectId,
} from '@org/data';
import { downloadText } from '@org/ui';
import { useState } from 'react';
import { useDataState } from '../data/data-state';
import { showDataFailure } from '../data/show-data-failure';

/** Runs an export and saves it as a file; a failure becomes an error toast that says why. */
function useExport(run: () => Promise<Backup>, what: string) {
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      const backup = await run();
      downloadText(backupFileName(backup), serializeBackup(backup));
      notifications.show({ color: 'green', message: `${what} exported.` });
    } catch (error) {
      console.error('Export failed.', error);
      showDataFailure('Export failed', error, 'The backup could not be made.');
    } finally {
      setBusy(false);
    }
  };
  return { busy, start };
}

export interface ExportProjectButtonProps {
  /** The project to export with all its files; required. */
  projectId: ProjectId;
}

/** Downloads one project and all its files as a JSON backup. */
export function ExportProjectButton({ projectId }: ExportProjectButtonProps) {
  const { ctx } = useDataState();
  const { busy, start } = useExport(() => exportProject(ctx, projectId), 'Project');
  return (
    <Button variant="default" loading={busy} onClick={() => void start()}>
      Export project
    </Button>
  );
}

/** Downloads every project, every file and the company profile as one JSON backup. */
export function ExportEverythingButton() {
  const { ctx } = useDataState();
  const { busy, start } = useExport(() => exportEverything(ctx), 'Everything');
  return (
    <Button variant="default" loading={busy} onClick={() => void start()}>
      Export everything
    </Button>
  );
}
