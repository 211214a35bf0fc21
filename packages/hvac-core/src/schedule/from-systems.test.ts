import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { calculateDuctSystem } from '../duct-system/calculate-duct-system.js';
import { defaultDuctSystemInput } from '../duct-system/default-input.js';
import { calculateHydronicSystem } from '../hydronic-system/calculate-hydronic-system.js';
import { defaultHydronicSystemInput } from '../hydronic-system/default-input.js';
import {
  changedFromSource,
  rowFromCalculation,
  rowFromDuctSystem,
  rowFromHydronicSystem,
} from './from-calculations.js';
import { EquipmentScheduleInputSchema } from './schema.js';
import type { EquipmentScheduleRow } from './schema.js';

/** Schedules with these rows must parse, so a filled row is always a valid row. */
function expectValid(rows: EquipmentScheduleRow[], unitSystem: 'Imperial' | 'Metric'): void {
  const parsed = EquipmentScheduleInputSchema.safeParse({ calculationName: 'S', unitSystem, rows });
  expect(parsed.success ? [] : parsed.error.issues.map((issue) => issue.message)).toEqual([]);
}

/** W per hp (NIST SP 811: 1 hp = 745.699 872 W). */
const W_PER_HP = 745.69987158227;

describe('rowFromDuctSystem', () => {
  const ductImperial = defaultDuctSystemInput('Imperial');
  const ductMetric = defaultDuctSystemInput('Metric');

  it('schedules the fan of the system: airflow, ESP, kW and motor, with the source link', () => {
    const { fan } = calculateDuctSystem(ductImperial);
    const row = rowFromDuctSystem(
      { fileId: 'ds1', name: 'Level 2 supply', data: ductImperial },
      { id: 'r1', unitSystem: 'Imperial' },
    );
    expect(row).toMatchObject({
      id: 'r1',
      type: 'fan',
      tag: 'EF-1',
      source: { kind: 'duct-system', fileId: 'ds1' },
      servingArea: 'Office floor supply and return',
      airflow: 2000,
    });
    // ESP to 0.01 in. wg; the fan total pressure (ESP + components + pv terms) in the note.
    expect(row.externalStaticPressure).toBe(Math.round(fan.externalStaticPressure * 100) / 100);
    expect(row.externalStaticPressure).toBeGreaterThan(0);
    expect(fan.fanTotalPressure).toBeCloseTo(fan.systemTotalPressure * 1.1, 9);
    expect(row.notes).toContain(
      `Fan total pressure ${(Math.round(fan.fanTotalPressure * 100) / 100).toFixed(2)} in. wg with a 10 % safety factor`,
    );
    // By hand: air power Q·p_t / 6356 hp (ASHRAE HVAC S&E 2020, ch. 21), shaft at 65 % total
    // efficiency, input at 90 % motor efficiency (the fan calculator's defaults), kW.
    const airHp = (2000 * fan.fanTotalPressure) / 6356;
    const inputKw = ((airHp / 0.65 / 0.9) * W_PER_HP) / 1000;
    expect(row.electricalPower).toBe(Math.round(inputKw * 100) / 100);
    // Shaft ≈ 0.84 hp with no sizing margin: the next NEMA rating is 1 hp.
    expect(airHp / 0.65).toBeGreaterThan(0.75);
    expect(row.motorPower).toBe(1);
    expectValid([row], 'Imperial');
  });

  it('converts to a Metric schedule: L/s, Pa and the IEC motor series', () => {
    const { fan } = calculateDuctSystem(ductImperial);
    const row = rowFromDuctSystem(
      { fileId: 'ds1', data: ductImperial },
      { id: 'r', unitSystem: 'Metric' },
    );
    // 2000 cfm × 0.471 947 443 L/s per cfm = 943.9 L/s; 1 in. wg = 248.84 Pa.
    expect(row.airflow).toBe(943.9);
    expect(row.externalStaticPressure).toBe(Math.round(fan.externalStaticPressure * 248.84));
    // 0.84 hp = 0.62 kW shaft: the next IEC 60072-1 rating is 0.75 kW.
    expect(row.motorPower).toBe(0.75);
    expect(row.notes).toMatch(/^Fan total pressure \d+ Pa with a 10 % safety factor/);
    expectValid([row], 'Metric');
  });

  it('takes a Metric file as it is, and a type the caller chooses', () => {
    const { fan } = calculateDuctSystem(ductMetric);
    const row = rowFromDuctSystem(
      { fileId: 'ds2', projectId: 'p9', data: ductMetric },
      { id: 'r', unitSystem: 'Metric', type: 'airHandlingUnit', existingTags: ['AHU-1'] },
    );
    expect(row).toMatchObject({
      type: 'airHandlingUnit',
      tag: 'AHU-2',
      airflow: 960,
      externalStaticPressure: Math.round(fan.externalStaticPressure),
      source: { kind: 'duct-system', fileId: 'ds2', projectId: 'p9' },
    });
    expectValid([row], 'Metric');
  });

  it('refuses invalid inputs with the schema error and a type without airflow', () => {
    expect(() =>
      rowFromDuctSystem(
        { fileId: 'x', data: { sections: 'none' } },
        { id: 'r', unitSystem: 'Metric' },
      ),
    ).toThrow(ZodError);
    expect(() =>
      rowFromDuctSystem(
        { fileId: 'x', data: ductMetric },
        { id: 'r', unitSystem: 'Metric', type: 'pump' },
      ),
    ).toThrow(RangeError);
  });

  it('is reached through rowFromCalculation', () => {
    expect(
      rowFromCalculation(
        'duct-system',
        { fileId: 'ds1', data: ductImperial },
        { id: 'r', unitSystem: 'Imperial' },
      ).type,
    ).toBe('fan');
  });
});

