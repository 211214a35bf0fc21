import { STANDARD_GRAVITY_M_S2 } from '../constants.js';
import { fluidLabel } from '../fluids/fluid-properties.js';
import type { FluidName } from '../fluids/fluid-properties.js';
import type { FlowRegime } from '../fluid-flow/index.js';
import { parseInput } from '../_lib/parse-input.js';
import { pipeSizeLabel, pipeMaterial } from '../pipe/materials.js';
import type { PipeFittingType } from '../pipe/fittings.js';
import { recommendedMaxVelocityMS } from '../pipe/velocity-limits.js';
import type { MotorRating } from '../pump/motor-ratings.js';
import { fromSi, toSi, unitLabel } from '../units/quantities.js';
import type { UnitSystem } from '../units/unit-system.js';
import { balanceCircuits } from './balancing.js';
import type { PolynomialFit } from './curve-fit.js';
import { circuitPressureDropsPa, indexCircuit } from './index-circuit.js';
import { buildHydronicNetwork, hydronicEdgeLoss } from './network.js';
import type { HydronicEdgeLoss, HydronicNetwork } from './network.js';
import { solveHydronicNetwork } from './network-solve.js';
import type { HydronicNetworkSolution, HydronicPumpModel } from './network-solve.js';
import {
  constantPressurePump,
  dutyPoint,
  fitPumpCurve,
  polynomialPump,
  pumpPower,
  systemCurveK,
} from './pump-duty.js';
import type { PumpPower } from './pump-duty.js';
import { HydronicSystemInputSchema, flowCoefficientLabel } from './schema.js';
import type {
  HydronicSystemInput,
  HydronicSystemInputDraft,
  HydronicSystemType,
  PartLoadPumpControl,
} from './schema.js';
import {
  controlValveKvForAuthority,
  cvFromKv,
  kvForPressureDrop,
  kvFromCv,
  selectKvs,
  valveAuthority,
  valvePressureDropPa,
} from './valves.js';
import type { KvsSeries } from './valves.js';
import {
  balancingValveBody,
  STAD_BALANCING_VALVE_BODIES,
  VVP45_CONTROL_VALVE_BODIES,
  valveBodySize,
  valveBodySizeLabel,
} from './valve-bodies.js';
import type { ValveBodyTable } from './valve-bodies.js';

/**
 * Least drop of a balancing valve fully open at design flow when the engine chooses its size,
 * Pa (about 1 ft of water). A design choice so that the valve's measured pressure difference is
 * large enough to read, not a value from a standard; the engineer can change it.
 */
export const DEFAULT_BALANCING_VALVE_MIN_PRESSURE_DROP_PA = 3000;

/** Relative tolerance within which a balanced network solved as a network gives design flows. */
export const BALANCED_FLOW_TOLERANCE = 1e-6;

/** The definition of valve authority the results use, in words. */
export const VALVE_AUTHORITY_DEFINITION =
  'β = Δp of the fully open control valve / (that Δp + Δp of the rest of the terminal circuit whose flow the valve varies: its coil and components, branch pipe, tees and balancing valve fully open), at design flow (CIBSE Guide H; ASHRAE Handbook—HVAC Systems and Equipment, ch. 47).';

/** A condition the user should know about; `code` is stable, `message` is for people. */
export interface HydronicWarning {
  readonly code:
    | 'velocityHigh'
    | 'laminarOrTransitionalFlow'
    | 'hazenWilliamsNotWater'
    | 'controlValveOutsideSeries'
    | 'authorityLow'
    | 'noBalancingValve'
    | 'balancingValveTooSmall'
    | 'balancingValveBelowLeastDrop'
    | 'valveBodyAboveCatalogue'
    | 'valveBodyLargerThanPipe'
    | 'indexMovedByValves'
    | 'noDutyPoint'
    | 'dutyOffDesign'
    | 'motorOutOfRange'
    | 'partLoadNotConverged'
    | 'fittingNote';
  readonly message: string;
  /** Id of the section or terminal it concerns, if any. */
  readonly elementId?: string;
}

/** One fitting row of a run at design flow, in the input's units. */
export interface HydronicFittingResult {
  readonly id: string;
  readonly type: PipeFittingType;
  readonly quantity: number;
  readonly kEach: number;
  readonly basis: string;
  /** ft of water | kPa. */
  readonly loss: number;
  readonly source: string;
}

/** A pipe run (a section, or a terminal's branch pipe) at design flow, in the input's units. */
export interface HydronicPipeResult {
  readonly pipeMaterial: string;
  readonly nominalSize: string;
  /** e.g. "2 in" or "2 in (DN 50)". */
  readonly label: string;
  /** in | mm. */
  readonly insideDiameter: number;
  /** ft | m. */
  readonly length: number;
  /** ft/s | m/s. */
  readonly velocity: number;
  readonly velocityLimit: number;
  readonly reynoldsNumber: number;
  readonly regime: FlowRegime;
  readonly frictionFactor: number;
  /** ft of water/100 ft | Pa/m. */
  readonly frictionRate: number;
  /** Straight-pipe friction, ft of water | kPa. */
  readonly frictionLoss: number;
  /** Fittings and reducer, ft of water | kPa. */
  readonly fittingsLoss: number;
  readonly reducerK: number;
  readonly fittings: readonly HydronicFittingResult[];
}

/** A section at design flow. */
export interface HydronicSectionResult {
  readonly id: string;
  readonly side: 'supply' | 'return';
  readonly from: string;
  readonly to: string;
  /** gpm | L/s. */
  readonly flowRate: number;
  readonly pipe: HydronicPipeResult;
  /** Tee leg loss (K by flow ratio, may be negative), ft of water | kPa. */
  readonly teeLoss: number;
  /** Total loss of the section, ft of water | kPa. */
  readonly totalLoss: number;
  /** True when it lies on the index circuit. */
  readonly onIndexCircuit: boolean;
}

/** A terminal's circuit at design flow. */
export interface HydronicCircuitResult {
  readonly terminalId: string;
  readonly name: string;
  /** gpm | L/s. */
  readonly flowRate: number;
  /** The load it carries, Btu/h | W (from the flow when the flow was given). */
  readonly load: number;
  /** Its branch piping at design flow, or null. */
  readonly branchPipe: HydronicPipeResult | null;
  /** Losses at design flow, ft of water | kPa. */
  readonly supplyPathLoss: number;
  readonly returnPathLoss: number;
  readonly componentsLoss: number;
  readonly branchPipeLoss: number;
  readonly teeLoss: number;
  readonly controlValveLoss: number;
  readonly balancingValveOpenLoss: number;
  readonly plantLoss: number;
  /** The circuit's drop with its balancing valve fully open, ft of water | kPa. */
  readonly openLoss: number;
  /** Δp_index − openLoss: what its balancing valve takes beyond its open drop, ft of water | kPa. */
  readonly excess: number;
  /** Supply-to-return pressure difference at its nodes at design flow, ft of water | kPa. */
  readonly availablePressure: number;
  readonly isIndex: boolean;
}

