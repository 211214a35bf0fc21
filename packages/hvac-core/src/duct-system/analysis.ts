import { solveBrent } from '../_lib/solve.js';
import type { AirProperties } from '../duct/air-properties.js';
import { evaluateNetwork } from './critical-path.js';
import type { NetworkEvaluation } from './critical-path.js';
import type { DuctGeometry, DuctNetwork } from './network.js';
import type { DuctSystemKind } from './schema.js';

/** The fan of an analysis, SI: a fixed total pressure, or a curve of total pressure against airflow. */
export type AnalysisFanSi =
  | { readonly kind: 'pressure'; readonly totalPressurePa: number }
  | {
      readonly kind: 'curve';
      readonly points: readonly { readonly flowM3S: number; readonly totalPressurePa: number }[];
    };

/** Components in the fan unit as a resistance on the fan airflow: Δp = k·Q². */
export interface ComponentResistanceSi {
  /** Σ rated drop / rated airflow², Pa/(m³/s)². */
  readonly resistance: number;
}

/** The solved network, SI. */
export interface NetworkSolutionSi {
  /** Airflow of every section, m³/s. */
  readonly flows: readonly number[];
  readonly evaluation: NetworkEvaluation;
  /** Fan airflow (of the network whose design airflow the fan carries), m³/s. */
  readonly fanFlowM3S: number;
  /** Fan total pressure at the operating point, Pa. */
  readonly fanTotalPressurePa: number;
  /** Total pressure each network takes at the fan, Pa. */
  readonly networkPressurePa: Partial<Record<DuctSystemKind, number>>;
  readonly iterations: number;
  readonly converged: boolean;
  /** Largest change of a section's airflow in the last pass, as a fraction of the fan airflow. */
  readonly lastChange: number;
  /** The operating point lies beyond the last point of the fan curve (airflow clamped there). */
  readonly beyondCurve: boolean;
}

/** Fan curve pressure at an airflow: linear between points, flat before the first, Pa. */
export function fanCurvePressurePa(
  points: readonly { readonly flowM3S: number; readonly totalPressurePa: number }[],
  flowM3S: number,
): number {
  const first = points[0];
  if (!first) return 0;
  if (flowM3S <= first.flowM3S) return first.totalPressurePa;
  for (let i = 1; i < points.length; i++) {
    const b = points[i];
    const a = points[i - 1];
    if (!a || !b) break;
    if (flowM3S <= b.flowM3S) {
      return (
        a.totalPressurePa +
        ((flowM3S - a.flowM3S) / (b.flowM3S - a.flowM3S)) * (b.totalPressurePa - a.totalPressurePa)
      );
    }
  }
  return points[points.length - 1]?.totalPressurePa ?? 0;
}

/**
 * Aitken's Δ² extrapolation of the terminals' airflows from the last three passes, the other
 * sections' airflows summed from them (so the mass balance holds): where the passes creep toward
 * the solution by the same ratio each time (a subtree whose split hangs on tiny losses), one
 * extrapolation takes the place of hundreds of passes. A terminal whose passes do not creep
 * steadily keeps its last airflow.
 *
 * @see Aitken, A. C. (1926), Proc. Roy. Soc. Edinburgh 46:289 (the Δ² process)
 */
