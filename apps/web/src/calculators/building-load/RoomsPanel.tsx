import {
  Alert,
  Button,
  Checkbox,
  Group,
  List,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  BUILDING_LOAD_LIMITS,
  EQUIPMENT_RADIANT_FRACTIONS,
  LUMINAIRE_RADIANT_FRACTIONS,
  luminaireRadiantFraction,
  BUILDING_SURFACE_ORIENTATIONS,
  BUILDING_WINDOW_ORIENTATIONS,
  BUILDING_CONSTRUCTION_FIELD_SPECS,
  BUILDING_ROOM_FIELD_SPECS,
  BUILDING_SURFACE_FIELD_SPECS,
  BUILDING_WINDOW_FIELD_SPECS,
  UNSHADED_WINDOW,
  type BuildingLoadResult,
} from '@org/hvac-core/building-load';
import { ACTIVITY_LEVELS } from '@org/hvac-core/heat-load';
import { unitLabel } from '@org/hvac-core/units';
import type { UnitSystem } from '@org/hvac-core/units';
import { useState, type ReactNode } from 'react';
import { BulkEditBar } from './BulkEditBar';
import {
  AddRowButton,
  ChoiceField,
  NumberField,
  numberFieldList,
  RemoveButton,
  TextField,
  fieldId,
  fieldNames,
  numberFields,
} from './fields';
import { ConstructionCtsField, WindowGlazingField } from './LibraryFields';
import { area as formatArea, load, loadUnit, peakTime } from './format';
import { ImportRoomButton, type RoomImportReport } from './ImportRoomButton';
import type { RoomSourcesState } from './room-sources';
import type {
  Draft,
  DraftConstruction,
  DraftPanelProps,
  DraftRoom,
  DraftSurface,
  DraftWindow,
  Errors,
} from './types';
import { NONE, nextListId, patchAt, removeAt, replaceAt } from './types';
import { Panel } from './Panel';

/**
 * Schedule presets: typical occupied hours to start from (edit them to suit the building). They are
 * this tool's assumptions, not the schedules of a standard; the form and the report say so.
 */
export const SCHEDULE_PRESETS = [
  { value: 'office', label: 'Office, 8:00–18:00', start: 8, end: 18 },
  { value: 'retail', label: 'Retail, 9:00–21:00', start: 9, end: 21 },
  { value: 'school', label: 'School, 7:00–16:00', start: 7, end: 16 },
  { value: 'always', label: '24/7', start: 0, end: 24 },
] as const;

const ORIENTATION_LABELS: Record<string, string> = {
  N: 'North',
  NE: 'Northeast',
  E: 'East',
  SE: 'Southeast',
  S: 'South',
  SW: 'Southwest',
  W: 'West',
  NW: 'Northwest',
  roof: 'Roof',
  horizontal: 'Horizontal (skylight)',
};

const orientationOptions = <T extends string>(orientations: readonly T[]) =>
  orientations.map((o) => ({ value: o, label: ORIENTATION_LABELS[o] ?? o }));

/**
 * The radiant-fraction presets of a room: lighting by luminaire (the middle of ASHRAE F ch. 18
 * table 3's range), equipment from table 14 (office equipment) and §2.3 (motors).
 */
const FRACTION_PRESETS = [
  {
    fraction: 'lightingRadiantFraction',
    label: 'Luminaire (ASHRAE F ch. 18, table 3)',
    customLabel: 'Other: enter the fraction',
    options: LUMINAIRE_RADIANT_FRACTIONS.map((row) => ({
      value: row.id,
      label: `${row.luminaire} (${luminaireRadiantFraction(row)})`,
      fraction: luminaireRadiantFraction(row),
    })),
  },
  {
    fraction: 'equipmentRadiantFraction',
    label: 'Equipment (ASHRAE F ch. 18, table 14)',
    customLabel: 'Other: enter the fraction (tables 6–12)',
    options: EQUIPMENT_RADIANT_FRACTIONS.map((row) => ({
      value: row.id,
      label: `${row.equipment} (${row.radiantFraction})`,
      fraction: row.radiantFraction,
    })),
  },
] as const;

