import { describe, expect, it } from 'vitest';
import { fieldUnitLabel, unitQuantity } from '../_lib/field-spec.js';
import { fromSi } from '../units/index.js';
import { BuildingLoadInputSchema, rangeText } from './building-file.js';
import type { BuildingLoadInputDraft } from './building-file.js';
import { defaultBuildingLoadInput } from './default-building-input.js';
import {
  BUILDING_CONSTRUCTION_FIELD_SPECS,
  BUILDING_LAYER_FIELD_SPECS,
  BUILDING_MONTH_FIELD_SPECS,
  BUILDING_ROOM_FIELD_SPECS,
  BUILDING_SITE_FIELD_SPECS,
  BUILDING_SURFACE_FIELD_SPECS,
  BUILDING_SYSTEM_FAN_FIELD_SPECS,
  BUILDING_SYSTEM_FIELD_SPECS,
  BUILDING_SYSTEM_VENTILATION_FIELD_SPECS,
  BUILDING_WINDOW_FIELD_SPECS,
  BUILDING_WINDOW_TYPE_FIELD_SPECS,
  type BuildingFieldSpec,
} from './number-fields.js';

describe('the unit labels of the building fields', () => {
  it.each([
    [BUILDING_ROOM_FIELD_SPECS.lightingDensity, 'W/ft²', 'W/m²'],
    [BUILDING_ROOM_FIELD_SPECS.floorArea, 'ft²', 'm²'],
    [BUILDING_ROOM_FIELD_SPECS.indoorRhPercent, '%', '%'],
    [BUILDING_ROOM_FIELD_SPECS.people, '', ''],
    [BUILDING_LAYER_FIELD_SPECS.thickness, 'in', 'mm'],
    [BUILDING_LAYER_FIELD_SPECS.conductivity, 'Btu·in/h·ft²·°F', 'W/m·K'],
    [BUILDING_LAYER_FIELD_SPECS.density, 'lb/ft³', 'kg/m³'],
    [BUILDING_LAYER_FIELD_SPECS.specificHeat, 'Btu/lb·°F', 'kJ/kg·K'],
    [BUILDING_CONSTRUCTION_FIELD_SPECS.outsideFilmR, 'h·ft²·°F/Btu', 'm²·K/W'],
    [BUILDING_SITE_FIELD_SPECS.latitudeDeg, '°', '°'],
  ])('labels %o as %s and %s', (spec, imperial, metric) => {
    expect(fieldUnitLabel(spec.unit, 'Imperial')).toBe(imperial);
    expect(fieldUnitLabel(spec.unit, 'Metric')).toBe(metric);
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

/** A Metric building with a row of every kind: a window type and a construction given by layers. */
function everyRow(): BuildingLoadInputDraft {
  const input = defaultBuildingLoadInput('Metric');
  const [first, ...constructions] = input.constructions;
  if (first === undefined) throw new Error('no construction');
  const { ctsId: _library, ...layered } = first;
  return {
    ...input,
    windowTypes: [{ id: 'wt1', name: 'W1', width: 1, height: 1.5, uFactor: 2.8, shgc: 0.4 }],
    constructions: [
      {
        ...layered,
        layers: [
          { name: 'Board', thickness: 100, conductivity: 1, density: 1000, specificHeat: 1 },
        ],
      },
      ...constructions,
    ],
  };
}

/** Every table the schema checks: where its row sits in the draft and how its messages name it. */
const TABLES = [
  ['site', BUILDING_SITE_FIELD_SPECS, ['site'], ''],
  ['design month', BUILDING_MONTH_FIELD_SPECS, ['site', 'months', 0], 'Design day '],
  ['room', BUILDING_ROOM_FIELD_SPECS, ['rooms', 0], 'Room '],
  ['surface', BUILDING_SURFACE_FIELD_SPECS, ['rooms', 0, 'surfaces', 0], 'Surface '],
  ['window', BUILDING_WINDOW_FIELD_SPECS, ['rooms', 0, 'windows', 0], 'Window '],
  ['window type', BUILDING_WINDOW_TYPE_FIELD_SPECS, ['windowTypes', 0], 'Window type '],
  ['construction', BUILDING_CONSTRUCTION_FIELD_SPECS, ['constructions', 0], 'Construction '],
  ['layer', BUILDING_LAYER_FIELD_SPECS, ['constructions', 0, 'layers', 0], 'Layer '],
  ['system', BUILDING_SYSTEM_FIELD_SPECS, ['systems', 0], 'System '],
  ['system ventilation', BUILDING_SYSTEM_VENTILATION_FIELD_SPECS, ['systems', 0], 'System '],
  ['system fan', BUILDING_SYSTEM_FAN_FIELD_SPECS, ['systems', 0], 'System '],
] as const;

const FIELDS = TABLES.flatMap(([row, table, path, prefix]) =>
  Object.entries(table as Readonly<Record<string, BuildingFieldSpec>>).map(
    ([field, spec]) => [`${row} ${field}`, spec, path, field, prefix] as const,
  ),
);

/** The messages the schema gives at a field's path when the field holds `value`. */
function messagesWith(
  rowPath: readonly (string | number)[],
  field: string,
  value: unknown,
): string[] {
  const draft = everyRow();
  let row: unknown = draft;
  for (const key of rowPath) row = (row as Record<string | number, unknown>)[key];
  (row as Record<string, unknown>)[field] = value;
  const parsed = BuildingLoadInputSchema.safeParse(draft);
  const at = [...rowPath, field].join('.');
  return (parsed.error?.issues ?? [])
    .filter((issue) => issue.path.join('.') === at)
    .map((issue) => issue.message);
}

describe('the schema reads its ranges from the field tables', () => {
  it('starts from a building it accepts', () => {
    expect(BuildingLoadInputSchema.safeParse(everyRow()).error?.issues ?? []).toEqual([]);
  });

  // The schema has no range of its own: it checks each field against `range` of its table entry.
  // Just inside and just outside each limit (a millionth of the range) pins the two together.
  it.each(FIELDS)('checks the %s against the table’s range', (_name, spec, rowPath, field) => {
    const [minSi, maxSi] = spec.range.si;
    expect(Number.isFinite(minSi) && Number.isFinite(maxSi) && minSi < maxSi).toBe(true);
    const quantity = unitQuantity(spec.unit);
    const metric = (si: number): number =>
      quantity === null ? si : fromSi(si, quantity, 'Metric');
    const message = `${spec.messageLabel} must be ${rangeText(spec, 'Metric')}.`;
    const refused = (si: number): boolean =>
      messagesWith(rowPath, field, metric(si)).some((m) => m.endsWith(message));
    const slack = 1e-6 * (maxSi - minSi);
    expect(refused(minSi + slack)).toBe(false);
    expect(refused(maxSi - slack)).toBe(false);
    expect(refused(maxSi + slack)).toBe(true);
    if (spec.range.minExclusive === true) expect(refused(minSi)).toBe(true);
    else expect(refused(minSi - slack)).toBe(true);
  });
});

describe('text that is not a number in a building field', () => {
  it.each(FIELDS)(
    'is refused in the %s with a message naming it',
    (_n, spec, path, field, prefix) => {
      const name = `${prefix}${spec.messageLabel}`;
      expect(messagesWith(path, field, 'abc')).toContain(`${name} must be a number.`);
      expect(messagesWith(path, field, '12a')).toContain(`${name} must be a number.`);
    },
  );

  it('says why a numeral in another base is refused', () => {
    expect(messagesWith(['rooms', 0], 'floorArea', '0x10')).toEqual([
      'Room floor area must be written in decimal digits: 0x10 is a number in another base.',
    ]);
  });
});
