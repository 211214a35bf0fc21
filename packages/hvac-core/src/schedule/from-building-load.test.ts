import { describe, expect, it, test } from 'vitest';
import { ZodError } from 'zod';
import { calculateBuildingLoad } from '../building-load/calculate-building-load.js';
import type { BuildingLoadInputDraft } from '../building-load/building-file.js';
import { defaultBuildingLoadInput } from '../building-load/default-building-input.js';
import { fromSi } from '../units/index.js';
import {
  rowFromBuildingLoad,
  rowFromCalculation,
  rowsFromBuildingLoad,
} from './from-calculations.js';
import { EquipmentScheduleInputSchema } from './schema.js';
import type { EquipmentScheduleRow } from './schema.js';

function expectValid(rows: EquipmentScheduleRow[], unitSystem: 'Imperial' | 'Metric'): void {
  const parsed = EquipmentScheduleInputSchema.safeParse({ calculationName: 'S', unitSystem, rows });
  expect(parsed.success ? [] : parsed.error.issues.map((issue) => issue.message)).toEqual([]);
}

/** The example office (one room, Zone 1, AHU-1) with a second zone and system beside it. */
function twoSystems(unitSystem: 'Imperial' | 'Metric') {
  const base = defaultBuildingLoadInput(unitSystem);
  const office = base.rooms[0];
  if (office === undefined) throw new Error('The example building has a room.');
  return {
    ...base,
    rooms: [...base.rooms, { ...office, id: 'r2', name: 'Office 102', zoneId: 'z2' }],
    zones: [...base.zones, { id: 'z2', name: 'East offices', systemId: 'a2' }],
    systems: [
      ...base.systems,
      {
        id: 'a2',
        name: 'Office air',
        supplyAirTemp: unitSystem === 'Metric' ? 13 : 55,
        fanHeat: 0,
      },
      { id: 'a3', name: 'AHU-9', supplyAirTemp: unitSystem === 'Metric' ? 13 : 55, fanHeat: 0 },
    ],
  } satisfies BuildingLoadInputDraft;
}

