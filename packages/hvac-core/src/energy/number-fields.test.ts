import { describe, expect, it } from 'vitest';
import {
  DAMAGED_NUMBER_TEXT,
  EXTREME_DOUBLES,
  expectRefusedOrFinite,
  nonFiniteNumbers,
} from '../_testing/fuzz.js';
import fc from 'fast-check';
import { fieldRange, isWithinFieldRange } from '../_lib/field-spec.js';
import { betweenMessage } from '../_lib/limits.js';
import { fieldUnitLabel } from '../_lib/field-spec.js';
import type { UnitSystem } from '../units/unit-system.js';
import { defaultEnergyCostInput, defaultMonthlyDegreeDays } from './default-input.js';
import { ENERGY_EFFICIENCY_RANGES, ENERGY_LIMITS } from './limits.js';
import {
  ENERGY_BIN_FIELD_SPECS,
  ENERGY_COOLING_FIELD_SPECS,
  ENERGY_EMISSION_FACTOR_FIELD_SPECS,
  ENERGY_HEATING_FIELD_SPECS,
  ENERGY_MONTHLY_FIELD_SPECS,
  ENERGY_OPTION_FIELD_SPECS,
  ENERGY_PERFORMANCE_FIELD_SPECS,
  ENERGY_PERFORMANCE_POINT_FIELD_SPECS,
  ENERGY_TARIFF_FIELD_SPECS,
  energyEfficiencyFieldSpec,
  type EnergyFieldSpec,
} from './number-fields.js';
import { EnergyCostInputSchema, type EnergyCostInputDraft } from './schema.js';
import { calculateEnergyCostInput } from './calculate-energy-cost.js';

const UNIT_SYSTEMS: readonly UnitSystem[] = ['Imperial', 'Metric'];

type Path = readonly (string | number)[];

describe('the energy field tables', () => {
  it('state the degree-day limits of ENERGY_LIMITS in each unit system (20,000 °F·day a year)', () => {
    const annual = ENERGY_HEATING_FIELD_SPECS.heatingDegreeDays;
    expect(fieldRange(annual, 'Imperial').max).toBeCloseTo(20_000, 9);
    expect(fieldRange(annual, 'Metric').max).toBe(ENERGY_LIMITS.degreeDays.max);
    const monthly = ENERGY_MONTHLY_FIELD_SPECS.monthlyHeatingDegreeDays;
    expect(fieldRange(monthly, 'Imperial').max).toBeCloseTo(3000, 9);
  });

  it('keep a temperature valid in one unit system valid in the other (−60 to 60 °C)', () => {
    const spec = ENERGY_HEATING_FIELD_SPECS.outdoorDesignTemperature;
    expect(isWithinFieldRange(spec, -76, 'Imperial')).toBe(true);
    expect(isWithinFieldRange(spec, -60, 'Metric')).toBe(true);
    expect(isWithinFieldRange(spec, -77, 'Imperial')).toBe(false);
  });

  it.each([
    ['heatingEfficiency', ['afue', 'cop', 'hspf', 'hspf2'], 1, 100],
    ['coolingEfficiency', ['seer', 'seer2', 'eer', 'eer2', 'coolingCop'], 1, 45],
  ] as const)(
    'let %s span every range its ratings allow (%j), and no further',
    (field, ratings, min, max) => {
      const range = fieldRange(ENERGY_OPTION_FIELD_SPECS[field], 'Imperial');
      expect(range).toMatchObject({ min, max });
      for (const rating of ratings) {
        const [low, high] = ENERGY_EFFICIENCY_RANGES[rating].range.display.Imperial;
        expect(low).toBeGreaterThanOrEqual(range.min);
        expect(high).toBeLessThanOrEqual(range.max);
      }
    },
  );

  it('give the degree-days’ help in each system’s base', () => {
    const { help } = ENERGY_HEATING_FIELD_SPECS.heatingDegreeDays;
    expect(help).toEqual({
      Imperial: 'Base 65 °F, annual',
      Metric: 'Base 18.3 °C, annual',
    });
  });
});

/**
 * An input with every part the schema checks: the bin method (balance point and two bins), monthly
 * degree-days of both demands, emission factors, and a heat pump with catalogue points.
 */