describe('rowFromHydronicSystem', () => {
  const waterImperial = defaultHydronicSystemInput('Imperial');
  const waterMetric = defaultHydronicSystemInput('Metric');

  it('schedules the pump at the duty point on its curve, with kW and motor', () => {
    const result = calculateHydronicSystem(waterMetric);
    const duty = result.pump.duty;
    expect(duty).not.toBeNull();
    if (duty === null) return;
    const row = rowFromHydronicSystem(
      { fileId: 'hs1', data: waterMetric },
      { id: 'r1', unitSystem: 'Metric' },
    );
    expect(row).toMatchObject({
      type: 'pump',
      tag: 'P-1',
      source: { kind: 'hydronic-system', fileId: 'hs1' },
      servingArea: 'Office floor CHW (SI)',
      waterFlow: Math.round(duty.flowRate * 100) / 100,
      pumpHead: Math.round(duty.head * 100) / 100,
    });
    // By hand: P_in = Q·Δp / (η_pump η_motor) = L/s × kPa / (0.65 × 0.88) W → kW (the file's
    // efficiencies, ASHRAE HVAC S&E 2020, ch. 44).
    const inputKw = (duty.flowRate * duty.pressure) / (0.65 * 0.88) / 1000;
    expect(row.electricalPower).toBe(Math.round(inputKw * 100) / 100);
    // Shaft Q·Δp/0.65 ≈ 1.88 kW: the next IEC rating is 2.2 kW.
    expect((duty.flowRate * duty.pressure) / 0.65 / 1000).toBeGreaterThan(1.5);
    expect(row.motorPower).toBe(2.2);
    expect(row.notes).toContain('Duty point');
    expect(row.notes).toContain(
      `index circuit ${result.circuits.find((circuit) => circuit.isIndex)?.name ?? '?'}`,
    );
    expectValid([row], 'Metric');
  });

  it('takes the design point when the file gives no pump curve, converted to Imperial', () => {
    const { pump: _pump, ...rest } = waterMetric;
    const noCurve = { ...rest, pump: { pumpEfficiencyPercent: 70, motorEfficiencyPercent: 90 } };
    const design = calculateHydronicSystem(noCurve).pump.design;
    const row = rowFromHydronicSystem(
      { fileId: 'hs2', data: noCurve },
      { id: 'r', unitSystem: 'Imperial' },
    );
    // 1 L/s = 15.850 323 gpm; 1 m = 3.280 84 ft.
    expect(row.waterFlow).toBe(Math.round(design.flowRate * 15.850323 * 10) / 10);
    expect(row.pumpHead).toBe(Math.round(design.head * 3.2808399 * 10) / 10);
    // NEMA series: the shaft power in hp, next rating at or above it.
    const shaftHp = (design.shaftPower * 1000) / W_PER_HP;
    const nema = [0.25, 0.33, 0.5, 0.75, 1, 1.5, 2, 3, 5, 7.5, 10];
    expect(row.motorPower).toBe(nema.find((hp) => hp >= shaftHp));
    expect(row.notes).toContain('Design point');
    expectValid([row], 'Imperial');
  });

  it('refuses invalid inputs with the schema error', () => {
    expect(() =>
      rowFromHydronicSystem(
        { fileId: 'x', data: { sections: 3 } },
        { id: 'r', unitSystem: 'Imperial' },
      ),
    ).toThrow(ZodError);
    expect(
      rowFromCalculation(
        'hydronic-system',
        { fileId: 'h', data: waterImperial },
        { id: 'r', unitSystem: 'Imperial' },
      ).tag,
    ).toBe('P-1');
  });
});

describe('changedFromSource', () => {
  const file = { fileId: 'ds1', data: defaultDuctSystemInput('Imperial') };
  const fresh = rowFromDuctSystem(file, { id: 'r', unitSystem: 'Imperial' });

  it('finds nothing in a row as it was filled, nor after a unit round trip', () => {
    expect(changedFromSource(fresh, fresh, 'Imperial')).toEqual([]);
    // 2000 cfm → 943.9 L/s → 2000.01 cfm: within the rounding of a fill.
    expect(changedFromSource({ ...fresh, airflow: 2000.01 }, fresh, 'Imperial')).toEqual([]);
    // Draft text reads as its number; a blank is not compared.
    expect(
      changedFromSource({ airflow: '2000', externalStaticPressure: '' }, fresh, 'Imperial'),
    ).toEqual([]);
  });

  it('names the duty columns that moved, and leaves the motor to the engineer', () => {
    const moved = rowFromDuctSystem(
      {
        fileId: 'ds1',
        data: {
          ...defaultDuctSystemInput('Imperial'),
          safetyFactorPercent: 25,
        },
      },
      { id: 'r', unitSystem: 'Imperial' },
    );
    // A 25 % safety factor raises the ESP the ducts need; the airflow is the same.
    expect(changedFromSource(fresh, moved, 'Imperial')).toEqual(['externalStaticPressure']);
    expect(changedFromSource({ ...fresh, motorPower: 7.5 }, fresh, 'Imperial')).toEqual([]);
    expect(changedFromSource({ ...fresh, airflow: 2100 }, fresh, 'Imperial')).toEqual(['airflow']);
  });
});
