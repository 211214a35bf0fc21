import { blankBuildingRoom } from '@org/hvac-core/building-load';
import type { Draft, DraftRoom } from './types';
import { nextListId } from './types';

/**
 * A room to add to the draft: a copy of the last room's settings, or the engine's blank room, named
 * after its place in the list, with no surfaces or windows.
 */
export function newRoom(value: Draft): DraftRoom {
  const id = nextListId('r', value.rooms);
  const name = `Room ${value.rooms.length + 1}`;
  const template = value.rooms.at(-1);
  if (!template) {
    return blankBuildingRoom(value.unitSystem ?? 'Imperial', {
      id,
      name,
      zoneId: value.zones[0]?.id ?? '',
    });
  }
  return { ...template, id, name, surfaces: [], windows: [] };
}