function everyPart(unitSystem: UnitSystem): EnergyCostInputDraft {
  const input = structuredClone(defaultEnergyCostInput(unitSystem));
  const imperial = unitSystem === 'Imperial';
  const months = defaultMonthlyDegreeDays(unitSystem, imperial ? 5000 : 2800);
  const [furnace, heatPump] = input.options ?? [];
  if (!input.heating || !input.cooling || !furnace || !heatPump) throw new Error('no default');
  return {
    ...input,
    heating: {
      ...input.heating,
      method: 'bin',
      monthlyHeatingDegreeDays: months.heating,
      balancePointTemperature: imperial ? 60 : 15,
      bins: [
        { temperature: imperial ? 30 : -1, hours: 500 },
        { temperature: imperial ? 10 : -12, hours: 200 },
      ],
    },
    cooling: { ...input.cooling, monthlyCoolingDegreeDays: months.cooling },
    emissionFactors: { electricity: 0.4, naturalGas: 0.18, oil: 0.25, propane: 0.21 },
    options: [
      furnace,
      {
        ...heatPump,
        binPerformance: {
          points: [
            { temperature: imperial ? 47 : 8, capacity: imperial ? 36_000 : 10_000, cop: 3.5 },
            { temperature: imperial ? 17 : -8, capacity: imperial ? 20_000 : 6000, cop: 2.2 },
          ],
          cyclingDegradation: 0.1,
        },
      },
    ],
  };
}

/** The messages the schema gives at `path` when the value there is `value`. */
function messagesWith(
  draft: EnergyCostInputDraft,
  path: Path,
  value: unknown,
  edit: (row: Record<string, unknown>) => void = () => undefined,
): string[] {
  let row: unknown = draft;
  for (const key of path.slice(0, -1)) row = (row as Record<string | number, unknown>)[key];
  const record = row as Record<string | number, unknown>;
  edit(record as Record<string, unknown>);
  record[path[path.length - 1] as string | number] = value;
  const parsed = EnergyCostInputSchema.safeParse(draft);
  return (parsed.error?.issues ?? [])
    .filter((issue) => issue.path.join('.') === path.join('.'))
    .map((issue) => issue.message);
}

/** Every numeric field the schema holds to its table's range: where it sits, how messages name it. */
const TABLES = [
  [ENERGY_HEATING_FIELD_SPECS, ['heating'], ''],
  [ENERGY_COOLING_FIELD_SPECS, ['cooling'], ''],
  [
    { monthlyHeatingDegreeDays: ENERGY_MONTHLY_FIELD_SPECS.monthlyHeatingDegreeDays },
    ['heating'],
    '',
  ],
  [
    { monthlyCoolingDegreeDays: ENERGY_MONTHLY_FIELD_SPECS.monthlyCoolingDegreeDays },
    ['cooling'],
    '',
  ],
  [ENERGY_BIN_FIELD_SPECS, ['heating', 'bins', 1], ''],
  [ENERGY_TARIFF_FIELD_SPECS, ['tariffs'], ''],
  [ENERGY_EMISSION_FACTOR_FIELD_SPECS, ['emissionFactors'], ''],
  [{ installedCost: ENERGY_OPTION_FIELD_SPECS.installedCost }, ['options', 1], ''],
  [ENERGY_PERFORMANCE_FIELD_SPECS, ['options', 1, 'binPerformance'], ''],
  [
    ENERGY_PERFORMANCE_POINT_FIELD_SPECS,
    ['options', 1, 'binPerformance', 'points', 1],
    'Performance point 2 ',
  ],
] as const;

const MONTHLY_FIELDS = new Set(['monthlyHeatingDegreeDays', 'monthlyCoolingDegreeDays']);

const FIELDS = UNIT_SYSTEMS.flatMap((unitSystem) =>
  TABLES.flatMap(([table, rowPath, prefix]) =>
    Object.entries(table as Readonly<Record<string, EnergyFieldSpec>>).map(([field, spec]) => {
      // A monthly list is checked month by month: its fourth month stands for the others.
      const path = MONTHLY_FIELDS.has(field) ? [...rowPath, field, 3] : [...rowPath, field];
      return [path.join('.'), unitSystem, spec, path, prefix] as const;
    }),
  ),
);

