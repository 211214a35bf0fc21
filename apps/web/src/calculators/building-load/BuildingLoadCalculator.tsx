import { Group, Stack, TextInput } from '@mantine/core';
import {
  convertBuildingLoadInput,
  type BuildingLoadInput,
  type BuildingLoadInputDraft,
  type BuildingLoadResult,
} from '@org/hvac-core/building-load';
import { useState, type ReactNode } from 'react';
import { draftText } from '../../calculator-kit/draft-text';
import { MountInTurn } from '../../calculator-kit/MountInTurn';
import type { CalculatorEditorProps } from '../../calculator-kit/types';
import { DraftUnitSystemControl } from '../../calculator-kit/UnitSystemControl';
import { focusElementById, useInputErrors } from '../../calculator-kit/use-input-errors';
import { BuildingResults } from './BuildingResults';
import { fieldId } from './field-id';
import type { RoomSourcesState } from './room-sources';
import { ConstructionsPanel } from './ConstructionsPanel';
import { RoomsPanel } from './RoomsPanel';
import { SitePanel } from './SitePanel';
import { WindowTypesPanel } from './WindowTypesPanel';
import { ZonesSystemsPanel } from './ZonesSystemsPanel';

/**
 * The building-load editor: site and design weather (imported from the engineer's .ddy/.stat or
 * typed), constructions, rooms (table and details), zones and systems, and the results. Controlled:
 * the workspace evaluates each draft once; every number comes from hvac-core.
 */
export function BuildingLoadCalculator({
  value,
  onChange,
  evaluation,
  roomSources,
  projectPicker,
  chartActions,
}: CalculatorEditorProps<BuildingLoadInputDraft, BuildingLoadInput, BuildingLoadResult> & {
  /** Controls under the coil process that act on the result (open a system's chart); default none. */
  chartActions?: (result: BuildingLoadResult) => ReactNode;
  /** The project's heat-load files, for the room import; default none (no project). */
  roomSources?: RoomSourcesState;
  /** A project picker for the room import when the file is not in a project; default none. */
  projectPicker?: ReactNode;
}) {
  const { result, stale, errors } = evaluation;
  const [selectedRoom, setSelectedRoom] = useState(0);
  const selected = Math.min(selectedRoom, Math.max(0, value.rooms.length - 1));
  const panel = { value, onChange, errors };
  const { alert } = useInputErrors<string>(evaluation, {
    goal: "to see the building's loads",
    focusElement: (key) => {
      const parts = key.split('.');
      if (parts[0] === 'rooms' && parts[1] !== undefined && parts[2] !== 'zoneId') {
        setSelectedRoom(Number(parts[1]));
      }
      // After the room's details have rendered.
      requestAnimationFrame(() => focusElementById(fieldId(parts)));
    },
  });

  return (
    <Stack gap="md">
      <Group align="flex-end" justify="space-between">
        <TextInput
          label="Calculation name"
          id={fieldId(['calculationName'])}
          value={draftText(value.calculationName) ?? ''}
          onChange={(event) => onChange({ ...value, calculationName: event.currentTarget.value })}
          error={errors['calculationName']}
          maw={420}
          style={{ flexGrow: 1 }}
        />
        <DraftUnitSystemControl
          idPrefix="building-load"
          draft={value}
          onChange={onChange}
          convert={convertBuildingLoadInput}
        />
      </Group>
      {alert}
      {/* The panels are memoized: the project's heat-load files arriving (for the room import)
          draws the rooms again, not the site, constructions, window types and zones. */}
      <MountInTurn>
        <SitePanel {...panel} />
        <ConstructionsPanel {...panel} />
        <WindowTypesPanel {...panel} />
        <RoomsPanel
          {...panel}
          result={result}
          selected={selected}
          onSelect={setSelectedRoom}
          roomSources={roomSources}
          projectPicker={projectPicker}
        />
        <ZonesSystemsPanel {...panel} />
        {result ? (
          <BuildingResults result={result} stale={stale} processActions={chartActions?.(result)} />
        ) : null}
      </MountInTurn>
    </Stack>
  );
}