/** A valve's body size from a maker's catalogue (see `valve-bodies.ts`). */
export interface HydronicValveBodySize {
  /** Nominal size DN. */
  readonly dn: number;
  /** Nominal inch size, e.g. '1-1/4'. */
  readonly nominalSize: string;
  /** "DN 32" in Metric, "1-1/4 in" in Imperial. */
  readonly label: string;
  /** The catalogue it was read from, e.g. "IMI TA STAD". */
  readonly catalogue: string;
}

/** A line of the valve schedule. */
export interface HydronicValveScheduleLine {
  readonly terminalId: string;
  readonly name: string;
  /** gpm | L/s. */
  readonly flowRate: number;
  readonly controlValve: {
    /** Kvs | Cvs of the valve (chosen from the series or given). */
    readonly flowCoefficient: number;
    readonly kvs: number;
    /** The Kv | Cv the target authority asked for (null when the valve was given). */
    readonly requiredFlowCoefficient: number | null;
    readonly selectedFromSeries: KvsSeries | null;
    /** Drop fully open at design flow, ft of water | kPa. */
    readonly pressureDrop: number;
    readonly authority: number;
    readonly targetAuthority: number;
    /** Body size: the smallest catalogued body whose Kvs reaches the valve's; null above the catalogue. */
    readonly bodySize?: HydronicValveBodySize | null;
  } | null;
  readonly balancingValve: {
    /** Kvs | Cvs fully open. */
    readonly flowCoefficient: number;
    readonly kvs: number;
    /** Whether the engine chose the size. */
    readonly sized: boolean;
    /** Kv | Cv to preset. */
    readonly presetFlowCoefficient: number;
    readonly presetKv: number;
    /** Preset as a share of the fully open Kv, %. */
    readonly openingPercent: number;
    /** Drop at design flow at the preset, ft of water | kPa. */
    readonly pressureDrop: number;
    /** Drop fully open, ft of water | kPa. */
    readonly openPressureDrop: number;
    /** Excess the valve takes beyond its open drop, ft of water | kPa. */
    readonly excess: number;
    readonly fullyOpen: boolean;
    /**
     * Body size: for an engine-sized valve, the STAD body it is; for an entered Kvs, the smallest
     * catalogued body whose Kvs fully open reaches it (null above the catalogue).
     */
    readonly bodySize?: HydronicValveBodySize | null;
  } | null;
}

/** A point of a flow–pressure curve in the input's units (gpm | L/s, ft | m of liquid). */
export interface HydronicCurvePoint {
  readonly flowRate: number;
  readonly head: number;
}

/** The pump at a duty, in the input's units. */
export interface HydronicPumpDuty {
  /** gpm | L/s. */
  readonly flowRate: number;
  /** Pressure rise, ft of water | kPa. */
  readonly pressure: number;
  /** Head of the pumped liquid, ft | m. */
  readonly head: number;
  /** hp | kW. */
  readonly hydraulicPower: number;
  readonly shaftPower: number;
  readonly motorInputPower: number;
  readonly motor: MotorRating | null;
}

/** A part-load solution. */
export interface HydronicPartLoadResult {
  readonly closedTerminals: readonly string[];
  readonly pumpControl: PartLoadPumpControl;
  readonly converged: boolean;
  readonly iterations: number;
  /** Largest loop imbalance left, ft of water | kPa. */
  readonly maxResidual: number;
  readonly circuits: readonly {
    readonly terminalId: string;
    readonly closed: boolean;
    /** gpm | L/s. */
    readonly flowRate: number;
    readonly designFlowRate: number;
    /** flow / design flow. */
    readonly flowRatio: number;
  }[];
  readonly sections: readonly {
    readonly id: string;
    readonly flowRate: number;
    readonly loss: number;
  }[];
  readonly pump: HydronicPumpDuty;
}

/** Result of {@link calculateHydronicSystem}, every number in the units of `unitSystem`. */
export interface HydronicSystemResult {
  readonly calculationName: string;
  readonly unitSystem: UnitSystem;
  readonly systemType: HydronicSystemType;
  readonly fluid: {
    readonly fluid: FluidName;
    readonly label: string;
    /** °F | °C. */
    readonly temperature: number;
    readonly densityKgM3: number;
    readonly specificHeatJKgK: number;
    readonly kinematicViscosityM2S: number;
    readonly source: string;
  };
  readonly sections: readonly HydronicSectionResult[];
  readonly circuits: readonly HydronicCircuitResult[];
  readonly nodes: readonly {
    readonly id: string;
    readonly side: 'supply' | 'return';
    /** Pressure above the plant's return node at design flow, ft of water | kPa. */
    readonly pressure: number;
    /** Water in and out at design flow, gpm | L/s. */
    readonly inflow: number;
    readonly outflow: number;
  }[];
  readonly indexCircuit: {
    readonly terminalId: string;
    /** With every balancing valve fully open (= the pump's design pressure), ft of water | kPa. */
    readonly pressureDrop: number;
    readonly sections: readonly string[];
    /** The index circuit by pipes and components alone, before valves were chosen. */
    readonly withoutValvesTerminalId: string;
  };
  readonly valveSchedule: readonly HydronicValveScheduleLine[];
  readonly pump: {
    readonly design: HydronicPumpDuty;
    readonly systemCurve: {
      /** k of Δp = k Q², ft of water per (gpm)² | kPa per (L/s)². */
      readonly coefficient: number;
      readonly points: readonly HydronicCurvePoint[];
    };
    readonly curve: {
      readonly fit: Omit<PolynomialFit, 'coefficients' | 'maxResidual'> & {
        /** a₀…a_n of H = Σ aₖ Qᵏ at running speed, head ft | m and flow gpm | L/s. */
        readonly coefficients: readonly number[];
        /** Largest |fit − point| over the entered points, ft | m. */
        readonly maxResidual: number;
      };
      readonly speedPercent: number;
      readonly points: readonly HydronicCurvePoint[];
      /** The fitted curve at running speed, sampled for a chart. */
      readonly fitted: readonly HydronicCurvePoint[];
    } | null;
    /** Where the fitted curve crosses the system curve; null without a curve or crossing. */
    readonly duty: HydronicPumpDuty | null;
  };
  readonly partLoad: HydronicPartLoadResult | null;
  readonly units: Readonly<
    Record<
      | 'flowRate'
      | 'pressure'
      | 'head'
      | 'power'
      | 'load'
      | 'length'
      | 'diameter'
      | 'velocity'
      | 'frictionRate'
      | 'temperature'
      | 'flowCoefficient',
      string
    >
  >;
  readonly authorityDefinition: string;
  readonly warnings: readonly HydronicWarning[];
}