describe('rowsFromBuildingLoad', () => {
  test.each(['Imperial', 'Metric'] as const)(
    'makes one air-handling unit per system with the coil at its peak (%s)',
    (unitSystem) => {
      const data = defaultBuildingLoadInput(unitSystem);
      const result = calculateBuildingLoad(data);
      const system = result.systems[0];
      const coil = system?.coil;
      if (!system || !coil) throw new Error('The example building sizes AHU-1.');
      const [entry, ...rest] = rowsFromBuildingLoad(
        { fileId: 'b1', name: 'Office building', data: { ...data, results: { stale: true } } },
        { id: 'r', unitSystem },
      );
      expect(rest).toEqual([]);
      if (!entry?.ok) throw new Error('AHU-1 gives a row.');
      const air = fromSi(coil.supplyAirflowM3s, 'airflow', unitSystem);
      expect(entry.row).toEqual({
        id: 'r-a1',
        type: 'airHandlingUnit',
        tag: 'AHU-1',
        source: { kind: 'building-load', fileId: 'b1' },
        servingArea: 'Zone 1',
        coolingCapacity: Math.round(fromSi(coil.totalW, 'heatRate', unitSystem)),
        heatingCapacity: Math.round(fromSi(system.heatingW, 'heatRate', unitSystem)),
        airflow: unitSystem === 'Imperial' ? Math.round(air) : Math.round(air * 10) / 10,
        notes: expect.stringMatching(
          /^AHU-1 at its peak, Jul 16:00 \(hour ending, local standard time\); sensible cooling [\d,]+ (Btu\/h|W); outdoor air (40 cfm|20 L\/s)\.$/,
        ),
      });
      expectValid([entry.row], unitSystem);
    },
  );

  // The heating capacity is the system's one heating figure, the one the building's report shows:
  // its rooms' heating plus the outdoor air warmed from the heating design dry bulb to the room,
  // q_s = C_s·Q·Δt, C_s = 1.08 Btu/h·cfm·°F = 1.2072 W/(L/s·K) (ASHRAE Fundamentals 2021, ch. 18).
  test.each([
    // At the example's 201 m the air is 0.97640 as dense as at sea level (issue 40 §2):
    // 40 cfm × 1.08 × 0.97640 × (70 − (−4)) °F = 3121.4 Btu/h
    { unitSystem: 'Imperial', outdoorAir: 3121.4, unit: 'heatRate' },
    // 20 L/s × 1.2072 × 0.97640 × (21 − (−20)) K = 966.5 W
    { unitSystem: 'Metric', outdoorAir: 966.5, unit: 'heatRate' },
  ] as const)(
    'heating capacity = rooms’ heating + outdoor air $outdoorAir ($unitSystem)',
    ({ unitSystem, outdoorAir }) => {
      const data = defaultBuildingLoadInput(unitSystem);
      const result = calculateBuildingLoad(data);
      const system = result.systems[0];
      if (!system) throw new Error('The example building has AHU-1.');
      const roomsW = result.rooms.reduce((sum, room) => sum + room.heatingW, 0);
      expect(fromSi(system.outdoorAirHeatingW, 'heatRate', unitSystem)).toBeCloseTo(outdoorAir, 1);
      const row = rowFromBuildingLoad({ fileId: 'b1', data }, { id: 'r', unitSystem });
      expect(row.heatingCapacity).toBe(
        Math.round(fromSi(roomsW, 'heatRate', unitSystem) + outdoorAir),
      );
      expect(row.heatingCapacity).toBe(Math.round(fromSi(system.heatingW, 'heatRate', unitSystem)));
    },
  );

  it('tags a row by its system when the name is a free tag of the type, else by the next tag', () => {
    const entries = rowsFromBuildingLoad(
      { fileId: 'b2', data: twoSystems('Imperial') },
      { id: 'r', unitSystem: 'Imperial', existingTags: ['AHU-1'] },
    );
    expect(
      entries.map((entry) =>
        entry.ok ? [entry.systemName, entry.row.tag, entry.row.servingArea] : [entry.reason],
      ),
    ).toEqual([
      ['AHU-1', 'AHU-2', 'Zone 1'],
      ['Office air', 'AHU-2', 'East offices'],
      ['AHU-9 serves no room: there is no coil to schedule.'],
    ]);
  });

  it('picks a system by id, and names a missing one', () => {
    const file = { fileId: 'b2', data: twoSystems('Metric') };
    const row = rowFromCalculation('building-load', file, {
      id: 'x',
      unitSystem: 'Metric',
      systemId: 'a2',
    });
    expect([row.id, row.tag, row.servingArea]).toEqual(['x', 'AHU-1', 'East offices']);
    expect(() =>
      rowFromBuildingLoad(file, { id: 'x', unitSystem: 'Metric', systemId: 'a3' }),
    ).toThrow('AHU-9 serves no room');
    expect(() =>
      rowFromBuildingLoad(file, { id: 'x', unitSystem: 'Metric', systemId: 'nope' }),
    ).toThrow(RangeError);
  });

  it('gives the same coil in either unit system, whatever the schedule’s units', () => {
    const imperial = rowFromBuildingLoad(
      { fileId: 'b', data: defaultBuildingLoadInput('Imperial') },
      { id: 'r', unitSystem: 'Metric' },
    );
    const metric = rowFromBuildingLoad(
      { fileId: 'b', data: defaultBuildingLoadInput('Metric') },
      { id: 'r', unitSystem: 'Metric' },
    );
    // The two example files are rounded conversions of each other (215 ft² vs 20 m², …), so the
    // coils agree within 2 %, not exactly; each row is in the schedule's (Metric) units.
    expect(imperial.coolingCapacity ?? 0).toBeGreaterThan(0);
    expect(
      Math.abs((imperial.coolingCapacity ?? 0) / (metric.coolingCapacity ?? 1) - 1),
    ).toBeLessThan(0.02);
    expect(Math.abs((imperial.airflow ?? 0) / (metric.airflow ?? 1) - 1)).toBeLessThan(0.02);
  });

  it('rejects a file that is not a building', () => {
    expect(() =>
      rowsFromBuildingLoad(
        { fileId: 'b', data: { rooms: 'none' } },
        { id: 'r', unitSystem: 'Imperial' },
      ),
    ).toThrow(ZodError);
  });
});
