import { Alert, Button, FileInput, Group, List, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  applyImport,
  isDataError,
  parseBackup,
  planImport,
  type FileCollectionName,
  type ImportPlan,
  type ImportResult,
} from '@org/data';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataState } from '../data/data-state';
import { userDataKeys } from '../data/query-keys';
import { calculatorByCollection } from '../calculators/catalog';

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
  | { kind: 'review'; plan: ImportPlan }
  | { kind: 'importing'; plan: ImportPlan };

const messageOf = (error: unknown, fallback: string): string =>
  isDataError(error) ? error.message : fallback;

/**
 * Import a backup: pick a file → it is validated and planned (nothing written) → the plan says what
 * will be added, which names clash and what is skipped → the user confirms → it is applied. Import
 * only adds (new ids, renamed clashes), so nothing already stored is ever overwritten.
 */
export function ImportBackupModal({ opened, onClose, onImported }: ImportBackupModalProps) {
  const { ctx } = useDataState();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'pick' });
  const [error, setError] = useState<string | null>(null);
  const busy = step.kind === 'planning' || step.kind === 'importing';

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
      setStep({ kind: 'review', plan: await planImport(ctx, parsed.backup) });
    } catch (caught) {
      console.error('Planning the import failed.', caught);
      setError(messageOf(caught, 'The file could not be read.'));
      setStep({ kind: 'pick' });
    }
  };

  const confirm = async (plan: ImportPlan) => {
    setStep({ kind: 'importing', plan });
    setError(null);
    try {
      const result = await applyImport(ctx, plan);
      if (ctx) await queryClient.invalidateQueries({ queryKey: userDataKeys.all(ctx.uid) });
      notifications.show({
        color: 'green',
        message: `Imported ${result.projects.length} ${result.projects.length === 1 ? 'project' : 'projects'} and ${result.files} ${result.files === 1 ? 'file' : 'files'}.`,
      });
      reset();
      onClose();
      onImported?.(result);
    } catch (caught) {
      console.error('The import failed.', caught);
      // Projects imported before the failure stay (applyImport removes only the one that failed).
      if (ctx) void queryClient.invalidateQueries({ queryKey: userDataKeys.all(ctx.uid) });
      setError(
        `The import failed: ${messageOf(caught, 'the data could not be written.')} Projects already imported are kept; nothing else was changed.`,
      );
      setStep({ kind: 'review', plan });
    }
  };

  const plan = step.kind === 'review' || step.kind === 'importing' ? step.plan : null;
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
        {plan ? <ImportPlanSummary plan={plan} /> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button
            onClick={() => plan && void confirm(plan)}
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

/** What the plan will add: the planner's own sentences, then the projects and skipped entries. */
function ImportPlanSummary({ plan }: { plan: ImportPlan }) {
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
        <>
          <Text size="sm" fw={600}>
            Projects
          </Text>
          <List size="sm" spacing={4}>
            {plan.projects.map((project) => (
              <List.Item key={project.sourceId}>
                {project.name} ({project.files.length}{' '}
                {project.files.length === 1 ? 'file' : 'files'})
                {project.renamed ? ` (renamed from "${project.originalName}")` : ''}
              </List.Item>
            ))}
          </List>
        </>
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
        <>
          <Text size="sm" fw={600}>
            Skipped
          </Text>
          <List size="sm" spacing={4}>
            {plan.skipped.map((entry) => (
              <List.Item key={`${entry.kind}-${entry.id}`}>{entry.reason}</List.Item>
            ))}
          </List>
        </>
      ) : null}
    </Stack>
  );
}
