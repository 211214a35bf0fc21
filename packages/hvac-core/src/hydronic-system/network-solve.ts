import { hydronicEdgeFlows, hydronicEdgeLoss } from './network.js';
import type { HydronicNetwork } from './network.js';
import { pipeRunLoss } from './losses.js';

/** The pump as the network solver sees it: pressure rise and its slope at a flow. */
export interface HydronicPumpModel {
  /** Pressure rise at a flow, Pa (flow m³/s). */
  readonly pressurePa: (flowM3S: number) => number;
  /** dΔp/dQ, Pa/(m³/s). */
  readonly slopePaPerM3S: (flowM3S: number) => number;
}

/** What {@link solveHydronicNetwork} needs besides the network. */
export interface HydronicSolveOptions {
  /** k of each terminal's valves (control valve and balancing valve at their settings), Pa/(m³/s)². */
  readonly valveK: readonly number[];
  /** Terminals whose control valves are closed (their circuits carry no water). */
  readonly closedTerminals?: ReadonlySet<number>;
  readonly pump: HydronicPumpModel;
  /** Starting flows of the circuits, m³/s; default the design flows. */
  readonly initialFlowsM3S?: readonly number[];
  /** Largest loop imbalance accepted, Pa; default 1e-9 of the pump's pressure (at least 1e-6 Pa). */
  readonly tolerancePa?: number;
  readonly maxIterations?: number;
}

/** The flows and losses of a solved network. */
export interface HydronicNetworkSolution {
  /** Flow of each terminal's circuit, m³/s (0 when closed). */
  readonly circuitFlowsM3S: Float64Array;
  /** Flow of every edge (sections, terminals, plant), m³/s. */
  readonly edgeFlowsM3S: Float64Array;
  /** Loss of every edge at its flow, Pa. */
  readonly edgePressureDropsPa: Float64Array;
  readonly pumpFlowM3S: number;
  readonly pumpPressurePa: number;
  readonly iterations: number;
  readonly converged: boolean;
  /** Largest |pump pressure − circuit loss| over the open circuits at the end, Pa. */
  readonly maxResidualPa: number;
}

/**
 * An order of the circuits in which the circuits through any one edge of a tree stand together:
 * the circuits sorted by their path from the root (depth-first order). Returns, per edge on the
 * paths, the first and last position, and the circuit at each position.
 */
function treeOrder(
  paths: readonly (readonly number[])[],
  edgeCount: number,
): { readonly order: number[]; readonly first: Int32Array; readonly last: Int32Array } {
  const order = paths.map((_, i) => i);
  order.sort((a, b) => {
    const pa = paths[a]!;
    const pb = paths[b]!;
    const n = Math.min(pa.length, pb.length);
    for (let d = 0; d < n; d++) if (pa[d] !== pb[d]) return pa[d]! - pb[d]!;
    return pa.length - pb.length;
  });
  const first = new Int32Array(edgeCount).fill(-1);
  const last = new Int32Array(edgeCount).fill(-1);
  order.forEach((circuit, position) => {
    for (const e of paths[circuit]!) {
      if (first[e] === -1) first[e] = position;
      last[e] = position;
    }
  });
  return { order, first, last };
}

/**
 * Adds Σ_e g_e · 1_{T_e} 1_{T_e}ᵀ to the dense matrix, T_e the circuits through edge e of a tree:
 * with the circuits in tree order each T_e is a block of consecutive positions, so the sum is built
 * from a two-dimensional difference array in O(m² + edges) instead of O(Σ|T_e|²).
 */
function addTreeBlocks(
  matrix: Float64Array,
  m: number,
  tree: ReturnType<typeof treeOrder>,
  slopes: Float64Array,
): void {
  const size = m + 1;
  const diff = new Float64Array(size * size);
  for (let e = 0; e < slopes.length; e++) {
    const a = tree.first[e]!;
    if (a < 0) continue;
    const b = tree.last[e]! + 1;
    const g = slopes[e]!;
    if (g === 0) continue;
    diff[a * size + a]! += g;
    diff[a * size + b]! -= g;
    diff[b * size + a]! -= g;
    diff[b * size + b]! += g;
  }
  for (let i = 0; i < m; i++) {
    let row = 0;
    for (let j = 0; j < m; j++) {
      row += diff[i * size + j]!;
      const above = i > 0 ? diff[(i - 1) * size + j]! : 0;
      diff[i * size + j] = row + above;
    }
  }
  // The prefix pass above accumulates rows in place: diff[i][j] is now the block sum S[i][j].
  for (let i = 0; i < m; i++) {
    const ci = tree.order[i]!;
    for (let j = 0; j < m; j++) matrix[ci * m + tree.order[j]!]! += diff[i * size + j]!;
  }
}

