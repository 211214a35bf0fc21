import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { defaultDuctInput } from '../duct/default-input.js';
import { calculateHeatLoad } from '../heat-load/calculate-heat-load.js';
import { defaultHeatLoadInput } from '../heat-load/default-input.js';
import { calculatePumpHead } from '../pump/calculate-pump-head.js';
import { defaultPumpHeadInput } from '../pump/default-input.js';
import { nextStandardMotorRating } from '../pump/motor-ratings.js';
import type { PumpHeadInputDraft } from '../pump/schema.js';
import {
  rowFromCalculation,
  rowFromDuct,
  rowFromHeatLoad,
  rowFromPumpHead,
  rowFromVentilation,
} from './from-calculations.js';
import { EquipmentScheduleInputSchema } from './schema.js';
import type { EquipmentScheduleRow } from './schema.js';

/** Wall only: U·A·ΔT = 0.1 × 1000 × (70 − 0) = 7000 Btu/h (ASHRAE Fundamentals 2021, ch. 18). */
const lobbyHeating = {
  unitSystem: 'Imperial',
  calculationMode: 'Heating',
  roomName: 'Lobby',
  outdoorTemp: 0,
  indoorTemp: 70,
  wallArea: 1000,
  wallUValue: 0.1,
  windowArea: 0,
  windowUValue: 0.5,
  roofArea: 0,
  roofUValue: 0.05,
  numPeople: 0,
  lightingLoad: 0,
  equipmentLoad: 0,
  ventilationRate: 0,
  // a saved file also holds a results snapshot, which is ignored
  results: { totalLoad: 1 },
  hvacCoreVersion: '0.1.0',
};

/** 12 × 4 × 1 ft = 48 ft³; 48 × 300 / 60 = 240 cfm (ASHRAE Fundamentals 2021, ch. 16). */
const kitchenHood = {
  calculationName: 'Kitchen hood',
  unitSystem: 'Imperial',
  roomWidth: 12,
  roomLength: 4,
  roomHeight: 1,
  airChangesPerHour: 300,
};

/** Schedules with these rows must parse, so a filled row is always a valid row. */
function expectValid(rows: EquipmentScheduleRow[], unitSystem: 'Imperial' | 'Metric'): void {
  const parsed = EquipmentScheduleInputSchema.safeParse({ calculationName: 'S', unitSystem, rows });
  expect(parsed.success ? [] : parsed.error.issues.map((issue) => issue.message)).toEqual([]);
}

describe('rowFromHeatLoad', () => {
  it('takes the heating load as the heating capacity, with the room as serving area', () => {
    const row = rowFromHeatLoad(
      { fileId: 'hl1', data: lobbyHeating },
      { id: 'r1', unitSystem: 'Imperial', type: 'unitHeater', existingTags: ['UH-1'] },
    );
    expect(row).toEqual({
      id: 'r1',
      type: 'unitHeater',
      tag: 'UH-2',
      servingArea: 'Lobby',
      heatingCapacity: 7000,
      source: { kind: 'heat-load', fileId: 'hl1' },
    });
    expectValid([row], 'Imperial');
  });

  it('converts to a Metric schedule: 7000 Btu/h × 0.29307107 = 2051 W', () => {
    const row = rowFromHeatLoad(
      { fileId: 'hl1', projectId: 'p9', data: lobbyHeating },
      { id: 'r1', unitSystem: 'Metric', type: 'unitHeater' },
    );
    expect(row.heatingCapacity).toBe(2051);
    expect(row.source).toEqual({ kind: 'heat-load', fileId: 'hl1', projectId: 'p9' });
  });

  it('takes the cooling design load (with its safety factor) as the cooling capacity of a fan-coil unit', () => {
    const input = { ...defaultHeatLoadInput('Imperial'), safetyFactorPercent: 10 };
    const expected = calculateHeatLoad(input).totalLoad;
    const row = rowFromHeatLoad(
      { fileId: 'hl2', name: 'Office 201', data: input },
      { id: 'r', unitSystem: 'Imperial' },
    );
    expect(row.type).toBe('fanCoilUnit');
    expect(row.tag).toBe('FCU-1');
    expect(row.coolingCapacity).toBe(Math.round(expected));
    expect(row.heatingCapacity).toBeUndefined();
    expectValid([row], 'Imperial');
  });

  it('refuses a type without the capacity column and invalid saved inputs', () => {
    expect(() =>
      rowFromHeatLoad(
        { fileId: 'x', data: lobbyHeating },
        { id: 'r', unitSystem: 'Imperial', type: 'pump' },
      ),
    ).toThrow(new RangeError('The pump schedule has no heating capacity column.'));
    expect(() =>
      rowFromHeatLoad({ fileId: 'x', data: { roomName: 5 } }, { id: 'r', unitSystem: 'Imperial' }),
    ).toThrow(ZodError);
  });
});

