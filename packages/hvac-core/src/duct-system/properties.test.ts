/**
 * The properties issue 42 asks of the duct system engine, as property-based tests over random
 * supply and return trees (fast-check, seeded):
 * 1. airflows sum at every node (design and analysis);
 * 2. a path's total is the sum of its sections' losses and its terminal;
 * 3. doubling every airflow at fixed sizes multiplies every fitting loss by exactly 4 and the friction
 *    by about 4 (3.4–4: the friction factor falls a little as Re rises);
 * 4. Imperial and Metric give the same physical answer;
 * 5. the analysis of a balanced design at its design fan pressure returns the design airflows;
 * and the network solution's own condition: with any fan, every path from the fan takes the same
 * total pressure.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toSi } from '../units/index.js';
import { balancedAnalysisInput, calculateDuctSystemInput } from './calculate-duct-system.js';
import type { DuctSystemResult } from './calculate-duct-system.js';
import { convertDuctSystemInput } from './convert-input.js';
import { DuctSystemInputSchema } from './schema.js';
import type { DuctSystemInput, DuctSystemInputDraft } from './schema.js';
import { DUCT_SYSTEM_PROPERTIES } from './validation-cases.js';

const SEED = Number(process.env['FC_SEED'] ?? 4242);
const RUNS = Number(process.env['FC_RUNS'] ?? 60);
const options = { seed: SEED, numRuns: RUNS };

const SHAPES = ['round', 'rectangular', 'flatOval'] as const;

interface SectionSpec {
  readonly parent: number; // −1: at the fan
  readonly length: number;
  readonly shape: (typeof SHAPES)[number];
  readonly fittings: readonly number[];
  readonly flow: number;
  readonly terminalDrop: number;
}

const sectionSpec = fc.record({
  parent: fc.nat(),
  root: fc.double({ min: 0, max: 1, noNaN: true }),
  length: fc.double({ min: 1, max: 30, noNaN: true }),
  shape: fc.constantFrom(...SHAPES),
  fittings: fc.array(fc.nat({ max: 8 }), { maxLength: 4 }),
  flow: fc.double({ min: 60, max: 600, noNaN: true }),
  terminalDrop: fc.double({ min: 0, max: 40, noNaN: true }),
});

type RawSpec = Omit<SectionSpec, 'parent'> & { readonly parent: number; readonly root: number };

function side(specs: readonly RawSpec[]): SectionSpec[] {
  return specs.map((spec, i) => ({
    ...spec,
    parent: i === 0 || spec.root < 0.08 ? -1 : spec.parent % i,
  }));
}

const systemArb = fc.record({
  supply: fc.array(sectionSpec, { minLength: 1, maxLength: 25 }).map(side),
  ret: fc.array(sectionSpec, { minLength: 0, maxLength: 12 }).map(side),
  method: fc.constantFrom('equalFriction', 'staticRegain', 'constantVelocity') as fc.Arbitrary<
    'equalFriction' | 'staticRegain' | 'constantVelocity'
  >,
  frictionRate: fc.double({ min: 0.4, max: 2, noNaN: true }),
  velocity: fc.double({ min: 4, max: 9, noNaN: true }),
});

/** A fitting of each kind whose coefficient does not depend on Re or velocity (for property 3). */
function fitting(kind: number, hasParent: boolean): Record<string, unknown> | undefined {
  switch (kind) {
    case 0:
      return { type: 'elbow', angle: 90, radiusRatio: 1.5, quantity: 2 };
    case 1:
      return hasParent ? { type: 'junction', path: 'branch', angle: 90 } : undefined;
    case 2:
      return hasParent ? { type: 'junction', path: 'straight', angle: 45 } : undefined;
    case 3:
      return hasParent ? { type: 'transition', angle: 30 } : undefined;
    case 4:
      return { type: 'custom', coefficient: 0.35, source: 'Test value', quantity: 1 };
    case 5:
      return {
        type: 'manufacturer',
        pressureDrop: 12,
        ratedAirflow: 300,
        source: 'Test catalogue',
      };
    case 6:
      return { type: 'library', fittingId: 'round-tee-90-branch', quantity: 1 };
    case 7:
      return { type: 'entry', radiusRatio: 0.05 };
    default:
      return { type: 'exit' };
  }
}

interface SystemSpec {
  readonly supply: readonly SectionSpec[];
  readonly ret: readonly SectionSpec[];
  readonly method: 'equalFriction' | 'staticRegain' | 'constantVelocity';
  readonly frictionRate: number;
  readonly velocity: number;
}

