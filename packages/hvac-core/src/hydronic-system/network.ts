import { fluidProperties } from '../fluids/fluid-properties.js';
import type { FluidProperties } from '../fluids/fluid-properties.js';
import { fittingRowsToSi } from '../pipe/calculate-pipe.js';
import { fittingResistance } from '../pipe/fittings.js';
import type { FittingResistance } from '../pipe/fittings.js';
import { pipeMaterial, pipeSize } from '../pipe/materials.js';
import type { PipeSize } from '../pipe/materials.js';
import { pipeFlow } from '../pipe/pipe-flow.js';
import type { FrictionMethod } from '../pipe/pipe-flow.js';
import type { PipeFittingInput } from '../pipe/schema.js';
import { toSi } from '../units/quantities.js';
import type { UnitSystem } from '../units/unit-system.js';
import { craneTeeK, pipeRunLoss, reducerK, squareLawCoefficient } from './losses.js';
import type { PipeRunLoss, PipeRunSi, TeeFlow, TeeLeg } from './losses.js';
import type {
  HydronicComponentInput,
  HydronicReducerInput,
  HydronicSystemInput,
  HydronicTeeInput,
} from './schema.js';
import { analyseHydronicTopology } from './topology.js';
import type { HydronicTopology } from './topology.js';
import { kvFromCv, valvePressureDropPa } from './valves.js';

/** A tee at one end of an edge, with the edge that carries the combined flow. */
export interface HydronicTee {
  readonly flow: TeeFlow;
  readonly leg: TeeLeg;
  readonly angleDeg: number;
  /** Edge carrying the combined flow (the header section on the other side of the tee). */
  readonly combinedEdge: number;
  readonly combinedAreaM2: number;
  /** β = D_branch / D_combined. */
  readonly diameterRatio: number;
}

/** One fitting row of a run, its K fixed at design (Crane K, or K = f·Le/D at the design f). */
export interface HydronicNetworkFitting {
  readonly input: PipeFittingInput;
  readonly resistance: FittingResistance;
}

/** A pipe run of an edge: its size, SI data and fittings. */
export interface HydronicRun extends PipeRunSi {
  readonly materialLabel: string;
  readonly size: PipeSize;
  readonly fittings: readonly HydronicNetworkFitting[];
  /** K of the reducer at its inlet, referred to this run's velocity (0 without one). */
  readonly reducerK: number;
}

/** A component with its square law. */
export interface HydronicNetworkComponent {
  readonly input: HydronicComponentInput;
  /** k of Δp = k·Q|Q|, Pa/(m³/s)². */
  readonly squareLawK: number;
}

/** An element of the network: a section, a terminal or the plant. */
export interface HydronicEdge {
  readonly kind: 'section' | 'terminal' | 'plant';
  readonly id: string;
  readonly run: HydronicRun | null;
  readonly components: readonly HydronicNetworkComponent[];
  /** Σ k of the components. */
  readonly componentsK: number;
  /** Tees at its ends (a terminal may have one at each). */
  readonly tees: readonly HydronicTee[];
}

/** A terminal's circuit: the edges its water passes from the plant and back. */
export interface HydronicCircuit {
  readonly terminal: number;
  readonly supplyPath: readonly number[];
  readonly returnPath: readonly number[];
  /** supplyPath, the terminal edge, returnPath and the plant edge. */
  readonly edges: readonly number[];
}

/** The network in SI, ready to evaluate at any flows. */
export interface HydronicNetwork {
  readonly unitSystem: UnitSystem;
  readonly fluid: FluidProperties;
  readonly method: FrictionMethod;
  /** Sections (0 … S−1), terminals (S … S+T−1), then the plant. */
  readonly edges: readonly HydronicEdge[];
  readonly sectionCount: number;
  readonly terminalCount: number;
  readonly plantEdge: number;
  readonly circuits: readonly HydronicCircuit[];
  /** Design flow of each terminal, m³/s. */
  readonly designFlowsM3S: readonly number[];
  /** Design flow of each edge, m³/s. */
  readonly designEdgeFlowsM3S: Float64Array;
  readonly topology: HydronicTopology;
}

