import {
  Alert,
  Button,
  Code,
  FileInput,
  Group,
  List,
  Modal,
  Progress,
  Stack,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  applyImport,
  IMPORT_STALE_AFTER_MS,
  isDataError,
  parseBackup,
  planImport,
  type FileCollectionName,
  type ImportPlan,
  type ImportProgress,
  type ImportResult,
} from '@org/data';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useDataState } from '../data/data-state';
import { userDataKeys } from '../data/query-keys';
import { calculatorByCollection } from '../calculators/catalog';
import { checkPlannedFiles, type DamagedImportFile } from './check-files';
import { withImportLock } from './import-lock';
import { forgetImports, noteImportStarted } from './imports-started-here';
import { plural } from '../plural';

export interface ImportBackupModalProps {
  /** Whether the modal is open; required. */
  opened: boolean;
  /** Closes it; required. */
  onClose: () => void;
  /** Called after a successful import, with what was added; default none. */
  onImported?: (result: ImportResult) => void;
}

/** A backup is a few MB at most (a logo is the largest item); refuse anything absurd before reading it. */
const MAX_BACKUP_BYTES = 50 * 1024 * 1024;

type Step =
  | { kind: 'pick' }
  | { kind: 'planning' }
  | { kind: 'review'; plan: ImportPlan; damaged: DamagedImportFile[] }
  | { kind: 'importing'; plan: ImportPlan; damaged: DamagedImportFile[] };

/** Damaged files listed with their data; the rest are counted. */
const DAMAGED_SHOWN = 20;

const messageOf = (error: unknown, fallback: string): string =>
  isDataError(error) ? error.message : fallback;

/**
 * Import a backup: pick a file → it is validated and planned (nothing written) → the plan says what
 * will be added, which names clash and what is skipped → the user confirms → it is applied. Import
 * only adds (new ids, renamed clashes), so nothing already stored is ever overwritten. Every file is
 * checked against its calculator's schema before anything is written, and damaged ones are listed
 * with their data. While the import runs, leaving the tab asks first; a project whose import is
 * interrupted anyway stays hidden and is rolled back on the next start (InterruptedImportRecovery);
 * if the app opened elsewhere rolled it back while this tab was stalled, the error says so.
 */
