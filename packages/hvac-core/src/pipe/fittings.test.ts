import { describe, expect, it, test } from 'vitest';
import {
  CRANE_FRICTION_FACTORS,
  PIPE_FITTING_TYPES,
  PIPE_FITTINGS,
  craneFrictionFactor,
  fittingResistance,
} from './fittings.js';
import type { PipeFittingType } from './fittings.js';
import { fittingLosses } from './fitting-losses.js';
import { CRANE_FRICTION_FACTOR_CASES, PIPE_PROPERTIES } from './validation-cases.js';
import { expectCaseWithinTolerance } from '../_testing/validation-case.js';

const pipe = (nominalInches: number) => ({
  nominalInches,
  insideDiameterM: 0.0525,
  frictionFactor: 0.02,
});

describe('craneFrictionFactor', () => {
  // Crane TP-410, p. A-26: friction factors for clean commercial steel pipe, complete turbulence
  // (validation-cases.ts).
  test.each(CRANE_FRICTION_FACTOR_CASES.cases)(
    'is the Crane TP-410 table at $title',
    (testCase) => {
      expectCaseWithinTolerance(testCase);
    },
  );

  it('extends below 1/2 in with the fully rough Colebrook limit (ε = 0.0018 in, Sch 40 ID)', () => {
    expect(craneFrictionFactor(0.375)).toBeCloseTo(0.0277, 4);
    expect(craneFrictionFactor(0.25)).toBeCloseTo(0.0303, 4);
  });

  it(PIPE_PROPERTIES.craneNeverRises, () => {
    const sizes = [0.25, 0.375, ...CRANE_FRICTION_FACTORS.map(([size]) => size)];
    for (let i = 1; i < sizes.length; i++)
      expect(craneFrictionFactor(sizes[i]!)).toBeLessThanOrEqual(
        craneFrictionFactor(sizes[i - 1]!),
      );
  });

  it('refuses sizes off the table', () => {
    expect(() => craneFrictionFactor(30)).toThrow(RangeError);
    expect(() => craneFrictionFactor(0.3)).toThrow(RangeError);
  });
});

describe('fittingResistance', () => {
  // K = n · fT, n and fT from Crane TP-410 pp..
  test.each<[PipeFittingType, number, number]>([
    ['elbow90Standard', 2, 30 * 0.019],
    ['elbow90Standard', 4, 30 * 0.017],
    ['elbow90LongRadius', 6, 14 * 0.015],
    ['elbow45Standard', 1, 16 * 0.023],
    ['teeThroughRun', 3, 20 * 0.018],
    ['teeThroughBranch', 1.5, 60 * 0.021],
    ['gateValve', 4, 8 * 0.017],
    ['globeValve', 6, 340 * 0.015],
    ['ballValve', 1, 3 * 0.023],
    ['butterflyValve', 4, 45 * 0.017],
    ['butterflyValve', 10, 35 * 0.014],
    ['butterflyValve', 18, 25 * 0.012],
    ['swingCheckValve', 3, 100 * 0.018],
    ['balancingValve', 2, 340 * 0.019],
    ['pipeEntrance', 2, 0.5],
    ['pipeExit', 8, 1],
  ])('gives a %s of %d in K = %d (Crane TP-410)', (type, nominalInches, k) => {
    expect(fittingResistance({ type }, pipe(nominalInches)).kEach).toBeCloseTo(k, 12);
  });

  it('reports n and fT of a Crane coefficient', () => {
    const r = fittingResistance({ type: 'globeValve' }, pipe(2));
    expect(r).toMatchObject({ basis: 'crane', craneMultiplier: 340, craneFrictionFactor: 0.019 });
    expect(r.source).toMatch(/Crane/);
  });

  it('turns an equivalent length into K = f · Le/D with the pipe friction factor', () => {
    const r = fittingResistance({ type: 'custom', customEquivalentLengthM: 2.625 }, pipe(2));
    expect(r.basis).toBe('equivalentLength');
    expect(r.kEach).toBeCloseTo((0.02 * 2.625) / 0.0525, 12);
  });

  it('lets customK win over the built-in value', () => {
    expect(fittingResistance({ type: 'elbow90Standard', customK: 0.3 }, pipe(2))).toMatchObject({
      kEach: 0.3,
      basis: 'customK',
    });
  });

  it('asks for manufacturer data for a Y-strainer or a custom fitting', () => {
    expect(() => fittingResistance({ type: 'yStrainer' }, pipe(2))).toThrow(
      /needs customK or customEquivalentLength/,
    );
    expect(() => fittingResistance({ type: 'custom' }, pipe(2))).toThrow(RangeError);
  });

  it('notes the extrapolation of butterfly valves below 2 in', () => {
    expect(fittingResistance({ type: 'butterflyValve' }, pipe(1.5)).note).toMatch(/from 2 in/);
    expect(fittingResistance({ type: 'butterflyValve' }, pipe(3)).note).toBeUndefined();
  });

  it('has a label and a source for every type', () => {
    for (const type of PIPE_FITTING_TYPES) {
      expect(PIPE_FITTINGS[type].label.length).toBeGreaterThan(3);
      expect(PIPE_FITTINGS[type].source.length).toBeGreaterThan(10);
    }
  });
});

describe('fittingLosses', () => {
  it('sums quantity · K · ρV²/2 (Loss = Σ K v²/2g as a pressure)', () => {
    const { items, totalK, totalPressureLossPa } = fittingLosses(
      [
        { id: 'e', type: 'elbow90Standard', quantity: 4 },
        { id: 'g', type: 'gateValve', quantity: 2 },
      ],
      pipe(2),
      1000,
    );
    expect(items).toHaveLength(2);
    expect(totalK).toBeCloseTo(4 * 0.57 + 2 * 0.152, 12);
    expect(totalPressureLossPa).toBeCloseTo(totalK * 1000, 9);
  });
});
