import { describe, expect, it, test } from 'vitest';
import { FITTINGS_BY_ID } from '../duct/fittings.js';
import {
  contractionCoefficient,
  convergingBranchCoefficient,
  convergingStraightCoefficient,
  divergingBranchCoefficient,
  divergingStraightCoefficient,
  elbowAngleFactor,
  elbowCoefficient,
  enlargementCoefficient,
  entryCoefficient,
  exitCoefficient,
} from './fitting-correlations.js';
import {
  DUCT_SYSTEM_CONTRACTION_CASES,
  DUCT_SYSTEM_DIVERGING_STRAIGHT_CASES,
  DUCT_SYSTEM_ELBOW_CASES,
} from './validation-cases.js';
import { expectCaseWithinTolerance } from '../_testing/validation-case.js';

const DEG = Math.PI / 180;

describe('elbow (Idelchik 1994, diagram 6-1: ζ = A1·B1)', () => {
  it('90°, R/D = 1.5: A1 = 1.0, B1 = 0.21/√1.5 = 0.1715 (hand calculation)', () => {
    expect(elbowCoefficient(90, 1.5).coefficient).toBeCloseTo(0.21 / Math.sqrt(1.5), 12);
    expect(elbowCoefficient(90, 1.5).coefficient).toBeCloseTo(0.1715, 4);
  });
  it('45°, R/D = 1: A1 = 0.9 sin 45° = 0.6364, B1 = 0.21, ζ = 0.1336', () => {
    expect(elbowCoefficient(45, 1).coefficient).toBeCloseTo(0.9 * Math.sin(45 * DEG) * 0.21, 12);
  });
  it('90°, R/D = 0.5: B1 = 0.21/0.5^2.5 = 1.188 (the sharp-bend branch of B1)', () => {
    expect(elbowCoefficient(90, 0.5).coefficient).toBeCloseTo(0.21 / 0.5 ** 2.5, 12);
  });
  it('A1 is 0.7 + 0.35·180/90 = 1.40 at 180°, and continuous at 70° and 100°', () => {
    expect(elbowAngleFactor(180)).toBeCloseTo(1.4, 12);
    expect(elbowAngleFactor(70 - 1e-9)).toBeCloseTo(elbowAngleFactor(70 + 1e-9), 6);
    expect(elbowAngleFactor(100 - 1e-9)).toBeCloseTo(elbowAngleFactor(100 + 1e-9), 6);
    expect(elbowAngleFactor(90)).toBe(1);
  });
  // SMACNA table A-7A, smooth round elbows: 0.22 at R/D 1.0, 0.15 at 1.5, 0.13 at 2.0 (validation-cases.ts).
  test.each(DUCT_SYSTEM_ELBOW_CASES.cases)(
    'lies within 0.03 of the SMACNA smooth round elbow at $title',
    (testCase) => {
      expectCaseWithinTolerance(testCase);
    },
  );
  it('names its source', () => {
    expect(elbowCoefficient(90, 1.5).source).toMatch(/Idelchik.*diagram 6-1/);
  });
});

describe('diverging junction (supply)', () => {
  it('branch, 90°: A′[1 + (vb/vc)²] with A′ = 1.0 at vb/vc = 0.5 (1.25) and 0.9 at 1.0 (1.80), Idelchik ch. 7', () => {
    expect(divergingBranchCoefficient(0.5, 90).coefficient).toBeCloseTo(1.25, 12);
    expect(divergingBranchCoefficient(1, 90).coefficient).toBeCloseTo(1.8, 12);
  });
  it('branch, 45°, vb/vc = 1: 0.9 (2 − 2 cos 45°) = 0.527', () => {
    expect(divergingBranchCoefficient(1, 45).coefficient).toBeCloseTo(
      0.9 * (2 - 2 * Math.cos(45 * DEG)),
      12,
    );
  });
  // SMACNA table A-11A main-path values: 0.35 at 0, 0.09 at 0.5, 0.02 at 0.8, 0 at 1.0.
  test.each(DUCT_SYSTEM_DIVERGING_STRAIGHT_CASES.cases)(
    'straight path: 0.4(1 − vs/vc)² lies within 0.051 of SMACNA table A-11A at $title',
    (testCase) => {
      expectCaseWithinTolerance(testCase);
    },
  );
  it('straight path: 0.4(1 − 0.8)² = 0.016 (hand calculation)', () => {
    expect(divergingStraightCoefficient(0.8).coefficient).toBeCloseTo(0.016, 12);
  });
  it('is referred to the common (upstream) velocity pressure', () => {
    expect(divergingBranchCoefficient(1, 90).referredTo).toBe('common');
  });
});

