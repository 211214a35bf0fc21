/**
 * Geometry-based fitting loss coefficients from the open literature, each with its source. Every
 * function returns C and the velocity pressure it is referred to; the caller re-refers it to the
 * section's own velocity pressure (C_section = C_ref · pv_ref / pv_section).
 */

/** A loss coefficient with the velocity it is referred to and its source. */
export interface CorrelationCoefficient {
  /** Loss coefficient C, Δp = C · pv_ref. */
  readonly coefficient: number;
  /**
   * Which velocity pressure C is referred to: the section's own (`section`), the common (combined)
   * flow of a junction (`common`), or the smaller duct of a transition (`small`).
   */
  readonly referredTo: 'section' | 'common' | 'small';
  readonly source: string;
}

export const IDELCHIK =
  'Idelchik, I. E., Handbook of Hydraulic Resistance, 3rd ed. (Begell House, 1994)';
export const CRANE = 'Crane Co., Technical Paper No. 410, Flow of Fluids (2009 ed.), p. A-26';

const DEG = Math.PI / 180;

/**
 * Smooth-radius elbow (round), local resistance without the friction of its length (the section
 * length is measured through the elbow's centreline, so friction is already counted):
 * C = A1 · B1, A1 = 0.9 sin δ for δ ≤ 70°, 1.0 at 90°, 0.7 + 0.35 δ/90 from 100°
 * (linear between 70° and 100°); B1 = 0.21 (R/D)^−2.5 for R/D < 1, 0.21 (R/D)^−0.5 for R/D ≥ 1.
 *
 * @param angleDeg - Turning angle δ, degrees (1–180).
 * @param radiusRatio - Centreline radius over diameter R0/D0 (≥ 0.5).
 * @see Idelchik (1994), ch. 6, diagram 6-1 (smooth bends, R0/D0 ≥ 0.5: ζ_loc = A1·B1·C1, C1 = 1
 *   for a circular section)
 * @example elbowCoefficient(90, 1.5).coefficient //=> 0.1715
 */
export function elbowCoefficient(angleDeg: number, radiusRatio: number): CorrelationCoefficient {
  const a1 = elbowAngleFactor(angleDeg);
  const b1 = radiusRatio < 1 ? 0.21 / radiusRatio ** 2.5 : 0.21 / Math.sqrt(radiusRatio);
  return {
    coefficient: a1 * b1,
    referredTo: 'section',
    source: `${IDELCHIK}, diagram 6-1 (smooth bend: ζ = A1·B1, A1 for δ = ${round(angleDeg)}°, B1 for R/D = ${round(radiusRatio)})`,
  };
}

/** Idelchik's angle factor A1 of a bend (diagram 6-1). */
export function elbowAngleFactor(angleDeg: number): number {
  if (angleDeg <= 70) return 0.9 * Math.sin(angleDeg * DEG);
  if (angleDeg >= 100) return 0.7 + (0.35 * angleDeg) / 90;
  // The diagram's values: 0.9 sin 70° = 0.846 at 70°, 1.0 at 90°, 0.7 + 0.35·100/90 = 1.089 at 100°.
  const at70 = 0.9 * Math.sin(70 * DEG);
  if (angleDeg <= 90) return at70 + ((angleDeg - 70) / 20) * (1 - at70);
  const at100 = 0.7 + 0.35 * (100 / 90);
  return 1 + ((angleDeg - 90) / 10) * (at100 - 1);
}

/**
 * Diverging junction (supply tee or wye, Fs + Fb ≥ Fc), branch path, referred to the common
 * (upstream) velocity pressure: C = A′ [1 + (vb/vc)² − 2 (vb/vc) cos α], A′ = 1.0 for vb/vc ≤ 0.8,
 * 0.9 above (sharp-edged branch, K′b = 0).
 *
 * @param velocityRatio - Branch velocity over common velocity vb/vc.
 * @param angleDeg - Branch angle α, degrees (15–90).
 * @see Idelchik (1994), ch. 7, diverging tees and wyes of type Fs + Fb ≥ Fc, branch
 * @example divergingBranchCoefficient(1, 90).coefficient //=> 1.8
 */
export function divergingBranchCoefficient(
  velocityRatio: number,
  angleDeg: number,
): CorrelationCoefficient {
  const a = velocityRatio <= 0.8 ? 1 : 0.9;
  const c = a * (1 + velocityRatio ** 2 - 2 * velocityRatio * Math.cos(angleDeg * DEG));
  return {
    coefficient: Math.max(0, c),
    referredTo: 'common',
    source: `${IDELCHIK}, ch. 7 (diverging tee or wye, branch: A′[1 + (vb/vc)² − 2(vb/vc)cos α])`,
  };
}