export function ImportBackupModal({ opened, onClose, onImported }: ImportBackupModalProps) {
  const { ctx } = useDataState();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'pick' });
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const busy = step.kind === 'planning' || step.kind === 'importing';
  const importing = step.kind === 'importing';

  // Leaving the tab mid-import would cut it short: the browser asks first.
  useEffect(() => {
    if (!importing) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [importing]);

  const reset = () => {
    setFile(null);
    setStep({ kind: 'pick' });
    setError(null);
  };
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };

  const pick = async (picked: File | null) => {
    setFile(picked);
    setError(null);
    setStep({ kind: 'pick' });
    if (!picked) return;
    if (picked.size > MAX_BACKUP_BYTES) {
      setError('This file is too large to be a backup of this app.');
      return;
    }
    setStep({ kind: 'planning' });
    try {
      const parsed = parseBackup(await picked.text());
      if (!parsed.ok) {
        setError(parsed.message);
        setStep({ kind: 'pick' });
        return;
      }
      const planned = await planImport(ctx, parsed.backup);
      setStep({ kind: 'review', plan: planned, damaged: await checkPlannedFiles(planned) });
    } catch (caught) {
      console.error('Planning the import failed.', caught);
      setError(messageOf(caught, 'The file could not be read.'));
      setStep({ kind: 'pick' });
    }
  };

  const confirm = async (plan: ImportPlan, damaged: DamagedImportFile[]) => {
    setStep({ kind: 'importing', plan, damaged });
    setError(null);
    setProgress(null);
    // The projects this run starts, noted so that a reload's recovery here knows they stopped.
    const started: string[] = [];
    const uid = ctx?.uid;
    const onProjectStart = (projectId: string) => {
      started.push(projectId);
      if (uid) noteImportStarted(uid, projectId);
    };
    try {
      const result = await withImportLock(() =>
        applyImport(ctx, plan, { onProgress: setProgress, onProjectStart }),
      );
      if (ctx) await queryClient.invalidateQueries({ queryKey: userDataKeys.all(ctx.uid) });
      notifications.show({
        color: 'green',
        message: `Imported ${plural(result.projects.length, 'project')} and ${plural(result.files, 'file')}.`,
      });
      reset();
      onClose();
      onImported?.(result);
    } catch (caught) {
      console.error('The import failed.', caught);
      // Projects imported before the failure stay (applyImport removes only the one that failed).
      if (ctx) void queryClient.invalidateQueries({ queryKey: userDataKeys.all(ctx.uid) });
      setError(
        // Removed by the app opened elsewhere, which took it as interrupted: its own words say so.
        isDataError(caught) && caught.code === 'conflict'
          ? caught.message
          : `The import failed: ${messageOf(caught, 'the data could not be written.')} Projects already imported are kept; nothing else was changed.`,
      );
      setStep({ kind: 'review', plan, damaged });
    } finally {
      if (uid) forgetImports(uid, started);
    }
  };

  const reviewed = step.kind === 'review' || step.kind === 'importing' ? step : null;
  const plan = reviewed?.plan ?? null;
  const nothingToAdd =
    plan !== null && plan.counts.projects === 0 && plan.companyProfile.action !== 'create';

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Import a backup"
      size="lg"
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text size="sm">
          Choose a backup file exported from this app. You will see what it adds before anything is
          saved; existing projects are never changed or replaced.
        </Text>
        <FileInput
          label="Backup file"
          placeholder="Choose a .json file"
          accept="application/json,.json"
          value={file}
          onChange={(picked) => void pick(picked)}
          disabled={busy}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear the chosen file' }}
        />
        {step.kind === 'planning' ? (
          <Text size="sm" role="status">
            Checking the backup…
          </Text>
        ) : null}
        {error ? (
          <Alert color="red" role="alert" title="Cannot import">
            {error}
          </Alert>
        ) : null}
        {reviewed ? <ImportPlanSummary plan={reviewed.plan} damaged={reviewed.damaged} /> : null}
        {importing ? <ImportProgressNote progress={progress} /> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button
            onClick={() => reviewed && void confirm(reviewed.plan, reviewed.damaged)}
            disabled={plan === null || nothingToAdd}
            loading={step.kind === 'importing'}
          >
            Import
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Which project is being written and how many of its files are in; the tab must stay open. */
function ImportProgressNote({ progress }: { progress: ImportProgress | null }) {
  const fraction =
    progress && progress.fileCount > 0 ? progress.filesWritten / progress.fileCount : 0;
  return (
    <Stack gap={4}>
      <Text size="sm" role="status">
        {progress
          ? `Importing "${progress.projectName}" (project ${progress.projectIndex + 1} of ${progress.projectCount}): ${progress.filesWritten} of ${progress.fileCount} files written.`
          : 'Importing…'}{' '}
        Keep this tab open until it finishes; if it is closed, the unfinished project is removed the
        next time the app opens in this browser, or on another device once it has written nothing
        for {IMPORT_STALE_AFTER_MS / 60_000} minutes.
      </Text>
      <Progress value={fraction * 100} aria-label="Import progress" />
    </Stack>
  );
}

/** A small heading over a list of the plan (its projects, what it skips). */
function HeadedList({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <List size="sm" spacing={4}>
        {children}
      </List>
    </>
  );
}

/** Files that fail their calculator's schema, each with its problems and its data as in the backup. */
function DamagedFilesList({ damaged }: { damaged: readonly DamagedImportFile[] }) {
  return (
    <Stack gap={4} role="region" aria-label="Damaged files in this backup">
      <Text size="sm" fw={600}>
        Damaged files
      </Text>
      <Text size="sm">
        {damaged.length === 1 ? '1 file does' : `${damaged.length} files do`} not match its
        calculator. {damaged.length === 1 ? 'It is' : 'They are'} imported as stored and open as
        damaged, with the data shown, so nothing is lost.
      </Text>
      <List size="sm" spacing={4}>
        {damaged.slice(0, DAMAGED_SHOWN).map((file) => (
          <List.Item key={`${file.projectName}-${file.collection}-${file.sourceId}`}>
            <details>
              <summary>
                {file.name} ({calculatorByCollection(file.collection).title}, in "{file.projectName}
                "):{' '}
                {file.issues
                  .map((issue) =>
                    issue.field ? `${issue.field}: ${issue.message}` : issue.message,
                  )
                  .join('; ')}
              </summary>
              <Code block aria-label={`Data of ${file.name}`}>
                {JSON.stringify(file.raw, null, 2)}
              </Code>
            </details>
          </List.Item>
        ))}
      </List>
      {damaged.length > DAMAGED_SHOWN ? (
        <Text size="sm">and {damaged.length - DAMAGED_SHOWN} more.</Text>
      ) : null}
    </Stack>
  );
}

/** What the plan will add: the planner's own sentences, then the projects and skipped entries. */
function ImportPlanSummary({
  plan,
  damaged,
}: {
  plan: ImportPlan;
  damaged: readonly DamagedImportFile[];
}) {
  const byCollection = Object.entries(plan.counts.filesByCollection) as [
    FileCollectionName,
    number,
  ][];
  return (
    <Stack gap="xs" aria-label="What the import will add" role="region">
      <Text fw={600}>What will be added</Text>
      <List size="sm" spacing={4}>
        {plan.summary.map((sentence) => (
          <List.Item key={sentence}>{sentence}</List.Item>
        ))}
      </List>
      {plan.projects.length > 0 ? (
        <HeadedList title="Projects">
          {plan.projects.map((project) => (
            <List.Item key={project.sourceId}>
              {project.name} ({plural(project.files.length, 'file')})
              {project.renamed ? ` (renamed from "${project.originalName}")` : ''}
            </List.Item>
          ))}
        </HeadedList>
      ) : null}
      {byCollection.length > 0 ? (
        <Text size="sm" c="dimmed">
          Files by type:{' '}
          {byCollection
            .map(([collection, count]) => `${calculatorByCollection(collection).title} ${count}`)
            .join(', ')}
        </Text>
      ) : null}
      {plan.skipped.length > 0 ? (
        <HeadedList title="Skipped">
          {plan.skipped.map((entry) => (
            <List.Item key={`${entry.kind}-${entry.id}`}>{entry.reason}</List.Item>
          ))}
        </HeadedList>
      ) : null}
      {damaged.length > 0 ? <DamagedFilesList damaged={damaged} /> : null}
    </Stack>
  );
}