/** The design of a network in SI: valves, balancing and the pump, before formatting. */
export interface HydronicDesign {
  readonly input: HydronicSystemInput;
  readonly network: HydronicNetwork;
  /** Losses of every edge at design flow without valves. */
  readonly edgeLosses: readonly HydronicEdgeLoss[];
  readonly controlValves: readonly ({
    readonly kvs: number;
    readonly requiredKv: number | null;
    readonly pressureDropPa: number;
    readonly authority: number;
    readonly targetAuthority: number;
    readonly belowSeries: boolean;
    readonly aboveSeries: boolean;
  } | null)[];
  readonly balancingValves: readonly ({
    readonly kvs: number;
    readonly sized: boolean;
    /** An engine-sized valve whose body drops less than the least drop fully open at design flow. */
    readonly belowLeastDrop: boolean;
    readonly presetKv: number;
    readonly pressureDropPa: number;
    readonly openPressureDropPa: number;
    readonly excessPa: number;
    readonly fullyOpen: boolean;
  } | null)[];
  /** Circuit drops with balancing valves fully open, Pa. */
  readonly openCircuitDropsPa: readonly number[];
  /** Excess of each circuit, Pa. */
  readonly excessPa: readonly number[];
  readonly index: number;
  readonly indexWithoutValves: number;
  readonly designPressurePa: number;
  readonly designFlowM3S: number;
  /** k of each terminal's valves at their design setting (control valve open, balancing preset). */
  readonly valveK: readonly number[];
  /** The fitted pump curve at running speed (SI), or null. */
  readonly pumpCurve: ReturnType<typeof fitPumpCurve> | null;
}

/** The least fully open drop of an engine-sized balancing valve, Pa: the input's, or the default. */
function balancingValveMinimumOpenPa(input: HydronicSystemInput): number {
  return input.balancingValveMinimumPressureDrop === undefined
    ? DEFAULT_BALANCING_VALVE_MIN_PRESSURE_DROP_PA
    : toSi(input.balancingValveMinimumPressureDrop, 'pipeHeadLoss', input.unitSystem);
}

const squareK = (kv: number, densityKgM3: number): number =>
  valvePressureDropPa(1, kv, densityKgM3);

/**
 * Designs a parsed network in SI: losses at design flow, balancing-valve sizes, control valves for
 * their authority, the index circuit (with the valves), balancing presets and the pump curve fit.
 *
 * @param input - A parsed input.
 * @returns The design (SI).
 * @throws {RangeError} If the network's shape is invalid (the schema reports it first).
 * @see ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 13 and ch. 47; TA Hydronics, Manual No. 2
 * @example designHydronicSystem(defaultHydronicSystemInput('Metric')).valveK.length //=> 4
 */
export function designHydronicSystem(input: HydronicSystemInput): HydronicDesign {
  const network = buildHydronicNetwork(input);
  const { unitSystem } = input;
  const rho = network.fluid.densityKgM3;
  const flows = network.designEdgeFlowsM3S;
  const edgeLosses = network.edges.map((_, e) => hydronicEdgeLoss(network, e, flows[e]!, flows, 0));
  const drops = edgeLosses.map((loss) => loss.totalPa);
  const minimumOpenPa = balancingValveMinimumOpenPa(input);
  const asKv = (value: number): number => (unitSystem === 'Imperial' ? kvFromCv(value) : value);

  const balancingKvs = input.terminals.map((terminal, t) => {
    if (terminal.balancingValve === undefined) return null;
    if (terminal.balancingValve.flowCoefficient !== undefined)
      return {
        kvs: asKv(terminal.balancingValve.flowCoefficient),
        sized: false,
        belowLeastDrop: false,
      };
    // An engine-sized valve is a catalogued body: the largest STAD body at or below the Kv that
    // drops the least drop, no larger than its branch pipe; its Kvs is that body's fully open Kvs.
    const q = network.designFlowsM3S[t]!;
    const branchRun = network.edges[network.sectionCount + t]!.run;
    // A least drop of 0 (allowed) asks for none: the largest body that fits the pipe.
    const requiredKv =
      minimumOpenPa > 0 ? kvForPressureDrop(q, minimumOpenPa, rho) : Number.POSITIVE_INFINITY;
    const selection = balancingValveBody(
      requiredKv,
      branchRun === null ? null : branchRun.size.nominalInches,
      STAD_BALANCING_VALVE_BODIES,
    );
    return {
      kvs: selection.body.catalogueKvs,
      sized: true,
      belowLeastDrop: selection.belowLeastDrop,
    };
  });
  const controlValves = input.terminals.map((terminal, t) => {
    const cv = terminal.controlValve;
    if (cv === undefined) return null;
    const q = network.designFlowsM3S[t]!;
    const bv = balancingKvs[t] ?? null;
    const restPa =
      drops[network.sectionCount + t]! + (bv === null ? 0 : valvePressureDropPa(q, bv.kvs, rho));
    let kvs: number;
    let requiredKv: number | null = null;
    let belowSeries = false;
    let aboveSeries = false;
    if (cv.flowCoefficient !== undefined) {
      kvs = asKv(cv.flowCoefficient);
    } else {
      requiredKv = controlValveKvForAuthority(q, Math.max(restPa, 1), cv.targetAuthority, rho).kv;
      const chosen = selectKvs(requiredKv, input.valveSeries);
      kvs = chosen.kvs;
      belowSeries = chosen.belowSeries;
      aboveSeries = chosen.aboveSeries;
    }
    const pressureDropPa = valvePressureDropPa(q, kvs, rho);
    return {
      kvs,
      requiredKv,
      pressureDropPa,
      authority: valveAuthority(pressureDropPa, restPa),
      targetAuthority: cv.targetAuthority,
      belowSeries,
      aboveSeries,
    };
  });
  const kOf = (valve: { readonly kvs: number } | null | undefined): number =>
    valve === null || valve === undefined ? 0 : squareK(valve.kvs, rho);
  const openValveK = input.terminals.map((_, t) => kOf(controlValves[t]) + kOf(balancingKvs[t]));
  const withoutValves = circuitPressureDropsPa(network, drops);
  const openCircuitDropsPa = withoutValves.map((drop, t) => {
    const q = network.designFlowsM3S[t]!;
    return drop + openValveK[t]! * q * q;
  });
  const index = indexCircuit(openCircuitDropsPa);
  const balanced = balanceCircuits(
    input.terminals.map((_, t) => ({
      flowM3S: network.designFlowsM3S[t]!,
      openPressureDropPa: openCircuitDropsPa[t]!,
      balancingValveKvs: balancingKvs[t]?.kvs ?? null,
    })),
    index.pressureDropPa,
    rho,
  );
  const balancingValves = balanced.map((setting, t) => {
    const bv = balancingKvs[t] ?? null;
    if (bv === null || setting.presetKv === null) return null;
    return {
      kvs: bv.kvs,
      sized: bv.sized,
      belowLeastDrop: bv.belowLeastDrop,
      presetKv: setting.presetKv,
      pressureDropPa: setting.pressureDropPa,
      openPressureDropPa: setting.openPressureDropPa,
      excessPa: setting.excessPa,
      fullyOpen: setting.fullyOpen,
    };
  });
  const valveK = input.terminals.map(
    (_, t) =>
      kOf(controlValves[t]) + kOf(balancingValves[t] ? { kvs: balancingValves[t].presetKv } : null),
  );
  const curve = input.pump.curve;
  const pumpCurve =
    curve === undefined
      ? null
      : fitPumpCurve(
          curve.points.map((point) => ({
            flowM3S: toSi(point.flowRate, 'waterFlow', unitSystem),
            pressurePa: rho * STANDARD_GRAVITY_M_S2 * toSi(point.head, 'pumpHead', unitSystem),
          })),
          input.pump.fitOrder,
          curve.speedPercent / 100,
        );
  return {
    input,
    network,
    edgeLosses,
    controlValves,
    balancingValves,
    openCircuitDropsPa,
    excessPa: balanced.map((setting) => setting.excessPa),
    index: index.index,
    indexWithoutValves: indexCircuit(withoutValves).index,
    designPressurePa: index.pressureDropPa,
    designFlowM3S: flows[network.plantEdge]!,
    valveK,
    pumpCurve,
  };
}

