import { describe, expect, it, test } from 'vitest';
import type { z } from 'zod';
import { defaultVentilationInput } from './default-input.js';
import {
  VENTILATION_FIELDS,
  VENTILATION_FIELD_LABELS,
  VENTILATION_NUMERIC_FIELDS,
  ventilationFieldRange,
  ventilationFieldUnitLabel,
} from './fields.js';
import { VentilationInputSchema } from './schema.js';
import { KITCHEN_TEMPLATE } from './_testing/kitchen.js';

/** The issues of a draft that should fail, as [path, message] pairs. */
function issuesOf(draft: unknown): [string, string][] {
  const result = VentilationInputSchema.safeParse(draft);
  if (result.success) throw new Error('expected the draft to be rejected');
  return result.error.issues.map((issue: z.core.$ZodIssue) => [
    issue.path.join('.'),
    issue.message,
  ]);
}

/** The spec's fields only, as a saved document of the original app holds them (the kitchen template). */
const SPEC_ONLY = KITCHEN_TEMPLATE;

describe('VentilationInputSchema', () => {
  it('parses a document with only the spec fields as the air-change calculation', () => {
    expect(VentilationInputSchema.parse(SPEC_ONLY)).toEqual({
      ...SPEC_ONLY,
      mode: 'airChanges',
      occupancyCategory: 'officeSpace',
      airDistributionConfiguration: 'ceilingSupplyCool',
      hoodStyle: 'wallCanopy',
      applianceDuty: 'medium',
    });
  });

  it('accepts numbers held as strings and treats blank optional fields as absent', () => {
    const parsed = VentilationInputSchema.parse({
      ...SPEC_ONLY,
      roomWidth: ' 12 ',
      airChangesPerHour: '300',
      zonePopulation: '',
      airflow: null,
    });
    expect(parsed.roomWidth).toBe(12);
    expect(parsed.airChangesPerHour).toBe(300);
    expect(parsed.zonePopulation).toBeUndefined();
    expect(parsed.airflow).toBeUndefined();
  });

  it('reads a cleared space type (blank or null) as none', () => {
    expect(VentilationInputSchema.parse({ ...SPEC_ONLY, spaceType: '' }).spaceType).toBeUndefined();
    expect(
      VentilationInputSchema.parse({ ...SPEC_ONLY, spaceType: null }).spaceType,
    ).toBeUndefined();
    expect(VentilationInputSchema.parse({ ...SPEC_ONLY, spaceType: 'toilet' }).spaceType).toBe(
      'toilet',
    );
    expect(issuesOf({ ...SPEC_ONLY, spaceType: 'attic' })).toEqual([
      ['spaceType', 'Space type must be one of the listed space types.'],
    ]);
  });

  it('parses both default inputs', () => {
    expect(VentilationInputSchema.safeParse(defaultVentilationInput('Imperial')).success).toBe(
      true,
    );
    expect(VentilationInputSchema.safeParse(defaultVentilationInput('Metric')).success).toBe(true);
  });

  test.each<[string, Record<string, unknown>, [string, string][]]>([
    [
      'a blank and a non-numeric size',
      { ...SPEC_ONLY, roomLength: '', roomHeight: 'abc' },
      [
        ['roomLength', 'Room length is required.'],
        ['roomHeight', 'Room height must be a number.'],
      ],
    ],
    [
      'a zero width (the inverse would divide by zero)',
      { ...SPEC_ONLY, roomWidth: 0 },
      [['roomWidth', 'Room width must be greater than 0 and at most 1,000 ft.']],
    ],
    [
      'a Metric height above 200 ft (60.96 m)',
      { ...SPEC_ONLY, unitSystem: 'Metric', roomHeight: 61 },
      [['roomHeight', 'Room height must be greater than 0 and at most 60.96 m.']],
    ],
    [
      'negative air changes',
      { ...SPEC_ONLY, airChangesPerHour: -2 },
      [['airChangesPerHour', 'Air changes per hour must be between 0 and 1,000 ACH.']],
    ],
    [
      'infinite air changes',
      { ...SPEC_ONLY, airChangesPerHour: Number.POSITIVE_INFINITY },
      [['airChangesPerHour', 'Air changes per hour must be a number.']],
    ],
    [
      'a missing air-change rate in air-change mode',
      { ...SPEC_ONLY, airChangesPerHour: undefined },
      [['airChangesPerHour', 'Air changes per hour is required to compute the airflow.']],
    ],
    [
      'a missing airflow in the inverse mode',
      { ...SPEC_ONLY, mode: 'airChangesFromAirflow' },
      [['airflow', 'Airflow is required to compute the air changes per hour.']],
    ],
    [
      'a Metric airflow out of range',
      { ...SPEC_ONLY, unitSystem: 'Metric', mode: 'airChangesFromAirflow', airflow: 500_000 },
      [['airflow', 'Airflow must be between 0 and 471,947 L/s.']],
    ],
    [
      'a warehouse without a population (62.1 gives no default density)',
      { ...SPEC_ONLY, mode: 'ventilationRateProcedure', occupancyCategory: 'warehouse' },
      [
        [
          'zonePopulation',
          'Zone population is required for Warehouses: ASHRAE 62.1 gives no default occupant density.',
        ],
      ],
    ],
    [
      'an unknown occupancy category and Ez configuration',
      { ...SPEC_ONLY, occupancyCategory: 'spaceship', airDistributionConfiguration: 'magic' },
      [
        [
          'occupancyCategory',
          'Occupancy category must be one of the listed ASHRAE 62.1 categories.',
        ],
        [
          'airDistributionConfiguration',
          'Air distribution configuration must be one of the listed configurations.',
        ],
      ],
    ],
    [
      'an unknown unit system',
      { ...SPEC_ONLY, unitSystem: 'SI' },
      [['unitSystem', 'Unit system must be Imperial or Metric.']],
    ],
  ])('rejects %s with messages naming the field', (_case, draft, expected) => {
    expect(issuesOf(draft)).toEqual(expected);
  });

  it('rejects a non-object', () => {
    expect(issuesOf(42)).toEqual([
      ['', 'The ventilation input must be an object of named fields.'],
    ]);
  });
});

describe('ventilation fields', () => {
  it('labels every field', () => {
    for (const field of VENTILATION_FIELDS) expect(VENTILATION_FIELD_LABELS[field]).not.toBe('');
  });

  test.each([
    ['roomWidth', 'Imperial', 'ft'],
    ['roomWidth', 'Metric', 'm'],
    ['airflow', 'Imperial', 'cfm'],
    ['airflow', 'Metric', 'L/s'],
    ['zoneFloorArea', 'Metric', 'm²'],
    ['airChangesPerHour', 'Metric', 'ACH'],
    ['zonePopulation', 'Imperial', 'people'],
  ] as const)('labels %s in %s as %s', (field, system, label) => {
    expect(ventilationFieldUnitLabel(field, system)).toBe(label);
  });

  it('gives ranges that are conversions of each other', () => {
    for (const field of VENTILATION_NUMERIC_FIELDS) {
      const imperial = ventilationFieldRange(field, 'Imperial');
      const metric = ventilationFieldRange(field, 'Metric');
      expect(metric.minExclusive).toBe(imperial.minExclusive);
      expect(metric.max).toBeGreaterThan(0);
      expect(imperial.max).toBeGreaterThan(0);
    }
    expect(ventilationFieldRange('roomWidth', 'Metric').max).toBeCloseTo(304.8, 10);
  });
});