function aitkenLeafFlows(
  network: DuctNetwork,
  history: readonly number[][],
  last: number[],
): number[] {
  const [x0, x1, x2] = history;
  if (!x0 || !x1 || !x2) return last;
  const out = new Array<number>(last.length).fill(0);
  for (const leaf of network.leaves) {
    const a = x0[leaf] ?? 0;
    const b = x1[leaf] ?? 0;
    const c = x2[leaf] ?? 0;
    const d1 = b - a;
    const d2 = c - b;
    const ratio = d1 !== 0 ? d2 / d1 : 0;
    // Steady creep only (0 < ratio < 1); the jump at most 100 times the last step.
    const jump = ratio > 0 && ratio < 1 ? (d2 * ratio) / (1 - ratio) : 0;
    const limited =
      Math.abs(jump) > 100 * Math.abs(d2) ? Math.sign(jump) * 100 * Math.abs(d2) : jump;
    out[leaf] = Math.max(c + limited, 1e-15);
  }
  for (let k = network.order.length - 1; k >= 0; k--) {
    const index = network.order[k] ?? 0;
    const section = network.sections[index];
    if (section && section.parent >= 0)
      out[section.parent] = (out[section.parent] ?? 0) + (out[index] ?? 0);
  }
  return out;
}

/** Least resistance, so that a lossless path does not divide by zero. */
const MIN_RESISTANCE = 1e-9;

/**
 * The airflow each section of an existing system carries with a given fan: a network solution, not
 * the design split. On a tree every path from the fan to the room must take the same total pressure;
 * each section and terminal is written as a quadratic resistance R = Δp/Q² at the current airflows
 * (friction, fittings, dampers and terminals are all ∝ Q² but for the friction factor's slow change
 * with Re and the junction coefficients' change with the flow ratio), the resistances are combined
 * bottom-up (in series R₁ + R₂; in parallel (Σ R^−½)^−2), the fan's operating point is solved on
 * the system curve (Brent's method on a fan curve), the airflow is split top-down in proportion to
 * R^−½, and the resistances are re-evaluated until the airflows no longer change (successive
 * substitution until no section's airflow moves by 1e-10 of the fan's; under-relaxed when a pass
 * overshoots, and every fourth pass the terminals' airflows are extrapolated by Aitken's Δ² where
 * they creep steadily).
 *
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 21, "System analysis" / "Fan–system interface"
 *   (system curve Δp = C·Q², operating point at its intersection with the fan curve);
 *   Cross, H. (1936), Univ. of Illinois Bull. 286 (network balancing by successive correction:
 *   on a tree the loop equations reduce to equal pressure across parallel branches)
 */
