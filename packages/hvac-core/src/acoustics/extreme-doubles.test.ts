import { describe, expect, it } from 'vitest';
import { EXTREME_DOUBLES, nonFiniteNumbers } from '../_testing/fuzz.js';
import type { UnitSystem } from '../units/unit-system.js';
import { calculateDuctNoisePathInput } from './calculate-duct-noise-path.js';
import { defaultDuctNoisePathInput } from './default-input.js';
import { DuctNoisePathInputSchema } from './schema.js';

/*
 * Standing check (issue 44): every number of a duct-noise input, one at a time, at the extreme
 * doubles the schema’s ranges could let through (the fuzz tools' EXTREME_DOUBLES: 5e-324, MAX_VALUE,
 * ±Infinity, NaN, …) and at 0: the schema refuses it with a message, or the calculation gives finite numbers.
 * Never a throw, never NaN or Infinity.
 */
const EXTREMES = [...EXTREME_DOUBLES, 0];

type Path = (string | number)[];

function numberPaths(value: unknown, path: Path = []): Path[] {
  if (typeof value === 'number') return [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => numberPaths(item, [...path, i]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => numberPaths(item, [...path, key]));
  return [];
}

function withValue(input: unknown, path: Path, value: number): unknown {
  const copy = structuredClone(input) as Record<string | number, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path[path.length - 1] as string | number] = value;
  return copy;
}

describe('duct-noise path at extreme doubles', () => {
  for (const unitSystem of ['Imperial', 'Metric'] as UnitSystem[]) {
    it(`refuses or computes finite numbers for every field (${unitSystem})`, () => {
      const base = defaultDuctNoisePathInput(unitSystem);
      const paths = numberPaths(base);
      expect(paths.length).toBeGreaterThan(10);
      for (const path of paths) {
        for (const extreme of EXTREMES) {
          const draft = withValue(base, path, extreme);
          const parsed = DuctNoisePathInputSchema.safeParse(draft);
          if (!parsed.success) {
            expect(parsed.error.issues[0]?.message, path.join('.')).toBeTruthy();
            continue;
          }
          const result = calculateDuctNoisePathInput(parsed.data);
          expect(nonFiniteNumbers(result), `${path.join('.')} = ${extreme}`).toEqual([]);
        }
      }
    });
  }
});