/** The loss of one edge at a flow, Pa, by part. */
export interface HydronicEdgeLoss {
  readonly pipe: PipeRunLoss | null;
  readonly componentsPa: number;
  readonly teePa: number;
  /** Control and balancing valves (terminals). */
  readonly valvesPa: number;
  readonly totalPa: number;
}

/** Design flow of each terminal from its flow or load: Q = q / (ρ cp Δt). */
function terminalFlows(input: HydronicSystemInput, fluid: FluidProperties): number[] {
  const { unitSystem } = input;
  return input.terminals.map((terminal) => {
    if (terminal.flowRate !== undefined) return toSi(terminal.flowRate, 'waterFlow', unitSystem);
    const loadW = toSi(terminal.load ?? 0, 'heatRate', unitSystem);
    const deltaTK = toSi(
      terminal.deltaT ?? input.designDeltaT,
      'temperatureDifference',
      unitSystem,
    );
    return loadW / (fluid.densityKgM3 * fluid.specificHeatJKgK * deltaTK);
  });
}

/**
 * Flow of every edge from the flows of the terminals' circuits: a section carries the sum of the
 * circuits through it, the plant their total.
 *
 * @param network - The network's edges and circuits.
 * @param circuitFlowsM3S - Flow of each terminal's circuit, m³/s.
 * @param out - Array to fill (a new one by default).
 * @returns Flow of every edge, m³/s.
 * @example hydronicEdgeFlows({ edges: new Array(4), circuits: [{ edges: [0, 1, 3] }, { edges: [0, 2, 3] }] }, [1, 2]) //=> Float64Array [3, 1, 2, 3]
 */
export function hydronicEdgeFlows(
  network: {
    readonly edges: { readonly length: number };
    readonly circuits: readonly { readonly edges: readonly number[] }[];
  },
  circuitFlowsM3S: ArrayLike<number>,
  out = new Float64Array(network.edges.length),
): Float64Array {
  out.fill(0);
  network.circuits.forEach((circuit, i) => {
    const q = circuitFlowsM3S[i] ?? 0;
    if (q === 0) return;
    for (const e of circuit.edges) out[e]! += q;
  });
  return out;
}

/** The square-law k of a component: from its rated drop (at a rated flow) or its Cv | Kv. */
function componentK(
  component: HydronicComponentInput,
  designFlowM3S: number,
  unitSystem: UnitSystem,
  densityKgM3: number,
): number {
  if (component.flowCoefficient !== undefined) {
    const kv =
      unitSystem === 'Imperial' ? kvFromCv(component.flowCoefficient) : component.flowCoefficient;
    return valvePressureDropPa(1, kv, densityKgM3);
  }
  const ratedFlowM3S =
    component.ratedFlowRate === undefined
      ? designFlowM3S
      : toSi(component.ratedFlowRate, 'waterFlow', unitSystem);
  return squareLawCoefficient(
    toSi(component.pressureDrop ?? 0, 'pipeHeadLoss', unitSystem),
    ratedFlowM3S,
  );
}

interface RunInput {
  readonly pipeMaterial: Parameters<typeof pipeMaterial>[0];
  readonly nominalSize: string;
  readonly length: number;
  readonly fittings: readonly PipeFittingInput[];
  readonly reducer?: HydronicReducerInput | undefined;
}

