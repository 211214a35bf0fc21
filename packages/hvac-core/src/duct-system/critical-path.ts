import type { AirProperties } from '../duct/air-properties.js';
import { sectionLoss, terminalPressurePa } from './losses.js';
import type { SectionLossSi } from './losses.js';
import type { DuctGeometry, DuctNetwork } from './network.js';
import { pathToFan } from './network.js';
import type { DuctSystemKind } from './schema.js';

/** The losses of every section at given sizes and airflows, and the path sums, SI. */
export interface NetworkEvaluation {
  readonly losses: readonly SectionLossSi[];
  /** Loss from the fan to the far end of each section (its own loss included), Pa. */
  readonly cumulativePa: readonly number[];
  /** The terminal's pressure drop at a leaf section, 0 elsewhere, Pa. */
  readonly terminalPa: readonly number[];
}

/** A path from the fan to a terminal (supply) or from an inlet to the fan (return, exhaust), SI. */
export interface PathSi {
  readonly system: DuctSystemKind;
  /** The leaf section. */
  readonly leaf: number;
  /** Sections from the fan to the terminal, fan end first. */
  readonly sections: readonly number[];
  /** Sum of the sections' losses, Pa. */
  readonly ductPa: number;
  readonly terminalPa: number;
  /** Total pressure the path needs, ductPa + terminalPa, Pa. */
  readonly totalPa: number;
}

/**
 * Every section's loss at given sizes and airflows (fan end first, so each junction and transition
 * sees its upstream section), and the loss from the fan to each section's far end.
 *
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 21, eq. 29 and "HVAC duct design procedures"
 */
export function evaluateNetwork(
  network: DuctNetwork,
  geometries: readonly DuctGeometry[],
  flows: readonly number[],
  air: AirProperties,
): NetworkEvaluation {
  const n = network.sections.length;
  const losses = new Array<SectionLossSi>(n);
  const cumulativePa = new Array<number>(n).fill(0);
  const terminalPa = new Array<number>(n).fill(0);
  for (const index of network.order) {
    const section = network.sections[index];
    const geometry = geometries[index];
    if (!section || !geometry) continue;
    const flow = flows[index] ?? 0;
    const parentGeometry = section.parent >= 0 ? geometries[section.parent] : undefined;
    const upstream = parentGeometry
      ? { geometry: parentGeometry, flowM3S: flows[section.parent] ?? 0 }
      : undefined;
    const loss = sectionLoss(section, geometry, flow, upstream, air);
    losses[index] = loss;
    cumulativePa[index] =
      (section.parent >= 0 ? (cumulativePa[section.parent] ?? 0) : 0) + loss.totalPa;
    if (section.terminal) terminalPa[index] = terminalPressurePa(section.terminal, flow);
  }
  return { losses, cumulativePa, terminalPa };
}

/** Every terminal's path with its total. */
export function networkPaths(network: DuctNetwork, evaluation: NetworkEvaluation): PathSi[] {
  return network.leaves.map((leaf): PathSi => {
    const ductPa = evaluation.cumulativePa[leaf] ?? 0;
    const terminalPa = evaluation.terminalPa[leaf] ?? 0;
    return {
      system: network.sections[leaf]?.system ?? 'supply',
      leaf,
      sections: pathToFan(network, leaf),
      ductPa,
      terminalPa,
      totalPa: ductPa + terminalPa,
    };
  });
}

/**
 * The critical (index) path of each network: the path from the fan with the largest total pressure
 * requirement, found over every terminal; it sets the fan pressure, every other path is balanced to it.
 *
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 21, "HVAC duct design procedures" (the fan total
 *   pressure is that of the critical path; the other paths are balanced by dampers)
 */
export function criticalPaths(
  network: DuctNetwork,
  paths: readonly PathSi[],
): Partial<Record<DuctSystemKind, PathSi>> {
  const out: Partial<Record<DuctSystemKind, PathSi>> = {};
  for (const path of paths) {
    const current = out[path.system];
    if (!current || path.totalPa > current.totalPa) out[path.system] = path;
  }
  for (const kind of network.systems) if (!out[kind]) delete out[kind];
  return out;
}

/** Total and static pressure (relative to the room) at both ends of a section, in the flow direction, Pa. */
export interface SectionPressuresSi {
  readonly totalInletPa: number;
  readonly totalOutletPa: number;
  readonly staticInletPa: number;
  readonly staticOutletPa: number;
}

/**
 * Pressures at the ends of every section with the fan at the critical path's pressure: on the
 * supply side the fan outlet is at +critical total, and each section loses its loss in the flow
 * direction; on the return or exhaust side the fan inlet is at −critical total. Static = total − pv.
 *
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 21, eq. 7–9 (pt = ps + pv) and fig. 2
 *   (pressure changes through a supply and return system)
 */
export function sectionPressures(
  network: DuctNetwork,
  evaluation: NetworkEvaluation,
  fanSidePa: Partial<Record<DuctSystemKind, number>>,
): SectionPressuresSi[] {
  return network.sections.map((section): SectionPressuresSi => {
    const loss = evaluation.losses[section.index];
    const own = loss?.totalPa ?? 0;
    const pv = loss?.hydraulics.velocityPressurePa ?? 0;
    const before = section.parent >= 0 ? (evaluation.cumulativePa[section.parent] ?? 0) : 0;
    const critical = fanSidePa[section.system] ?? 0;
    if (section.system === 'supply') {
      const totalInletPa = critical - before;
      const totalOutletPa = totalInletPa - own;
      return {
        totalInletPa,
        totalOutletPa,
        staticInletPa: totalInletPa - pv,
        staticOutletPa: totalOutletPa - pv,
      };
    }
    const totalOutletPa = -critical + before;
    const totalInletPa = totalOutletPa + own;
    return {
      totalInletPa,
      totalOutletPa,
      staticInletPa: totalInletPa - pv,
      staticOutletPa: totalOutletPa - pv,
    };
  });
}