describe('converging junction (return, Idelchik ch. 7, Fs = Fc)', () => {
  it('branch, 90°, Qb/Qc = 0.5, Fb/Fc = 0.5: A = 0.55, ζ = 0.55 [1 + 1 − 0.5] = 0.825 (hand calculation)', () => {
    expect(convergingBranchCoefficient(0.5, 0.5, 90).coefficient).toBeCloseTo(0.825, 12);
  });
  it('branch, Fb/Fc ≤ 0.35 has A = 1: Qb/Qc = 0.2, Fb/Fc = 0.25, 90° gives 1 + 0.64 − 1.28 = 0.36', () => {
    expect(convergingBranchCoefficient(0.2, 0.25, 90).coefficient).toBeCloseTo(0.36, 12);
  });
  it('branch, Qb/Qc = 0.3, Fb/Fc = 0.5: A = 0.9 × 0.7 = 0.63, ζ = 0.63 (1 + 0.36 − 0.98) = 0.2394', () => {
    expect(convergingBranchCoefficient(0.3, 0.5, 90).coefficient).toBeCloseTo(0.63 * 0.38, 12);
  });
  it('straight: 1.55 q − q² (0.525 at q = 0.5; 0 with no branch flow)', () => {
    expect(convergingStraightCoefficient(0.5).coefficient).toBeCloseTo(0.525, 12);
    expect(convergingStraightCoefficient(0).coefficient).toBe(0);
  });
});

describe('transitions (Crane TP-410, p. A-26)', () => {
  it('enlargement θ = 30°, β² = 0.5: K1 = 2.6 sin 15° (0.5)² = 0.1682', () => {
    expect(enlargementCoefficient(0.5, 30).coefficient).toBeCloseTo(
      2.6 * Math.sin(15 * DEG) * 0.25,
      12,
    );
    expect(enlargementCoefficient(0.5, 30).coefficient).toBeCloseTo(0.1682, 4);
  });
  it('abrupt enlargement is Borda–Carnot, (1 − β²)² = 0.25 at β² = 0.5', () => {
    expect(enlargementCoefficient(0.5, 180).coefficient).toBeCloseTo(0.25, 12);
  });
  it('contraction θ = 30°, β² = 0.5: K1 = 0.8 sin 15° × 0.5 = 0.1035; abrupt: 0.5 × 1 × 0.5 = 0.25', () => {
    expect(contractionCoefficient(0.5, 30).coefficient).toBeCloseTo(
      0.8 * Math.sin(15 * DEG) * 0.5,
      12,
    );
    expect(contractionCoefficient(0.5, 180).coefficient).toBeCloseTo(0.25, 12);
  });
  test.each(DUCT_SYSTEM_CONTRACTION_CASES.cases)(
    'agrees with SMACNA table A-9A abrupt contraction at $title within 0.02',
    (testCase) => {
      expectCaseWithinTolerance(testCase);
      // The published value is the one the duct sizer's fitting library holds.
      expect(FITTINGS_BY_ID.get('contraction-abrupt')?.lossCoefficient).toBe(testCase.expected);
    },
  );
  it('is referred to the smaller duct', () => {
    expect(contractionCoefficient(0.5, 30).referredTo).toBe('small');
  });
});

describe('entry and exit', () => {
  it('Idelchik ch. 3: 0.5 sharp, 0.12 at r/D = 0.10 (as SMACNA A-12C), 0.03 from r/D = 0.20', () => {
    expect(entryCoefficient(0).coefficient).toBe(0.5);
    expect(entryCoefficient(0.1).coefficient).toBeCloseTo(0.12, 12);
    expect(entryCoefficient(0.2).coefficient).toBeCloseTo(0.03, 12);
    expect(entryCoefficient(0.8).coefficient).toBeCloseTo(0.03, 12);
  });
  it('free discharge loses the whole velocity pressure', () => {
    expect(exitCoefficient().coefficient).toBe(1);
  });
});