function buildRun(
  run: RunInput,
  designFlowM3S: number,
  input: HydronicSystemInput,
  fluid: FluidProperties,
): HydronicRun {
  const { unitSystem } = input;
  const material = pipeMaterial(run.pipeMaterial);
  const size = pipeSize(run.pipeMaterial, run.nominalSize);
  const designFlow = pipeFlow({
    flowM3S: designFlowM3S,
    insideDiameterM: size.insideDiameterM,
    roughnessM: material.roughnessM,
    densityKgM3: fluid.densityKgM3,
    kinematicViscosityM2S: fluid.kinematicViscosityM2S,
    method: input.frictionMethod,
    hazenWilliamsC: material.hazenWilliamsC,
  });
  const rows = fittingRowsToSi(run.fittings, unitSystem);
  const fittings = run.fittings.map((fitting, i): HydronicNetworkFitting => ({
    input: fitting,
    resistance: fittingResistance(rows[i]!, {
      nominalInches: size.nominalInches,
      insideDiameterM: size.insideDiameterM,
      frictionFactor: designFlow.frictionFactor,
    }),
  }));
  let reducer = 0;
  if (run.reducer !== undefined) {
    const fromDiameterM = pipeSize(run.pipeMaterial, run.reducer.fromNominalSize).insideDiameterM;
    const own = size.insideDiameterM;
    if (fromDiameterM > own)
      reducer = reducerK(own, fromDiameterM, run.reducer.angle, 'contraction');
    else if (fromDiameterM < own)
      reducer =
        reducerK(fromDiameterM, own, run.reducer.angle, 'enlargement') * (own / fromDiameterM) ** 4;
  }
  return {
    insideDiameterM: size.insideDiameterM,
    lengthM: toSi(run.length, 'length', unitSystem),
    roughnessM: material.roughnessM,
    hazenWilliamsC: material.hazenWilliamsC,
    method: input.frictionMethod,
    fittingsK:
      fittings.reduce(
        (sum, f, i) => sum + f.resistance.kEach * (run.fittings[i]?.quantity ?? 1),
        0,
      ) + reducer,
    materialLabel: material.label,
    size,
    fittings,
    reducerK: reducer,
  };
}

/**
 * The network of a parsed input in SI: its topology (paths), the liquid's properties at its mean
 * temperature, design flows and every element's loss data.
 *
 * @param input - A parsed input ({@link HydronicSystemInputSchema}).
 * @returns The network.
 * @throws {RangeError} If the topology is invalid (the schema reports it first).
 * @see ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 13 (two-pipe systems)
 * @example buildHydronicNetwork(defaultHydronicSystemInput('Metric')).plantEdge //=> 12
 */
