import { Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import type { UnitSystem } from '@org/hvac-core/units';
import { useMemo, useState } from 'react';
import { ZodError } from 'zod';
import { SourcesGate } from '../../project-sources/SourcesStatus';
import { filePickerData, type PickableFile } from '../../project-sources/file-picker-labels';
import type { ProjectSources } from '../../project-sources/use-project-sources';

/** A saved file of the project a duty is taken from, with the inputs it stores. */
export interface DutySourceFile extends PickableFile {
  readonly data: unknown;
}

/** What was taken from which file: the values written, by field, in the calculator's units. */
export interface TakenDuty {
  readonly fileId: string;
  readonly fileName: string;
  readonly values: Readonly<Record<string, number>>;
  /** The units the values are in. */
  readonly unitSystem: UnitSystem;
}

export interface DutyFromFilePanelProps {
  /** Prefix of the element ids; required. */
  idPrefix: string;
  /** The heading ("Take the duty from a duct-system file"); required. */
  title: string;
  /** What is taken and how, under the heading; required. */
  description: string;
  /** The kind of file, lower case ("duct-system file"); required. */
  fileKind: string;
  /** The project's files of that kind; required. */
  sources: ProjectSources<DutySourceFile>;
  /**
   * The values a file gives, by field, in the calculator's units, recomputed by the engine; throws
   * a ZodError (inputs not valid) or a RangeError (cannot be computed). Required.
   */
  compute: (file: DutySourceFile) => Readonly<Record<string, number>>;
  /** Called with the file and its values when the user takes them; required. */
  onTake: (file: DutySourceFile, values: Readonly<Record<string, number>>) => void;
  /** What was taken last, to say when its file has changed since; default nothing. */
  taken?: TakenDuty | null;
  /** Called when the user drops the link to what was taken; default no "Unlink" button. */
  onUnlink?: () => void;
}

/** Relative difference below which two recomputations are the same duty (binary noise). */
const SAME = 1e-9;

function sameValues(a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>) {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const x = a[key];
    const y = b[key];
    if (x === undefined || y === undefined) return false;
    if (Math.abs(x - y) > SAME * Math.max(Math.abs(x), Math.abs(y), 1)) return false;
  }
  return true;
}

type Outcome =
  { ok: true; values: Readonly<Record<string, number>> } | { ok: false; reason: string };

/** A file's values, or why it gives none (its inputs fail their schema, or the engine's reason). */
function attempt(compute: DutyFromFilePanelProps['compute'], file: DutySourceFile): Outcome {
  try {
    return { ok: true, values: compute(file) };
  } catch (error) {
    if (error instanceof ZodError)
      return {
        ok: false,
        reason: `its inputs are not valid (${error.issues[0]?.message ?? 'unreadable'})`,
      };
    if (error instanceof RangeError) return { ok: false, reason: error.message };
    throw error;
  }
}

/**
 * "Take the duty from a … file": pick a saved file of the project, and the values the engine
 * recomputes from its inputs fill the calculator's fields. After taking, it says when the file's
 * duty has changed since (the project's files are read again when they change), so the user can
 * take it again; a file that cannot be computed is named with why, never a crash.
 */
export function DutyFromFilePanel({
  idPrefix,
  title,
  description,
  fileKind,
  sources,
  compute,
  onTake,
  taken = null,
  onUnlink,
}: DutyFromFilePanelProps) {
  const [picked, setPicked] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const files = useMemo(() => (sources.status === 'ready' ? sources.files : []), [sources]);
  const file = files.find((candidate) => candidate.fileId === picked) ?? files[0];
  const titleId = `${idPrefix}-duty-title`;
  const linkId = `${idPrefix}-duty-link`;

  // The file the fields were taken from, recomputed now: has its duty moved since?
  const takenFile =
    taken === null ? undefined : files.find((candidate) => candidate.fileId === taken.fileId);
  const drift = useMemo(() => {
    if (taken === null || sources.status !== 'ready') return null;
    if (takenFile === undefined) return 'gone' as const;
    const now = attempt(compute, takenFile);
    if (!now.ok) return 'broken' as const;
    return sameValues(now.values, taken.values) ? null : ('changed' as const);
  }, [taken, takenFile, sources.status, compute]);

  const take = (source: DutySourceFile) => {
    const outcome = attempt(compute, source);
    if (!outcome.ok) {
      setProblem(`“${source.name}” gives no duty: ${outcome.reason}. Nothing was changed.`);
      return;
    }
    setProblem(null);
    onTake(source, outcome.values);
  };

  return (
    <Paper withBorder p="sm" radius="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h5" id={titleId}>
        {title}
      </Title>
      <Text size="xs" c="dimmed" mb="xs">
        {description}
      </Text>
      <SourcesGate
        sources={sources}
        noProject={`Save this file in a project to take the duty from its ${fileKind}s.`}
        reading={`the project’s ${fileKind}s`}
        empty={`The project has no ${fileKind} yet.`}
      >
        <Stack gap="xs">
          <Group gap="xs" align="flex-end">
            <NativeSelect
              id={`${idPrefix}-duty-file`}
              label={fileKind.charAt(0).toUpperCase() + fileKind.slice(1)}
              size="xs"
              data={filePickerData(files)}
              value={file?.fileId}
              onChange={(event) => setPicked(event.currentTarget.value)}
            />
            <Button size="compact-sm" onClick={() => (file ? take(file) : undefined)}>
              Take the duty
            </Button>
          </Group>
          {problem === null ? null : (
            <Text size="sm" c="red" role="alert">
              {problem}
            </Text>
          )}
        </Stack>
      </SourcesGate>
      {taken !== null && drift !== null ? (
        <Group gap="xs" role="status" data-testid={`${idPrefix}-duty-drift`}>
          <Text size="sm" c="orange.8">
            {drift === 'gone'
              ? `The ${fileKind} “${taken.fileName}”, which the duty was taken from, is no longer in the project.`
              : drift === 'broken'
                ? `“${taken.fileName}” has changed since its duty was taken, and cannot be computed now.`
                : `“${taken.fileName}” has changed since its duty was taken.`}
          </Text>
          {drift === 'changed' && takenFile !== undefined ? (
            <Button size="compact-xs" variant="light" onClick={() => take(takenFile)}>
              Take it again
            </Button>
          ) : null}
        </Group>
      ) : null}
      {taken !== null && onUnlink !== undefined ? (
        <Group gap="xs" mt="xs">
          <Text size="sm" id={linkId}>
            The duty is linked to the {fileKind} “{taken.fileName}”.
          </Text>
          <Button size="compact-xs" variant="subtle" aria-describedby={linkId} onClick={onUnlink}>
            Unlink
          </Button>
        </Group>
      ) : null}
    </Paper>
  );
}
