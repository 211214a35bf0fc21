import { describe, expect, it, test } from 'vitest';
import type { z } from 'zod';
import { SPEC_ONLY_HEAT_LOAD_INPUTS as SPEC_ONLY } from '../_testing/saved-inputs.js';
import { defaultHeatLoadInput } from './default-input.js';
import {
  HEAT_LOAD_FIELDS,
  HEAT_LOAD_FIELD_LABELS,
  HEAT_LOAD_FIELD_QUANTITIES,
  HEAT_LOAD_NUMERIC_FIELDS,
  heatLoadFieldRange,
  heatLoadFieldUnitLabel,
} from './fields.js';
import { HeatLoadInputSchema } from './schema.js';
import type { HeatLoadInputDraft } from './schema.js';

/** The issues of a draft that should fail, as [path, message] pairs. */
function issuesOf(draft: unknown): [string, string][] {
  const result = HeatLoadInputSchema.safeParse(draft);
  if (result.success) throw new Error('expected the draft to be rejected');
  return result.error.issues.map((issue: z.core.$ZodIssue) => [
    issue.path.join('.'),
    issue.message,
  ]);
}

const imperial = defaultHeatLoadInput('Imperial');
const metric = defaultHeatLoadInput('Metric');

describe('HeatLoadInputSchema', () => {
  it('parses a document with only the spec fields, filling in the defaults', () => {
    expect(HeatLoadInputSchema.parse(SPEC_ONLY)).toEqual({
      ...SPEC_ONLY,
      unitSystem: 'Imperial',
      activityLevel: 'moderatelyActiveOfficeWork',
      windowOrientation: 'S',
      additionalWindows: [],
      ventilationSpaceType: 'officeSpace',
      infiltrationAch: 0,
      safetyFactorPercent: 0,
      creditInternalGainsInHeating: false,
    });
  });

  it('accepts numbers held as strings and treats blank optional fields as absent', () => {
    const parsed = HeatLoadInputSchema.parse({
      ...SPEC_ONLY,
      wallArea: ' 400 ',
      outdoorRelativeHumidity: '',
      windowShgc: null,
      safetyFactorPercent: '',
    });
    expect(parsed.wallArea).toBe(400);
    expect(parsed.outdoorRelativeHumidity).toBeUndefined();
    expect(parsed.windowShgc).toBeUndefined();
    expect(parsed.safetyFactorPercent).toBe(0);
  });

  it('trims the room name, allows it empty and drops unknown fields', () => {
    const parsed = HeatLoadInputSchema.parse({
      ...SPEC_ONLY,
      roomName: '  Lab 2  ',
      legacyField: 1,
    });
    expect(parsed.roomName).toBe('Lab 2');
    expect(parsed).not.toHaveProperty('legacyField');
    expect(HeatLoadInputSchema.parse({ ...SPEC_ONLY, roomName: '' }).roomName).toBe('');
  });

  it('gives the wall-area message, in ft², at path wallArea for a negative wall area', () => {
    expect(issuesOf({ ...imperial, wallArea: -10 })).toEqual([
      ['wallArea', 'Wall area must be between 0 and 100,000 ft².'],
    ]);
  });

  it('gives the range in °C for a Metric temperature of 70 °C', () => {
    expect(issuesOf({ ...metric, indoorTemp: 70 })).toEqual([
      ['indoorTemp', 'Indoor temperature must be between -60 and 60 °C.'],
    ]);
  });

  test.each<[string, Partial<Record<keyof HeatLoadInputDraft, unknown>>, [string, string]]>([
    [
      'an Imperial temperature above 140 °F',
      { outdoorTemp: 150 },
      ['outdoorTemp', 'Outdoor temperature must be between -76 and 140 °F.'],
    ],
    [
      'a Metric area above 9,290 m²',
      { unitSystem: 'Metric', roofArea: 10_000 },
      ['roofArea', 'Roof area must be between 0 and 9,290 m².'],
    ],
    [
      'an Imperial U-value above 2',
      { wallUValue: 3 },
      ['wallUValue', 'Wall U-value must be between 0 and 2 Btu/h·ft²·°F.'],
    ],
    [
      'a Metric U-value above 11.36',
      { unitSystem: 'Metric', windowUValue: 12 },
      ['windowUValue', 'Window U-value must be between 0 and 11.36 W/m²·K.'],
    ],
    [
      'a U-value of 0 on a wall with area',
      { wallUValue: 0 },
      ['wallUValue', 'Wall U-value must be greater than 0 when the wall area is above 0.'],
    ],
    [
      'a fractional number of people',
      { numPeople: 2.5 },
      ['numPeople', 'Number of people must be a whole number.'],
    ],
    [
      'too many people',
      { numPeople: 20_000 },
      ['numPeople', 'Number of people must be between 0 and 10,000 people.'],
    ],
    [
      'a negative lighting load',
      { unitSystem: 'Metric', lightingLoad: -1 },
      ['lightingLoad', 'Lighting load must be between 0 and 1,000,000 W.'],
    ],
    [
      'too much ventilation in L/s',
      { unitSystem: 'Metric', ventilationRate: 500_000 },
      ['ventilationRate', 'Ventilation rate must be between 0 and 471,947 L/s.'],
    ],
    [
      'too much ventilation in cfm',
      { ventilationRate: 2_000_000 },
      ['ventilationRate', 'Ventilation rate must be between 0 and 1,000,000 cfm.'],
    ],
    [
      'a relative humidity above 100 %',
      { indoorRelativeHumidity: 120 },
      ['indoorRelativeHumidity', 'Indoor relative humidity must be between 0 and 100%.'],
    ],
    [
      'an SHGC above 1',
      { windowShgc: 1.5 },
      ['windowShgc', 'Window SHGC must be between 0 and 1.'],
    ],
    [
      'an air-change rate above 50',
      { infiltrationAch: 60 },
      ['infiltrationAch', 'Infiltration rate must be between 0 and 50 ACH.'],
    ],
    [
      'a safety factor above 50 %',
      { safetyFactorPercent: 75 },
      ['safetyFactorPercent', 'Safety factor must be between 0 and 50%.'],
    ],
    [
      'a ceiling above 100 ft',
      { ceilingHeight: 120 },
      ['ceilingHeight', 'Ceiling height must be between 0 and 100 ft.'],
    ],
    [
      'infiltration without a ceiling height',
      { infiltrationAch: 0.5, ceilingHeight: undefined },
      ['ceilingHeight', 'Ceiling height is required to compute infiltration (0.5 ACH).'],
    ],
    [
      'infiltration with a zero floor area',
      { unitSystem: 'Metric', infiltrationAch: 1, floorArea: 0 },
      ['floorArea', 'Floor area must be greater than 0 to compute infiltration (1 ACH).'],
    ],
    ['an empty required field', { wallArea: '' }, ['wallArea', 'Wall area is required.']],
    [
      'a missing required field',
      { outdoorTemp: undefined },
      ['outdoorTemp', 'Outdoor temperature is required.'],
    ],
    [
      'a null required field',
      { indoorTemp: null },
      ['indoorTemp', 'Indoor temperature is required.'],
    ],
    ['text in a number field', { roofArea: '12 m2' }, ['roofArea', 'Roof area must be a number.']],
    ['NaN', { windowArea: Number.NaN }, ['windowArea', 'Window area must be a number.']],
    [
      'Infinity',
      { equipmentLoad: Number.POSITIVE_INFINITY },
      ['equipmentLoad', 'Equipment load must be a number.'],
    ],
    [
      'a boolean in a number field',
      { ventilationRate: true },
      ['ventilationRate', 'Ventilation rate must be a number.'],
    ],
    [
      'an unknown mode',
      { calculationMode: 'Dehumidify' },
      ['calculationMode', 'Calculation mode must be Cooling or Heating.'],
    ],
    [
      'a missing mode',
      { calculationMode: undefined },
      ['calculationMode', 'Calculation mode is required.'],
    ],
    [
      'an unknown unit system',
      { unitSystem: 'SI' },
      ['unitSystem', 'Unit system must be Imperial or Metric.'],
    ],
    [
      'an unknown activity',
      { activityLevel: 'juggling' },
      ['activityLevel', 'Activity level must be one of the listed activities.'],
    ],
    [
      'an unknown orientation',
      { windowOrientation: 'Up' },
      [
        'windowOrientation',
        'Window orientation must be one of N, NE, E, SE, S, SW, W, NW or Horizontal.',
      ],
    ],
    [
      'a room name over 120 characters',
      { roomName: 'x'.repeat(121) },
      ['roomName', 'Room name must be at most 120 characters.'],
    ],
  ])('rejects %s with a message naming the field', (_case, change, expected) => {
    const base = change.unitSystem === 'Metric' ? metric : imperial;
    expect(issuesOf({ ...base, ...change })).toEqual([expected]);
  });

  it('allows a U-value of 0 on a surface with no area', () => {
    expect(HeatLoadInputSchema.safeParse({ ...imperial, roofArea: 0, roofUValue: 0 }).success).toBe(
      true,
    );
  });

  it('accepts the limits themselves in both systems, including after conversion round-off', () => {
    expect(
      HeatLoadInputSchema.safeParse({
        ...imperial,
        outdoorTemp: 140,
        indoorTemp: -76,
        wallArea: 100_000,
      }).success,
    ).toBe(true);
    expect(
      HeatLoadInputSchema.safeParse({
        ...metric,
        outdoorTemp: 60,
        wallArea: 9290.304,
        wallUValue: 11.3565,
      }).success,
    ).toBe(true);
  });

  it('reports every bad field at once, so a form can show them all', () => {
    expect(issuesOf({ ...imperial, wallArea: '', roofArea: -3, windowShgc: 'abc' })).toEqual([
      ['wallArea', 'Wall area is required.'],
      ['windowShgc', 'Window SHGC must be a number.'],
      ['roofArea', 'Roof area must be between 0 and 100,000 ft².'],
    ]);
  });

  it('rejects something that is not an object', () => {
    expect(issuesOf(null)).toEqual([
      ['', 'The heat-load input must be an object of named fields.'],
    ]);
  });
});

