import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { BUILDING_LOAD_LIMITS, roomFromHeatLoad } from '@org/hvac-core/building-load';
import type { UnitSystem } from '@org/hvac-core/units';
import { useState, type ReactNode } from 'react';
import type { RoomSourcesState } from './room-sources';
import type { Draft, DraftRoom } from './types';
import { nextListId } from './types';
import { filePickerData } from '../../project-sources/file-picker-labels';
import { SourcesGate } from '../../project-sources/SourcesStatus';

/** What an import did, for the message under the room table. */
export interface RoomImportReport {
  readonly fileName: string;
  readonly roomName: string;
  readonly notCarried: readonly string[];
}

export interface ImportRoomButtonProps {
  /** The building draft; required. */
  value: Draft;
  /** Called with the draft with the imported room (and its constructions) added; required. */
  onImport: (next: Draft, report: RoomImportReport) => void;
  /** The project's heat-load files; default none (the page has no project). */
  sources?: RoomSourcesState;
  /** A project picker shown when the building file is not in a project; default none. */
  projectPicker?: ReactNode;
}

/** The numbers of a room, as numbers: a draft may hold a field as text or blank. */
function templateOf(room: DraftRoom | undefined, unitSystem: UnitSystem) {
  const metric = unitSystem === 'Metric';
  const n = (value: unknown, fallback: number): number => {
    const number = typeof value === 'string' && value.trim() === '' ? NaN : Number(value);
    return Number.isFinite(number) ? number : fallback;
  };
  return {
    indoorTemp: n(room?.indoorTemp, metric ? 24 : 75),
    heatingIndoorTemp: n(room?.heatingIndoorTemp, metric ? 21 : 70),
    indoorRhPercent: n(room?.indoorRhPercent, 50),
    lightingRadiantFraction: n(room?.lightingRadiantFraction, 0.57),
    equipmentRadiantFraction: n(room?.equipmentRadiantFraction, 0.3),
    scheduleStartHour: n(room?.scheduleStartHour, 8),
    scheduleEndHour: n(room?.scheduleEndHour, 18),
    unoccupiedPercent: n(room?.unoccupiedPercent, 0),
    rtsConstruction: room?.rtsConstruction ?? 'medium',
    carpet: room?.carpet ?? true,
    glassPercent: room?.glassPercent ?? 50,
  };
}

/**
 * "Import from heat-load file": lists the project's saved room heat-load files; the one picked
 * becomes a new room (walls, windows, roof, people, lighting, equipment, infiltration, outdoor air)
 * by the engine's `roomFromHeatLoad`, in the building's units, in the zone of the last room.
 */
export function ImportRoomButton({
  value,
  onImport,
  sources = { status: 'noProject' },
  projectPicker,
}: ImportRoomButtonProps) {
  const [opened, setOpened] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const unitSystem: UnitSystem = value.unitSystem ?? 'Imperial';
  const full = value.rooms.length >= BUILDING_LOAD_LIMITS.rooms;
  const files = sources.status === 'ready' ? sources.files : [];
  const chosen = files.find((f) => f.fileId === picked);

  const importRoom = (): void => {
    if (chosen === undefined) return;
    const last = value.rooms.at(-1);
    const outcome = roomFromHeatLoad(chosen.data, {
      unitSystem,
      roomId: nextListId('r', value.rooms),
      zoneId: last?.zoneId ?? value.zones[0]?.id ?? '',
      constructionIds: value.constructions.map((c) => c.id),
      fileName: chosen.name,
      template: templateOf(last, unitSystem),
    });
    if (!outcome.ok) {
      setError(`“${chosen.name}” cannot be imported: ${outcome.reason}.`);
      return;
    }
    if (
      value.constructions.length + outcome.constructions.length >
      BUILDING_LOAD_LIMITS.constructions
    ) {
      setError(
        `“${chosen.name}” needs ${outcome.constructions.length} new constructions; a building has at most ${BUILDING_LOAD_LIMITS.constructions}.`,
      );
      return;
    }
    onImport(
      {
        ...value,
        constructions: [...value.constructions, ...outcome.constructions],
        rooms: [...value.rooms, outcome.room],
      },
      { fileName: chosen.name, roomName: outcome.room.name, notCarried: outcome.notCarried },
    );
    setError(null);
    setOpened(false);
  };

  return (
    <>
      <Button size="xs" variant="default" disabled={full} onClick={() => setOpened(true)}>
        Import from heat-load file
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title="Import a room from a heat-load file"
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            A saved room heat-load calculation of the project becomes a room here: its walls,
            windows and roof, people, lighting, equipment, infiltration and outdoor air, in this
            file’s units. What a heat-load file does not hold is listed after the import.
          </Text>
          {projectPicker}
          <SourcesGate
            sources={sources}
            noProject="The heat-load files are read from a project: save this building file in a project, or choose the project here."
            reading="the project’s heat-load files"
            empty="The project has no heat-load calculation yet."
          >
            <Select
              label="Heat-load file"
              placeholder="Choose a file"
              data={filePickerData(files)}
              value={picked}
              onChange={(next) => {
                setPicked(next);
                setError(null);
              }}
              searchable
              comboboxProps={{ withinPortal: true }}
            />
          </SourcesGate>
          {error === null ? null : (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              Cancel
            </Button>
            <Button onClick={importRoom} disabled={chosen === undefined}>
              Import room
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
