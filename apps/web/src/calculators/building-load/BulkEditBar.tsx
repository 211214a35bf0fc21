import { Button, Group, Paper, Select, Text } from '@mantine/core';
import { BUILDING_ROOM_FIELD_SPECS } from '@org/hvac-core/building-load';
import { fieldUnitLabel } from '@org/hvac-core/fields';
import { ACTIVITY_LEVELS } from '@org/hvac-core/heat-load';
import type { UnitSystem } from '@org/hvac-core/units';
import { UnitInput } from '@org/ui';
import { useState } from 'react';
import { NONE, type Draft, type DraftRoom } from './types';

/** Typical occupied hours (the same presets as the room's details; this tool's assumptions). */
export interface SchedulePreset {
  readonly value: string;
  readonly label: string;
  readonly start: number;
  readonly end: number;
}

type NumericKey =
  | 'people'
  | 'lightingDensity'
  | 'equipmentDensity'
  | 'infiltration'
  | 'ventilation'
  | 'indoorTemp'
  | 'heatingIndoorTemp';

type FieldKey = NumericKey | 'schedule' | 'zoneId' | 'activity';

interface FieldOption {
  readonly value: FieldKey;
  readonly label: string;
}

const FIELDS: readonly FieldOption[] = [
  { value: 'people', label: 'People' },
  { value: 'lightingDensity', label: 'Lighting power density' },
  { value: 'equipmentDensity', label: 'Equipment power density' },
  { value: 'schedule', label: 'Schedule preset' },
  { value: 'infiltration', label: 'Infiltration' },
  { value: 'ventilation', label: 'Outdoor air' },
  { value: 'zoneId', label: 'Zone' },
  { value: 'activity', label: 'Activity' },
  { value: 'indoorTemp', label: 'Cooling indoor temperature' },
  { value: 'heatingIndoorTemp', label: 'Heating indoor temperature' },
];

/** The unit of a room number, as the room's details show it. */
function unitOf(key: NumericKey, system: UnitSystem): string {
  return fieldUnitLabel(BUILDING_ROOM_FIELD_SPECS[key].unit, system);
}

function isNumericKey(key: FieldKey): key is NumericKey {
  return key !== 'schedule' && key !== 'zoneId' && key !== 'activity';
}

/**
 * Sets one value in every selected room: the change a choice makes to a room, for the fields a
 * bulk edit offers (a number in the building's units, a schedule preset, a zone or an activity).
 */
export function bulkChange(
  key: FieldKey,
  choice: number | string,
  presets: readonly SchedulePreset[],
): Partial<DraftRoom> | null {
  if (isNumericKey(key)) return typeof choice === 'number' ? { [key]: choice } : null;
  if (key === 'schedule') {
    const preset = presets.find((p) => p.value === choice);
    return preset ? { scheduleStartHour: preset.start, scheduleEndHour: preset.end } : null;
  }
  if (key === 'zoneId') return { zoneId: choice === NONE ? '' : String(choice) };
  const level = ACTIVITY_LEVELS.find((l) => l.id === choice);
  return level ? { activity: level.id } : null;
}

export interface BulkEditBarProps {
  /** The building draft; required. */
  value: Draft;
  /** The ids of the selected rooms; required. */
  selectedIds: ReadonlySet<string>;
  /** Called with the draft with the selected rooms changed and a sentence saying what changed; required. */
  onApply: (next: Draft, message: string) => void;
  /** The schedule presets; required. */
  presets: readonly SchedulePreset[];
  /** Clears the selection; required. */
  onClear: () => void;
}

/** "Set for the N selected rooms": one field, one value, applied to every selected room. */
export function BulkEditBar({ value, selectedIds, onApply, presets, onClear }: BulkEditBarProps) {
  const unitSystem: UnitSystem = value.unitSystem ?? 'Imperial';
  const [field, setField] = useState<FieldKey>('people');
  const [number, setNumber] = useState<number | undefined>(undefined);
  const [choice, setChoice] = useState<string | null>(null);
  const count = value.rooms.filter((r) => selectedIds.has(r.id)).length;
  const label = FIELDS.find((f) => f.value === field)?.label ?? field;

  const choices: { value: string; label: string }[] =
    field === 'schedule'
      ? presets.map((p) => ({ value: p.value, label: p.label }))
      : field === 'zoneId'
        ? [
            { value: NONE, label: 'No zone' },
            ...value.zones.map((z) => ({ value: z.id, label: z.name || z.id })),
          ]
        : field === 'activity'
          ? ACTIVITY_LEVELS.map((l) => ({ value: l.id, label: l.label }))
          : [];
  const picked = isNumericKey(field) ? number : (choice ?? undefined);
  const change = picked === undefined ? null : bulkChange(field, picked, presets);

  const apply = (): void => {
    if (change === null) return;
    const shown = isNumericKey(field)
      ? `${String(number)}${unitOf(field, unitSystem) === '' ? '' : ` ${unitOf(field, unitSystem)}`}`
      : (choices.find((c) => c.value === choice)?.label ?? '');
    onApply(
      {
        ...value,
        rooms: value.rooms.map((room) =>
          selectedIds.has(room.id) ? { ...room, ...change } : room,
        ),
      },
      `${label} set to ${shown} in ${count} ${count === 1 ? 'room' : 'rooms'}.`,
    );
  };

  return (
    <Paper
      withBorder
      p="xs"
      component="fieldset"
      aria-labelledby="bl-bulk-heading"
      data-testid="building-bulk-edit"
    >
      <Text id="bl-bulk-heading" size="sm" fw={600} mb={4}>
        Set for the {count} selected {count === 1 ? 'room' : 'rooms'}
      </Text>
      <Group align="flex-end" gap="xs">
        <Select
          label="Field"
          data={FIELDS.map((f) => ({ value: f.value, label: f.label }))}
          value={field}
          onChange={(next) => {
            const match = FIELDS.find((f) => f.value === next);
            if (match) {
              setField(match.value);
              setChoice(null);
            }
          }}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          w={240}
        />
        {isNumericKey(field) ? (
          <UnitInput
            id="bl-bulk-value"
            label={`New ${label.toLowerCase()}`}
            unit={unitOf(field, unitSystem)}
            value={number}
            onChange={(next) => setNumber(next)}
          />
        ) : (
          <Select
            id="bl-bulk-value"
            label={`New ${label.toLowerCase()}`}
            data={choices}
            value={choice}
            onChange={setChoice}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            w={260}
          />
        )}
        <Button onClick={apply} disabled={change === null || count === 0}>
          Apply to {count} {count === 1 ? 'room' : 'rooms'}
        </Button>
        <Button variant="subtle" onClick={onClear}>
          Clear selection
        </Button>
      </Group>
    </Paper>
  );
}
