import { DUCT_MATERIALS } from '../duct/materials.js';
import type { DuctApplication } from '../duct/velocity-limits.js';
import { toSi } from '../units/index.js';
import type { UnitSystem } from '../units/index.js';
import type {
  DuctSystemFitting,
  DuctSystemInput,
  DuctSystemKind,
  DuctSystemShape,
} from './schema.js';

/** A duct cross-section, SI: round diameter, or width × height (flat oval: major × minor axis). */
export type DuctGeometry =
  | { readonly shape: 'round'; readonly diameterM: number }
  | { readonly shape: 'rectangular'; readonly widthM: number; readonly heightM: number }
  | { readonly shape: 'flatOval'; readonly widthM: number; readonly heightM: number };

/** A fitting, SI. */
export type NetworkFitting =
  | Exclude<DuctSystemFitting, { type: 'manufacturer' }>
  | {
      readonly type: 'manufacturer';
      readonly pressureDropPa: number;
      readonly ratedFlowM3S: number;
      readonly source: string;
      readonly description: string;
    };

/** A terminal, SI. */
export interface NetworkTerminal {
  readonly name: string;
  readonly designFlowM3S: number;
  /** Pressure drop at the rated airflow, Pa. */
  readonly pressureDropPa: number;
  readonly ratedFlowM3S: number;
  readonly source: string;
}

/** A section of the network, SI, with its place in the tree. */
export interface NetworkSection {
  readonly index: number;
  readonly id: string;
  readonly name: string;
  /** Index of the section on the fan side, −1 at the fan. */
  readonly parent: number;
  readonly children: readonly number[];
  readonly system: DuctSystemKind;
  readonly lengthM: number;
  readonly shape: DuctSystemShape;
  readonly roughnessM: number;
  readonly application: DuctApplication;
  readonly fixed: boolean;
  /** The entered size, when complete. */
  readonly givenGeometry: DuctGeometry | undefined;
  readonly aspectRatio: number;
  readonly damperCoefficient: number;
  readonly fittings: readonly NetworkFitting[];
  readonly terminal: NetworkTerminal | undefined;
  /** Design airflow: the terminals' airflows summed below the section, m³/s. */
  readonly designFlowM3S: number;
  /** Number of sections between it and the fan. */
  readonly depth: number;
}

/** The duct network of an input, SI. */
export interface DuctNetwork {
  readonly unitSystem: UnitSystem;
  readonly sections: readonly NetworkSection[];
  /** Section indices, every parent before its children (breadth first). */
  readonly order: readonly number[];
  /** Section indices of the terminal (leaf) sections. */
  readonly leaves: readonly number[];
  /** The networks present, supply first. */
  readonly systems: readonly DuctSystemKind[];
  /** Roots (sections at the fan) of each network. */
  readonly roots: Readonly<Partial<Record<DuctSystemKind, readonly number[]>>>;
  /** Design airflow of each network at the fan, m³/s. */
  readonly designFlowM3S: Readonly<Partial<Record<DuctSystemKind, number>>>;
}

function defaultApplication(
  system: DuctSystemKind,
  parent: number,
  leaf: boolean,
): DuctApplication {
  if (system === 'exhaust') return 'exhaust';
  if (system === 'return') return leaf ? 'runout' : parent < 0 ? 'return' : 'branch';
  return leaf ? 'runout' : parent < 0 ? 'main' : 'branch';
}

function givenGeometry(
  shape: DuctSystemShape,
  diameter: number | undefined,
  width: number | undefined,
  height: number | undefined,
  system: UnitSystem,
): DuctGeometry | undefined {
  const m = (value: number): number => toSi(value, 'ductDimension', system);
  if (shape === 'round')
    return diameter === undefined ? undefined : { shape, diameterM: m(diameter) };
  if (width === undefined || height === undefined) return undefined;
  const a = m(width);
  const b = m(height);
  // Width is the larger side by convention (flat oval: the major axis).
  return shape === 'rectangular'
    ? { shape, widthM: Math.max(a, b), heightM: Math.min(a, b) }
    : { shape, widthM: Math.max(a, b), heightM: Math.min(a, b) };
}

/**
 * The network of a parsed input in SI: sections linked to their parent and children, the terminals'
 * airflows summed up the tree (the mass balance at every node), the networks and their roots.
 *
 * @param input - A parsed duct system input (a tree: the schema refuses loops and missing parents).
 * @returns The network, SI.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 21, "HVAC duct design procedures" (sections
 *   between junctions, airflow of each from the outlets it serves; continuity at each junction)
 */
