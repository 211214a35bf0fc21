import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BuildingLoadInputSchema, convertBuildingLoadInput } from './building-file.js';
import type { BuildingLoadInput, BuildingRoom, BuildingSystem } from './building-file.js';
import { calculateBuildingLoad } from './calculate-building-load.js';
import { defaultBuildingLoadInput } from './default-building-input.js';

/**
 * The default west office and a copy of it facing `other` (east by default), each its own zone on
 * one system: the west zone peaks in the afternoon, the east one in the morning.
 */
function westAndOther(
  system: Partial<BuildingSystem> = {},
  other: 'E' | 'W' = 'E',
  unitSystem: 'Imperial' | 'Metric' = 'Imperial',
): BuildingLoadInput {
  const input = defaultBuildingLoadInput(unitSystem);
  const west = input.rooms[0];
  const system0 = input.systems[0];
  if (west === undefined || system0 === undefined) throw new Error('no default room or system');
  const copy: BuildingRoom = {
    ...west,
    id: 'r2',
    name: 'Second office',
    zoneId: 'z2',
    surfaces: west.surfaces.map((s) => (s.orientation === 'W' ? { ...s, orientation: other } : s)),
    windows: west.windows.map((w) => ({ ...w, orientation: other })),
  };
  return {
    ...input,
    rooms: [west, copy],
    zones: [
      { id: 'z1', name: 'West', systemId: 'a1' },
      { id: 'z2', name: 'Second', systemId: 'a1' },
    ],
    systems: [{ ...system0, ...system }],
  };
}

function systemOf(input: BuildingLoadInput) {
  const result = calculateBuildingLoad(input);
  const system = result.systems[0];
  if (system === undefined) throw new Error('no system');
  return { result, system };
}

/** 75 °F rooms, 55 °F supply: 20 °F, that is 11.1 K. */
const DELTA_K = 20 / 1.8;

const CV = { airflowControl: 'constantVolume' } as const;
const VAV = { airflowControl: 'variableVolume' } as const;

