import { describe, expect, it, test } from 'vitest';
import { fluidProperties } from '../fluids/fluid-properties.js';
import { pipeMaterial, pipeSize } from '../pipe/materials.js';
import { craneTeeK, pipeRunLoss, reducerK, squareLawCoefficient } from './losses.js';
import { HYDRONIC_TEE_CASES } from './validation-cases.js';
import { expectCaseWithinTolerance } from '../_testing/validation-case.js';

describe('craneTeeK', () => {
  // Crane TP-410 (2009), examples 7-35 and 7-36 (validation-cases.ts): a DN 100 tee converging from
  // its 90° branch and a DN 150 45° wye diverging; Crane prints four figures: tolerance 0.0005.
  test.each(HYDRONIC_TEE_CASES.cases)('Crane TP-410: $title → the published K', (testCase) => {
    expectCaseWithinTolerance(testCase);
  });

  it('gives a 90° diverging branch of a tee with equal sizes K = (1 + 0.3q²)(1 + 0.3q²) (Crane, G and H for β = 1)', () => {
    // q = 0.5: G = 1 + 0.3 × 0.25 = 1.075; K = 1.075 × (1 + 0.3 × 0.25) = 1.155625.
    expect(
      craneTeeK({
        flow: 'diverging',
        leg: 'branch',
        branchFlowRatio: 0.5,
        diameterRatio: 1,
        angleDeg: 90,
      }),
    ).toBeCloseTo(1.155625, 12);
  });

  it('gives a straight-through run with no branch flow no loss', () => {
    for (const flow of ['diverging', 'converging'] as const)
      expect(
        craneTeeK({ flow, leg: 'run', branchFlowRatio: 0, diameterRatio: 1, angleDeg: 90 }),
      ).toBeCloseTo(0, 12);
  });

  it('refuses a flow ratio outside 0–1', () => {
    expect(() =>
      craneTeeK({
        flow: 'diverging',
        leg: 'branch',
        branchFlowRatio: 1.2,
        diameterRatio: 1,
        angleDeg: 90,
      }),
    ).toThrow(RangeError);
  });
});

describe('reducerK', () => {
  // Crane TP-410 (2009), p. A-26, formulas 1–4, referred to the small pipe, worked by hand.
  test.each([
    // sudden enlargement (Borda–Carnot): (1 − β²)², β = 0.5 → 0.75² = 0.5625
    [0.05, 0.1, 180, 'enlargement', 0.5625],
    // sudden contraction: 0.5 √sin 90° (1 − β²) = 0.5 × 0.75 = 0.375
    [0.05, 0.1, 180, 'contraction', 0.375],
    // 30° increaser: 2.6 sin 15° (1 − β²)² = 2.6 × 0.258819 × 0.5625 = 0.378523
    [0.05, 0.1, 30, 'enlargement', 0.378523],
    // 30° reducer: 0.8 sin 15° (1 − β²) = 0.8 × 0.258819 × 0.75 = 0.155291
    [0.05, 0.1, 30, 'contraction', 0.155291],
    // 60° reducer: 0.5 √sin 30° (1 − β²) = 0.5 × 0.707107 × 0.75 = 0.265165
    [0.05, 0.1, 60, 'contraction', 0.265165],
  ] as const)('d %d → %d, θ = %d°, %s: K₁ = %d', (small, large, angle, direction, k) => {
    expect(reducerK(small, large, angle, direction)).toBeCloseTo(k, 5);
  });

  it('is zero between equal sizes', () => {
    expect(reducerK(0.1, 0.1, 30, 'contraction')).toBe(0);
    expect(reducerK(0.1, 0.1, 180, 'enlargement')).toBe(0);
  });
});

describe('squareLawCoefficient', () => {
  it('scales a rated drop with the square of the flow', () => {
    const k = squareLawCoefficient(30_000, 0.002);
    expect(k * 0.001 * 0.001).toBeCloseTo(7500, 9);
  });
});

describe('pipeRunLoss', () => {
  const water60F = fluidProperties({ fluid: 'water', temperatureC: (60 - 32) / 1.8 });
  const run = (nominal: string, lengthM: number, fittingsK = 0) => ({
    insideDiameterM: pipeSize('steelSchedule40', nominal).insideDiameterM,
    lengthM,
    roughnessM: pipeMaterial('steelSchedule40').roughnessM,
    hazenWilliamsC: 120,
    method: 'darcyWeisbach' as const,
    fittingsK,
  });

  // Hydraulic Institute friction table for water at 60 °F in new Schedule 40 steel, 1-1/2 in,
  // as reproduced in The Practical Pumping Handbook (R. Palgrave, 2003), fig. 14.2:
  // 50 gpm → 16.4 ft per 100 ft; 80 gpm → 40.5 ft per 100 ft (read from print: 3 %).
  test.each([
    [50, 16.4],
    [80, 40.5],
  ])(
    '100 ft of 1-1/2 in Schedule 40 at %d gpm loses %d ft of water (Hydraulic Institute)',
    (gpm, ft) => {
      const loss = pipeRunLoss(run('1-1/2', 30.48), (gpm * 3.785411784e-3) / 60, water60F);
      const feet = loss.totalPa / (1000 * 9.80665 * 0.3048);
      expect(Math.abs(feet / ft - 1)).toBeLessThan(0.03);
    },
  );

  it('adds the fittings as ΣK ρV²/2', () => {
    const flow = 0.003;
    const plain = pipeRunLoss(run('2', 10), flow, water60F);
    const withFittings = pipeRunLoss(run('2', 10, 2.5), flow, water60F);
    expect(withFittings.fittingsPa).toBeCloseTo(2.5 * plain.flow!.velocityPressurePa, 9);
    expect(withFittings.frictionPa).toBeCloseTo(plain.frictionPa, 9);
  });

  it('is zero at zero flow and odd in the flow', () => {
    expect(pipeRunLoss(run('2', 10, 1), 0, water60F).totalPa).toBe(0);
    expect(pipeRunLoss(run('2', 10, 1), -0.003, water60F).totalPa).toBeCloseTo(
      -pipeRunLoss(run('2', 10, 1), 0.003, water60F).totalPa,
      9,
    );
  });
});