export function buildHydronicNetwork(input: HydronicSystemInput): HydronicNetwork {
  const { unitSystem } = input;
  const analysed = analyseHydronicTopology(input);
  if (analysed.topology === null) {
    throw new RangeError(analysed.issues.map((found) => found.message).join(' '));
  }
  const topology = analysed.topology;
  const fluid = fluidProperties({
    fluid: input.fluid,
    concentrationPercent: input.concentrationPercent,
    temperatureC: toSi(input.fluidTemperature, 'temperature', unitSystem),
  });
  const designFlowsM3S = terminalFlows(input, fluid);
  const sectionCount = input.sections.length;
  const terminalCount = input.terminals.length;
  const plantEdge = sectionCount + terminalCount;
  const circuits: HydronicCircuit[] = input.terminals.map((_, t) => {
    const supplyPath = topology.supplyPaths[t] ?? [];
    const returnPath = topology.returnPaths[t] ?? [];
    return {
      terminal: t,
      supplyPath,
      returnPath,
      edges: [...supplyPath, sectionCount + t, ...returnPath, plantEdge],
    };
  });
  const skeleton = { edges: new Array<unknown>(plantEdge + 1) as HydronicEdge[], circuits };
  const designEdgeFlowsM3S = hydronicEdgeFlows(skeleton, designFlowsM3S);
  const totalFlow = designEdgeFlowsM3S[plantEdge] ?? 0;

  const runs: (HydronicRun | null)[] = [
    ...input.sections.map((section, s) => buildRun(section, designEdgeFlowsM3S[s]!, input, fluid)),
    ...input.terminals.map((terminal, t) =>
      terminal.branchPipe === undefined
        ? null
        : buildRun(terminal.branchPipe, designFlowsM3S[t]!, input, fluid),
    ),
  ];
  const diameterOf = (edge: number, fallbackM: number): number =>
    runs[edge]?.insideDiameterM ?? fallbackM;

  /** The branch leg's diameter at each node of each side, for a run leg's β. */
  const branchDiameters = new Map<string, number>();
  input.sections.forEach((section, s) => {
    const at = section.side === 'supply' ? section.from : section.to;
    if (section.tee?.leg === 'branch')
      branchDiameters.set(`${section.side}:${at}`, runs[s]?.insideDiameterM ?? Number.NaN);
  });
  input.terminals.forEach((terminal, t) => {
    const diameter = runs[sectionCount + t]?.insideDiameterM ?? Number.NaN;
    if (terminal.supplyTee?.leg === 'branch')
      branchDiameters.set(`supply:${terminal.supplyNode}`, diameter);
    if (terminal.returnTee?.leg === 'branch')
      branchDiameters.set(`return:${terminal.returnNode}`, diameter);
  });
  const siblingBranchDiameter = (side: 'supply' | 'return', node: string): number | undefined => {
    const diameter = branchDiameters.get(`${side}:${node}`);
    return diameter === undefined || Number.isNaN(diameter) ? undefined : diameter;
  };

  const makeTee = (
    tee: HydronicTeeInput | undefined,
    side: 'supply' | 'return',
    node: string,
    self: number,
  ): HydronicTee | null => {
    if (tee === undefined) return null;
    const combinedEdge =
      side === 'supply' ? topology.supplyFeed.get(node) : topology.returnDrain.get(node);
    if (combinedEdge === undefined) return null;
    const combinedDiameterM = diameterOf(combinedEdge, 1);
    const branchDiameterM =
      tee.leg === 'branch'
        ? diameterOf(self, combinedDiameterM)
        : (siblingBranchDiameter(side, node) ?? combinedDiameterM);
    return {
      flow: side === 'supply' ? 'diverging' : 'converging',
      leg: tee.leg,
      angleDeg: tee.angle,
      combinedEdge,
      combinedAreaM2: (Math.PI * combinedDiameterM * combinedDiameterM) / 4,
      diameterRatio: branchDiameterM / combinedDiameterM,
    };
  };

  const components = (
    list: readonly HydronicComponentInput[],
    designFlowM3S: number,
  ): HydronicNetworkComponent[] =>
    list.map((component) => ({
      input: component,
      squareLawK: componentK(component, designFlowM3S, unitSystem, fluid.densityKgM3),
    }));

  const edges: HydronicEdge[] = [];
  input.sections.forEach((section, s) => {
    edges.push({
      kind: 'section',
      id: section.id,
      run: runs[s] ?? null,
      components: [],
      componentsK: 0,
      tees: present([
        makeTee(
          section.tee,
          section.side,
          section.side === 'supply' ? section.from : section.to,
          s,
        ),
      ]),
    });
  });
  input.terminals.forEach((terminal, t) => {
    const edge = sectionCount + t;
    const list = components(terminal.components, designFlowsM3S[t]!);
    edges.push({
      kind: 'terminal',
      id: terminal.id,
      run: runs[edge] ?? null,
      components: list,
      componentsK: list.reduce((sum, c) => sum + c.squareLawK, 0),
      tees: present([
        makeTee(terminal.supplyTee, 'supply', terminal.supplyNode, edge),
        makeTee(terminal.returnTee, 'return', terminal.returnNode, edge),
      ]),
    });
  });
  const plantComponents = components(input.plant.components, totalFlow);
  edges.push({
    kind: 'plant',
    id: 'plant',
    run: null,
    components: plantComponents,
    componentsK: plantComponents.reduce((sum, c) => sum + c.squareLawK, 0),
    tees: [],
  });
  return {
    unitSystem,
    fluid,
    method: input.frictionMethod,
    edges,
    sectionCount,
    terminalCount,
    plantEdge,
    circuits,
    designFlowsM3S,
    designEdgeFlowsM3S,
    topology,
  };
}