function draftOf(system: SystemSpec): DuctSystemInputDraft {
  const sections: Record<string, unknown>[] = [];
  for (const [kind, specs] of [
    ['supply', system.supply],
    ['return', system.ret],
  ] as const) {
    const prefix = kind === 'supply' ? 'S' : 'R';
    const hasChild = new Set(specs.map((s) => s.parent));
    specs.forEach((spec, i) => {
      const leaf = !hasChild.has(i);
      sections.push({
        id: `${prefix}${i}`,
        ...(spec.parent >= 0 ? { parentId: `${prefix}${spec.parent}` } : {}),
        system: kind,
        length: spec.length,
        shape: spec.shape,
        fittings: spec.fittings.flatMap((f) => fitting(f, spec.parent >= 0) ?? []),
        ...(leaf ? { terminal: { airflow: spec.flow, pressureDrop: spec.terminalDrop } } : {}),
      });
    });
  }
  return {
    unitSystem: 'Metric',
    sizingMethod: system.method,
    frictionRate: system.frictionRate,
    velocity: system.velocity,
    airTemperature: 15,
    altitude: 300,
    components: [{ name: 'Coil', pressureDrop: 120 }],
    sections: sections as DuctSystemInputDraft['sections'],
  };
}

const parse = (draft: unknown): DuctSystemInput => DuctSystemInputSchema.parse(draft);
const run = (draft: unknown): DuctSystemResult => calculateDuctSystemInput(parse(draft));

function close(a: number, b: number, relative = 1e-9, absolute = 1e-9): boolean {
  return Math.abs(a - b) <= absolute + relative * Math.max(Math.abs(a), Math.abs(b));
}

function expectMassBalance(result: DuctSystemResult): void {
  const children = new Map<string, number>();
  for (const section of result.sections)
    if (section.parentId !== undefined)
      children.set(section.parentId, (children.get(section.parentId) ?? 0) + section.airflow);
  for (const section of result.sections) {
    const sum = children.get(section.id);
    if (sum === undefined) expect(section.terminal?.airflow).toBe(section.airflow);
    else expect(close(sum, section.airflow, 1e-9)).toBe(true);
  }
}