/**
 * Diverging junction, straight-through (main) path, referred to the common velocity pressure:
 * C = 0.4 (1 − vs/vc)² (the same as SMACNA table A-11A's main-path values: 0.35 at vs/vc = 0,
 * 0.09 at 0.5, 0 at 1.0).
 *
 * @param velocityRatio - Straight-path velocity over common velocity vs/vc.
 * @see Idelchik (1994), ch. 7, diverging tee, straight passage, Fs = Fc;
 *   SMACNA HVAC Systems Duct Design, 4th ed. (2006), table A-11A (main, Cs)
 * @example divergingStraightCoefficient(0.5).coefficient //=> 0.1
 */
export function divergingStraightCoefficient(velocityRatio: number): CorrelationCoefficient {
  const c = 0.4 * (1 - velocityRatio) ** 2;
  return {
    coefficient: c,
    referredTo: 'common',
    source: `${IDELCHIK}, ch. 7 (diverging tee, straight passage: 0.4(1 − vs/vc)²)`,
  };
}

/**
 * Converging junction (return or exhaust tee or wye, Fs = Fc), branch path, referred to the common
 * (downstream) velocity pressure:
 * C = A [1 + (q·Fc/Fb)² − 2 (1 − q)² − 2 (Fc/Fb) q² cos α], q = Qb/Qc; A = 1 for Fb/Fc ≤ 0.35,
 * otherwise 0.9 (1 − q) for q ≤ 0.4 and 0.55 above. C may be negative (the branch is sucked in).
 *
 * @param flowRatio - Branch airflow over common airflow Qb/Qc.
 * @param areaRatio - Branch area over common area Fb/Fc.
 * @param angleDeg - Branch angle α, degrees (15–90).
 * @see Idelchik (1994), ch. 7, converging tees and wyes of type Fs + Fb > Fc, Fs = Fc, side branch
 * @example convergingBranchCoefficient(0.5, 0.5, 90).coefficient //=> 0.825
 */
export function convergingBranchCoefficient(
  flowRatio: number,
  areaRatio: number,
  angleDeg: number,
): CorrelationCoefficient {
  const q = flowRatio;
  const a = areaRatio <= 0.35 ? 1 : q <= 0.4 ? 0.9 * (1 - q) : 0.55;
  const fc = 1 / areaRatio;
  const c = a * (1 + (q * fc) ** 2 - 2 * (1 - q) ** 2 - 2 * fc * q ** 2 * Math.cos(angleDeg * DEG));
  return {
    coefficient: c,
    referredTo: 'common',
    source: `${IDELCHIK}, ch. 7 (converging tee or wye, Fs = Fc, side branch: A[1 + (q Fc/Fb)² − 2(1 − q)² − 2(Fc/Fb) q² cos α])`,
  };
}

/**
 * Converging junction, straight-through path, referred to the common velocity pressure, Fs = Fc,
 * α = 90°: C = 1.55 q − q², q = Qb/Qc (the branch flow entering across the main).
 *
 * @param branchFlowRatio - Airflow joining from the branch(es) over common airflow, 1 − Qs/Qc.
 * @see Idelchik (1994), ch. 7, converging tee of type Fs + Fb > Fc, Fs = Fc, α = 90°, straight passage
 * @example convergingStraightCoefficient(0.5).coefficient //=> 0.525
 */
export function convergingStraightCoefficient(branchFlowRatio: number): CorrelationCoefficient {
  const q = branchFlowRatio;
  return {
    coefficient: 1.55 * q - q ** 2,
    referredTo: 'common',
    source: `${IDELCHIK}, ch. 7 (converging tee, Fs = Fc, straight passage: 1.55 Qb/Qc − (Qb/Qc)²)`,
  };
}

/**
 * Gradual or abrupt enlargement (diffuser), referred to the smaller (upstream) duct's velocity
 * pressure, β² = A_small/A_large: K = 2.6 sin(θ/2)(1 − β²)² for θ ≤ 45°, (1 − β²)² above.
 *
 * @param areaRatio - Smaller over larger area β² (0–1].
 * @param angleDeg - Included angle θ, degrees.
 * @see Crane TP-410 (2009), p. A-26, formulas 3 and 4 (sudden and gradual enlargement, K1)
 * @example enlargementCoefficient(0.5, 30).coefficient //=> 0.1682
 */