function present(tees: readonly (HydronicTee | null)[]): HydronicTee[] {
  return tees.filter((tee): tee is HydronicTee => tee !== null);
}

/**
 * Loss of a tee leg at the network's flows: Δp = K · ρV_c²/2 with K of {@link craneTeeK} at the
 * leg's flow ratio and V_c the combined flow's velocity; 0 when the combined flow is 0.
 *
 * @param tee - The tee (its leg, angle, diameter ratio and the edge of its combined flow).
 * @param ownFlowM3S - Flow of the leg's own edge, m³/s.
 * @param edgeFlowsM3S - Every edge's flow, m³/s.
 * @param densityKgM3 - Density of the liquid, kg/m³.
 * @returns The leg's loss, Pa (negative for a run that regains pressure).
 * @see Crane TP-410 (2009), pp.
 * @example hydronicTeeLossPa({ flow: 'diverging', leg: 'run', angleDeg: 90, combinedEdge: 0, combinedAreaM2: 0.01, diameterRatio: 1 }, 0.015, [0.02], 1000) //=> -125
 */
export function hydronicTeeLossPa(
  tee: HydronicTee,
  ownFlowM3S: number,
  edgeFlowsM3S: ArrayLike<number>,
  densityKgM3: number,
): number {
  const combined = edgeFlowsM3S[tee.combinedEdge] ?? 0;
  if (combined <= 0 || ownFlowM3S <= 0) return 0;
  const share = Math.min(1, Math.max(0, ownFlowM3S / combined));
  const branchFlowRatio = tee.leg === 'branch' ? share : 1 - share;
  const k = craneTeeK({
    flow: tee.flow,
    leg: tee.leg,
    branchFlowRatio,
    diameterRatio: tee.diameterRatio,
    angleDeg: tee.angleDeg,
  });
  const velocity = combined / tee.combinedAreaM2;
  return (k * densityKgM3 * velocity * velocity) / 2;
}

/**
 * Loss of one edge at a flow, by part: pipe friction and fittings, components (k·Q|Q|), tees at
 * the current flows of the network, and the valves' k (terminals).
 *
 * @param network - The network.
 * @param edge - Edge index.
 * @param flowM3S - The edge's flow, m³/s.
 * @param edgeFlowsM3S - Every edge's flow (for the tees' combined flows), m³/s.
 * @param valveK - k of the edge's valves, Pa/(m³/s)² (0 when none).
 * @returns The loss, Pa, by part.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 22; Crane TP-410 (2009)
 * @example hydronicEdgeLoss(net, net.plantEdge, net.designEdgeFlowsM3S[net.plantEdge], net.designEdgeFlowsM3S, 0).componentsPa //=> 51000 (the default Metric plant: 45 + 6 kPa at design flow)
 */
export function hydronicEdgeLoss(
  network: HydronicNetwork,
  edge: number,
  flowM3S: number,
  edgeFlowsM3S: ArrayLike<number>,
  valveK: number,
): HydronicEdgeLoss {
  const element = network.edges[edge]!;
  const pipe = element.run === null ? null : pipeRunLoss(element.run, flowM3S, network.fluid);
  const square = flowM3S * Math.abs(flowM3S);
  const componentsPa = element.componentsK * square;
  const valvesPa = valveK * square;
  let teePa = 0;
  for (const tee of element.tees)
    teePa += hydronicTeeLossPa(tee, flowM3S, edgeFlowsM3S, network.fluid.densityKgM3);
  return {
    pipe,
    componentsPa,
    teePa,
    valvesPa,
    totalPa: (pipe?.totalPa ?? 0) + componentsPa + teePa + valvesPa,
  };
}