const RATINGS = [
  ['heating', 'naturalGas', 'afue'],
  ['heating', 'heatPump', 'cop'],
  ['heating', 'heatPump', 'hspf'],
  ['heating', 'heatPump', 'hspf2'],
  ['cooling', 'heatPump', 'seer'],
  ['cooling', 'heatPump', 'seer2'],
  ['cooling', 'heatPump', 'eer'],
  ['cooling', 'heatPump', 'eer2'],
  ['cooling', 'heatPump', 'cop'],
] as const;

/** The range message of a field in a unit system, as the schema words it. */
function rangeMessage(spec: EnergyFieldSpec, unitSystem: UnitSystem, prefix: string): string {
  const { min, max } = fieldRange(spec, unitSystem);
  const label = `${prefix}${spec.rangeMessageLabel ?? spec.messageLabel ?? spec.label}`;
  return betweenMessage(label, min, max, spec.messageUnit ?? fieldUnitLabel(spec.unit, unitSystem));
}

/**
 * Just inside and just outside each end of a field's range (a millionth of the range): the range
 * message comes only outside, and it is the one the table words.
 */
function expectRangeChecked(
  spec: EnergyFieldSpec,
  unitSystem: UnitSystem,
  refused: (value: number) => boolean,
): void {
  const { min, max, minExclusive } = fieldRange(spec, unitSystem);
  expect(minExclusive).toBe(false);
  expect(Number.isFinite(min) && Number.isFinite(max) && min < max).toBe(true);
  const slack = 1e-6 * (max - min);
  expect(refused(min + slack)).toBe(false);
  expect(refused(max - slack)).toBe(false);
  expect(refused(min - slack)).toBe(true);
  expect(refused(max + slack)).toBe(true);
}

