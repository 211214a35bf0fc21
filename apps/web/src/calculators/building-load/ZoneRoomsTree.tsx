import { Badge, Group, NativeSelect, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState, type DragEvent } from 'react';
import { NONE, type Draft } from './types';

/** The drag data type of a room id. */
const ROOM_TYPE = 'application/x-building-room';

export interface ZoneRoomsTreeProps {
  /** The building draft; required. */
  value: Draft;
  /** Called with the draft with a room moved to another zone; required. */
  onChange: (next: Draft) => void;
}

/** A draft with one room in another zone ('' for none). */
export function moveRoomToZone(value: Draft, roomId: string, zoneId: string): Draft {
  return {
    ...value,
    rooms: value.rooms.map((room) => (room.id === roomId ? { ...room, zoneId } : room)),
  };
}

/**
 * Zones as groups of their rooms, each under the system that serves it: a room moves by dragging
 * it onto another zone (mouse or touch pen) or, from the keyboard and screen readers, by its
 * "Move … to zone" list.
 */
export function ZoneRoomsTree({ value, onChange }: ZoneRoomsTreeProps) {
  const [over, setOver] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const zoneIds = new Set(value.zones.map((z) => z.id));
  const groups = [
    ...value.zones.map((zone, index) => ({
      id: zone.id,
      name: zone.name || `Zone ${index + 1}`,
      system: value.systems.find((s) => s.id === zone.systemId)?.name ?? 'no system',
    })),
    { id: NONE, name: 'No zone', system: '' },
  ];
  const options = groups.map((g) => ({ value: g.id, label: g.name }));
  const groupOf = (zoneId: unknown): string =>
    typeof zoneId === 'string' && zoneIds.has(zoneId) ? zoneId : NONE;

  const move = (roomId: string, groupId: string): void => {
    const room = value.rooms.find((r) => r.id === roomId);
    const group = groups.find((g) => g.id === groupId);
    if (room === undefined || group === undefined || groupOf(room.zoneId) === groupId) return;
    onChange(moveRoomToZone(value, roomId, groupId === NONE ? '' : groupId));
    setStatus(`${room.name || roomId} moved to ${group.name}.`);
  };

  const dropProps = (groupId: string) => ({
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (!event.dataTransfer.types.includes(ROOM_TYPE)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      setOver(groupId);
    },
    onDragLeave: () => setOver((current) => (current === groupId ? null : current)),
    onDrop: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      setOver(null);
      const roomId = event.dataTransfer.getData(ROOM_TYPE);
      if (roomId !== '') move(roomId, groupId);
    },
  });

  return (
    <Stack gap="xs">
      <Text size="sm" fw={600} id="bl-zone-tree-heading">
        Rooms by zone
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-labelledby="bl-zone-tree-heading">
        {groups.map((group) => {
          const rooms = value.rooms.filter((room) => groupOf(room.zoneId) === group.id);
          if (group.id === NONE && rooms.length === 0) return null;
          return (
            <Paper
              key={group.id}
              withBorder
              p="xs"
              role="group"
              aria-label={`Rooms in ${group.name}`}
              data-testid="building-zone-group"
              data-zone={group.id}
              style={
                over === group.id
                  ? { outline: '2px dashed var(--mantine-color-blue-filled)', outlineOffset: 2 }
                  : undefined
              }
              {...dropProps(group.id)}
            >
              <Group justify="space-between" mb={4}>
                <Text size="sm" fw={600}>
                  {group.name}
                </Text>
                {group.system === '' ? null : (
                  <Badge variant="light" size="sm">
                    {group.system}
                  </Badge>
                )}
              </Group>
              {rooms.length === 0 ? (
                <Text size="xs" c="dimmed">
                  No rooms: drag a room here or pick this zone in a room’s list.
                </Text>
              ) : (
                <Stack gap={4}>
                  {rooms.map((room) => (
                    <Group
                      key={room.id}
                      gap="xs"
                      wrap="nowrap"
                      draggable
                      onDragStart={(event) => {
                        event.dataTransfer.setData(ROOM_TYPE, room.id);
                        event.dataTransfer.effectAllowed = 'move';
                      }}
                      onDragEnd={() => setOver(null)}
                      data-testid="building-zone-room"
                      style={{ cursor: 'grab' }}
                    >
                      <Text size="sm" style={{ flexGrow: 1 }}>
                        <span aria-hidden="true">⠿ </span>
                        {room.name || room.id}
                      </Text>
                      <NativeSelect
                        size="xs"
                        aria-label={`Move ${room.name || room.id} to zone`}
                        data={options}
                        value={group.id}
                        onChange={(event) => move(room.id, event.currentTarget.value)}
                      />
                    </Group>
                  ))}
                </Stack>
              )}
            </Paper>
          );
        })}
      </SimpleGrid>
      <Text size="xs" c="dimmed" role="status" aria-live="polite">
        {status}
      </Text>
    </Stack>
  );
}
