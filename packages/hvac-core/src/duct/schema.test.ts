import { describe, expect, it, test } from 'vitest';
import { DuctInputSchema } from './schema.js';

function issues(input: unknown): { path: PropertyKey[]; message: string }[] {
  const result = DuctInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map(({ path, message }) => ({ path, message }));
}

describe('DuctInputSchema', () => {
  it('fills the defaults beyond the spec fields', () => {
    const input = DuctInputSchema.parse({ airflow: 1000, targetFriction: 0.1 });
    expect(input).toMatchObject({
      calculationName: '',
      unitSystem: 'Imperial',
      ductShape: 'round',
      aspectRatio: 1,
      sizingMethod: 'friction',
      ductLength: 0,
      fittings: [],
      material: 'galvanizedSteel',
      altitude: 0,
      application: 'main',
      roundingMode: 'standard',
    });
    expect(input.airTemperature).toBeUndefined();
  });

  it('accepts numbers held as strings by a form', () => {
    const input = DuctInputSchema.parse({
      airflow: ' 1500 ',
      targetFriction: '0.08',
      ductLength: '',
      fittings: [{ type: 'CD3-9', quantity: '2' }],
    });
    expect(input.airflow).toBe(1500);
    expect(input.targetFriction).toBe(0.08);
    expect(input.ductLength).toBe(0);
    expect(input.fittings[0]?.quantity).toBe(2);
  });

  test.each<[string, unknown, PropertyKey[], string]>([
    ['missing airflow', { targetFriction: 0.1 }, ['airflow'], 'Airflow is required.'],
    [
      'text airflow',
      { airflow: 'lots', targetFriction: 0.1 },
      ['airflow'],
      'Airflow must be a number.',
    ],
    [
      'NaN airflow',
      { airflow: Number.NaN, targetFriction: 0.1 },
      ['airflow'],
      'Airflow must be a number.',
    ],
    [
      'airflow too large',
      { airflow: 300_000, targetFriction: 0.1 },
      ['airflow'],
      'Airflow must be between 1 and 200,000 cfm.',
    ],
    [
      'metric airflow',
      { unitSystem: 'Metric', airflow: 0, targetFriction: 1 },
      ['airflow'],
      'Airflow must be between 0.472 and 94,389 L/s.',
    ],
    [
      'aspect ratio 9',
      { airflow: 1000, targetFriction: 0.1, aspectRatio: 9 },
      ['aspectRatio'],
      'Aspect ratio must be between 1 and 8.',
    ],
    [
      'no target friction',
      { airflow: 1000, sizingMethod: 'friction' },
      ['targetFriction'],
      'Target friction rate is required for the friction sizing method.',
    ],
    [
      'no target velocity',
      { airflow: 1000, sizingMethod: 'velocity' },
      ['targetVelocity'],
      'Target velocity is required for the velocity sizing method.',
    ],
    [
      'velocity too high',
      { airflow: 1000, sizingMethod: 'velocity', targetVelocity: 9000 },
      ['targetVelocity'],
      'Target velocity must be between 100 and 6,000 fpm.',
    ],
    [
      'metric velocity',
      { unitSystem: 'Metric', airflow: 100, sizingMethod: 'velocity', targetVelocity: 40 },
      ['targetVelocity'],
      'Target velocity must be between 0.508 and 30.48 m/s.',
    ],
    [
      'negative length',
      { airflow: 1000, targetFriction: 0.1, ductLength: -1 },
      ['ductLength'],
      'Duct length must be between 0 and 10,000 ft.',
    ],
    [
      'hot air',
      { airflow: 1000, targetFriction: 0.1, airTemperature: 300 },
      ['airTemperature'],
      'Air temperature must be between -40 and 250 °F.',
    ],
    [
      'altitude',
      { unitSystem: 'Metric', airflow: 100, targetFriction: 1, altitude: 6000 },
      ['altitude'],
      'Altitude must be between -457 and 4,572 m.',
    ],
    [
      'bad shape',
      { airflow: 1000, targetFriction: 0.1, ductShape: 'oval' },
      ['ductShape'],
      'Duct shape must be round or rectangular.',
    ],
    [
      'bad method',
      { airflow: 1000, targetFriction: 0.1, sizingMethod: 'static' },
      ['sizingMethod'],
      'Sizing method must be friction or velocity.',
    ],
    [
      'long name',
      { airflow: 1000, targetFriction: 0.1, calculationName: 'x'.repeat(121) },
      ['calculationName'],
      'Calculation name must be at most 120 characters.',
    ],
  ])('rejects %s with a message naming the field', (_, input, path, message) => {
    expect(issues(input)).toContainEqual({ path, message });
  });

  test.each<[string, unknown, PropertyKey[], string]>([
    [
      'unknown type',
      { type: 'elbow' },
      ['fittings', 0, 'type'],
      'Fitting type must be a fitting from the library or "custom".',
    ],
    [
      'fractional quantity',
      { type: 'CD3-9', quantity: 1.5 },
      ['fittings', 0, 'quantity'],
      'Fitting quantity must be a whole number.',
    ],
    [
      'negative C',
      { type: 'CD3-9', customC: -1 },
      ['fittings', 0, 'customC'],
      'Custom loss coefficient C must be between 0 and 100.',
    ],
    [
      'custom without C',
      { type: 'custom' },
      ['fittings', 0, 'customC'],
      'A custom fitting needs a custom loss coefficient C or a custom equivalent length.',
    ],
    [
      'both overrides',
      { type: 'CD3-9', customC: 0.2, customEquivalentLength: 10 },
      ['fittings', 0, 'customEquivalentLength'],
      'Give a custom loss coefficient C or a custom equivalent length, not both.',
    ],
  ])('rejects a fitting row with %s', (_, row, path, message) => {
    expect(issues({ airflow: 1000, targetFriction: 0.1, fittings: [row] })).toContainEqual({
      path,
      message,
    });
  });

  it('reports every problem at once', () => {
    const found = issues({ airflow: -1, targetFriction: 5, aspectRatio: 0 });
    expect(found.map((issue) => issue.path[0])).toEqual(
      expect.arrayContaining(['airflow', 'targetFriction', 'aspectRatio']),
    );
  });

  it('rejects a non-object', () => {
    expect(issues(42)[0]?.message).toBe('The duct input must be an object of named fields.');
  });
});