describe('heat-load fields', () => {
  it('labels every field of the schema, and nothing else', () => {
    const schemaFields = Object.keys(HeatLoadInputSchema.shape).sort();
    expect([...HEAT_LOAD_FIELDS].sort()).toEqual(schemaFields);
    expect(Object.keys(HEAT_LOAD_FIELD_LABELS).sort()).toEqual(schemaFields);
  });

  it('gives a quantity (or null when dimensionless) for every numeric field', () => {
    expect(Object.keys(HEAT_LOAD_FIELD_QUANTITIES).sort()).toEqual(
      [...HEAT_LOAD_NUMERIC_FIELDS].sort(),
    );
    const parsed = HeatLoadInputSchema.parse(imperial);
    for (const field of HEAT_LOAD_NUMERIC_FIELDS) {
      expect(['number', 'undefined']).toContain(typeof parsed[field]);
    }
  });

  test.each([
    ['outdoorTemp', 'Imperial', '°F'],
    ['outdoorTemp', 'Metric', '°C'],
    ['wallArea', 'Imperial', 'ft²'],
    ['wallUValue', 'Metric', 'W/m²·K'],
    ['lightingLoad', 'Imperial', 'W'],
    ['ventilationRate', 'Imperial', 'cfm'],
    ['ventilationRate', 'Metric', 'L/s'],
    ['ceilingHeight', 'Metric', 'm'],
    ['numPeople', 'Metric', 'people'],
    ['indoorRelativeHumidity', 'Imperial', '%'],
    ['windowShgc', 'Imperial', ''],
    ['infiltrationAch', 'Metric', 'ACH'],
  ] as const)('labels %s in %s as "%s"', (field, system, label) => {
    expect(heatLoadFieldUnitLabel(field, system)).toBe(label);
  });

  it('gives each range in the unit system asked for', () => {
    expect(heatLoadFieldRange('indoorTemp', 'Imperial').min).toBeCloseTo(-76, 9);
    expect(heatLoadFieldRange('indoorTemp', 'Imperial').max).toBeCloseTo(140, 9);
    expect(heatLoadFieldRange('wallArea', 'Metric').max).toBeCloseTo(9290.304, 6);
    expect(heatLoadFieldRange('wallUValue', 'Metric').max).toBeCloseTo(11.3565, 4);
    expect(heatLoadFieldRange('ventilationRate', 'Metric').max).toBeCloseTo(471_947.44, 2);
    expect(heatLoadFieldRange('numPeople', 'Metric')).toEqual({ min: 0, max: 10_000 });
  });
});
