import { describe, expect, it } from 'vitest';
import { calculatePipe } from './calculate-pipe.js';
import { defaultPipeInput } from './default-input.js';
import { PIPE_FIELDS } from './fields.js';
import { PipeInputSchema } from './schema.js';

describe('defaultPipeInput', () => {
  it.each(['Imperial', 'Metric'] as const)(
    'is a valid %s input that sizes without a warning',
    (system) => {
      const input = defaultPipeInput(system);
      expect(PipeInputSchema.parse(input)).toEqual(input);
      expect(input.unitSystem).toBe(system);
      const result = calculatePipe(input);
      expect(result.warnings).toEqual([]);
      expect(result.sizeFound).toBe(true);
      expect(result.totalHeadLoss).toBeGreaterThan(0);
    },
  );

  it('holds only the fields a saved file stores', () => {
    for (const system of ['Imperial', 'Metric'] as const) {
      const keys = Object.keys(defaultPipeInput(system));
      expect(keys.every((key) => (PIPE_FIELDS as readonly string[]).includes(key))).toBe(true);
    }
  });

  it('returns a fresh object each time (a form may edit its lists)', () => {
    const a = defaultPipeInput('Imperial');
    const b = defaultPipeInput('Imperial');
    expect(a.fittings).not.toBe(b.fittings);
    expect(a.fittings[0]).not.toBe(b.fittings[0]);
  });

  it('describes about the same branch in both systems (same size, head within 10 %)', () => {
    // 12 gpm = 0.757 L/s; 100 ft = 30.5 m; 4 ft/100 ft = 392 Pa/m; 60 °F = 15.6 °C.
    const imperial = calculatePipe(defaultPipeInput('Imperial'));
    const metric = calculatePipe(defaultPipeInput('Metric'));
    expect(metric.nominalSize).toBe(imperial.nominalSize);
    const imperialKPa = (imperial.totalHeadLoss * 2989.067) / 1000;
    expect(Math.abs(metric.totalHeadLoss / imperialKPa - 1)).toBeLessThan(0.1);
  });
});