describe('rowFromPumpHead', () => {
  const pumpInput = {
    calculationName: 'CHW primary',
    unitSystem: 'Imperial',
    flowRate: 100,
    fluidTemperature: 60,
    sections: [{ name: 'Main', pipeMaterial: 'steelSchedule40', nominalSize: '3', length: 300 }],
    components: [{ name: 'Chiller', pressureDrop: 20 }],
  } satisfies PumpHeadInputDraft;
  const result = calculatePumpHead(pumpInput);

  it('takes flow, design head, motor input kW and the next NEMA motor rating', () => {
    const row = rowFromPumpHead(
      { fileId: 'ph1', data: pumpInput },
      { id: 'r2', unitSystem: 'Imperial', existingTags: ['P-1', 'AHU-1'] },
    );
    expect(row.tag).toBe('P-2');
    expect(row.servingArea).toBe('CHW primary');
    expect(row.waterFlow).toBe(100);
    expect(row.pumpHead).toBe(Math.round(result.designHead * 10) / 10);
    // the engine's own example: 1-1/2 hp (NEMA MG 1)
    expect(row.motorPower).toBe(1.5);
    expect(row.electricalPower).toBeCloseTo(result.motorInputPower * 0.7457, 2);
    expect(row.source).toEqual({ kind: 'pump', fileId: 'ph1' });
    expectValid([row], 'Imperial');
  });

  it('converts to Metric: 100 gpm = 6.31 L/s, head ft × 0.3048, motor from the IEC series', () => {
    const row = rowFromPumpHead(
      { fileId: 'ph1', data: pumpInput },
      { id: 'r2', unitSystem: 'Metric' },
    );
    expect(row.waterFlow).toBe(6.31);
    expect(row.pumpHead).toBe(Math.round(result.designHead * 0.3048 * 100) / 100);
    const shaftW = result.shaftPower * 745.6998716;
    expect(row.motorPower).toBe(nextStandardMotorRating(shaftW, 'Metric')?.rating);
    expectValid([row], 'Metric');
  });

  it('fills only the columns of the chosen type', () => {
    const row = rowFromPumpHead(
      { fileId: 'ph2', data: defaultPumpHeadInput('Metric') },
      { id: 'r', unitSystem: 'Metric', type: 'chiller' },
    );
    expect(row.waterFlow).toBe(6);
    expect(row.pumpHead).toBeUndefined();
    expect(row.motorPower).toBeUndefined();
    expectValid([row], 'Metric');
  });
});

describe('rowFromVentilation', () => {
  it('takes the required airflow: 240 cfm for the kitchen hood', () => {
    const row = rowFromVentilation(
      { fileId: 'v1', data: kitchenHood },
      { id: 'r3', unitSystem: 'Imperial' },
    );
    expect(row).toMatchObject({
      type: 'fan',
      tag: 'EF-1',
      servingArea: 'Kitchen hood',
      airflow: 240,
    });
    expect(row.source).toEqual({ kind: 'ventilation', fileId: 'v1' });
  });

  it('converts to L/s: 240 cfm × 0.47194745 = 113.3 L/s', () => {
    const row = rowFromVentilation(
      { fileId: 'v1', data: kitchenHood },
      { id: 'r3', unitSystem: 'Metric', type: 'energyRecoveryVentilator' },
    );
    expect(row.airflow).toBe(113.3);
    expect(row.tag).toBe('ERV-1');
    expectValid([row], 'Metric');
  });

  it('uses the file name when the calculation has none', () => {
    const row = rowFromVentilation(
      { fileId: 'v2', name: 'Storage', data: { ...kitchenHood, calculationName: '' } },
      { id: 'r', unitSystem: 'Imperial' },
    );
    expect(row.servingArea).toBe('Storage');
  });

  it('refuses a type without airflow', () => {
    expect(() =>
      rowFromVentilation(
        { fileId: 'v1', data: kitchenHood },
        { id: 'r', unitSystem: 'Imperial', type: 'boiler' },
      ),
    ).toThrow(RangeError);
  });
});

describe('rowFromDuct', () => {
  it('takes the duct airflow, converted: 1000 cfm = 471.9 L/s', () => {
    const data = { ...defaultDuctInput('Imperial'), airflow: 1000, calculationName: 'Main supply' };
    const row = rowFromDuct({ fileId: 'd1', data }, { id: 'r4', unitSystem: 'Metric' });
    expect(row).toMatchObject({
      type: 'airHandlingUnit',
      tag: 'AHU-1',
      servingArea: 'Main supply',
      airflow: 471.9,
    });
    expect(row.source).toEqual({ kind: 'duct', fileId: 'd1' });
    expectValid([row], 'Metric');
  });
});

describe('rowFromCalculation', () => {
  it('dispatches by kind', () => {
    const options = { id: 'r', unitSystem: 'Imperial' } as const;
    expect(
      rowFromCalculation('ventilation', { fileId: 'v', data: kitchenHood }, options).airflow,
    ).toBe(240);
    expect(
      rowFromCalculation('heat-load', { fileId: 'h', data: lobbyHeating }, options).heatingCapacity,
    ).toBe(7000);
    expect(
      rowFromCalculation('duct', { fileId: 'd', data: defaultDuctInput('Imperial') }, options)
        .airflow,
    ).toBe(defaultDuctInput('Imperial').airflow);
    expect(
      rowFromCalculation('pump', { fileId: 'p', data: defaultPumpHeadInput('Imperial') }, options)
        .waterFlow,
    ).toBe(100);
  });
});