/** Cholesky factorisation and solve of a dense symmetric positive-definite system, in place. */
function choleskySolve(matrix: Float64Array, rhs: Float64Array, m: number): boolean {
  for (let j = 0; j < m; j++) {
    let diagonal = matrix[j * m + j]!;
    for (let k = 0; k < j; k++) diagonal -= matrix[j * m + k]! ** 2;
    if (!(diagonal > 0)) return false;
    const root = Math.sqrt(diagonal);
    matrix[j * m + j] = root;
    for (let i = j + 1; i < m; i++) {
      let sum = matrix[i * m + j]!;
      for (let k = 0; k < j; k++) sum -= matrix[i * m + k]! * matrix[j * m + k]!;
      matrix[i * m + j] = sum / root;
    }
  }
  for (let i = 0; i < m; i++) {
    let sum = rhs[i]!;
    for (let k = 0; k < i; k++) sum -= matrix[i * m + k]! * rhs[k]!;
    rhs[i] = sum / matrix[i * m + i]!;
  }
  for (let i = m - 1; i >= 0; i--) {
    let sum = rhs[i]!;
    for (let k = i + 1; k < m; k++) sum -= matrix[k * m + i]! * rhs[k]!;
    rhs[i] = sum / matrix[i * m + i]!;
  }
  return true;
}

/**
 * Flows and losses of a two-pipe network driven by its pump: Newton's method on the flows of the
 * open circuits. Each circuit (plant → supply path → terminal → return path → plant) must satisfy
 * Δp_pump(Q_total) = Σ Δp_e over its edges, every element with its own law (pipe friction by
 * Colebrook or Hazen–Williams at the current flow, fittings, tees at the current flow ratios,
 * components and valves by k·Q|Q|); section flows are sums of circuit flows, so the flows sum at
 * every node by construction. The Jacobian −[Σ_e g_e 1_{T_e}1_{T_e}ᵀ + diag(g_terminal) +
 * (g_plant − dΔp_pump/dQ) 11ᵀ] (g = dΔp/dQ of each element) is symmetric negative definite; each
 * step is solved by Cholesky and damped by halving until the imbalance falls.
 *
 * @param network - The network ({@link buildHydronicNetwork}).
 * @param options - Valve k of each terminal, closed terminals, the pump, start and tolerance.
 * @returns Flows, losses, the pump's duty and the convergence figures.
 * @see Todini, E. and Pilati, S. (1988), "A gradient algorithm for the analysis of pipe networks",
 *   in Computer Applications in Water Supply, vol. 1, Wiley (Newton on looped networks);
 *   ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 13 (two-pipe systems, part load)
 * @example solveHydronicNetwork(buildHydronicNetwork(defaultHydronicSystemInput('Metric')), { valveK: [0, 0, 0, 0], pump: constantPressurePump(200_000) }).converged //=> true
 */