describe('the schema reads its ranges and messages from the field tables', () => {
  it.each(UNIT_SYSTEMS)('starts from a %s input it accepts', (unitSystem) => {
    expect(EnergyCostInputSchema.safeParse(everyPart(unitSystem)).error?.issues ?? []).toEqual([]);
  });

  it.each(FIELDS)(
    'checks %s (%s) against the table’s range',
    (_name, unitSystem, spec, path, prefix) => {
      const message = rangeMessage(spec, unitSystem, prefix);
      expectRangeChecked(spec, unitSystem, (value) =>
        messagesWith(everyPart(unitSystem), path, value).includes(message),
      );
    },
  );

  it.each(UNIT_SYSTEMS.flatMap((u) => RATINGS.map((rating) => [u, ...rating] as const)))(
    'checks a %s %s efficiency rated by %s (%s) against the rating’s range',
    (unitSystem, kind, fuel, rating) => {
      const spec = energyEfficiencyFieldSpec(kind, rating);
      if (spec === undefined) throw new Error(`no range for ${rating}`);
      const message = rangeMessage(spec, unitSystem, '');
      const index = kind === 'heating' && fuel === 'naturalGas' ? 0 : 1;
      const path = ['options', index, `${kind}Efficiency`];
      const rate = (option: Record<string, unknown>) => {
        option[`${kind}Rating`] = rating;
      };
      expectRangeChecked(spec, unitSystem, (value) =>
        messagesWith(everyPart(unitSystem), path, value, rate).includes(message),
      );
    },
  );

  // The engine's own check of a rating has no round-off slack (an AFUE of 100.0000001 throws).
  it.each(RATINGS)(
    'holds a %s efficiency on %s rated by %s to its range exactly',
    (kind, fuel, rating) => {
      const spec = energyEfficiencyFieldSpec(kind, rating);
      if (spec === undefined) throw new Error(`no range for ${rating}`);
      const { max } = fieldRange(spec, 'Imperial');
      const index = kind === 'heating' && fuel === 'naturalGas' ? 0 : 1;
      const rate = (option: Record<string, unknown>) => {
        option[`${kind}Rating`] = rating;
      };
      const path = ['options', index, `${kind}Efficiency`];
      const messages = messagesWith(everyPart('Imperial'), path, max * (1 + 1e-12), rate);
      expect(messages).toEqual([rangeMessage(spec, 'Imperial', '')]);
    },
  );

  // The wording every message had before the tables held it (issue 39): unchanged.
  it.each([
    [
      'Imperial',
      ['heating', 'designHeatLoss'],
      'Design heat loss must be between 0 and 12,000,000 Btu/h.',
    ],
    ['Metric', ['cooling', 'capacity'], 'Cooling capacity must be between 0 and 3,516,853 W.'],
    [
      'Imperial',
      ['heating', 'heatingDegreeDays'],
      'Heating degree-days must be between 0 and 20,000 °F·day.',
    ],
    [
      'Metric',
      ['cooling', 'monthlyCoolingDegreeDays', 3],
      'Monthly cooling degree-days must be between 0 and 1,667 K·day.',
    ],
    [
      'Metric',
      ['heating', 'fullLoadHours'],
      'Heating full-load hours must be between 0 and 8,760.',
    ],
    [
      'Imperial',
      ['heating', 'bins', 0, 'temperature'],
      'Bin temperature must be between -76 and 140 °F.',
    ],
    ['Imperial', ['heating', 'bins', 0, 'hours'], 'Bin hours must be between 0 and 8,760.'],
    [
      'Imperial',
      ['tariffs', 'electricityFixedMonthly'],
      'Electricity fixed monthly charge must be between 0 and 1,000,000.',
    ],
    ['Metric', ['emissionFactors', 'oil'], 'Emission factor (kg CO₂/kWh) must be between 0 and 2.'],
    [
      'Imperial',
      ['options', 0, 'installedCost'],
      'Installed cost must be between 0 and 1,000,000,000.',
    ],
    [
      'Imperial',
      ['options', 1, 'binPerformance', 'cyclingDegradation'],
      'Cycling degradation coefficient must be between 0 and 0.5.',
    ],
    [
      'Metric',
      ['options', 1, 'binPerformance', 'points', 0, 'cop'],
      'Performance point 1 COP must be between 1 and 8.',
    ],
    [
      'Imperial',
      ['options', 0, 'heatingEfficiency'],
      'Heating efficiency (AFUE) must be between 50 and 100%.',
    ],
    [
      'Imperial',
      ['options', 1, 'heatingEfficiency'],
      'Heating efficiency (HSPF2) must be between 3 and 20 Btu/Wh.',
    ],
  ] as const)('words a %s value out of range at %j: %s', (unitSystem, path, message) => {
    expect(messagesWith(everyPart(unitSystem), path, 1e12)).toEqual([message]);
  });

  it('names a blank point field by its point, and an efficiency by the table', () => {
    const input = everyPart('Imperial');
    expect(
      messagesWith(input, ['options', 1, 'binPerformance', 'points', 1, 'capacity'], ''),
    ).toEqual(['Performance point 2 capacity is required.']);
    expect(
      messagesWith(everyPart('Imperial'), ['options', 0, 'coolingEfficiency'], undefined),
    ).toEqual(['Cooling efficiency is required.']);
    expect(messagesWith(everyPart('Metric'), ['emissionFactors', 'oil'], 'abc')).toEqual([
      'Oil emission factor must be a number.',
    ]);
  });
});

/** The result of a draft the schema accepts; null for one it refuses (as the app evaluates). */
function calculateEnergyCostOrNull(draft: EnergyCostInputDraft) {
  const parsed = EnergyCostInputSchema.safeParse(draft);
  return parsed.success ? calculateEnergyCostInput(parsed.data) : null;
}

describe('a number in a fixed unit is held to its range exactly', () => {
  // No conversion rounds a count, an hour or a coefficient, so the schema gives it no round-off
  // slack: the engine holds C_D ≤ 0.5 and full-load hours ≤ 8,760 exactly, and threw on these two
  // values, which the schema's 1e-9 relative slack let through.
  it.each([
    [['options', 1, 'binPerformance', 'cyclingDegradation'], 0.50000000025],
    [['cooling', 'equivalentFullLoadHours'], 8760.0000044],
  ] as const)(
    'refuses %j = %d with its range message, and the result never throws',
    (path, value) => {
      const draft = everyPart('Imperial');
      expect(messagesWith(draft, path, value)).toHaveLength(1);
      expect(EnergyCostInputSchema.safeParse(draft).success).toBe(false);
      expect(calculateEnergyCostOrNull(draft)).toBeNull();
    },
  );
});