/**
 * Solves a designed network as a network at part load: the given terminals' control valves closed,
 * every other valve at its design setting, the pump on its fitted curve (fixed speed) or holding
 * its design pressure (variable speed), by {@link solveHydronicNetwork}.
 *
 * @param design - The design ({@link designHydronicSystem}).
 * @param closedTerminals - Positions of the terminals whose control valves are closed.
 * @param pumpControl - 'pumpCurve' (needs a curve) or 'constantPressure'.
 * @returns The network solution (SI).
 * @see ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 13 and ch. 44
 * @example solveDesignedNetwork(designHydronicSystem(defaultHydronicSystemInput('Metric')), new Set([0]), 'constantPressure').converged //=> true
 */
export function solveDesignedNetwork(
  design: HydronicDesign,
  closedTerminals: ReadonlySet<number>,
  pumpControl: PartLoadPumpControl,
): HydronicNetworkSolution {
  const pump: HydronicPumpModel =
    pumpControl === 'pumpCurve' && design.pumpCurve !== null
      ? polynomialPump(design.pumpCurve.atSpeed)
      : constantPressurePump(design.designPressurePa);
  return solveHydronicNetwork(design.network, { valveK: design.valveK, closedTerminals, pump });
}

/**
 * A hydronic network designed and checked: a two-pipe (direct or reverse return) chilled- or
 * hot-water network of supply and return sections, terminals and the plant. Flows from loads
 * (Q = q/(ρ cp Δt) with the liquid's properties at its temperature); losses of every section,
 * branch, tee, reducer, fitting and component at design flow; control valves sized for their
 * authority from the chosen Kvs series; balancing valves the engine sizes taken as IMI TA STAD
 * bodies no larger than their branch pipe; the index circuit found with the valves in place; the
 * balancing-valve presets that give every circuit its design flow at the index circuit's pressure,
 * and the excess each takes; the pump's design duty, the system curve, the fitted pump curve and
 * the duty point where they cross, with motor power; and, when asked, the network solved at part
 * load with chosen control valves closed.
 *
 * @param draft - The input as entered (see {@link HydronicSystemInputSchema}).
 * @returns Sections, circuits, nodes, the index circuit, the valve schedule, the pump and part
 *   load, in the input's units, with warnings.
 * @throws {ZodError} If the input is invalid; each issue's path is the field.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 22 "Pipe design"; ASHRAE Handbook—HVAC Systems
 *   and Equipment (2020), ch. 13 "Hydronic heating and cooling", ch. 44 "Centrifugal pumps",
 *   ch. 47 "Valves"; Crane TP-410 (2009); TA Hydronics, Balancing of Distribution Systems (2000)
 * @example calculateHydronicSystem(defaultHydronicSystemInput('Imperial')).indexCircuit.terminalId //=> 'FC-4'
 */
export function calculateHydronicSystem(draft: HydronicSystemInputDraft): HydronicSystemResult {
  return calculateHydronicSystemInput(
    parseInput(HydronicSystemInputSchema, draft, 'hydronic-system input'),
  );
}

/**
 * calculateHydronicSystem of an input its schema has already parsed, without parsing it again.
 *
 * @param input - A parsed input (`HydronicSystemInputSchema.safeParse(draft).data`).
 * @returns As {@link calculateHydronicSystem}.
 * @example calculateHydronicSystemInput(defaultHydronicSystemInput('Metric')).circuits.length //=> 4
 */
export function calculateHydronicSystemInput(input: HydronicSystemInput): HydronicSystemResult {
  const design = designHydronicSystem(input);
  return formatResult(design);
}

