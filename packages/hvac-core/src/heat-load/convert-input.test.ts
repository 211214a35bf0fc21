import { describe, expect, it, test } from 'vitest';
import { convertHeatLoadInput } from './convert-input.js';
import { defaultHeatLoadInput } from './default-input.js';
import { HEAT_LOAD_NUMERIC_FIELDS } from './fields.js';
import type { HeatLoadInput, HeatLoadNumericField } from './index.js';

describe('convertHeatLoadInput', () => {
  const imperial = defaultHeatLoadInput('Imperial');

  // Conversions: NIST SP 811 (2008), B.9 (1 ft = 0.3048 m; 1 Btu/h·ft²·°F = 5.678263 W/m²·K; 1 cfm = 0.4719474 L/s).
  test.each<[HeatLoadNumericField, number, number, number]>([
    ['indoorTemp', 75, 23.888889, 6],
    ['outdoorTemp', 95, 35, 12],
    ['wallArea', 400, 37.161216, 6],
    ['wallUValue', 0.08, 0.454261, 6],
    ['ventilationRate', 35, 16.518161, 6],
    ['ceilingHeight', 9, 2.7432, 12],
    ['lightingLoad', 300, 300, 12],
    ['numPeople', 3, 3, 12],
    ['indoorRelativeHumidity', 50, 50, 12],
    ['windowShgc', 0.4, 0.4, 12],
  ])('converts %s %d (Imperial) to %d (Metric)', (field, imperialValue, metricValue, digits) => {
    const converted = convertHeatLoadInput({ ...imperial, [field]: imperialValue }, 'Metric');
    expect(converted[field]).toBeCloseTo(metricValue, digits);
    expect(converted.unitSystem).toBe('Metric');
  });

  it('round-trips Imperial → Metric → Imperial and Metric → Imperial → Metric', () => {
    for (const start of [defaultHeatLoadInput('Imperial'), defaultHeatLoadInput('Metric')]) {
      const other = start.unitSystem === 'Imperial' ? 'Metric' : 'Imperial';
      const back: HeatLoadInput = convertHeatLoadInput(
        convertHeatLoadInput(start, other),
        start.unitSystem,
      );
      for (const field of HEAT_LOAD_NUMERIC_FIELDS) {
        const original = start[field];
        const value = back[field];
        if (original === undefined) expect(value).toBeUndefined();
        else
          expect(Math.abs((value ?? Number.NaN) - original)).toBeLessThanOrEqual(
            1e-9 * Math.max(1, Math.abs(original)),
          );
      }
      expect({
        ...back,
        ...Object.fromEntries(HEAT_LOAD_NUMERIC_FIELDS.map((f) => [f, start[f]])),
      }).toEqual(start);
    }
  });

  it('leaves the other fields and the input object alone', () => {
    const snapshot: unknown = JSON.parse(JSON.stringify(imperial));
    const converted = convertHeatLoadInput(imperial, 'Metric');
    expect(imperial).toEqual(snapshot);
    expect(converted.roomName).toBe(imperial.roomName);
    expect(converted.activityLevel).toBe(imperial.activityLevel);
    expect(converted.windowOrientation).toBe(imperial.windowOrientation);
  });

  it('returns an equal copy when the system does not change', () => {
    const same = convertHeatLoadInput(imperial, 'Imperial');
    expect(same).toEqual(imperial);
    expect(same).not.toBe(imperial);
  });

  it('converts numeric strings of a draft as strings and leaves blanks and garbage alone', () => {
    const converted = convertHeatLoadInput(
      {
        calculationMode: 'Cooling',
        outdoorTemp: ' 212 ',
        indoorTemp: '',
        wallArea: 'abc',
        floorArea: null,
      },
      'Metric',
    );
    expect(typeof converted.outdoorTemp).toBe('string');
    expect(Number(converted.outdoorTemp)).toBeCloseTo(100, 12);
    expect(converted.indoorTemp).toBe('');
    expect(converted.wallArea).toBe('abc');
    expect(converted.floorArea).toBeNull();
  });

  it('treats a draft without unitSystem as Imperial', () => {
    expect(convertHeatLoadInput({ indoorTemp: 32 }, 'Metric').indoorTemp).toBeCloseTo(0, 12);
  });
});