export function solveHydronicNetwork(
  network: HydronicNetwork,
  options: HydronicSolveOptions,
): HydronicNetworkSolution {
  const edgeCount = network.edges.length;
  const closed = options.closedTerminals ?? new Set<number>();
  const active = network.circuits.filter((c) => !closed.has(c.terminal));
  const m = active.length;
  const circuitFlows = new Float64Array(network.circuits.length);
  const start = options.initialFlowsM3S ?? network.designFlowsM3S;
  const q = new Float64Array(m);
  active.forEach((circuit, i) => {
    q[i] = start[circuit.terminal] ?? 0;
  });
  const maxIterations = options.maxIterations ?? 100;
  const valveKOf = (edge: number): number =>
    edge >= network.sectionCount && edge < network.plantEdge
      ? (options.valveK[edge - network.sectionCount] ?? 0)
      : 0;

  const edgeFlows = new Float64Array(edgeCount);
  const drops = new Float64Array(edgeCount);
  const slopes = new Float64Array(edgeCount);
  const residual = new Float64Array(m);
  const scatter = (flows: Float64Array): void => {
    circuitFlows.fill(0);
    active.forEach((circuit, i) => {
      circuitFlows[circuit.terminal] = flows[i]!;
    });
    hydronicEdgeFlows(network, circuitFlows, edgeFlows);
  };
  /** Losses at the current flows, the residuals, and (with `withSlopes`) each edge's g. */
  const evaluate = (flows: Float64Array, withSlopes: boolean): number => {
    scatter(flows);
    for (let e = 0; e < edgeCount; e++) {
      const flow = edgeFlows[e]!;
      if (flow === 0) {
        drops[e] = 0;
        slopes[e] = 0;
        continue;
      }
      const loss = hydronicEdgeLoss(network, e, flow, edgeFlows, valveKOf(e));
      drops[e] = loss.totalPa;
      if (!withSlopes) continue;
      const element = network.edges[e]!;
      const absFlow = Math.abs(flow);
      let g =
        2 * absFlow * (element.componentsK + valveKOf(e)) + (2 * Math.max(0, loss.teePa)) / absFlow;
      if (element.run !== null && loss.pipe !== null) {
        const h = 1e-6;
        const up = pipeRunLoss(element.run, flow * (1 + h), network.fluid).totalPa;
        g += (up - loss.pipe.totalPa) / (flow * h);
      }
      slopes[e] = g;
    }
    const total = edgeFlows[network.plantEdge]!;
    const pump = options.pump.pressurePa(total);
    let worst = 0;
    active.forEach((circuit, i) => {
      let sum = 0;
      for (const e of circuit.edges) sum += drops[e]!;
      residual[i] = pump - sum;
      worst = Math.max(worst, Math.abs(pump - sum));
    });
    return worst;
  };
  const norm = (): number => {
    let sum = 0;
    for (let i = 0; i < m; i++) sum += residual[i]! ** 2;
    return Math.sqrt(sum);
  };

  const supplyTree = treeOrder(
    active.map((c) => c.supplyPath),
    edgeCount,
  );
  const returnTree = treeOrder(
    active.map((c) => [...c.returnPath].reverse()),
    edgeCount,
  );
  let worst = m === 0 ? 0 : evaluate(q, true);
  const scalePa = Math.max(1, Math.abs(options.pump.pressurePa(edgeFlows[network.plantEdge]!)));
  const tolerancePa = options.tolerancePa ?? Math.max(1e-6, 1e-9 * scalePa);
  let iterations = 0;
  let converged = m === 0 || worst <= tolerancePa;
  const matrix = new Float64Array(m * m);
  const step = new Float64Array(m);
  const trial = new Float64Array(m);
  while (!converged && iterations < maxIterations) {
    iterations++;
    matrix.fill(0);
    addTreeBlocks(matrix, m, supplyTree, slopes);
    addTreeBlocks(matrix, m, returnTree, slopes);
    const total = edgeFlows[network.plantEdge]!;
    const common = slopes[network.plantEdge]! - options.pump.slopePaPerM3S(total);
    let largest = 0;
    active.forEach((circuit, i) => {
      matrix[i * m + i]! += slopes[network.sectionCount + circuit.terminal]!;
      largest = Math.max(largest, matrix[i * m + i]!);
    });
    const shared = Math.max(0, common);
    for (let k = 0; k < m * m; k++) matrix[k]! += shared;
    for (let i = 0; i < m; i++) matrix[i * m + i]! += 1e-12 * (largest + shared) + 1e-30;
    step.set(residual);
    if (!choleskySolve(matrix, step, m)) break;
    const before = norm();
    let alpha = 1;
    let accepted = false;
    for (let halving = 0; halving < 30; halving++) {
      for (let i = 0; i < m; i++) trial[i] = q[i]! + alpha * step[i]!;
      evaluate(trial, false);
      if (norm() < before) {
        accepted = true;
        break;
      }
      alpha /= 2;
    }
    if (!accepted) break;
    q.set(trial);
    worst = evaluate(q, true);
    converged = worst <= tolerancePa;
  }
  if (m > 0) evaluate(q, false);
  const pumpFlowM3S = edgeFlows[network.plantEdge]!;
  return {
    circuitFlowsM3S: Float64Array.from(circuitFlows),
    edgeFlowsM3S: Float64Array.from(edgeFlows),
    edgePressureDropsPa: Float64Array.from(drops),
    pumpFlowM3S,
    pumpPressurePa: options.pump.pressurePa(pumpFlowM3S),
    iterations,
    converged,
    maxResidualPa: m === 0 ? 0 : worst,
  };
}