function formatResult(design: HydronicDesign): HydronicSystemResult {
  const { input, network } = design;
  const { unitSystem } = input;
  const rho = network.fluid.densityKgM3;
  const pressure = (pa: number): number => fromSi(pa, 'pipeHeadLoss', unitSystem);
  const head = (pa: number): number =>
    fromSi(pa / (rho * STANDARD_GRAVITY_M_S2), 'pumpHead', unitSystem);
  const flow = (m3s: number): number => fromSi(m3s, 'waterFlow', unitSystem);
  const coefficient = (kv: number): number => (unitSystem === 'Imperial' ? cvFromKv(kv) : kv);
  const warnings: HydronicWarning[] = [];
  const flows = network.designEdgeFlowsM3S;
  const S = network.sectionCount;

  const pipeResult = (edge: number, elementId: string): HydronicPipeResult | null => {
    const run = network.edges[edge]!.run;
    const loss = design.edgeLosses[edge]!.pipe;
    if (run === null || loss === null || loss.flow === null) return null;
    const material = pipeMaterial(
      edge < S
        ? input.sections[edge]!.pipeMaterial
        : input.terminals[edge - S]!.branchPipe!.pipeMaterial,
    );
    const limit = recommendedMaxVelocityMS(run.size.nominalInches);
    if (loss.flow.velocityMS > limit * (1 + 1e-9)) {
      warnings.push({
        code: 'velocityHigh',
        elementId,
        message: `'${elementId}': ${fromSi(loss.flow.velocityMS, 'waterVelocity', unitSystem).toFixed(2)} ${unitLabel('waterVelocity', unitSystem)} is above the ${fromSi(limit, 'waterVelocity', unitSystem).toFixed(1)} ${unitLabel('waterVelocity', unitSystem)} recommended for ${run.size.nominalSize} in pipe (ASHRAE Fundamentals ch. 22).`,
      });
    }
    if (loss.flow.regime !== 'turbulent') {
      warnings.push({
        code: 'laminarOrTransitionalFlow',
        elementId,
        message: `'${elementId}': ${loss.flow.regime} flow (Re = ${Math.round(loss.flow.reynoldsNumber)}); losses then do not follow the square law and fitting K values from turbulent tests are uncertain.`,
      });
    }
    const vp = loss.flow.velocityPressurePa;
    return {
      pipeMaterial: material.label,
      nominalSize: run.size.nominalSize,
      label: pipeSizeLabel(material, run.size, unitSystem),
      insideDiameter: fromSi(run.insideDiameterM, 'pipeDiameter', unitSystem),
      length: fromSi(run.lengthM, 'length', unitSystem),
      velocity: fromSi(loss.flow.velocityMS, 'waterVelocity', unitSystem),
      velocityLimit: fromSi(limit, 'waterVelocity', unitSystem),
      reynoldsNumber: loss.flow.reynoldsNumber,
      regime: loss.flow.regime,
      frictionFactor: loss.flow.frictionFactor,
      frictionRate: fromSi(loss.flow.frictionRatePaPerM, 'pipeFrictionRate', unitSystem),
      frictionLoss: pressure(loss.frictionPa),
      fittingsLoss: pressure(loss.fittingsPa),
      reducerK: run.reducerK,
      fittings: run.fittings.map((fitting) => {
        if (fitting.resistance.note !== undefined)
          warnings.push({
            code: 'fittingNote',
            elementId,
            message: `'${elementId}', ${fitting.input.id}: ${fitting.resistance.note}`,
          });
        return {
          id: fitting.input.id,
          type: fitting.input.type,
          quantity: fitting.input.quantity,
          kEach: fitting.resistance.kEach,
          basis: fitting.resistance.basis,
          loss: pressure(fitting.resistance.kEach * fitting.input.quantity * vp),
          source: fitting.resistance.source,
        };
      }),
    };
  };

  const index = network.circuits[design.index]!;
  const onIndex = new Set([...index.supplyPath, ...index.returnPath]);
  const sections: HydronicSectionResult[] = input.sections.map((section, s) => ({
    id: section.id,
    side: section.side,
    from: section.from,
    to: section.to,
    flowRate: flow(flows[s]!),
    pipe: pipeResult(s, section.id)!,
    teeLoss: pressure(design.edgeLosses[s]!.teePa),
    totalLoss: pressure(design.edgeLosses[s]!.totalPa),
    onIndexCircuit: onIndex.has(s),
  }));

  const nodePressure = new Map<string, number>();
  const sideOf = new Map<string, 'supply' | 'return'>();
  const inflow = new Map<string, number>();
  const outflow = new Map<string, number>();
  const add = (map: Map<string, number>, node: string, value: number): void => {
    map.set(node, (map.get(node) ?? 0) + value);
  };
  sideOf.set(input.plant.supplyNode, 'supply');
  sideOf.set(input.plant.returnNode, 'return');
  input.sections.forEach((section) => {
    sideOf.set(section.from, section.side);
    sideOf.set(section.to, section.side);
    add(outflow, section.from, 0);
  });
  const balancedDrops = network.edges.map((_, e) => {
    const t = e - S;
    const extra = e >= S && e < network.plantEdge ? design.valveK[t]! * flows[e]! * flows[e]! : 0;
    return design.edgeLosses[e]!.totalPa + extra;
  });
  nodePressure.set(input.plant.returnNode, 0);
  nodePressure.set(
    input.plant.supplyNode,
    design.designPressurePa - balancedDrops[network.plantEdge]!,
  );
  /** Pressure of a node from the nearest known node up its tree (every node once in all). */
  const resolve = (node: string): void => {
    const chain: number[] = [];
    let current = node;
    while (!nodePressure.has(current)) {
      const link =
        sideOf.get(current) === 'supply'
          ? network.topology.supplyFeed.get(current)
          : network.topology.returnDrain.get(current);
      if (link === undefined) return;
      chain.push(link);
      const section = input.sections[link]!;
      current = section.side === 'supply' ? section.from : section.to;
    }
    let p = nodePressure.get(current)!;
    for (let i = chain.length - 1; i >= 0; i--) {
      const link = chain[i]!;
      const section = input.sections[link]!;
      if (section.side === 'supply') {
        p -= balancedDrops[link]!;
        nodePressure.set(section.to, p);
      } else {
        p += balancedDrops[link]!;
        nodePressure.set(section.from, p);
      }
    }
  };
  for (const node of sideOf.keys()) resolve(node);
  input.sections.forEach((section, s) => {
    add(outflow, section.from, flows[s]!);
    add(inflow, section.to, flows[s]!);
  });
  input.terminals.forEach((terminal, t) => {
    add(outflow, terminal.supplyNode, flows[S + t]!);
    add(inflow, terminal.returnNode, flows[S + t]!);
  });
  add(inflow, input.plant.supplyNode, flows[network.plantEdge]!);
  add(outflow, input.plant.returnNode, flows[network.plantEdge]!);
  const nodes = [...sideOf.entries()].map(([id, side]) => ({
    id,
    side,
    pressure: pressure(nodePressure.get(id) ?? 0),
    inflow: flow(inflow.get(id) ?? 0),
    outflow: flow(outflow.get(id) ?? 0),
  }));

  const supplyPressure = nodePressure.get(input.plant.supplyNode) ?? 0;
  const circuits: HydronicCircuitResult[] = network.circuits.map((circuit, t) => {
    const terminal = input.terminals[t]!;
    const q = network.designFlowsM3S[t]!;
    const loss = design.edgeLosses[S + t]!;
    const cv = design.controlValves[t];
    const bvKvs = design.balancingValves[t]?.kvs;
    const loadW =
      q *
      rho *
      network.fluid.specificHeatJKgK *
      toSi(terminal.deltaT ?? input.designDeltaT, 'temperatureDifference', unitSystem);
    return {
      terminalId: terminal.id,
      name: terminal.name,
      flowRate: flow(q),
      load: terminal.load ?? fromSi(loadW, 'heatRate', unitSystem),
      branchPipe: pipeResult(S + t, terminal.id),
      supplyPathLoss: pressure(supplyPressure - (nodePressure.get(terminal.supplyNode) ?? 0)),
      returnPathLoss: pressure(nodePressure.get(terminal.returnNode) ?? 0),
      componentsLoss: pressure(loss.componentsPa),
      branchPipeLoss: pressure(loss.pipe?.totalPa ?? 0),
      teeLoss: pressure(loss.teePa),
      controlValveLoss: pressure(cv?.pressureDropPa ?? 0),
      balancingValveOpenLoss: pressure(
        bvKvs === undefined ? 0 : valvePressureDropPa(q, bvKvs, rho),
      ),
      plantLoss: pressure(design.edgeLosses[network.plantEdge]!.totalPa),
      openLoss: pressure(design.openCircuitDropsPa[t]!),
      excess: pressure(design.excessPa[t]!),
      availablePressure: pressure(
        (nodePressure.get(terminal.supplyNode) ?? 0) - (nodePressure.get(terminal.returnNode) ?? 0),
      ),
      isIndex: t === design.index,
    };
  });

  const valveSchedule: HydronicValveScheduleLine[] = input.terminals.map((terminal, t) => {
    const cv = design.controlValves[t] ?? null;
    const bv = design.balancingValves[t] ?? null;
    const q = network.designFlowsM3S[t]!;
    if (cv !== null) {
      if (cv.belowSeries || cv.aboveSeries) {
        warnings.push({
          code: 'controlValveOutsideSeries',
          elementId: terminal.id,
          message: `'${terminal.id}': the control valve needs ${flowCoefficientLabel(unitSystem).split(' ')[0]} ${coefficient(cv.requiredKv ?? cv.kvs).toPrecision(3)}, ${cv.belowSeries ? 'below the smallest' : 'above the largest'} value of the ${input.valveSeries} series; the ${cv.belowSeries ? 'smallest' : 'largest'} was taken.`,
        });
      }
      if (cv.authority < 0.25) {
        warnings.push({
          code: 'authorityLow',
          elementId: terminal.id,
          message: `'${terminal.id}': control valve authority ${cv.authority.toFixed(2)} is below 0.25; the valve will control poorly at small openings (CIBSE Guide H).`,
        });
      }
    }
    if (bv === null && design.excessPa[t]! > 1e-6 * design.designPressurePa) {
      warnings.push({
        code: 'noBalancingValve',
        elementId: terminal.id,
        message: `'${terminal.id}' has no balancing valve to take its excess of ${pressure(design.excessPa[t]!).toPrecision(3)} ${unitLabel('pipeHeadLoss', unitSystem)}: it will take more than its design flow.`,
      });
    }
    const branchRun = network.edges[S + t]!.run;
    const coefficientName = flowCoefficientLabel(unitSystem).split(' ')[0];
    // The body is estimated for every valve but flagged only when the engine chose the Kvs: an
    // entered Kvs is a valve the engineer has already picked, whose body the catalogue cannot know.
    const bodyOf = (
      kind: 'control' | 'balancing',
      kvs: number,
      table: ValveBodyTable,
      chosenByEngine: boolean,
    ): HydronicValveBodySize | null => {
      const size = valveBodySize(kvs, table);
      if (size === null) {
        if (chosenByEngine)
          warnings.push({
            code: 'valveBodyAboveCatalogue',
            elementId: terminal.id,
            message: `'${terminal.id}': the ${kind} valve (${coefficientName}s ${coefficient(kvs).toPrecision(3)}) is larger than the catalogued range of ${table.label} bodies (up to ${valveBodySizeLabel(table.rows[table.rows.length - 1]!, unitSystem)}); its body size is not given.`,
          });
        return null;
      }
      const label = valveBodySizeLabel(size, unitSystem);
      if (
        chosenByEngine &&
        branchRun !== null &&
        size.nominalInches > branchRun.size.nominalInches * (1 + 1e-9)
      )
        warnings.push({
          code: 'valveBodyLargerThanPipe',
          elementId: terminal.id,
          message: `'${terminal.id}': the ${kind} valve body (${label}, ${table.label}) is larger than its branch pipe (${branchRun.size.nominalSize} in); a valve is not fitted larger than its pipe: check the pipe size or the valve's ${coefficientName}s.`,
        });
      return { dn: size.dn, nominalSize: size.nominalSize, label, catalogue: table.label };
    };
    if (bv !== null && bv.belowLeastDrop) {
      const body = valveBodySize(bv.kvs, STAD_BALANCING_VALVE_BODIES);
      const bodyLabel = body === null ? '' : `${valveBodySizeLabel(body, unitSystem)}, `;
      warnings.push({
        code: 'balancingValveBelowLeastDrop',
        elementId: terminal.id,
        message: `'${terminal.id}': the smallest ${STAD_BALANCING_VALVE_BODIES.label} balancing valve that fits its branch pipe (${bodyLabel}${coefficientName}s ${coefficient(bv.kvs).toPrecision(3)}) drops ${pressure(bv.openPressureDropPa).toPrecision(3)} ${unitLabel('pipeHeadLoss', unitSystem)} fully open at design flow, less than the least drop of ${pressure(balancingValveMinimumOpenPa(input)).toPrecision(3)} ${unitLabel('pipeHeadLoss', unitSystem)}: its measured pressure difference may be too small to read.`,
      });
    }
    if (bv !== null && bv.presetKv < 0.1 * bv.kvs) {
      warnings.push({
        code: 'balancingValveTooSmall',
        elementId: terminal.id,
        message: `'${terminal.id}': the balancing valve must close to ${((100 * bv.presetKv) / bv.kvs).toFixed(1)} % of its Kvs; choose a smaller valve or take some of the excess elsewhere (a valve set nearly shut is hard to set and read).`,
      });
    }
    return {
      terminalId: terminal.id,
      name: terminal.name,
      flowRate: flow(q),
      controlValve:
        cv === null
          ? null
          : {
              flowCoefficient: coefficient(cv.kvs),
              kvs: cv.kvs,
              requiredFlowCoefficient: cv.requiredKv === null ? null : coefficient(cv.requiredKv),
              selectedFromSeries: cv.requiredKv === null ? null : input.valveSeries,
              pressureDrop: pressure(cv.pressureDropPa),
              authority: cv.authority,
              targetAuthority: cv.targetAuthority,
              bodySize: bodyOf(
                'control',
                cv.kvs,
                VVP45_CONTROL_VALVE_BODIES,
                cv.requiredKv !== null,
              ),
            },
      balancingValve:
        bv === null
          ? null
          : {
              flowCoefficient: coefficient(bv.kvs),
              kvs: bv.kvs,
              sized: bv.sized,
              presetFlowCoefficient: coefficient(bv.presetKv),
              presetKv: bv.presetKv,
              openingPercent: (100 * bv.presetKv) / bv.kvs,
              pressureDrop: pressure(bv.pressureDropPa),
              openPressureDrop: pressure(bv.openPressureDropPa),
              excess: pressure(bv.excessPa),
              fullyOpen: bv.fullyOpen,
              bodySize: bodyOf('balancing', bv.kvs, STAD_BALANCING_VALVE_BODIES, bv.sized),
            },
    };
  });
  if (input.frictionMethod === 'hazenWilliams' && input.fluid !== 'water') {
    warnings.push({
      code: 'hazenWilliamsNotWater',
      message: `Hazen–Williams is an empirical formula for water; for ${fluidLabel(input.fluid, input.concentrationPercent)} use Darcy–Weisbach, which accounts for its viscosity.`,
    });
  }
  if (design.index !== design.indexWithoutValves) {
    warnings.push({
      code: 'indexMovedByValves',
      elementId: input.terminals[design.index]!.id,
      message: `The control and balancing valves moved the index circuit from '${input.terminals[design.indexWithoutValves]!.id}' (pipes and components alone) to '${input.terminals[design.index]!.id}'.`,
    });
  }

  const duty = (flowM3S: number, pressurePa: number): HydronicPumpDuty => {
    const power: PumpPower = pumpPower(
      flowM3S,
      pressurePa,
      input.pump.pumpEfficiencyPercent,
      input.pump.motorEfficiencyPercent,
      unitSystem,
    );
    if (power.motor === null) {
      warnings.push({
        code: 'motorOutOfRange',
        message: 'The shaft power exceeds the largest standard motor rating (500 hp | 500 kW).',
      });
    }
    return {
      flowRate: flow(flowM3S),
      pressure: pressure(pressurePa),
      head: head(pressurePa),
      hydraulicPower: fromSi(power.hydraulicPowerW, 'shaftPower', unitSystem),
      shaftPower: fromSi(power.shaftPowerW, 'shaftPower', unitSystem),
      motorInputPower: fromSi(power.motorInputPowerW, 'shaftPower', unitSystem),
      motor: power.motor,
    };
  };
  const designDuty = duty(design.designFlowM3S, design.designPressurePa);
  const kSi = systemCurveK(design.designFlowM3S, design.designPressurePa);
  const flowUnit = flow(1);
  const systemCoefficient = pressure(kSi) / (flowUnit * flowUnit);
  const curveMax = Math.max(1.5 * design.designFlowM3S, design.pumpCurve?.maxFlowM3S ?? 0);
  const systemPoints = Array.from({ length: 31 }, (_, i) => {
    const q = (curveMax * i) / 30;
    return { flowRate: flow(q), head: head(kSi * q * q) };
  });
  let curveResult: HydronicSystemResult['pump']['curve'] = null;
  let dutyResult: HydronicPumpDuty | null = null;
  const curve = input.pump.curve;
  if (design.pumpCurve !== null && curve !== undefined) {
    const fitted = design.pumpCurve;
    const headPerPa = head(1);
    const found = dutyPoint(fitted.atSpeed, kSi, fitted.maxFlowM3S);
    if (found === null) {
      warnings.push({
        code: 'noDutyPoint',
        message:
          'The fitted pump curve does not cross the system curve within its flows: the pump cannot deliver the design point; choose a larger pump or speed.',
      });
    } else {
      dutyResult = duty(found.flowM3S, found.pressurePa);
      const off = found.flowM3S / design.designFlowM3S - 1;
      if (Math.abs(off) > 0.1) {
        warnings.push({
          code: 'dutyOffDesign',
          message: `The pump delivers ${(100 * (1 + off)).toFixed(0)} % of the design flow on the system curve; ${off > 0 ? 'trim the impeller or slow the pump' : 'choose a larger pump or a higher speed'}.`,
        });
      }
    }
    curveResult = {
      fit: {
        order: fitted.fit.order,
        rSquared: fitted.fit.rSquared,
        coefficients: fitted.atSpeed.map((a, k) => (a * headPerPa) / flowUnit ** k),
        maxResidual: fitted.fit.maxResidual * headPerPa,
      },
      speedPercent: curve.speedPercent,
      points: [...curve.points]
        .sort((a, b) => a.flowRate - b.flowRate)
        .map((point) => ({ flowRate: point.flowRate, head: point.head })),
      fitted: Array.from({ length: 31 }, (_, i) => {
        const q = fitted.minFlowM3S + ((fitted.maxFlowM3S - fitted.minFlowM3S) * i) / 30;
        return {
          flowRate: flow(q),
          head: head(fitted.atSpeed.reduceRight((acc, a) => acc * q + a, 0)),
        };
      }),
    };
  }

  let partLoad: HydronicPartLoadResult | null = null;
  if (input.partLoad !== undefined) {
    partLoad = partLoadResult(
      design,
      input.partLoad.closedTerminals,
      input.partLoad.pumpControl,
      warnings,
    );
  }

  return {
    calculationName: input.calculationName,
    unitSystem,
    systemType: input.systemType,
    fluid: {
      fluid: network.fluid.fluid,
      label: fluidLabel(network.fluid.fluid, network.fluid.concentrationPercent),
      temperature: input.fluidTemperature,
      densityKgM3: rho,
      specificHeatJKgK: network.fluid.specificHeatJKgK,
      kinematicViscosityM2S: network.fluid.kinematicViscosityM2S,
      source: network.fluid.source,
    },
    sections,
    circuits,
    nodes,
    indexCircuit: {
      terminalId: input.terminals[design.index]!.id,
      pressureDrop: pressure(design.designPressurePa),
      sections: [...index.supplyPath, ...index.returnPath].map((s) => input.sections[s]!.id),
      withoutValvesTerminalId: input.terminals[design.indexWithoutValves]!.id,
    },
    valveSchedule,
    pump: {
      design: designDuty,
      systemCurve: { coefficient: systemCoefficient, points: systemPoints },
      curve: curveResult,
      duty: dutyResult,
    },
    partLoad,
    units: {
      flowRate: unitLabel('waterFlow', unitSystem),
      pressure: unitLabel('pipeHeadLoss', unitSystem),
      head: unitLabel('pumpHead', unitSystem),
      power: unitLabel('shaftPower', unitSystem),
      load: unitLabel('heatRate', unitSystem),
      length: unitLabel('length', unitSystem),
      diameter: unitLabel('pipeDiameter', unitSystem),
      velocity: unitLabel('waterVelocity', unitSystem),
      frictionRate: unitLabel('pipeFrictionRate', unitSystem),
      temperature: unitLabel('temperature', unitSystem),
      flowCoefficient: flowCoefficientLabel(unitSystem),
    },
    authorityDefinition: VALVE_AUTHORITY_DEFINITION,
    warnings,
  };
}

