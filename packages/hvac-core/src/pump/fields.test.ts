import { describe, expect, it } from 'vitest';
import {
  PUMP_HEAD_FIELDS,
  PUMP_HEAD_FIELD_LABELS,
  PUMP_HEAD_NUMERIC_FIELDS,
  pumpHeadFieldKey,
  pumpHeadFieldLabel,
  pumpHeadFieldRange,
  pumpHeadFieldUnitLabel,
} from './fields.js';
import { PumpHeadInputSchema } from './schema.js';

describe('pump-head fields', () => {
  it('lists exactly the schema’s top-level fields, each with a label', () => {
    expect([...PUMP_HEAD_FIELDS].sort()).toEqual(Object.keys(PumpHeadInputSchema.shape).sort());
    for (const field of PUMP_HEAD_FIELDS) expect(PUMP_HEAD_FIELD_LABELS[field]).toBeTruthy();
    for (const field of Object.keys(PUMP_HEAD_NUMERIC_FIELDS))
      expect(pumpHeadFieldLabel(field)).not.toBe(field);
  });

  it.each([
    ['flowRate', 'gpm', 'L/s'],
    ['sections.length', 'ft', 'm'],
    ['components.pressureDrop', 'ft of water', 'kPa'],
    ['suction.referencePressure', 'psia', 'kPa'],
    ['suction.npshRequired', 'ft of water', 'm of water'],
    ['pumpCurve.points.head', 'ft of water', 'm of water'],
    ['pumpEfficiencyPercent', '%', '%'],
    ['sections.fittings.customK', '', ''],
  ] as const)('labels %s in %s and %s', (field, imperial, metric) => {
    expect(pumpHeadFieldUnitLabel(field, 'Imperial')).toBe(imperial);
    expect(pumpHeadFieldUnitLabel(field, 'Metric')).toBe(metric);
  });

  it('names a field from an issue path without its row numbers', () => {
    expect(pumpHeadFieldKey(['sections', 2, 'fittings', 0, 'customK'])).toBe(
      'sections.fittings.customK',
    );
    expect(pumpHeadFieldLabel(pumpHeadFieldKey(['pumpCurve', 'points', 1, 'head']))).toBe('Head');
    expect(pumpHeadFieldLabel('somethingElse')).toBe('somethingElse');
  });

  it('gives the ranges the schema checks, and none for the fluid temperature', () => {
    expect(pumpHeadFieldRange('pumpEfficiencyPercent', 'Metric')).toEqual({ min: 10, max: 95 });
    expect(pumpHeadFieldRange('staticLift', 'Imperial')).toEqual({ min: -1000, max: 1000 });
    expect(pumpHeadFieldRange('fluidTemperature', 'Imperial')).toBeNull();
    const tooHigh = PumpHeadInputSchema.safeParse({
      flowRate: 100,
      fluidTemperature: 60,
      sections: [{ name: 'A', pipeMaterial: 'steelSchedule40', nominalSize: '3', length: 10 }],
      pumpEfficiencyPercent: pumpHeadFieldRange('pumpEfficiencyPercent', 'Imperial')!.max + 1,
    });
    expect(tooHigh.error?.issues[0]?.path).toEqual(['pumpEfficiencyPercent']);
  });
});