export function enlargementCoefficient(
  areaRatio: number,
  angleDeg: number,
): CorrelationCoefficient {
  const loss = (1 - areaRatio) ** 2;
  const c = angleDeg <= 45 ? 2.6 * Math.sin((angleDeg * DEG) / 2) * loss : loss;
  return {
    coefficient: c,
    referredTo: 'small',
    source: `${CRANE}, enlargement (θ ${angleDeg <= 45 ? '≤ 45°: 2.6 sin(θ/2)(1 − β²)²' : '> 45°: (1 − β²)²'})`,
  };
}

/**
 * Gradual or abrupt contraction (reducer), referred to the smaller (downstream) duct's velocity
 * pressure, β² = A_small/A_large: K = 0.8 sin(θ/2)(1 − β²) for θ ≤ 45°,
 * 0.5 √(sin(θ/2)) (1 − β²) above.
 *
 * @param areaRatio - Smaller over larger area β² (0–1].
 * @param angleDeg - Included angle θ, degrees.
 * @see Crane TP-410 (2009), p. A-26, formulas 1 and 2 (sudden and gradual contraction, K1)
 * @example contractionCoefficient(0.5, 30).coefficient //=> 0.1035
 */
export function contractionCoefficient(
  areaRatio: number,
  angleDeg: number,
): CorrelationCoefficient {
  const s = Math.sin((angleDeg * DEG) / 2);
  const c = angleDeg <= 45 ? 0.8 * s * (1 - areaRatio) : 0.5 * Math.sqrt(s) * (1 - areaRatio);
  return {
    coefficient: c,
    referredTo: 'small',
    source: `${CRANE}, contraction (θ ${angleDeg <= 45 ? '≤ 45°: 0.8 sin(θ/2)(1 − β²)' : '> 45°: 0.5 √sin(θ/2) (1 − β²)'})`,
  };
}

/** Idelchik, ch. 3: entry with a rounded edge (bellmouth) flush in a wall, ζ against r/D. */
const ENTRY_ROUNDED = {
  radiusRatio: [0, 0.01, 0.02, 0.03, 0.04, 0.05, 0.06, 0.08, 0.12, 0.16, 0.2],
  coefficient: [0.5, 0.43, 0.36, 0.31, 0.26, 0.22, 0.2, 0.15, 0.09, 0.06, 0.03],
} as const;

/**
 * Entry into a duct from a large space through a wall, rounded edge of radius r: ζ interpolated in
 * r/D (0.5 for a sharp edge, 0.03 from r/D = 0.2), referred to the duct velocity pressure.
 *
 * @param radiusRatio - r/D (0–1; clamped at 0.2).
 * @see Idelchik (1994), ch. 3 (entrance with a rounded edge, flush in a wall)
 * @example entryCoefficient(0.1).coefficient //=> 0.12
 */
export function entryCoefficient(radiusRatio: number): CorrelationCoefficient {
  const xs = ENTRY_ROUNDED.radiusRatio;
  const ys = ENTRY_ROUNDED.coefficient;
  let c: number = ys[ys.length - 1] ?? 0.03;
  if (radiusRatio <= 0) c = 0.5;
  else {
    for (let i = 1; i < xs.length; i++) {
      const x1 = xs[i] ?? 0;
      if (radiusRatio <= x1) {
        const x0 = xs[i - 1] ?? 0;
        const y0 = ys[i - 1] ?? 0;
        const y1 = ys[i] ?? 0;
        c = y0 + ((radiusRatio - x0) / (x1 - x0)) * (y1 - y0);
        break;
      }
    }
  }
  return {
    coefficient: c,
    referredTo: 'section',
    source: `${IDELCHIK}, ch. 3 (entrance with a rounded edge flush in a wall, r/D = ${round(radiusRatio)})`,
  };
}

/**
 * Free discharge: the whole velocity pressure is lost, C = 1.
 * @see Idelchik (1994), ch. 11 (exit from a duct); SMACNA (2006), table A-13J
 */
export function exitCoefficient(): CorrelationCoefficient {
  return {
    coefficient: 1,
    referredTo: 'section',
    source:
      'Idelchik (1994), ch. 11; SMACNA HVAC Systems Duct Design, 4th ed. (2006), table A-13J (free discharge, C = 1)',
  };
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
