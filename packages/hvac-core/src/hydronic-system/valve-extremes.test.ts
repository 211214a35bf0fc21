import { describe, expect, it } from 'vitest';
import { nonFiniteNumbers } from '../_testing/fuzz.js';
import { calculateHydronicSystem } from './calculate-hydronic-system.js';
import { defaultHydronicSystemInput } from './default-input.js';
import { HydronicSystemInputSchema } from './schema.js';

const EXTREMES = [
  5e-324,
  1e-300,
  0.01,
  1,
  1e6,
  1.7e308,
  Number.MAX_VALUE,
  Number.POSITIVE_INFINITY,
  -5e-324,
  0,
]; // 1.8e308 is Infinity

describe('engine-sized balancing and control valve bodies at the extremes (issue 44)', () => {
  for (const unitSystem of ['Imperial', 'Metric'] as const) {
    it.each(EXTREMES)(
      `${unitSystem}: least drop, terminal flow and valve Cv/Kv of %s compute or are refused, never throw`,
      (x) => {
        const draft = defaultHydronicSystemInput(unitSystem);
        const variants = [
          { ...draft, balancingValveMinimumPressureDrop: x },
          {
            ...draft,
            terminals: draft.terminals.map((t, i) =>
              i === 0 ? { ...t, load: undefined, flowRate: x } : t,
            ),
          },
          {
            ...draft,
            terminals: draft.terminals.map((t, i) =>
              i === 0 ? { ...t, balancingValve: { flowCoefficient: x } } : t,
            ),
          },
          {
            ...draft,
            terminals: draft.terminals.map((t, i) =>
              i === 0 ? { ...t, controlValve: { flowCoefficient: x } } : t,
            ),
          },
        ];
        for (const variant of variants) {
          const parsed = HydronicSystemInputSchema.safeParse(variant);
          if (!parsed.success) {
            expect(parsed.error.issues.every((issue) => issue.message.length > 0)).toBe(true);
            continue;
          }
          const result = calculateHydronicSystem(parsed.data);
          expect(nonFiniteNumbers(result)).toEqual([]);
          for (const line of result.valveSchedule) {
            const body = line.balancingValve?.bodySize;
            if (body) expect(body.dn).toBeGreaterThanOrEqual(10);
          }
        }
      },
    );
  }
});