describe('building load: a system’s airflow control, constant volume or VAV (issue 40 §5)', () => {
  // Figures of the west/east example computed on the code before the airflow control existed
  // (hvac-core at e1bc238, its dist run on the same inputs), SI.
  const BEFORE = {
    absent: { supplyM3s: 0.18765343835572648, coilTotalW: 3992.5378090190384 },
    vav03AppendixA: { supplyM3s: 0.18765343835572648, coilTotalW: 3772.8269219996378 },
    fanPower: { supplyM3s: 0.20035548314803966, coilTotalW: 4158.8922387186 },
  };

  it('keeps a file saved before the choice on its figures (absent: variable volume)', () => {
    const cases = [
      [{}, BEFORE.absent],
      [{ vavMinimumFraction: 0.3, outdoorAirMethod: 'appendixA' }, BEFORE.vav03AppendixA],
      [{ fanHeatMethod: 'fanPower', fanPressure: 2, fanEfficiency: 60 }, BEFORE.fanPower],
    ] as const;
    for (const [settings, before] of cases) {
      const absent = systemOf(westAndOther(settings)).system;
      expect(absent.airflowControl).toBe('variableVolume');
      expect(absent.supplyAirflowM3s).toBeCloseTo(before.supplyM3s, 12);
      expect(absent.coil?.totalW).toBeCloseTo(before.coilTotalW, 9);
      expect(absent.coil?.reheatW).toBe(0);
      const explicit = systemOf(westAndOther({ ...settings, ...VAV })).system;
      expect(explicit).toEqual(absent);
    }
  });

  it('sizes a constant-volume system on the sum of its zones’ peaks, above the VAV block airflow when the zones peak at different hours (Fundamentals 2021 ch. 18)', () => {
    const { result, system: cv } = systemOf(westAndOther(CV));
    const vav = systemOf(westAndOther(VAV)).system;
    const [west, east] = result.zones;
    // The two zones peak at different hours: west in the afternoon, east in the morning.
    expect(west?.blockPeak?.hour).toBeGreaterThan(12);
    expect(east?.blockPeak?.hour).toBeLessThan(12);
    const zonesM3s = (west?.supplyAirflowM3s ?? NaN) + (east?.supplyAirflowM3s ?? NaN);
    expect(cv.airflowControl).toBe('constantVolume');
    expect(cv.sumOfZoneAirflowsM3s).toBeCloseTo(zonesM3s, 12);
    expect(cv.supplyAirflowM3s).toBeCloseTo(zonesM3s, 12);
    expect(cv.coil?.supplyAirflowM3s).toBeCloseTo(zonesM3s, 12);
    expect(vav.sumOfZoneAirflowsM3s).toBeCloseTo(zonesM3s, 12);
    // VAV: the block (coincident) sensible peak at the system's hour, 1.08·cfm·Δt at the site.
    const block = vav.blockPeak?.sensibleW ?? NaN;
    expect(vav.supplyAirflowM3s).toBeCloseTo(block / (result.air.sensibleWPerM3sK * DELTA_K), 4);
    expect(cv.supplyAirflowM3s ?? 0).toBeGreaterThan((vav.supplyAirflowM3s ?? 0) * 1.05);
  });

  it('gives equal airflows when both zones peak together', () => {
    const cv = systemOf(westAndOther(CV, 'W')).system;
    const vav = systemOf(westAndOther(VAV, 'W')).system;
    expect(cv.supplyAirflowM3s).toBeCloseTo(vav.supplyAirflowM3s ?? NaN, 9);
    // The coils differ: a constant-volume coil cools the whole airflow at every hour, so away from
    // the rooms' peak it also cools what the zones then reheat, and it is never the smaller.
    expect(cv.coil?.totalW ?? 0).toBeGreaterThanOrEqual((vav.coil?.totalW ?? 0) - 1e-9);
  });

  it('cools all of a constant-volume system’s air, so its coil carries the reheat its zones need at the coil’s hour', () => {
    const { system: cv } = systemOf(westAndOther(CV));
    const coil = cv.coil;
    if (coil === null) throw new Error('no coil');
    const reheatW = cv.reheat.reduce((sum, z) => sum + z.reheatW, 0);
    expect(reheatW).toBeGreaterThan(0);
    expect(coil.reheatW).toBeCloseTo(reheatW, 9);
    expect(coil.sensibleW).toBeCloseTo(
      coil.roomSensibleW + coil.reheatW + coil.outdoorAirSensibleW + cv.fanHeatW,
      9,
    );
    // Every box is at its design airflow: the rooms plus the reheat are what the whole airflow
    // carries from the supply to the room temperature (one room temperature here).
    const air = systemOf(westAndOther(CV)).result.air;
    expect(coil.roomSensibleW + coil.reheatW).toBeCloseTo(
      air.sensibleWPerM3sK * coil.supplyAirflowM3s * DELTA_K,
      6,
    );
    for (const zone of cv.reheat) {
      expect(zone.minimumAirflowM3s).toBeGreaterThan(0);
    }
  });

  it('ignores the VAV minimum of a constant-volume system but keeps it in the file', () => {
    const input = westAndOther({ ...CV, vavMinimumFraction: 0.3, outdoorAirMethod: 'appendixA' });
    const parsed = BuildingLoadInputSchema.parse(input);
    expect(parsed.systems[0]?.vavMinimumFraction).toBe(0.3);
    const withMinimum = systemOf(input).system;
    const without = systemOf(westAndOther({ ...CV, outdoorAirMethod: 'appendixA' })).system;
    expect(withMinimum).toEqual(without);
    expect(withMinimum.ventilation?.vavMinimumFraction).toBe(1);
    const zones = systemOf(input).result.zones;
    withMinimum.reheat.forEach((z, i) =>
      expect(z.minimumAirflowM3s).toBeCloseTo(zones[i]?.supplyAirflowM3s ?? NaN, 12),
    );
  });

  it('adds the fan heat’s airflow to the zones’ sum with a fan sized from its pressure', () => {
    const { result, system } = systemOf(
      westAndOther({ ...CV, fanHeatMethod: 'fanPower', fanPressure: 2, fanEfficiency: 60 }),
    );
    const carried = result.air.sensibleWPerM3sK * DELTA_K;
    expect((system.supplyAirflowM3s ?? NaN) * carried).toBeCloseTo(
      system.sumOfZoneAirflowsM3s * carried + system.fanHeatW,
      6,
    );
    expect(system.fanHeatW).toBeGreaterThan(0);
  });

  it('gives the same physical answer in Imperial and Metric', () => {
    for (const control of [CV, VAV]) {
      const imperial = systemOf(westAndOther(control)).system;
      const metric = systemOf(convertBuildingLoadInput(westAndOther(control), 'Metric')).system;
      expect(metric.airflowControl).toBe(control.airflowControl);
      expect(metric.supplyAirflowM3s).toBeCloseTo(imperial.supplyAirflowM3s ?? NaN, 9);
      expect(metric.coil?.totalW).toBeCloseTo(imperial.coil?.totalW ?? NaN, 5);
      expect(metric.sumOfZoneAirflowsM3s).toBeCloseTo(imperial.sumOfZoneAirflowsM3s, 9);
    }
  });

  it('refuses an unknown airflow control with a message naming the field, never throwing', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const draft = {
          ...westAndOther(),
          systems: westAndOther().systems.map((s) => ({ ...s, airflowControl: value })),
        };
        const parsed = BuildingLoadInputSchema.safeParse(draft);
        if (value === undefined || value === 'constantVolume' || value === 'variableVolume') {
          expect(parsed.success).toBe(true);
          return;
        }
        expect(parsed.success).toBe(false);
        const issue = parsed.error?.issues.find(
          (i) => i.path.join('.') === 'systems.0.airflowControl',
        );
        expect(issue?.message).toBe(
          'System airflow control must be constantVolume or variableVolume.',
        );
      }),
      { numRuns: 60 },
    );
  });

  it('never sizes a constant-volume system below the VAV block airflow (one room temperature)', () => {
    const orientation = fc.constantFrom<'N' | 'NE' | 'E' | 'SE' | 'S' | 'SW' | 'W' | 'NW'>(
      'N',
      'NE',
      'E',
      'SE',
      'S',
      'SW',
      'W',
      'NW',
    );
    const room = fc.record({
      orientation,
      people: fc.integer({ min: 0, max: 20 }),
      windowWidthFt: fc.double({ min: 1, max: 20, noNaN: true }),
      zone: fc.integer({ min: 0, max: 2 }),
    });
    fc.assert(
      fc.property(
        fc.array(room, { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        (rooms, fanPower) => {
          const base = defaultBuildingLoadInput('Imperial');
          const template = base.rooms[0];
          if (template === undefined) throw new Error('no room');
          const input = (control: typeof CV | typeof VAV): BuildingLoadInput => ({
            ...base,
            rooms: rooms.map((r, i) => ({
              ...template,
              id: `r${i}`,
              name: `Room ${i}`,
              zoneId: `z${r.zone}`,
              people: r.people,
              surfaces: template.surfaces.map((s) =>
                s.orientation === 'W' ? { ...s, orientation: r.orientation } : s,
              ),
              windows: template.windows.map((w) => ({
                ...w,
                orientation: r.orientation,
                width: r.windowWidthFt,
              })),
            })),
            zones: [0, 1, 2].map((z) => ({ id: `z${z}`, name: `Zone ${z}`, systemId: 'a1' })),
            systems: base.systems.map((s) => ({
              ...s,
              ...control,
              ...(fanPower ? { fanHeatMethod: 'fanPower', fanPressure: 2, fanEfficiency: 60 } : {}),
            })),
          });
          const cv = systemOf(input(CV)).system.supplyAirflowM3s ?? 0;
          const vav = systemOf(input(VAV)).system.supplyAirflowM3s ?? 0;
          expect(cv).toBeGreaterThanOrEqual(vav * (1 - 1e-12));
        },
      ),
      { numRuns: 15 },
    );
  });
});