interface FractionPresetSelectProps {
  label: string;
  /** The presets, each with its radiant fraction; required. */
  options: readonly { value: string; label: string; fraction: number }[];
  /** The option shown when the fraction is none of the presets'; required. */
  customLabel: string;
  /** The room's radiant fraction as the draft holds it; required. */
  fraction: unknown;
  /** Called with the fraction of the preset chosen; required. */
  onChange: (fraction: number) => void;
}

/** A radiant-fraction preset: picking one sets the fraction field; "custom" while it is typed. */
function FractionPresetSelect({
  label,
  options,
  customLabel,
  fraction,
  onChange,
}: FractionPresetSelectProps) {
  return (
    <Select
      label={label}
      data={[
        ...options.map(({ value, label: optionLabel }) => ({ value, label: optionLabel })),
        { value: 'custom', label: customLabel },
      ]}
      value={options.find((o) => o.fraction === Number(fraction))?.value ?? 'custom'}
      onChange={(next) => {
        const chosen = options.find((o) => o.value === next);
        if (chosen) onChange(chosen.fraction);
      }}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

export interface RoomsPanelProps extends DraftPanelProps {
  result: BuildingLoadResult | null;
  selected: number;
  onSelect: (index: number) => void;
  /** The project's heat-load files, for "Import from heat-load file"; default none. */
  roomSources?: RoomSourcesState;
  /** A project picker for the import when the file is not in a project; default none. */
  projectPicker?: ReactNode;
}

function newRoom(value: Draft): DraftRoom {
  const template = value.rooms.at(-1);
  const id = nextListId('r', value.rooms);
  const metric = value.unitSystem === 'Metric';
  const base: DraftRoom = template ?? {
    id,
    name: '',
    zoneId: value.zones[0]?.id ?? '',
    floorArea: metric ? 20 : 215,
    indoorTemp: metric ? 24 : 75,
    indoorRhPercent: 50,
    heatingIndoorTemp: metric ? 21 : 70,
    people: 0,
    lightingDensity: 0,
    lightingRadiantFraction: 0.57,
    equipmentDensity: 0,
    equipmentRadiantFraction: 0.3,
    scheduleStartHour: 8,
    scheduleEndHour: 18,
    unoccupiedPercent: 0,
    infiltration: 0,
    ventilation: 0,
    surfaces: [],
    windows: [],
  };
  return { ...base, id, name: `Room ${value.rooms.length + 1}`, surfaces: [], windows: [] };
}

/** The rooms as a compact table (add, duplicate, delete, pick a zone) and the chosen room's details. */
export function RoomsPanel({
  value,
  onChange,
  errors,
  result,
  selected,
  onSelect,
  roomSources,
  projectPicker,
}: RoomsPanelProps) {
  const unitSystem: UnitSystem = value.unitSystem ?? 'Imperial';
  const rooms = value.rooms;
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [status, setStatus] = useState('');
  const [imported, setImported] = useState<RoomImportReport | null>(null);
  const selectedIds = new Set(rooms.filter((r) => checked.has(r.id)).map((r) => r.id));
  const allChecked = rooms.length > 0 && selectedIds.size === rooms.length;
  const toggle = (id: string, on: boolean): void => {
    const next = new Set(selectedIds);
    if (on) next.add(id);
    else next.delete(id);
    setChecked(next);
  };
  const zones = value.zones.map((z) => ({ value: z.id, label: z.name || z.id }));
  const setRooms = (next: DraftRoom[]): void => onChange({ ...value, rooms: next });
  const full = rooms.length >= BUILDING_LOAD_LIMITS.rooms;

  const duplicate = (index: number): void => {
    const room = rooms[index];
    if (room === undefined) return;
    const id = nextListId('r', rooms);
    const copy: DraftRoom = { ...room, id, name: `${room.name} (copy)` };
    setRooms([...rooms.slice(0, index + 1), copy, ...rooms.slice(index + 1)]);
    onSelect(index + 1);
  };

  return (
    <Panel
      headingId="bl-rooms-heading"
      title="Rooms"
      actions={
        <Group gap="xs">
          <ImportRoomButton
            value={value}
            sources={roomSources}
            projectPicker={projectPicker}
            onImport={(next, report) => {
              onChange(next);
              onSelect(next.rooms.length - 1);
              setImported(report);
              setStatus(`Room “${report.roomName}” imported from “${report.fileName}”.`);
            }}
          />
          <Button
            size="xs"
            disabled={full}
            onClick={() => {
              setRooms([...rooms, newRoom(value)]);
              onSelect(rooms.length);
            }}
          >
            Add room
          </Button>
        </Group>
      }
    >
      <VisuallyHidden role="status" aria-live="polite" data-testid="building-rooms-status">
        {status}
      </VisuallyHidden>
      {imported === null ? null : (
        <Alert
          color="blue"
          title={`“${imported.roomName}” imported from “${imported.fileName}”: not carried or assumed`}
          withCloseButton
          closeButtonLabel="Dismiss the import notes"
          onClose={() => setImported(null)}
          data-testid="building-room-import-notes"
        >
          <List size="sm">
            {imported.notCarried.map((note) => (
              <List.Item key={note}>{note}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {selectedIds.size > 0 ? (
        <BulkEditBar
          value={value}
          selectedIds={selectedIds}
          presets={SCHEDULE_PRESETS}
          onApply={(next, message) => {
            onChange(next);
            setStatus(message);
          }}
          onClear={() => setChecked(new Set())}
        />
      ) : null}
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover withTableBorder aria-label="Rooms">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={36}>
                <Checkbox
                  aria-label="Select all rooms"
                  checked={allChecked}
                  indeterminate={selectedIds.size > 0 && !allChecked}
                  onChange={(event) =>
                    setChecked(
                      event.currentTarget.checked ? new Set(rooms.map((r) => r.id)) : new Set(),
                    )
                  }
                />
              </Table.Th>
              <Table.Th>Room</Table.Th>
              <Table.Th>Zone</Table.Th>
              <Table.Th ta="right">Floor area ({unitLabel('area', unitSystem)})</Table.Th>
              <Table.Th ta="right">Peak total ({loadUnit(unitSystem)})</Table.Th>
              <Table.Th>Peak at</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rooms.map((room, index) => {
              const own = result?.rooms.find((r) => r.id === room.id);
              const name = room.name || `room ${index + 1}`;
              return (
                <Table.Tr key={room.id} data-testid="building-room-row">
                  <Table.Td>
                    <Checkbox
                      aria-label={`Select ${name}`}
                      checked={selectedIds.has(room.id)}
                      onChange={(event) => toggle(room.id, event.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      fw={index === selected ? 800 : 500}
                      td={index === selected ? 'underline' : undefined}
                      onClick={() => onSelect(index)}
                      aria-current={index === selected ? 'true' : undefined}
                    >
                      {room.name || `Room ${index + 1}`}
                    </Button>
                  </Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={`Zone of ${name}`}
                      id={fieldId(['rooms', index, 'zoneId'])}
                      data={[{ value: NONE, label: 'No zone' }, ...zones]}
                      value={room.zoneId || NONE}
                      onChange={(zoneId) =>
                        setRooms(
                          replaceAt(rooms, index, {
                            ...room,
                            zoneId: zoneId === null || zoneId === NONE ? '' : zoneId,
                          }),
                        )
                      }
                      allowDeselect={false}
                      size="xs"
                      error={errors[`rooms.${index}.zoneId`]}
                    />
                  </Table.Td>
                  <Table.Td ta="right">
                    {own ? formatArea(own.floorAreaM2, unitSystem) : '—'}
                  </Table.Td>
                  <Table.Td ta="right">{own ? load(own.peak.totalW, unitSystem) : '—'}</Table.Td>
                  <Table.Td>{own ? peakTime(own.peak) : '—'}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Button
                        variant="subtle"
                        size="compact-xs"
                        disabled={full}
                        onClick={() => duplicate(index)}
                        aria-label={`Duplicate ${name}`}
                      >
                        Duplicate
                      </Button>
                      <Button
                        variant="subtle"
                        color="red"
                        size="compact-xs"
                        disabled={rooms.length <= 1}
                        onClick={() => {
                          setRooms(removeAt(rooms, index));
                          onSelect(Math.max(0, Math.min(selected, rooms.length - 2)));
                        }}
                        aria-label={`Delete ${name}`}
                      >
                        Delete
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rooms[selected] ? (
        <RoomDetail
          room={rooms[selected]}
          index={selected}
          constructions={value.constructions}
          unitSystem={unitSystem}
          errors={errors}
          onChange={(room) => setRooms(replaceAt(rooms, selected, room))}
        />
      ) : null}
    </Panel>
  );
}

interface RoomDetailProps {
  room: DraftRoom;
  index: number;
  constructions: readonly DraftConstruction[];
  unitSystem: UnitSystem;
  errors: Errors;
  onChange: (room: DraftRoom) => void;
}

function RoomDetail({ room, index, constructions, unitSystem, errors, onChange }: RoomDetailProps) {
  const p = (...rest: (string | number)[]) => ['rooms', index, ...rest];
  const set = (next: Partial<DraftRoom>): void => onChange({ ...room, ...next });
  const field = numberFields({
    fields: BUILDING_ROOM_FIELD_SPECS,
    row: room,
    path: p(),
    unitSystem,
    errors,
    set: (name, v) => set({ [name]: v }),
  });
  const surfaces = room.surfaces;
  const windows = room.windows;
  const setSurface = (s: number, next: Partial<DraftSurface>): void =>
    set({ surfaces: patchAt(surfaces, s, next) });
  const setWindow = (w: number, next: Partial<DraftWindow>): void =>
    set({ windows: patchAt(windows, w, next) });
  const preset = SCHEDULE_PRESETS.find(
    (s) => s.start === Number(room.scheduleStartHour) && s.end === Number(room.scheduleEndHour),
  );
  const fractionPreset = ({ fraction, ...select }: (typeof FRACTION_PRESETS)[number]) => (
    <FractionPresetSelect
      {...select}
      fraction={room[fraction]}
      onChange={(value) => set({ [fraction]: value })}
    />
  );

  return (
    <Paper withBorder p="sm" aria-labelledby="bl-room-detail-heading" component="section">
      <Stack gap="sm">
        <Title order={4} id="bl-room-detail-heading" size="h5">
          Room details: {room.name || `Room ${index + 1}`}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextField
            path={p('name')}
            label="Room name"
            value={room.name}
            onChange={(name) => set({ name })}
            errors={errors}
          />
          {numberFieldList(field, fieldNames(BUILDING_ROOM_FIELD_SPECS), {
            lightingDensity: (
              <ChoiceField
                path={p('activity')}
                label="Activity"
                value={room.activity ?? 'moderatelyActiveOfficeWork'}
                data={ACTIVITY_LEVELS.map((level) => ({ value: level.id, label: level.label }))}
                onChange={(activity) => set({ activity })}
                errors={errors}
              />
            ),
            lightingRadiantFraction: fractionPreset(FRACTION_PRESETS[0]),
            equipmentRadiantFraction: fractionPreset(FRACTION_PRESETS[1]),
            scheduleStartHour: (
              <Select
                label="Schedule preset"
                data={[
                  ...SCHEDULE_PRESETS.map((s) => ({ value: s.value, label: s.label })),
                  { value: 'custom', label: 'Custom hours' },
                ]}
                value={preset?.value ?? 'custom'}
                onChange={(next) => {
                  const chosen = SCHEDULE_PRESETS.find((s) => s.value === next);
                  if (chosen) set({ scheduleStartHour: chosen.start, scheduleEndHour: chosen.end });
                }}
                allowDeselect={false}
                description="Assumed typical hours, not a standard’s schedule"
              />
            ),
          })}
          <ChoiceField
            path={p('rtsConstruction')}
            label="Construction class (RTS)"
            value={room.rtsConstruction ?? 'medium'}
            data={[
              { value: 'light', label: 'Light' },
              { value: 'medium', label: 'Medium' },
              { value: 'heavy', label: 'Heavy' },
            ]}
            onChange={(rtsConstruction) => set({ rtsConstruction })}
            errors={errors}
          />
          <ChoiceField
            path={p('glassPercent')}
            label="Glass, % of exterior wall (RTS)"
            value={String(room.glassPercent ?? 50)}
            data={[
              { value: '10', label: '10 %' },
              { value: '50', label: '50 %' },
              { value: '90', label: '90 %' },
            ]}
            onChange={(g) => set({ glassPercent: Number(g) as 10 | 50 | 90 })}
            errors={errors}
          />
          <Checkbox
            mt="xl"
            label="Carpeted floor"
            checked={room.carpet ?? true}
            onChange={(e) => set({ carpet: e.currentTarget.checked })}
          />
        </SimpleGrid>

        <Group justify="space-between">
          <Text fw={600}>Walls and roofs</Text>
          <AddRowButton
            size="compact-sm"
            list={surfaces}
            max={BUILDING_LOAD_LIMITS.surfacesPerRoom}
            disabled={constructions.length === 0}
            prefix="s"
            make={(id): DraftSurface => ({
              id,
              orientation: 'N',
              area: 0,
              constructionId: constructions[0]?.id ?? '',
            })}
            onAdd={(next) => set({ surfaces: next })}
          >
            Add surface
          </AddRowButton>
        </Group>
        {surfaces.map((surface, s) => (
          <Group key={surface.id} grow align="flex-start" data-testid="building-surface">
            <ChoiceField
              path={p('surfaces', s, 'orientation')}
              label={`Surface ${s + 1} orientation`}
              value={surface.orientation}
              data={orientationOptions(BUILDING_SURFACE_ORIENTATIONS)}
              onChange={(orientation) => setSurface(s, { orientation })}
              errors={errors}
            />
            <NumberField
              {...numberFields({
                fields: BUILDING_SURFACE_FIELD_SPECS,
                row: surface,
                path: p('surfaces', s),
                unitSystem,
                errors,
                set: (name, v) => setSurface(s, { [name]: v }),
              })('area')}
              label={`Surface ${s + 1} net area`}
            />
            <ChoiceField
              path={p('surfaces', s, 'constructionId')}
              label={`Surface ${s + 1} construction`}
              value={surface.constructionId}
              data={constructions.map((c) => ({ value: c.id, label: c.name || c.id }))}
              onChange={(constructionId) => setSurface(s, { constructionId })}
              errors={errors}
            />
            <RemoveButton
              onClick={() => set({ surfaces: removeAt(surfaces, s) })}
              label={`Remove surface ${s + 1}`}
            />
          </Group>
        ))}

        <Group justify="space-between">
          <Text fw={600}>Windows</Text>
          <AddRowButton
            size="compact-sm"
            list={windows}
            max={BUILDING_LOAD_LIMITS.windowsPerRoom}
            prefix="w"
            make={(id): DraftWindow => ({
              id,
              orientation: 'N',
              width: unitSystem === 'Metric' ? 1 : 3,
              height: unitSystem === 'Metric' ? 1.5 : 5,
              count: 1,
              uFactor: unitSystem === 'Metric' ? 2.8 : 0.49,
              shgc: 0.4,
              ...UNSHADED_WINDOW,
            })}
            onAdd={(next) => set({ windows: next })}
          >
            Add window
          </AddRowButton>
        </Group>
        {windows.map((window, w) => (
          <Paper key={window.id} withBorder p="xs" data-testid="building-window">
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              <ChoiceField
                path={p('windows', w, 'orientation')}
                label={`Window ${w + 1} orientation`}
                value={window.orientation}
                data={orientationOptions(BUILDING_WINDOW_ORIENTATIONS)}
                onChange={(orientation) => setWindow(w, { orientation })}
                errors={errors}
              />
              {numberFieldList(
                numberFields({
                  fields: BUILDING_WINDOW_FIELD_SPECS,
                  row: window,
                  path: p('windows', w),
                  unitSystem,
                  errors,
                  set: (name, v) => setWindow(w, { [name]: v }),
                }),
                fieldNames(BUILDING_WINDOW_FIELD_SPECS),
                {
                  iac: (
                    <WindowGlazingField
                      path={p('windows', w, 'glazingId')}
                      label="Glazing type (angular SHGC)"
                      window={window}
                      errors={errors}
                      onChange={(next) => set({ windows: replaceAt(windows, w, next) })}
                    />
                  ),
                },
              )}
            </SimpleGrid>
            <Button
              mt="xs"
              variant="subtle"
              color="red"
              size="compact-sm"
              onClick={() => set({ windows: removeAt(windows, w) })}
              aria-label={`Remove window ${w + 1}`}
            >
              Remove window {w + 1}
            </Button>
          </Paper>
        ))}
      </Stack>
    </Paper>
  );
}

export type ConstructionsPanelProps = DraftPanelProps;

/** The project's constructions: name, U-factor and outside colour; surfaces pick one. */
export function ConstructionsPanel({ value, onChange, errors }: ConstructionsPanelProps) {
  const unitSystem: UnitSystem = value.unitSystem ?? 'Imperial';
  const list = value.constructions;
  const used = new Set(value.rooms.flatMap((r) => r.surfaces.map((s) => s.constructionId)));
  const set = (index: number, next: Partial<DraftConstruction>): void =>
    onChange({ ...value, constructions: patchAt(list, index, next) });
  return (
    <Panel
      headingId="bl-constructions-heading"
      title="Constructions"
      actions={
        <AddRowButton
          list={list}
          max={BUILDING_LOAD_LIMITS.constructions}
          prefix="c"
          make={(id): DraftConstruction => ({
            id,
            name: `Construction ${list.length + 1}`,
            uFactor: unitSystem === 'Metric' ? 0.5 : 0.09,
            absorptance: 'dark',
          })}
          onAdd={(next) => onChange({ ...value, constructions: next })}
        >
          Add construction
        </AddRowButton>
      }
    >
      <Text size="sm" c="dimmed">
        Each construction takes the conduction time series of one of the Handbook’s representative
        walls or roofs (its U-factor comes with it and can be edited), or computes its U-factor and
        series from its layers; with neither, conduction arrives without time lag, and the report
        says which.
      </Text>
      {list.map((c, index) => (
        <Stack key={c.id} gap="xs">
          <Group grow align="flex-start">
            <TextField
              path={['constructions', index, 'name']}
              label="Name"
              value={c.name}
              onChange={(name) => set(index, { name })}
              errors={errors}
            />
            <NumberField
              {...numberFields({
                fields: BUILDING_CONSTRUCTION_FIELD_SPECS,
                row: c,
                path: ['constructions', index],
                unitSystem,
                errors,
                set: (name, v) => set(index, { [name]: v }),
              })('uFactor')}
              disabled={c.layers !== undefined}
            />
            <ChoiceField
              path={['constructions', index, 'absorptance']}
              label="Outside colour (α/ho)"
              value={c.absorptance ?? 'dark'}
              data={[
                { value: 'light', label: 'Light (0.026 m²·K/W)' },
                { value: 'dark', label: 'Dark (0.052 m²·K/W)' },
              ]}
              onChange={(absorptance) => set(index, { absorptance })}
              errors={errors}
            />
            <RemoveButton
              disabled={used.has(c.id)}
              title={used.has(c.id) ? 'A surface uses it' : undefined}
              onClick={() => onChange({ ...value, constructions: removeAt(list, index) })}
              label={`Remove construction ${c.name}`}
            />
          </Group>
          <ConstructionCtsField
            index={index}
            construction={c}
            unitSystem={unitSystem}
            errors={errors}
            onChange={(next) => onChange({ ...value, constructions: replaceAt(list, index, next) })}
          />
        </Stack>
      ))}
    </Panel>
  );
}
