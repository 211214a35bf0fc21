/**
 * The network solution on its own: a hand-checkable case and a fuzz of analysis inputs (the engine
 * contract suite fuzzes the default design input; this covers `mode: 'analysis'`).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateDuctSystemInput } from './calculate-duct-system.js';
import { fanCurvePressurePa } from './analysis.js';
import { DuctSystemInputSchema } from './schema.js';

describe('fanCurvePressurePa', () => {
  it('interpolates linearly between points and is flat before the first', () => {
    const points = [
      { flowM3S: 1, totalPressurePa: 500 },
      { flowM3S: 3, totalPressurePa: 100 },
    ];
    expect(fanCurvePressurePa(points, 0)).toBe(500);
    expect(fanCurvePressurePa(points, 2)).toBe(300);
    expect(fanCurvePressurePa(points, 4)).toBe(100);
  });
});

describe('two identical branches in parallel', () => {
  it('split the airflow equally, and Q = √(p/R) with R of the pair (hand calculation: series and parallel resistances)', () => {
    const branch = (id: string) => ({
      id,
      parentId: 'M',
      length: 10,
      diameter: 250,
      terminal: { airflow: 200, pressureDrop: 30 },
    });
    const input = DuctSystemInputSchema.parse({
      unitSystem: 'Metric',
      mode: 'analysis',
      analysis: { fanTotalPressure: 200 },
      sections: [{ id: 'M', length: 20, diameter: 355 }, branch('B1'), branch('B2')],
    });
    const result = calculateDuctSystemInput(input);
    const [b1, b2] = result.analysis?.terminals ?? [];
    expect(b1?.airflow).toBeCloseTo(b2?.airflow ?? Number.NaN, 9);
    // At the solution, main + one branch + terminal take the whole fan pressure.
    const byId = new Map(result.sections.map((s) => [s.id, s]));
    const total =
      (byId.get('M')?.totalLoss ?? 0) +
      (byId.get('B1')?.totalLoss ?? 0) +
      (byId.get('B1')?.terminal?.pressureDrop ?? 0);
    expect(total).toBeCloseTo(200, 6);
    expect(byId.get('B1')?.terminal?.pressureDrop).toBeCloseTo(
      30 * ((b1?.airflow ?? 0) / 200) ** 2,
      9,
    );
  });
});

describe('analysis fuzz', () => {
  it('never throws and gives finite numbers for any valid analysis input', () => {
    const section = fc.record({
      parent: fc.nat(),
      length: fc.double({ min: 0, max: 300, noNaN: true }),
      size: fc.double({ min: 25, max: 3000, noNaN: true }),
      flow: fc.double({ min: 0.5, max: 20000, noNaN: true }),
      drop: fc.double({ min: 0, max: 2000, noNaN: true }),
      damper: fc.double({ min: 0, max: 1000, noNaN: true }),
      shape: fc.constantFrom('round', 'rectangular', 'flatOval'),
      material: fc.constantFrom('galvanizedSteel', 'flexibleDuct'),
      fitting: fc.constantFrom('junctionB', 'junctionS', 'transition', 'none'),
    });
    fc.assert(
      fc.property(
        fc.array(section, { minLength: 1, maxLength: 15 }),
        fc.oneof(
          fc.record({ fanTotalPressure: fc.double({ min: 1, max: 20000, noNaN: true }) }),
          fc
            .tuple(
              fc.double({ min: 1, max: 20000, noNaN: true }),
              fc.double({ min: 1, max: 50000, noNaN: true }),
            )
            .map(([p, q]) => ({
              fanCurve: [
                { airflow: 0, totalPressure: p },
                { airflow: q, totalPressure: 0 },
              ],
            })),
        ),
        (specs, fan) => {
          const hasChild = new Set(specs.map((s, i) => (i === 0 ? -1 : s.parent % i)));
          const sections = specs.map((s, i) => ({
            id: `S${i}`,
            ...(i === 0 ? {} : { parentId: `S${s.parent % i}` }),
            length: s.length,
            shape: s.shape,
            material: s.material,
            diameter: s.size,
            width: s.size,
            height: s.size / 2 < 25 ? 25 : s.size / 2,
            damperCoefficient: s.damper,
            fittings:
              i === 0 || s.fitting === 'none'
                ? []
                : s.fitting === 'transition'
                  ? [{ type: 'transition', angle: 60 }]
                  : [{ type: 'junction', path: s.fitting === 'junctionB' ? 'branch' : 'straight' }],
            ...(hasChild.has(i) ? {} : { terminal: { airflow: s.flow, pressureDrop: s.drop } }),
          }));
          const parsed = DuctSystemInputSchema.safeParse({
            unitSystem: 'Metric',
            mode: 'analysis',
            analysis: fan,
            sections,
          });
          if (!parsed.success) return;
          const result = calculateDuctSystemInput(parsed.data);
          const bad: string[] = [];
          const walk = (value: unknown, path: string): void => {
            if (typeof value === 'number') {
              if (!Number.isFinite(value)) bad.push(path);
            } else if (value && typeof value === 'object')
              for (const [k, v] of Object.entries(value)) walk(v, `${path}.${k}`);
          };
          walk(result, '');
          expect(bad).toEqual([]);
        },
      ),
      { seed: 42, numRuns: Number(process.env['FC_RUNS'] ?? 150) },
    );
  });
});
