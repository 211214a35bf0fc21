import { describe, expect, it } from 'vitest';
import {
  fieldRange,
  fieldUnitLabel,
  numberFieldNames,
  type NumberFieldSpec,
} from '../_lib/field-spec.js';
import type { UnitSystem } from '../units/unit-system.js';
import {
  PUMP_HEAD_FIELDS,
  PUMP_HEAD_FIELD_LABELS,
  PUMP_HEAD_FIELD_SPECS,
  pumpHeadFieldKey,
  pumpHeadFieldLabel,
  type PumpHeadNumericField,
} from './fields.js';
import { PumpHeadInputSchema } from './schema.js';

const spec = (field: PumpHeadNumericField): NumberFieldSpec => PUMP_HEAD_FIELD_SPECS[field];

describe('pump-head fields', () => {
  it('lists exactly the schema’s top-level fields, each with a label', () => {
    expect([...PUMP_HEAD_FIELDS].sort()).toEqual(Object.keys(PumpHeadInputSchema.shape).sort());
    for (const field of PUMP_HEAD_FIELDS) expect(PUMP_HEAD_FIELD_LABELS[field]).toBeTruthy();
    for (const field of numberFieldNames(PUMP_HEAD_FIELD_SPECS))
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
    expect(fieldUnitLabel(spec(field).unit, 'Imperial')).toBe(imperial);
    expect(fieldUnitLabel(spec(field).unit, 'Metric')).toBe(metric);
  });

  it('names a field from an issue path without its row numbers', () => {
    expect(pumpHeadFieldKey(['sections', 2, 'fittings', 0, 'customK'])).toBe(
      'sections.fittings.customK',
    );
    expect(pumpHeadFieldLabel(pumpHeadFieldKey(['pumpCurve', 'points', 1, 'head']))).toBe('Head');
    expect(pumpHeadFieldLabel('somethingElse')).toBe('somethingElse');
  });

  it('gives the ranges the schema checks, and water’s table for the fluid temperature', () => {
    expect(fieldRange(spec('pumpEfficiencyPercent'), 'Metric')).toMatchObject({ min: 10, max: 95 });
    expect(fieldRange(spec('staticLift'), 'Imperial')).toMatchObject({ min: -1000, max: 1000 });
    // Water's property table, 1 to 150 °C (fluidTemperatureRangeC).
    expect(fieldRange(spec('fluidTemperature'), 'Metric')).toMatchObject({ min: 1, max: 150 });
    const tooHigh = PumpHeadInputSchema.safeParse({
      flowRate: 100,
      fluidTemperature: 60,
      sections: [{ name: 'A', pipeMaterial: 'steelSchedule40', nominalSize: '3', length: 10 }],
      pumpEfficiencyPercent: fieldRange(spec('pumpEfficiencyPercent'), 'Imperial').max + 1,
    });
    expect(tooHigh.error?.issues[0]?.path).toEqual(['pumpEfficiencyPercent']);
  });
});

/** A valid open-system input with one row of every list, suction and a curve, in `unitSystem`. */
function fullInput(unitSystem: UnitSystem): Record<string, unknown> {
  const metric = unitSystem === 'Metric';
  return {
    unitSystem,
    systemType: 'open',
    flowRate: metric ? 6 : 100,
    fluidTemperature: metric ? 7 : 45,
    sections: [
      {
        name: 'A',
        pipeMaterial: 'steelSchedule40',
        nominalSize: '3',
        length: 10,
        fittings: [{ id: 'elbow', type: 'elbow90Standard', quantity: 1 }],
      },
    ],
    components: [{ name: 'Coil', pressureDrop: 5 }],
    suction: { liquidLevelAboveImpeller: 1, suctionLosses: 1, npshRequired: 3 },
    pumpCurve: {
      points: [
        { flowRate: 1, head: 30 },
        { flowRate: 2, head: 25 },
        { flowRate: 3, head: 20 },
      ],
    },
  };
}

/** The draft path of a field key in {@link fullInput}: its first row of every list. */
function pathOf(field: string): (string | number)[] {
  const rowsOf: Record<string, string> = {
    sections: 'sections',
    'sections.fittings': 'fittings',
    components: 'components',
    'pumpCurve.points': 'points',
  };
  const names = field.split('.');
  return names.flatMap((name, index) => {
    const list = names.slice(0, index + 1).join('.');
    return list in rowsOf && index < names.length - 1 ? [name, 0] : [name];
  });
}

function withValue(input: unknown, path: readonly (string | number)[], value: number): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (Array.isArray(input)) {
    return input.map((item: unknown, index) =>
      index === head ? withValue(item, rest, value) : item,
    );
  }
  const record = input as Record<string, unknown>;
  return { ...record, [head]: withValue(record[head], rest, value) };
}

function issuePaths(input: unknown): string[] {
  return (PumpHeadInputSchema.safeParse(input).error?.issues ?? []).map((issue) =>
    issue.path.join('.'),
  );
}

describe('pump-head field ranges', () => {
  // The glycol concentration is checked as one of 20, 30, 40, 50 %, not as a range.
  const ranged = numberFieldNames(PUMP_HEAD_FIELD_SPECS).filter(
    (field) => field !== 'concentrationPercent',
  );

  it.each(
    ranged.flatMap((field) => (['Imperial', 'Metric'] as const).map((u) => [field, u] as const)),
  )('%s (%s): the ends of the form’s range pass the schema, just beyond fails', (field, u) => {
    const { min, max } = fieldRange(spec(field), u);
    const path = pathOf(field);
    const key = path.join('.');
    const base = fullInput(u);
    expect(issuePaths(base)).toEqual([]);
    expect(issuePaths(withValue(base, path, min))).not.toContain(key);
    expect(issuePaths(withValue(base, path, max))).not.toContain(key);
    const beyond = (limit: number) => 1e-4 * Math.max(Math.abs(limit), 1);
    expect(issuePaths(withValue(base, path, min - beyond(min)))).toContain(key);
    expect(issuePaths(withValue(base, path, max + beyond(max)))).toContain(key);
  });
});
