import type { NetworkEvaluation, PathSi } from './critical-path.js';
import type { DuctSystemKind } from './schema.js';

/** The balancing of one path, SI. */
export interface PathBalanceSi {
  readonly leaf: number;
  /** Critical path total − this path's total, Pa: what a damper in the path must take. */
  readonly excessPa: number;
  /** The damper's loss coefficient, referred to the velocity pressure of the terminal's section. */
  readonly damperCoefficient: number;
  /** The section the damper is placed in (the terminal's runout). */
  readonly damperSection: number;
}

/**
 * The excess pressure of each path over its network's critical path, and the balancing damper that
 * takes it in the path's last section: C = excess / pv of that section.
 *
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 21, "HVAC duct design procedures" (balance the
 *   paths to the critical path's pressure) and eq. 30 (Δp = C·pv)
 */
export function balancePaths(
  paths: readonly PathSi[],
  critical: Partial<Record<DuctSystemKind, PathSi>>,
  evaluation: NetworkEvaluation,
): PathBalanceSi[] {
  return paths.map((path): PathBalanceSi => {
    const top = critical[path.system]?.totalPa ?? path.totalPa;
    const excessPa = Math.max(0, top - path.totalPa);
    const pv = evaluation.losses[path.leaf]?.hydraulics.velocityPressurePa ?? 0;
    return {
      leaf: path.leaf,
      excessPa,
      damperCoefficient: pv > 0 ? excessPa / pv : 0,
      damperSection: path.leaf,
    };
  });
}
