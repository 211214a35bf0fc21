import { Alert, Button, Checkbox, Group, List, Select, Table, VisuallyHidden } from '@mantine/core';
import { BUILDING_LOAD_LIMITS, type BuildingLoadResult } from '@org/hvac-core/building-load';
import { unitLabel } from '@org/hvac-core/units';
import type { UnitSystem } from '@org/hvac-core/units';
import { useState, type ReactNode } from 'react';
import { BulkEditBar } from './BulkEditBar';
import { fieldId } from './field-id';
import { area as formatArea, load, loadUnit, peakTime } from './format';
import { ImportRoomButton, type RoomImportReport } from './ImportRoomButton';
import type { RoomSourcesState } from './room-sources';
import type { DraftPanelProps, DraftRoom } from './types';
import { NONE, nextListId, removeAt, replaceAt } from './types';
import { Panel } from './Panel';
import { SCHEDULE_PRESETS } from './room-presets';
import { RoomDetail } from './RoomDetail';
import { newRoom } from './new-room';

export interface RoomsPanelProps extends DraftPanelProps {
  result: BuildingLoadResult | null;
  selected: number;
  onSelect: (index: number) => void;
  /** The project's heat-load files, for "Import from heat-load file"; default none. */
  roomSources?: RoomSourcesState;
  /** A project picker for the import when the file is not in a project; default none. */
  projectPicker?: ReactNode;
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
          windowTypes={value.windowTypes ?? []}
          unitSystem={unitSystem}
          errors={errors}
          onChange={(room) => setRooms(replaceAt(rooms, selected, room))}
        />
      ) : null}
    </Panel>
  );
}