export function solveNetwork(
  network: DuctNetwork,
  geometries: readonly DuctGeometry[],
  air: AirProperties,
  fan: AnalysisFanSi,
  components: ComponentResistanceSi,
): NetworkSolutionSi {
  const n = network.sections.length;
  const fanSystem: DuctSystemKind = network.systems[0] ?? 'supply';
  const fanDesignFlow = network.designFlowM3S[fanSystem] ?? 0;
  const share: Partial<Record<DuctSystemKind, number>> = {};
  for (const kind of network.systems)
    share[kind] = fanDesignFlow > 0 ? (network.designFlowM3S[kind] ?? 0) / fanDesignFlow : 0;

  let flows = network.sections.map((section) => Math.max(section.designFlowM3S, 1e-9));
  const equivalent = new Array<number>(n).fill(0);
  const parallel = new Array<number>(n).fill(0);
  let evaluation = evaluateNetwork(network, geometries, flows, air);
  let fanFlow = fanDesignFlow;
  let fanPressure = 0;
  const networkPressurePa: Partial<Record<DuctSystemKind, number>> = {};
  let converged = false;
  let beyondCurve = false;
  let iterations: number;
  let relaxation = 1;
  const history: number[][] = [];
  let previousChange = Number.POSITIVE_INFINITY;
  const MAX_ITERATIONS = 400;
  for (iterations = 1; iterations <= MAX_ITERATIONS; iterations++) {
    // Resistances bottom-up.
    for (let k = network.order.length - 1; k >= 0; k--) {
      const index = network.order[k] ?? 0;
      const section = network.sections[index];
      if (!section) continue;
      const q = flows[index] ?? 1e-9;
      const own = (evaluation.losses[index]?.totalPa ?? 0) / (q * q);
      let below: number;
      if (section.children.length === 0) {
        below = (evaluation.terminalPa[index] ?? 0) / (q * q);
      } else {
        let conductance = 0;
        for (const child of section.children)
          conductance += 1 / Math.sqrt(Math.max(equivalent[child] ?? 0, MIN_RESISTANCE));
        below = 1 / (conductance * conductance);
      }
      parallel[index] = below;
      equivalent[index] = Math.max(own + below, MIN_RESISTANCE);
    }
    let systemResistance = components.resistance;
    const networkResistance: Partial<Record<DuctSystemKind, number>> = {};
    for (const kind of network.systems) {
      let conductance = 0;
      for (const root of network.roots[kind] ?? [])
        conductance += 1 / Math.sqrt(equivalent[root] ?? MIN_RESISTANCE);
      const r = 1 / (conductance * conductance);
      networkResistance[kind] = r;
      systemResistance += r * (share[kind] ?? 0) ** 2;
    }
    // Operating point.
    if (fan.kind === 'pressure') {
      fanFlow = Math.sqrt(fan.totalPressurePa / systemResistance);
    } else {
      const last = fan.points[fan.points.length - 1];
      const qMax = last?.flowM3S ?? 0;
      const excess = (q: number): number =>
        fanCurvePressurePa(fan.points, q) - systemResistance * q * q;
      if (excess(qMax) >= 0) {
        fanFlow = qMax;
        beyondCurve = true;
      } else {
        beyondCurve = false;
        fanFlow = solveBrent(excess, 0, qMax, { toleranceX: qMax * 1e-14 });
      }
    }
    fanPressure = systemResistance * fanFlow * fanFlow;
    // Airflows top-down.
    const next = new Array<number>(n).fill(0);
    for (const kind of network.systems) {
      const q = fanFlow * (share[kind] ?? 0);
      const r = networkResistance[kind] ?? MIN_RESISTANCE;
      networkPressurePa[kind] = r * q * q;
      for (const root of network.roots[kind] ?? [])
        next[root] = Math.sqrt((r * q * q) / (equivalent[root] ?? MIN_RESISTANCE));
    }
    for (const index of network.order) {
      const section = network.sections[index];
      if (!section || section.children.length === 0) continue;
      const q = next[index] ?? 0;
      const pressure = (parallel[index] ?? 0) * q * q;
      for (const child of section.children)
        next[child] = Math.sqrt(pressure / (equivalent[child] ?? MIN_RESISTANCE));
    }
    // The change of the airflows, relative to the fan's: a branch that carries next to nothing is
    // settled when its airflow no longer matters to the system's.
    const scale = Math.max(fanFlow, 1e-12);
    let change = 0;
    for (let i = 0; i < n; i++) {
      const before = flows[i] ?? 0;
      const after = Math.max(next[i] ?? 0, 1e-15);
      change = Math.max(change, Math.abs(after - before) / scale);
      // Under-relaxed when the airflows stop settling (junction coefficients that swing with the
      // flow ratios, a branch whose takeoff loss does not vanish with its own airflow).
      next[i] = before + relaxation * (after - before);
    }
    relaxation =
      change > previousChange ? Math.max(0.05, relaxation * 0.7) : Math.min(1, relaxation * 1.1);
    previousChange = change;
    history.push(next);
    if (history.length > 3) history.shift();
    flows =
      change >= 1e-10 && iterations % 4 === 0 && history.length === 3
        ? aitkenLeafFlows(network, history, next)
        : next;
    evaluation = evaluateNetwork(network, geometries, flows, air);
    if (change < 1e-10) {
      converged = true;
      break;
    }
  }
  return {
    flows,
    evaluation,
    fanFlowM3S: fanFlow,
    fanTotalPressurePa: fanPressure,
    networkPressurePa,
    iterations: Math.min(iterations, MAX_ITERATIONS),
    converged,
    lastChange: Number.isFinite(previousChange) ? previousChange : 0,
    beyondCurve,
  };
}
