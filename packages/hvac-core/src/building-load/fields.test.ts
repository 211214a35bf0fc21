import { describe, expect, it } from 'vitest';
import { defaultBuildingLoadInput } from './default-building-input.js';
import {
  BUILDING_CONSTRUCTION_FIELD_SPECS,
  BUILDING_LAYER_FIELD_SPECS,
  BUILDING_MONTH_FIELD_SPECS,
  BUILDING_ROOM_FIELD_SPECS,
  BUILDING_SITE_FIELD_SPECS,
  BUILDING_SURFACE_FIELD_SPECS,
  BUILDING_SYSTEM_FIELD_SPECS,
  BUILDING_WINDOW_FIELD_SPECS,
  buildingFieldUnitLabel,
} from './fields.js';

describe('buildingFieldUnitLabel', () => {
  it.each([
    [BUILDING_ROOM_FIELD_SPECS.lightingDensity, 'W/ft²', 'W/m²'],
    [BUILDING_ROOM_FIELD_SPECS.floorArea, 'ft²', 'm²'],
    [BUILDING_ROOM_FIELD_SPECS.indoorRhPercent, '%', '%'],
    [BUILDING_ROOM_FIELD_SPECS.people, '', ''],
    [BUILDING_LAYER_FIELD_SPECS.thickness, 'in', 'mm'],
    [BUILDING_CONSTRUCTION_FIELD_SPECS.outsideFilmR, 'h·ft²·°F/Btu', 'm²·K/W'],
    [BUILDING_SITE_FIELD_SPECS.latitudeDeg, '°', '°'],
  ])('labels %o as %s and %s', (spec, imperial, metric) => {
    expect(buildingFieldUnitLabel(spec, 'Imperial')).toBe(imperial);
    expect(buildingFieldUnitLabel(spec, 'Metric')).toBe(metric);
  });
});

describe('the building field tables', () => {
  const input = defaultBuildingLoadInput('Metric');
  const room = input.rooms[0];

  // Blank in a new building: the system's outdoor air (its rooms' sum) and the films (no layers).
  const optional = new Set(['outdoorAir', 'outsideFilmR', 'insideFilmR']);

  it.each([
    ['site', BUILDING_SITE_FIELD_SPECS, input.site],
    ['design month', BUILDING_MONTH_FIELD_SPECS, input.site.months[0]],
    ['room', BUILDING_ROOM_FIELD_SPECS, room],
    ['surface', BUILDING_SURFACE_FIELD_SPECS, room?.surfaces[0]],
    ['window', BUILDING_WINDOW_FIELD_SPECS, room?.windows[0]],
    ['construction', BUILDING_CONSTRUCTION_FIELD_SPECS, input.constructions[0]],
    ['system', BUILDING_SYSTEM_FIELD_SPECS, input.systems[0]],
  ])('names only numbers of a new %s', (_row, table, row) => {
    const values: Record<string, unknown> = { ...row };
    for (const field of Object.keys(table).filter((f) => !optional.has(f))) {
      expect(typeof values[field]).toBe('number');
    }
  });

  it('covers every number of a new room', () => {
    const numbers = Object.entries(room ?? {})
      .filter(([field, value]) => typeof value === 'number' && field !== 'glassPercent')
      .map(([field]) => field);
    expect(Object.keys(BUILDING_ROOM_FIELD_SPECS).sort()).toEqual(numbers.sort());
  });

  it('gives the system outdoor air a placeholder, as a blank means the sum of its rooms', () => {
    expect(BUILDING_SYSTEM_FIELD_SPECS.outdoorAir.placeholder).toBe('Sum of its rooms');
  });
});