describe('duct system properties (issue 42, point 6)', () => {
  it(DUCT_SYSTEM_PROPERTIES.massBalance, () => {
    fc.assert(
      fc.property(systemArb, (system) => {
        expectMassBalance(run(draftOf(system)));
      }),
      options,
    );
  });

  it(DUCT_SYSTEM_PROPERTIES.pathTotals, () => {
    fc.assert(
      fc.property(systemArb, (system) => {
        const result = run(draftOf(system));
        const byId = new Map(result.sections.map((s) => [s.id, s]));
        for (const path of result.paths) {
          const sum = path.sectionIds.reduce(
            (s, id) => s + (byId.get(id)?.totalLoss ?? Number.NaN),
            0,
          );
          expect(close(path.ductLoss, sum, 1e-9)).toBe(true);
          expect(close(path.total, sum + path.terminalLoss, 1e-9)).toBe(true);
          const critical = result.paths.find((p) => p.critical && p.system === path.system);
          expect(path.total).toBeLessThanOrEqual((critical?.total ?? 0) + 1e-9);
          expect(close(path.total + path.excessPressure, critical?.total ?? 0, 1e-9)).toBe(true);
        }
      }),
      options,
    );
  });

  it(DUCT_SYSTEM_PROPERTIES.squareLaw, () => {
    fc.assert(
      fc.property(systemArb, (system) => {
        const draft = draftOf(system);
        const design = run(draft);
        const fixed = (factor: number) => ({
          ...draft,
          sections: (draft.sections ?? []).map((section, i) => {
            const sized = design.sections[i];
            const terminal = section.terminal;
            return {
              ...section,
              fixed: true,
              diameter: sized?.diameter,
              width: sized?.width,
              height: sized?.height,
              ...(terminal
                ? {
                    terminal: {
                      ...terminal,
                      airflow: Number(terminal.airflow) * factor,
                      ratedAirflow: terminal.airflow,
                    },
                  }
                : {}),
            };
          }),
        });
        const once = run(fixed(1));
        const twice = run(fixed(2));
        once.sections.forEach((a, i) => {
          const b = twice.sections[i];
          if (!b) throw new Error('missing section');
          expect(close(b.airflow, 2 * a.airflow, 1e-12)).toBe(true);
          expect(close(b.fittingLoss, 4 * a.fittingLoss, 1e-9, 1e-12)).toBe(true);
          if (a.frictionLoss > 0) {
            const ratio = b.frictionLoss / a.frictionLoss;
            expect(ratio).toBeGreaterThan(3.4);
            expect(ratio).toBeLessThanOrEqual(4 + 1e-9);
          }
          if (a.terminal)
            expect(
              close(b.terminal?.pressureDrop ?? 0, 4 * a.terminal.pressureDrop, 1e-12, 1e-12),
            ).toBe(true);
        });
      }),
      options,
    );
  });

  it(DUCT_SYSTEM_PROPERTIES.unitSystems, () => {
    fc.assert(
      fc.property(systemArb, (system) => {
        // Standard sizes differ by unit system (inch vs EN 1506 series): compare exact sizes.
        const metric = { ...draftOf(system), standardSizes: false };
        const imperial = convertDuctSystemInput(metric, 'Imperial');
        const m = run(metric);
        const i = run(imperial);
        expect(
          close(
            toSi(i.fan.fanTotalPressure, 'ductPressureLoss', 'Imperial'),
            m.fan.fanTotalPressure,
            1e-7,
          ),
        ).toBe(true);
        expect(
          close(
            toSi(i.fan.externalStaticPressure, 'ductPressureLoss', 'Imperial'),
            m.fan.externalStaticPressure,
            1e-7,
            1e-7,
          ),
        ).toBe(true);
        expect(i.criticalPaths).toEqual(m.criticalPaths);
        m.sections.forEach((a, k) => {
          const b = i.sections[k];
          if (!b) throw new Error('missing section');
          expect(close(toSi(b.velocity, 'airVelocity', 'Imperial'), a.velocity, 1e-7)).toBe(true);
          expect(
            close(toSi(b.totalLoss, 'ductPressureLoss', 'Imperial'), a.totalLoss, 1e-7, 1e-9),
          ).toBe(true);
          expect(
            close(
              toSi(b.equivalentDiameter, 'ductDimension', 'Imperial'),
              a.equivalentDiameter / 1000,
              1e-7,
            ),
          ).toBe(true);
        });
      }),
      options,
    );
  });

  it(DUCT_SYSTEM_PROPERTIES.balancedAnalysis, () => {
    fc.assert(
      fc.property(systemArb, (system) => {
        const input = parse(draftOf(system));
        const design = calculateDuctSystemInput(input);
        const analysis = calculateDuctSystemInput(balancedAnalysisInput(input, design));
        expect(analysis.analysis?.converged).toBe(true);
        for (const terminal of analysis.analysis?.terminals ?? [])
          expect(Math.abs(terminal.deviationPercent)).toBeLessThan(1e-6);
        expect(close(analysis.analysis?.fanAirflow ?? 0, design.fan.airflow, 1e-9)).toBe(true);
        expectMassBalance(analysis);
      }),
      options,
    );
  });

  it(DUCT_SYSTEM_PROPERTIES.equalPathPressures, () => {
    fc.assert(
      fc.property(systemArb, fc.double({ min: 0.2, max: 3, noNaN: true }), (system, scale) => {
        const input = parse(draftOf(system));
        const design = calculateDuctSystemInput(input);
        const balanced = balancedAnalysisInput(
          input,
          design,
          design.fan.systemTotalPressure * scale,
        );
        // Without the balancing dampers: the network must find its own split.
        const unbalanced = {
          ...balanced,
          sections: balanced.sections.map((s, k) => ({
            ...s,
            damperCoefficient: input.sections[k]?.damperCoefficient ?? 0,
          })),
        };
        const result = calculateDuctSystemInput(unbalanced);
        expectMassBalance(result);
        const starved = new Set(
          (result.analysis?.terminals ?? [])
            .filter((t) => t.airflow < 1e-3 * t.designAirflow)
            .map((t) => t.sectionId),
        );
        for (const id of starved)
          expect(
            result.warnings.some((w) => w.code === 'terminalStarved' && w.sectionId === id),
          ).toBe(true);
        if (!result.analysis?.converged) {
          // A takeoff whose loss does not vanish with its airflow can leave no forward-flow
          // solution at a low fan pressure: the engine says so instead of claiming one.
          expect(result.warnings.some((w) => w.code === 'analysisNotConverged')).toBe(true);
          return;
        }
        for (const kind of ['supply', 'return'] as const) {
          const totals = result.paths
            .filter((p) => p.system === kind && !starved.has(p.terminalSectionId))
            .map((p) => p.total);
          if (totals.length === 0) continue;
          const top = Math.max(...totals);
          for (const total of totals) expect(close(total, top, 1e-7)).toBe(true);
        }
        const fan = result.fan;
        expect(
          close(
            fan.supplyCriticalPathTotal + fan.returnCriticalPathTotal + fan.componentsPressure,
            result.analysis?.fanTotalPressure ?? 0,
            1e-7,
          ),
        ).toBe(true);
        expect(
          close(
            result.analysis?.fanTotalPressure ?? 0,
            design.fan.systemTotalPressure * scale,
            1e-9,
          ),
        ).toBe(true);
      }),
      options,
    );
  });
});
