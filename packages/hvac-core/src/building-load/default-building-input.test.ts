import { describe, expect, it } from 'vitest';
import { BuildingLoadInputSchema } from './building-file.js';
import { calculateBuildingLoadInput } from './calculate-building-load.js';
import { blankBuildingRoom, defaultBuildingLoadInput } from './default-building-input.js';

describe('blankBuildingRoom', () => {
  it.each(['Imperial', 'Metric'] as const)(
    'adds a room the schema accepts and that gains nothing in %s',
    (unitSystem) => {
      const input = defaultBuildingLoadInput(unitSystem);
      const room = blankBuildingRoom(unitSystem, { id: 'r9', name: 'Store', zoneId: 'z1' });
      const parsed = BuildingLoadInputSchema.parse({ ...input, rooms: [...input.rooms, room] });
      const result = calculateBuildingLoadInput(parsed);
      const blank = result.rooms.find((candidate) => candidate.id === 'r9');
      // No surfaces, windows, people, lights, equipment or air: no load at all.
      expect(blank?.peak?.totalW ?? 0).toBe(0);
      expect(blank?.heatingW).toBe(0);
    },
  );
});