export function buildNetwork(input: DuctSystemInput): DuctNetwork {
  const system = input.unitSystem;
  const indexById = new Map<string, number>();
  input.sections.forEach((section, index) => indexById.set(section.id, index));
  const n = input.sections.length;
  const parents = input.sections.map((section) =>
    section.parentId === undefined || section.parentId === ''
      ? -1
      : (indexById.get(section.parentId) ?? -1),
  );
  const children: number[][] = Array.from({ length: n }, () => []);
  parents.forEach((parent, index) => {
    if (parent >= 0) children[parent]?.push(index);
  });
  // Breadth-first order from the roots.
  const order: number[] = [];
  const depth = new Array<number>(n).fill(0);
  parents.forEach((parent, index) => {
    if (parent < 0) order.push(index);
  });
  for (let head = 0; head < order.length; head++) {
    const at = order[head] ?? 0;
    for (const child of children[at] ?? []) {
      depth[child] = (depth[at] ?? 0) + 1;
      order.push(child);
    }
  }
  // Terminal airflows summed up the tree (children after parents in `order`: walk it backwards).
  const flow = new Array<number>(n).fill(0);
  for (let k = order.length - 1; k >= 0; k--) {
    const at = order[k] ?? 0;
    const terminal = input.sections[at]?.terminal;
    if (terminal) flow[at] = (flow[at] ?? 0) + toSi(terminal.airflow, 'airflow', system);
    const parent = parents[at] ?? -1;
    if (parent >= 0) flow[parent] = (flow[parent] ?? 0) + (flow[at] ?? 0);
  }
  const sections = input.sections.map((section, index): NetworkSection => {
    const parent = parents[index] ?? -1;
    const kids = children[index] ?? [];
    const terminal = section.terminal;
    const designFlowM3S = flow[index] ?? 0;
    return {
      index,
      id: section.id,
      name: section.name,
      parent,
      children: kids,
      system: section.system,
      lengthM: toSi(section.length, 'length', system),
      shape: section.shape,
      roughnessM: DUCT_MATERIALS[section.material].roughnessM,
      application:
        section.application ?? defaultApplication(section.system, parent, kids.length === 0),
      fixed: section.fixed || input.mode === 'analysis',
      givenGeometry: givenGeometry(
        section.shape,
        section.diameter,
        section.width,
        section.height,
        system,
      ),
      aspectRatio: section.aspectRatio ?? input.aspectRatio,
      damperCoefficient: section.damperCoefficient,
      fittings: section.fittings.map((fitting): NetworkFitting =>
        fitting.type === 'manufacturer'
          ? {
              type: 'manufacturer',
              pressureDropPa: toSi(fitting.pressureDrop, 'ductPressureLoss', system),
              ratedFlowM3S: toSi(fitting.ratedAirflow, 'airflow', system),
              source: fitting.source,
              description: fitting.description,
            }
          : fitting,
      ),
      terminal: terminal
        ? {
            name: terminal.name,
            designFlowM3S: toSi(terminal.airflow, 'airflow', system),
            pressureDropPa: toSi(terminal.pressureDrop, 'ductPressureLoss', system),
            ratedFlowM3S: toSi(terminal.ratedAirflow ?? terminal.airflow, 'airflow', system),
            source: terminal.source,
          }
        : undefined,
      designFlowM3S,
      depth: depth[index] ?? 0,
    };
  });
  const roots: Partial<Record<DuctSystemKind, number[]>> = {};
  const designFlowM3S: Partial<Record<DuctSystemKind, number>> = {};
  for (const section of sections) {
    if (section.parent >= 0) continue;
    (roots[section.system] ??= []).push(section.index);
    designFlowM3S[section.system] = (designFlowM3S[section.system] ?? 0) + section.designFlowM3S;
  }
  const systems = (['supply', 'return', 'exhaust'] as const).filter((kind) => roots[kind]);
  return {
    unitSystem: system,
    sections,
    order,
    leaves: sections.filter((section) => section.children.length === 0).map((s) => s.index),
    systems,
    roots,
    designFlowM3S,
  };
}

/** Section indices from the fan to a section, fan end first. */
export function pathToFan(network: DuctNetwork, index: number): number[] {
  const path: number[] = [];
  for (let at = index; at >= 0; at = network.sections[at]?.parent ?? -1) path.unshift(at);
  return path;
}
