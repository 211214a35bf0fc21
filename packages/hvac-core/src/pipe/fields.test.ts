import { describe, expect, it } from 'vitest';
import { calculatePipe } from './calculate-pipe.js';
import { defaultPipeInput } from './default-input.js';
import {
  PIPE_FIELDS,
  PIPE_FIELD_LABELS,
  PIPE_FITTING_OPTIONS,
  PIPE_NUMERIC_FIELDS,
  pipeFieldRange,
  pipeFieldUnitLabel,
} from './fields.js';
import { PIPE_FITTING_TYPES } from './fittings.js';

describe('pipe fields', () => {
  it('include the spec’s six input fields (spec §3 "Pipe")', () => {
    for (const field of [
      'calculationName',
      'flowRate',
      'pipeMaterial',
      'pipeLength',
      'frictionRate',
      'fittings',
    ]) {
      expect(PIPE_FIELDS).toContain(field);
      expect(PIPE_FIELD_LABELS[field as keyof typeof PIPE_FIELD_LABELS].length).toBeGreaterThan(0);
    }
  });

  it('label units in both systems (ARCHITECTURE units table)', () => {
    expect(pipeFieldUnitLabel('flowRate', 'Imperial')).toBe('gpm');
    expect(pipeFieldUnitLabel('flowRate', 'Metric')).toBe('L/s');
    expect(pipeFieldUnitLabel('frictionRate', 'Metric')).toBe('Pa/m');
    expect(pipeFieldUnitLabel('fluidTemperature', 'Imperial')).toBe('°F');
    expect(pipeFieldUnitLabel('maxVelocity', 'Metric')).toBe('m/s');
  });

  it('give ranges the schema accepts at both ends', () => {
    const base = defaultPipeInput('Imperial');
    for (const field of PIPE_NUMERIC_FIELDS) {
      if (field === 'concentrationPercent' || field === 'fluidTemperature') continue;
      const { min, max } = pipeFieldRange(field, 'Imperial');
      const at = (value: number) => () => calculatePipe({ ...base, [field]: value });
      if (field !== 'pipeLength') expect(at(min)).not.toThrow();
      expect(at(max)).not.toThrow();
      expect(at(max * 1.01)).toThrow(field);
    }
  });

  it('give the fluid temperature range of the chosen liquid', () => {
    expect(pipeFieldRange('fluidTemperature', 'Metric')).toEqual({ min: 1, max: 150 });
    const glycol = pipeFieldRange('fluidTemperature', 'Metric', 'ethyleneGlycol', 30);
    expect(glycol.min).toBeLessThan(-10);
    expect(glycol.max).toBe(100);
    expect(pipeFieldRange('fluidTemperature', 'Imperial').max).toBeCloseTo(302, 9);
  });

  it('give a glycol at a concentration that is not tabulated the default 30 %’s range, without throwing', () => {
    // A hand-edited file (35 %): the schema names the concentration; the form must still draw.
    for (const concentration of [35, 0, Number.NaN, -1e308])
      expect(pipeFieldRange('fluidTemperature', 'Metric', 'ethyleneGlycol', concentration)).toEqual(
        pipeFieldRange('fluidTemperature', 'Metric', 'ethyleneGlycol', 30),
      );
  });

  it('offer every fitting type, saying which need the manufacturer’s data', () => {
    expect(PIPE_FITTING_OPTIONS.map((o) => o.type)).toEqual([...PIPE_FITTING_TYPES]);
    expect(PIPE_FITTING_OPTIONS.filter((o) => o.needsData).map((o) => o.type)).toEqual([
      'yStrainer',
      'custom',
    ]);
  });
});
