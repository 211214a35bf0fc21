import { Alert, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { fromSi, unitLabel, type UnitSystem } from '@org/hvac-core/units';
import { useMemo, useState, type ReactNode } from 'react';
import { ZodError } from 'zod';
import { formatDateTime } from '../../format-date';
import { PanelCard } from '../../calculator-kit/PanelCard';
import { SourcesGate } from '../../project-sources/SourcesStatus';
import { filePickerData } from '../../project-sources/file-picker-labels';
import type { BuildingLoadSourceFile, BuildingLoadSources } from '../building-load/load-sources';
import { ductSystemFieldId } from './field-id';
import { quantityText } from './format';
import {
  buildingRoomAirflows,
  importRoomTerminals,
  roomChanges,
  type SourceRoom,
} from './room-airflows';
import { treeRows } from './section-tree';
import type { DuctSystemFileDraft } from './terminal-source';

export interface BuildingLoadTerminalsProps {
  /** The duct system draft; required. */
  value: DuctSystemFileDraft;
  /** Called with the draft with the terminals filled in; required. */
  onChange: (next: DuctSystemFileDraft) => void;
  /** The project's building-load files; required. */
  sources: BuildingLoadSources;
  /** A project picker when the file is not in a project yet; default none. */
  projectPicker?: ReactNode;
}

type RoomsRead = { ok: true; rooms: SourceRoom[] } | { ok: false; reason: string };

/** A file's rooms with their airflows, or why they cannot be read. */
function readRooms(file: BuildingLoadSourceFile): RoomsRead {
  try {
    return { ok: true, rooms: buildingRoomAirflows(file.data) };
  } catch (error) {
    if (error instanceof ZodError)
      return { ok: false, reason: error.issues[0]?.message ?? 'its inputs are not valid' };
    if (error instanceof RangeError) return { ok: false, reason: error.message };
    throw error;
  }
}

/** An airflow in the page's unit: "127 cfm". */
function airflowText(m3s: number, unitSystem: UnitSystem): string {
  return `${quantityText(fromSi(m3s, 'airflow', unitSystem), 'airflow', unitSystem)} ${unitLabel('airflow', unitSystem)}`;
}

/**
 * "Terminals from a building-load file": each room of a saved building-load file of the project
 * gets a runout with a terminal at the supply airflow its result gives it (recomputed by the
 * current engine), under a chosen section; a second import of the same file sets the linked
 * terminals' airflows again. The draft keeps the file's id, the time and each room's airflow, and
 * the panel says when the file's rooms need other airflows now.
 */
export function BuildingLoadTerminals({
  value,
  onChange,
  sources,
  projectPicker,
}: BuildingLoadTerminalsProps) {
  const unitSystem: UnitSystem = value.unitSystem === 'Metric' ? 'Metric' : 'Imperial';
  const link = value.terminalSource;
  const files = sources.status === 'ready' ? sources.files : [];
  const [picked, setPicked] = useState('');
  const [systemFilter, setSystemFilter] = useState('');
  const [parent, setParent] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const file = files.find((candidate) => candidate.fileId === (picked || link?.fileId)) ?? files[0];
  const linkedFile = link ? files.find((candidate) => candidate.fileId === link.fileId) : undefined;
  // A building file is computed here (tens of ms): once per file, not per keystroke.
  const read = useMemo(() => (file ? readRooms(file) : null), [file]);
  const linkedRead = useMemo(
    () => (linkedFile === undefined ? null : linkedFile === file ? read : readRooms(linkedFile)),
    [linkedFile, file, read],
  );
  const systems = read?.ok
    ? [
        ...new Map(
          read.rooms.flatMap((room) =>
            room.systemId ? [[room.systemId, room.systemName ?? '']] : [],
          ),
        ).entries(),
      ]
    : [];
  const rooms = read?.ok
    ? read.rooms.filter((room) => systemFilter === '' || room.systemId === systemFilter)
    : [];
  const parents = treeRows(value.sections).filter(
    ({ index }) => value.sections[index]?.terminal === undefined,
  );
  const changes = link && linkedRead?.ok ? roomChanges(link, linkedRead.rooms) : [];

  const take = () => {
    if (!file || !read?.ok) return;
    const parentIndex = parent === '' ? null : value.sections.findIndex((s) => s.id === parent);
    const done = importRoomTerminals(
      value,
      {
        fileId: file.fileId,
        fileName: file.name,
        importedAt: new Date().toISOString(),
        rooms,
      },
      parentIndex === -1 ? null : parentIndex,
    );
    onChange(done.draft);
    const parts = [
      done.added > 0 ? `${done.added} runouts added` : '',
      done.updated > 0 ? `${done.updated} terminals updated` : '',
      done.withoutAirflow.length > 0
        ? `left out (no air system serves them): ${done.withoutAirflow.join(', ')}`
        : '',
    ].filter((part) => part !== '');
    setMessage(`From “${file.name}”: ${parts.join('; ') || 'no room has a supply airflow'}.`);
  };

  return (
    <PanelCard
      titleId="duct-system-terminals-title"
      title="Terminals from a building-load file"
      intro="Each room’s supply airflow (for its sensible peak at its air system’s supply temperature), computed from a saved building-load file of the project, becomes a runout with its terminal, or updates the terminal it was given before. Lengths, fittings and terminal pressure drops stay yours to enter."
    >
      {projectPicker}
      {link ? (
        <Stack gap={4} data-testid="duct-system-terminal-source">
          <Text size="sm">
            Terminals from “{link.fileName}”, {link.rooms.length} rooms, imported{' '}
            {formatDateTime(new Date(link.importedAt))}.
          </Text>
          {sources.status === 'ready' && linkedFile === undefined ? (
            <Text size="sm" c="dimmed">
              That file is not in this project any more: the airflows stay as imported.
            </Text>
          ) : null}
          {linkedRead && !linkedRead.ok ? (
            <Text size="sm" c="red">
              “{link.fileName}” cannot be computed now ({linkedRead.reason}).
            </Text>
          ) : null}
          {changes.length > 0 ? (
            <Alert
              color="yellow"
              title="The building-load file has changed since the import"
              role="status"
            >
              <Stack gap={4}>
                <Text size="sm">
                  {changes
                    .map(
                      (change) =>
                        `${change.roomName} (${change.sectionId}): ${airflowText(change.importedM3s, unitSystem)} imported, ${
                          change.currentM3s === null
                            ? 'no supply airflow now'
                            : `${airflowText(change.currentM3s, unitSystem)} now`
                        }`,
                    )
                    .join('; ')}
                  .
                </Text>
                <Text size="sm">Import it again below to update the terminals.</Text>
              </Stack>
            </Alert>
          ) : linkedRead?.ok ? (
            <Text size="sm" c="dimmed">
              The file’s rooms still give the imported airflows.
            </Text>
          ) : null}
        </Stack>
      ) : null}
      <SourcesGate
        sources={sources}
        noProject="Save this file in a project to take airflows from its building-load files."
        reading="the project’s building-load files"
        empty="The project has no building-load file yet."
      >
        <Stack gap="xs">
          <Group gap="xs" align="flex-end" wrap="wrap">
            <NativeSelect
              id={ductSystemFieldId(['terminalSource', 'file'])}
              label="Building-load file"
              size="xs"
              data={filePickerData(files)}
              value={file?.fileId}
              onChange={(event) => setPicked(event.currentTarget.value)}
            />
            <NativeSelect
              id={ductSystemFieldId(['terminalSource', 'system'])}
              label="Rooms"
              size="xs"
              data={[
                { value: '', label: 'Every room' },
                ...systems.map(([id, name]) => ({ value: id, label: `Served by ${name}` })),
              ]}
              value={systemFilter}
              onChange={(event) => setSystemFilter(event.currentTarget.value)}
            />
            <NativeSelect
              id={ductSystemFieldId(['terminalSource', 'parent'])}
              label="New runouts under"
              size="xs"
              data={[
                { value: '', label: 'The fan (runs of their own)' },
                ...parents.map(({ index, depth }) => {
                  const section = value.sections[index];
                  const name = typeof section?.name === 'string' ? section.name : '';
                  return {
                    value: section?.id ?? '',
                    label: `${'  '.repeat(depth)}${section?.id ?? ''}${name === '' ? '' : ` ${name}`}`,
                  };
                }),
              ]}
              value={parent}
              onChange={(event) => setParent(event.currentTarget.value)}
            />
            <Button size="compact-sm" onClick={take} disabled={!read?.ok || rooms.length === 0}>
              {link && link.fileId === file?.fileId
                ? 'Update terminals from the file'
                : 'Add terminals for the rooms'}
            </Button>
          </Group>
          {read && !read.ok ? (
            <Text size="sm" c="red" role="alert">
              “{file?.name}” cannot be computed ({read.reason}).
            </Text>
          ) : read?.ok ? (
            <Text size="xs" c="dimmed">
              {rooms.length} rooms:{' '}
              {rooms
                .map(
                  (room) =>
                    `${room.roomName} ${room.airflowM3s === null ? '(no air system)' : airflowText(room.airflowM3s, unitSystem)}`,
                )
                .join(', ')}
            </Text>
          ) : null}
          {message === null ? null : (
            <Text size="sm" role="status">
              {message}
            </Text>
          )}
        </Stack>
      </SourcesGate>
    </PanelCard>
  );
}