function partLoadResult(
  design: HydronicDesign,
  closedIds: readonly string[],
  requested: PartLoadPumpControl | undefined,
  warnings: HydronicWarning[],
): HydronicPartLoadResult {
  const { input, network } = design;
  const { unitSystem } = input;
  const rho = network.fluid.densityKgM3;
  const closedSet = new Set(closedIds);
  const closed = new Set(
    input.terminals.flatMap((terminal, t) => (closedSet.has(terminal.id) ? [t] : [])),
  );
  const pumpControl: PartLoadPumpControl =
    requested ?? (design.pumpCurve === null ? 'constantPressure' : 'pumpCurve');
  const solution = solveDesignedNetwork(design, closed, pumpControl);
  if (!solution.converged) {
    warnings.push({
      code: 'partLoadNotConverged',
      message: `The part-load network did not converge (largest loop imbalance ${fromSi(solution.maxResidualPa, 'pipeHeadLoss', unitSystem).toPrecision(3)} ${unitLabel('pipeHeadLoss', unitSystem)}); its flows are approximate.`,
    });
  }
  const flow = (m3s: number): number => fromSi(m3s, 'waterFlow', unitSystem);
  const pressure = (pa: number): number => fromSi(pa, 'pipeHeadLoss', unitSystem);
  const power = pumpPower(
    solution.pumpFlowM3S,
    solution.pumpPressurePa,
    input.pump.pumpEfficiencyPercent,
    input.pump.motorEfficiencyPercent,
    unitSystem,
  );
  return {
    closedTerminals: input.terminals.filter((_, t) => closed.has(t)).map((t) => t.id),
    pumpControl,
    converged: solution.converged,
    iterations: solution.iterations,
    maxResidual: pressure(solution.maxResidualPa),
    circuits: input.terminals.map((terminal, t) => {
      const q = solution.circuitFlowsM3S[t]!;
      const designQ = network.designFlowsM3S[t]!;
      return {
        terminalId: terminal.id,
        closed: closed.has(t),
        flowRate: flow(q),
        designFlowRate: flow(designQ),
        flowRatio: q / designQ,
      };
    }),
    sections: input.sections.map((section, s) => ({
      id: section.id,
      flowRate: flow(solution.edgeFlowsM3S[s]!),
      loss: pressure(solution.edgePressureDropsPa[s]!),
    })),
    pump: {
      flowRate: flow(solution.pumpFlowM3S),
      pressure: pressure(solution.pumpPressurePa),
      head: fromSi(solution.pumpPressurePa / (rho * STANDARD_GRAVITY_M_S2), 'pumpHead', unitSystem),
      hydraulicPower: fromSi(power.hydraulicPowerW, 'shaftPower', unitSystem),
      shaftPower: fromSi(power.shaftPowerW, 'shaftPower', unitSystem),
      motorInputPower: fromSi(power.motorInputPowerW, 'shaftPower', unitSystem),
      motor: power.motor,
    },
  };
}