/**
 * The draft with `value` at `path` (and its rating, for an efficiency), parsed and computed as the
 * app does: its messages anywhere in the input, and the result (null when refused). A throw fails.
 */
function computedWith(unitSystem: UnitSystem, path: Path, value: unknown, rating?: string) {
  const draft = everyPart(unitSystem);
  let row: unknown = draft;
  for (const key of path.slice(0, -1)) row = (row as Record<string | number, unknown>)[key];
  const record = row as Record<string | number, unknown>;
  const field = String(path[path.length - 1]);
  if (rating !== undefined) record[field.replace('Efficiency', 'Rating')] = rating;
  record[field] = value;
  const parsed = EnergyCostInputSchema.safeParse(draft);
  const messages = (parsed.error?.issues ?? []).map((issue) => issue.message);
  return { messages, result: parsed.success ? calculateEnergyCostInput(parsed.data) : null };
}

/**
 * A value at a range's end is never refused for its range. It is computed to finite numbers, or
 * refused only by a rule across fields (the outdoor design temperature below the indoor one, a
 * year's bin hours), which names the other field.
 */
function expectEndComputes(
  spec: EnergyFieldSpec,
  unitSystem: UnitSystem,
  prefix: string,
  outcome: { messages: string[]; result: unknown },
  value: number,
): void {
  expect({ value, refused: outcome.messages }).not.toEqual({
    value,
    refused: expect.arrayContaining([rangeMessage(spec, unitSystem, prefix)]),
  });
  expectRefusedOrFinite(outcome, value);
}

// Standing check (issues 39 and 44): each number the energy schema holds, one at a time, in each
// unit system, at each end of its range (as the form's min and max give them) and a millionth of
// the span inside: accepted, and the calculation gives finite numbers everywhere. Beyond the ends,
// the extreme doubles and damaged text are refused with a message or computed finite, never thrown.
describe('every energy number computes at the ends of its range', () => {
  it.each(FIELDS)(
    '%s (%s): both ends and just inside compute, or meet only a rule across fields',
    (_n, u, spec, path, prefix) => {
      const { min, max } = fieldRange(spec, u);
      const span = max - min;
      for (const value of [min, max, min + 1e-6 * span, max - 1e-6 * span]) {
        expectEndComputes(spec, u, prefix, computedWith(u, path, value), value);
      }
    },
  );

  it.each(UNIT_SYSTEMS.flatMap((u) => RATINGS.map((rating) => [u, ...rating] as const)))(
    'a %s %s efficiency on %s rated by %s: both ends compute, or meet only a rule across fields',
    (u, kind, fuel, rating) => {
      const spec = energyEfficiencyFieldSpec(kind, rating);
      if (spec === undefined) throw new Error(`no range for ${rating}`);
      const { min, max } = fieldRange(spec, u);
      const index = kind === 'heating' && fuel === 'naturalGas' ? 0 : 1;
      for (const value of [min, max]) {
        const outcome = computedWith(u, ['options', index, `${kind}Efficiency`], value, rating);
        expectEndComputes(spec, u, '', outcome, value);
      }
    },
  );

  it.each(FIELDS)('%s (%s): extreme doubles and damaged text never throw', (_n, u, spec, path) => {
    for (const value of [...EXTREME_DOUBLES, ...DAMAGED_NUMBER_TEXT]) {
      expectRefusedOrFinite(computedWith(u, path, value), value);
    }
  });

  it('any double at any field is refused with a message or computes finite numbers', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FIELDS),
        fc.oneof(fc.double(), fc.double({ min: -1e6, max: 1e6, noNaN: true })),
        ([, u, , path], value) => {
          const { messages, result } = computedWith(u, path, value);
          return result === null ? messages.length > 0 : nonFiniteNumbers(result).length === 0;
        },
      ),
      { numRuns: 300, seed: 39 },
    );
  });
});
