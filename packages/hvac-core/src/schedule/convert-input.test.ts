import { describe, expect, it } from 'vitest';
import { convertEquipmentScheduleInput } from './convert-input.js';
import { SCHEDULE_NUMERIC_COLUMNS } from './equipment-types.js';
import { EquipmentScheduleInputSchema } from './schema.js';
import type { EquipmentScheduleInput } from './schema.js';

const imperial: EquipmentScheduleInput = EquipmentScheduleInputSchema.parse({
  calculationName: 'Plant',
  unitSystem: 'Imperial',
  rows: [
    {
      id: 'a',
      type: 'custom',
      tag: 'EQ-1',
      coolingCapacity: 36_000,
      heatingCapacity: 24_000,
      airflow: 1200,
      externalStaticPressure: 0.5,
      waterFlow: 100,
      pumpHead: 60,
      motorPower: 5,
      voltage: 460,
      phase: 3,
      frequency: 60,
      fullLoadAmps: 7.6,
      minimumCircuitAmpacity: 30,
      maximumOvercurrentProtection: 45,
      electricalPower: 3.7,
      weight: 1850,
      notes: 'all columns',
    },
    { id: 'b', type: 'pump', tag: 'P-1', waterFlow: 250, pumpHead: 45 },
  ],
});

describe('convertEquipmentScheduleInput', () => {
  it('converts every numeric column by its unit (published factors)', () => {
    const metric = convertEquipmentScheduleInput(imperial, 'Metric');
    const row = metric.rows[0];
    expect(metric.unitSystem).toBe('Metric');
    // 1 Btu/h = 0.29307107 W (IT Btu, NIST SP 811 B.8): 36,000 Btu/h = 10,550.56 W
    expect(row?.coolingCapacity).toBeCloseTo(10_550.56, 1);
    // 1 cfm = 0.47194745 L/s: 1200 cfm = 566.34 L/s
    expect(row?.airflow).toBeCloseTo(566.337, 2);
    // 1 in. wg = 249.08891 Pa: 0.5 in. wg = 124.54 Pa
    expect(row?.externalStaticPressure).toBeCloseTo(124.544, 2);
    // 1 gpm = 0.0630902 L/s: 100 gpm = 6.309 L/s
    expect(row?.waterFlow).toBeCloseTo(6.30902, 4);
    expect(row?.pumpHead).toBeCloseTo(18.288, 9);
    // 1 hp = 0.7456999 kW
    // 5 hp is a NEMA size: it becomes the IEC size the pump page selects, 4 kW (issue 22).
    expect(row?.motorPower).toBe(4);
    expect(row?.weight).toBeCloseTo(839.146, 2);
    expect([row?.voltage, row?.phase, row?.frequency, row?.fullLoadAmps]).toEqual([
      460, 3, 60, 7.6,
    ]);
    expect(row?.electricalPower).toBe(3.7);
    expect(row?.notes).toBe('all columns');
  });

  it('round-trips Imperial → Metric → Imperial', () => {
    const back = convertEquipmentScheduleInput(
      convertEquipmentScheduleInput(imperial, 'Metric'),
      'Imperial',
    );
    expect(back.unitSystem).toBe('Imperial');
    imperial.rows.forEach((row, index) => {
      for (const column of SCHEDULE_NUMERIC_COLUMNS) {
        const original = row[column];
        if (original === undefined) expect(back.rows[index]?.[column]).toBeUndefined();
        else expect(back.rows[index]?.[column]).toBeCloseTo(original, 9);
      }
    });
  });

  it('keeps a converted schedule valid', () => {
    const metric = convertEquipmentScheduleInput(imperial, 'Metric');
    expect(EquipmentScheduleInputSchema.safeParse(metric).success).toBe(true);
  });

  it('keeps a draft shape: strings stay strings, blanks and text stay as they are', () => {
    const draft = convertEquipmentScheduleInput(
      {
        unitSystem: 'Imperial',
        rows: [
          {
            id: 'a',
            type: 'fan',
            tag: 'EF-1',
            airflow: '1000',
            weight: '',
            externalStaticPressure: 'abc',
          },
        ],
      },
      'Metric',
    );
    const row = draft.rows?.[0];
    expect(Number(row?.airflow)).toBeCloseTo(471.947, 3);
    expect(typeof row?.airflow).toBe('string');
    expect(row?.weight).toBe('');
    expect(row?.externalStaticPressure).toBe('abc');
  });

  it('returns a copy with the same numbers when the system does not change', () => {
    const same = convertEquipmentScheduleInput(imperial, 'Imperial');
    expect(same).toEqual(imperial);
    expect(same).not.toBe(imperial);
  });
});