/**
 * The network solved at part load, for an editor that closes valves one by one: the given
 * terminals' control valves closed, every other valve at its design setting.
 *
 * @param draft - The input as entered.
 * @param closedTerminals - Ids of the terminals whose control valves are closed.
 * @param pumpControl - 'pumpCurve' (fixed speed; needs a curve) or 'constantPressure'; default the
 *   curve when there is one.
 * @returns Flows of every circuit and section and the pump's new duty, in the input's units.
 * @throws {ZodError} If the input is invalid.
 * @throws {RangeError} If an id is not a terminal with a control valve.
 * @see ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 13 and ch. 44
 * @example solveHydronicPartLoad(defaultHydronicSystemInput('Metric'), ['FC-1']).pump.flowRate //=> 4.02
 */
export function solveHydronicPartLoad(
  draft: HydronicSystemInputDraft,
  closedTerminals: readonly string[],
  pumpControl?: PartLoadPumpControl,
): HydronicPartLoadResult {
  const input = parseInput(HydronicSystemInputSchema, draft, 'hydronic-system input');
  const byId = new Map(input.terminals.map((t) => [t.id, t]));
  for (const id of closedTerminals) {
    const terminal = byId.get(id);
    if (terminal === undefined) throw new RangeError(`'${id}' is not a terminal of the network.`);
    if (terminal.controlValve === undefined)
      throw new RangeError(`Terminal '${id}' has no control valve to close.`);
  }
  if (pumpControl === 'pumpCurve' && input.pump.curve === undefined)
    throw new RangeError('Part load on the pump curve needs a pump curve (pump.curve).');
  return partLoadResult(designHydronicSystem(input), closedTerminals, pumpControl, []);
}
