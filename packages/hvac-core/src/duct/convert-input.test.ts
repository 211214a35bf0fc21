import { describe, expect, it, test } from 'vitest';
import { calculateDuct } from './calculate-duct.js';
import { convertDuctInput } from './convert-input.js';
import { defaultDuctInput } from './default-input.js';
import type { DuctCheckInputDraft, DuctInput, DuctInputDraft } from './schema.js';

const imperial: DuctInput = {
  ...defaultDuctInput('Imperial'),
  calculationName: 'Main supply duct',
  airflow: 2400,
  ductShape: 'rectangular',
  aspectRatio: 2,
  targetFriction: 0.08,
  targetVelocity: 1500,
  ductLength: 80,
  airTemperature: 55,
  altitude: 5000,
  fittings: [
    { id: 'a', type: 'rect-elbow-mitred-90-single-vanes', quantity: 2 },
    { id: 'b', type: 'custom', quantity: 1, customC: 0.35 },
    { id: 'c', type: 'custom', quantity: 3, customEquivalentLength: 20 },
  ],
};

describe('convertDuctInput', () => {
  // Conversions: NIST SP 811 (2008), B.9 (1 ft = 0.3048 m; 1 cfm = 0.4719474 L/s; 1 fpm = 0.00508 m/s;
  // 1 in. of water (60 °F) = 248.84 Pa, 0.1 in. wg/100 ft = 0.8172 Pa/m as the units module defines it).
  test.each<[keyof DuctInput, number, number, number]>([
    ['airflow', 1000, 471.947443, 5],
    ['targetVelocity', 1000, 5.08, 9],
    ['targetFriction', 0.1, 0.817221, 5],
    ['ductLength', 100, 30.48, 9],
    ['altitude', 5000, 1524, 9],
    ['airTemperature', 68, 20, 9],
    ['aspectRatio', 3, 3, 12],
  ])('converts %s %d (Imperial) to %d (Metric)', (field, imperialValue, metricValue, digits) => {
    const converted = convertDuctInput({ ...imperial, [field]: imperialValue }, 'Metric');
    expect(converted[field]).toBeCloseTo(metricValue, digits);
    expect(converted.unitSystem).toBe('Metric');
  });

  it('converts a fitting’s equivalent length and keeps its C and quantity', () => {
    const converted = convertDuctInput(imperial, 'Metric');
    expect(converted.fittings[2]?.customEquivalentLength).toBeCloseTo(6.096, 9);
    expect(converted.fittings[2]?.quantity).toBe(3);
    expect(converted.fittings[1]?.customC).toBe(0.35);
    expect(converted.fittings[0]).toEqual(imperial.fittings[0]);
  });

  it('round-trips Imperial → Metric → Imperial and Metric → Imperial → Metric', () => {
    for (const start of [imperial, defaultDuctInput('Metric')]) {
      const other = start.unitSystem === 'Imperial' ? 'Metric' : 'Imperial';
      const back = convertDuctInput(convertDuctInput(start, other), start.unitSystem);
      expect(back.unitSystem).toBe(start.unitSystem);
      for (const field of [
        'airflow',
        'targetVelocity',
        'targetFriction',
        'ductLength',
        'airTemperature',
        'altitude',
      ] as const) {
        expect(back[field]).toBeCloseTo(start[field] ?? Number.NaN, 9);
      }
      back.fittings.forEach((row, index) => {
        const original = start.fittings[index];
        if (original?.customEquivalentLength !== undefined) {
          expect(row.customEquivalentLength).toBeCloseTo(original.customEquivalentLength, 9);
        }
      });
    }
  });

  it('gives the same duct in both systems (the physics does not depend on the units)', () => {
    const inImperial = calculateDuct(imperial);
    const inMetric = calculateDuct({
      ...convertDuctInput(imperial, 'Metric'),
      roundingMode: 'none',
    });
    const exactImperial = calculateDuct({ ...imperial, roundingMode: 'none' });
    expect(inMetric.frictionRate).toBeCloseTo(exactImperial.frictionRate * 8.17221, 3);
    expect(inMetric.width ?? 0).toBeCloseTo((exactImperial.width ?? 0) * 25.4, 6);
    expect(inMetric.totalPressureLoss).toBeCloseTo(exactImperial.totalPressureLoss * 248.84, 0);
    expect(inImperial.text.size).toMatch(/in$/);
  });

  it('keeps a draft’s shape: numeric strings stay strings, blanks and text stay as they are', () => {
    const draft: DuctInputDraft = {
      unitSystem: 'Imperial',
      airflow: '1000',
      ductLength: '',
      targetFriction: 'abc',
    };
    const converted = convertDuctInput(draft, 'Metric');
    expect(typeof converted.airflow).toBe('string');
    expect(Number(converted.airflow)).toBeCloseTo(471.947443, 5);
    expect(converted.ductLength).toBe('');
    expect(converted.targetFriction).toBe('abc');
    expect('targetVelocity' in converted).toBe(false);
  });

  it('converts the size check’s dimensions', () => {
    const check: DuctCheckInputDraft = {
      unitSystem: 'Metric',
      airflow: 500,
      ductShape: 'rectangular',
      width: 508,
      height: 254,
    };
    const converted = convertDuctInput(check, 'Imperial');
    expect(converted.width).toBeCloseTo(20, 9);
    expect(converted.height).toBeCloseTo(10, 9);
  });

  it('returns an equal copy when the system does not change, and leaves the input alone', () => {
    const snapshot: unknown = JSON.parse(JSON.stringify(imperial));
    const same = convertDuctInput(imperial, 'Imperial');
    expect(same).toEqual(imperial);
    expect(same).not.toBe(imperial);
    convertDuctInput(imperial, 'Metric');
    expect(imperial).toEqual(snapshot);
  });
});
