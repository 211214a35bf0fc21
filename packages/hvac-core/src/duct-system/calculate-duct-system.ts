import { airPropertiesAt } from '../duct/air-properties.js';
import { FITTINGS_BY_ID } from '../duct/fittings.js';
import { VELOCITY_LIMITS } from '../duct/velocity-limits.js';
import { fromSi, toSi } from '../units/index.js';
import type { UnitSystem } from '../units/index.js';
import { solveNetwork } from './analysis.js';
import type { AnalysisFanSi, NetworkSolutionSi } from './analysis.js';
import { balancePaths } from './balancing.js';
import { criticalPaths, evaluateNetwork, networkPaths, sectionPressures } from './critical-path.js';
import type { NetworkEvaluation, PathSi } from './critical-path.js';
import { geometryAreaM2 } from './losses.js';
import { buildNetwork } from './network.js';
import type { DuctGeometry } from './network.js';
import { DuctSystemInputSchema } from './schema.js';
import type {
  DuctSystemInput,
  DuctSystemInputDraft,
  DuctSystemKind,
  DuctSystemSizingMethod,
} from './schema.js';
import { equivalentDiameterOf, maxVelocityMS, sizeNetwork } from './sizing.js';
import type { SizeBasis } from './sizing.js';

/** A warning about the system, with the section it concerns when there is one. */
export interface DuctSystemWarning {
  readonly code:
    | 'velocityAboveLimit'
    | 'velocityBelowMinimum'
    | 'aspectRatioAboveLimit'
    | 'fittingShape'
    | 'negativeJunctionLoss'
    | 'analysisNotConverged'
    | 'beyondFanCurve'
    | 'terminalFlowDeviation'
    | 'staticRegainReturn'
    | 'staticRegainNotReached'
    | 'terminalStarved';
  readonly message: string;
  readonly sectionId?: string;
}

/** A fitting's loss in the report: the coefficient, what it is referred to, and its source. */
export interface DuctSystemFittingResult {
  readonly index: number;
  readonly type: string;
  readonly description: string;
  readonly quantity: number;
  /** C of one fitting as the source gives it. */
  readonly sourceCoefficient: number;
  /** The velocity pressure the source's C refers to: this section, a junction's common flow, or a transition's smaller duct. */
  readonly referredTo: 'section' | 'common' | 'small';
  /** C of the line (all of `quantity`) referred to this section's velocity pressure. */
  readonly coefficient: number;
  /** in. wg | Pa. */
  readonly loss: number;
  readonly source: string;
}

/**
 * One section's results, in the input's units: dimensions in | mm, airflow cfm | L/s, area ft² | m²,
 * velocity fpm | m/s, pressures in. wg | Pa, friction rate in. wg/100 ft | Pa/m, length ft | m.
 * Inlet and outlet are in the direction of flow; pressures are relative to the room (the return
 * side is below it).
 */
export interface DuctSystemSectionResult {
  readonly id: string;
  readonly name: string;
  readonly parentId?: string;
  readonly system: DuctSystemKind;
  readonly application: string;
  readonly sizeBasis: SizeBasis;
  readonly shape: DuctGeometry['shape'];
  readonly diameter?: number;
  readonly width?: number;
  readonly height?: number;
  readonly equivalentDiameter: number;
  readonly airflow: number;
  readonly designAirflow: number;
  readonly area: number;
  readonly length: number;
  readonly velocity: number;
  readonly maxVelocity?: number;
  readonly velocityPressure: number;
  readonly reynoldsNumber: number;
  readonly frictionFactor: number;
  readonly frictionRate: number;
  readonly frictionLoss: number;
  readonly fittingLoss: number;
  readonly damperLoss: number;
  /** Friction + fittings + damper. */
  readonly totalLoss: number;
  readonly fittings: readonly DuctSystemFittingResult[];
  readonly totalPressureInlet: number;
  readonly totalPressureOutlet: number;
  readonly staticPressureInlet: number;
  readonly staticPressureOutlet: number;
  /** Loss from the fan to this section's far end. */
  readonly pathLossFromFan: number;
  readonly terminal?: {
    readonly name: string;
    readonly designAirflow: number;
    readonly airflow: number;
    readonly pressureDrop: number;
    readonly source: string;
  };
}

/** One path: from the fan to a terminal (supply) or from an inlet to the fan (return, exhaust). */
export interface DuctSystemPathResult {
  readonly system: DuctSystemKind;
  readonly terminalSectionId: string;
  readonly terminalName: string;
  /** Section ids, fan end first. */
  readonly sectionIds: readonly string[];
  readonly ductLoss: number;
  readonly terminalLoss: number;
  /** ductLoss + terminalLoss. */
  readonly total: number;
  readonly critical: boolean;
  /** Critical path total − this path's total: what its balancing damper takes (design). */
  readonly excessPressure: number;
  /** The damper's loss coefficient referred to the velocity pressure of `damperSectionId`. */
  readonly damperCoefficient: number;
  readonly damperSectionId: string;
}

/** The fan duty, in the input's units. */
export interface DuctSystemFanResult {
  /** The fan's airflow: the supply side's, or the return/exhaust side's when there is no supply side. */
  readonly airflow: number;
  readonly supplyCriticalPathTotal: number;
  /** Return or exhaust side. */
  readonly returnCriticalPathTotal: number;
  /** Components in the fan unit at the fan airflow. */
  readonly componentsPressure: number;
  /** Supply + return critical paths + components, without the safety factor. */
  readonly systemTotalPressure: number;
  readonly safetyFactorPercent: number;
  /** systemTotalPressure × (1 + safety factor): the fan total pressure to select for. */
  readonly fanTotalPressure: number;
  /**
   * External static pressure the fan unit must give the ducts: (supply + return duct totals) ×
   * (1 + safety factor) − pv at the supply connection + pv at the return connection.
   */
  readonly externalStaticPressure: number;
}

/** An analysis: the airflow each terminal gets with the given fan. */
export interface DuctSystemAnalysisResult {
  readonly fanAirflow: number;
  readonly fanTotalPressure: number;
  readonly converged: boolean;
  readonly iterations: number;
  /** Largest change of a section's airflow in the last pass, as a fraction of the fan airflow. */
  readonly lastChange: number;
  readonly terminals: readonly {
    readonly sectionId: string;
    readonly name: string;
    readonly system: DuctSystemKind;
    readonly designAirflow: number;
    readonly airflow: number;
    /** (actual − design) / design, %. */
    readonly deviationPercent: number;
  }[];
}

export interface DuctSystemResult {
  readonly unitSystem: UnitSystem;
  readonly mode: 'design' | 'analysis';
  readonly sizingMethod: DuctSystemSizingMethod;
  readonly air: {
    readonly temperature: number;
    readonly densityKgM3: number;
    readonly dynamicViscosityPaS: number;
    readonly pressurePa: number;
  };
  /** In the input's order. */
  readonly sections: readonly DuctSystemSectionResult[];
  readonly paths: readonly DuctSystemPathResult[];
  /** Section ids of each side's critical path, fan end first. */
  readonly criticalPaths: Partial<Record<DuctSystemKind, readonly string[]>>;
  readonly fan: DuctSystemFanResult;
  readonly analysis?: DuctSystemAnalysisResult;
  readonly warnings: readonly DuctSystemWarning[];
}

const DEFAULT_AIR_C = 20;

/**
 * Sizes (design) or solves (analysis) a duct system: a parsed input in, results in the input's units.
 *
 * @param input - A parsed {@link DuctSystemInputSchema} input.
 * @returns Sections, paths, critical paths, fan duty, balancing, the analysis and warnings.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 21 "Duct design" (the method steps: {@link DUCT_SYSTEM_METHOD})
 */
export function calculateDuctSystemInput(input: DuctSystemInput): DuctSystemResult {
  const system = input.unitSystem;
  const temperatureC =
    input.airTemperature === undefined
      ? DEFAULT_AIR_C
      : toSi(input.airTemperature, 'temperature', system);
  const air = airPropertiesAt(temperatureC, toSi(input.altitude, 'length', system));
  const network = buildNetwork(input);
  const warnings: DuctSystemWarning[] = [];
  const sized = sizeNetwork(network, {
    method: input.sizingMethod,
    frictionRatePaPerM:
      input.frictionRate === undefined
        ? undefined
        : toSi(input.frictionRate, 'ductFrictionRate', system),
    velocityMS:
      input.velocity === undefined ? undefined : toSi(input.velocity, 'airVelocity', system),
    standardSizes: input.standardSizes,
    unitSystem: system,
    maxAspectRatio: input.maxAspectRatio,
    air,
  });
  const geometries = sized.geometries;

  const fanSystem: DuctSystemKind = network.systems[0] ?? 'supply';
  const fanDesignFlow = network.designFlowM3S[fanSystem] ?? 0;
  const componentResistance = input.components.reduce((sum, component) => {
    const rated =
      component.ratedAirflow === undefined
        ? fanDesignFlow
        : toSi(component.ratedAirflow, 'airflow', system);
    return rated > 0
      ? sum + toSi(component.pressureDrop, 'ductPressureLoss', system) / rated ** 2
      : sum;
  }, 0);

  let solution: NetworkSolutionSi | undefined;
  let flows: readonly number[] = network.sections.map((section) => section.designFlowM3S);
  let evaluation: NetworkEvaluation;
  if (input.mode === 'analysis' && input.analysis) {
    const fan: AnalysisFanSi =
      input.analysis.fanCurve !== undefined && input.analysis.fanCurve.length >= 2
        ? {
            kind: 'curve',
            points: input.analysis.fanCurve.map((point) => ({
              flowM3S: toSi(point.airflow, 'airflow', system),
              totalPressurePa: toSi(point.totalPressure, 'ductPressureLoss', system),
            })),
          }
        : {
            kind: 'pressure',
            totalPressurePa: toSi(input.analysis.fanTotalPressure ?? 0, 'ductPressureLoss', system),
          };
    solution = solveNetwork(network, geometries, air, fan, { resistance: componentResistance });
    flows = solution.flows;
    evaluation = solution.evaluation;
    if (!solution.converged)
      warnings.push({
        code: 'analysisNotConverged',
        message: `The network solution had not settled after ${solution.iterations} passes: the airflows still moved by ${(solution.lastChange * 100).toPrecision(2)} % of the fan airflow in the last pass (a subtree whose split hangs on near-zero losses, or a takeoff whose loss does not vanish with its own airflow).`,
      });
    if (solution.beyondCurve)
      warnings.push({
        code: 'beyondFanCurve',
        message:
          'The system needs less pressure than the fan curve gives at its last point: the airflow is taken at that point; extend the curve.',
      });
  } else {
    evaluation = evaluateNetwork(network, geometries, flows, air);
  }
  const paths = networkPaths(network, evaluation);
  const critical = criticalPaths(network, paths);
  const balance = balancePaths(paths, critical, evaluation);

  // Fan duty.
  const fanFlow = solution ? solution.fanFlowM3S : fanDesignFlow;
  const componentsPa = componentResistance * fanFlow ** 2;
  // In an analysis, what each side takes at the fan (a starved terminal's path may need more).
  const supplyPa = solution
    ? (solution.networkPressurePa.supply ?? 0)
    : (critical.supply?.totalPa ?? 0);
  const returnPa = solution
    ? (solution.networkPressurePa.return ?? solution.networkPressurePa.exhaust ?? 0)
    : ((critical.return ?? critical.exhaust)?.totalPa ?? 0);
  const fanSide: Partial<Record<DuctSystemKind, number>> = solution
    ? solution.networkPressurePa
    : Object.fromEntries(network.systems.map((kind) => [kind, critical[kind]?.totalPa ?? 0]));
  const pressures = sectionPressures(network, evaluation, fanSide);
  const sf = input.safetyFactorPercent / 100;
  const rootPv = (kind: DuctSystemKind): number => {
    const path = critical[kind];
    const root = path?.sections[0];
    return root === undefined ? 0 : (evaluation.losses[root]?.hydraulics.velocityPressurePa ?? 0);
  };
  const returnKind: DuctSystemKind = critical.return ? 'return' : 'exhaust';
  const systemTotalPa = supplyPa + returnPa + componentsPa;
  const espPa = (supplyPa + returnPa) * (1 + sf) - rootPv('supply') + rootPv(returnKind);

  const p = (pa: number): number => fromSi(pa, 'ductPressureLoss', system);
  const dim = (m: number): number => fromSi(m, 'ductDimension', system);
  const flow = (m3s: number): number => fromSi(m3s, 'airflow', system);

  const criticalLeaves = new Set(Object.values(critical).map((path) => path.leaf));
  const pathResults = paths.map((path, k): DuctSystemPathResult => {
    const leaf = network.sections[path.leaf];
    const b = balance[k];
    return {
      system: path.system,
      terminalSectionId: leaf?.id ?? '',
      terminalName: leaf?.terminal?.name ?? '',
      sectionIds: path.sections.map((index) => network.sections[index]?.id ?? ''),
      ductLoss: p(path.ductPa),
      terminalLoss: p(path.terminalPa),
      total: p(path.totalPa),
      critical: criticalLeaves.has(path.leaf),
      excessPressure: p(b?.excessPa ?? 0),
      damperCoefficient: b?.damperCoefficient ?? 0,
      damperSectionId: network.sections[b?.damperSection ?? path.leaf]?.id ?? '',
    };
  });

  const sections = network.sections.map((section): DuctSystemSectionResult => {
    const i = section.index;
    const geometry = geometries[i] ?? { shape: 'round', diameterM: 0.1 };
    const loss = evaluation.losses[i];
    const h = loss?.hydraulics;
    const q = flows[i] ?? 0;
    const pr = pressures[i];
    const vmax = maxVelocityMS(section);
    const velocity = h?.velocityMS ?? 0;
    if (Number.isFinite(vmax) && velocity > vmax * (1 + 1e-6))
      warnings.push({
        code: 'velocityAboveLimit',
        sectionId: section.id,
        message: `Section ${section.id}: ${round(fromSi(velocity, 'airVelocity', system))} ${system === 'Imperial' ? 'fpm' : 'm/s'} is above the ${round(fromSi(vmax, 'airVelocity', system))} recommended for a ${VELOCITY_LIMITS[section.application].basis} (${VELOCITY_LIMITS[section.application].source}).`,
      });
    const vmin = VELOCITY_LIMITS[section.application].minMS;
    if (vmin > 0 && velocity < vmin)
      warnings.push({
        code: 'velocityBelowMinimum',
        sectionId: section.id,
        message: `Section ${section.id}: the velocity is below the ${round(fromSi(vmin, 'airVelocity', system))} required for a ${VELOCITY_LIMITS[section.application].basis} (${VELOCITY_LIMITS[section.application].source}).`,
      });
    if (
      geometry.shape !== 'round' &&
      geometry.widthM / geometry.heightM > input.maxAspectRatio + 1e-9
    )
      warnings.push({
        code: 'aspectRatioAboveLimit',
        sectionId: section.id,
        message: `Section ${section.id}: aspect ratio ${round(geometry.widthM / geometry.heightM)} is above ${input.maxAspectRatio}.`,
      });
    section.fittings.forEach((fitting) => {
      if (fitting.type !== 'library') return;
      const library = FITTINGS_BY_ID.get(fitting.fittingId);
      const shape = geometry.shape === 'flatOval' ? 'round' : geometry.shape;
      if (library && !library.shapes.includes(shape))
        warnings.push({
          code: 'fittingShape',
          sectionId: section.id,
          message: `Section ${section.id}: fitting ${library.id} was measured on ${library.shapes.join(' and ')} ducts, not ${geometry.shape}.`,
        });
    });
    for (const fitting of loss?.fittings ?? [])
      if (fitting.lossPa < 0)
        warnings.push({
          code: 'negativeJunctionLoss',
          sectionId: section.id,
          message: `Section ${section.id}: the converging junction’s coefficient is negative (the main flow draws this branch in); it is kept, as Idelchik gives it.`,
        });
    if (sized.basis[i] === 'staticRegainByFriction')
      warnings.push({
        code: 'staticRegainNotReached',
        sectionId: section.id,
        message: `Section ${section.id}: no size regains its loss (its takeoff alone loses more than the upstream velocity pressure), so it is sized by equal friction at the entered friction rate.`,
      });
    const terminal = section.terminal;
    return {
      id: section.id,
      name: section.name,
      ...(section.parent >= 0 ? { parentId: network.sections[section.parent]?.id ?? '' } : {}),
      system: section.system,
      application: section.application,
      sizeBasis: sized.basis[i] ?? 'fixed',
      shape: geometry.shape,
      ...(geometry.shape === 'round'
        ? { diameter: dim(geometry.diameterM) }
        : { width: dim(geometry.widthM), height: dim(geometry.heightM) }),
      equivalentDiameter: dim(equivalentDiameterOf(geometry)),
      airflow: flow(q),
      designAirflow: flow(section.designFlowM3S),
      area: fromSi(geometryAreaM2(geometry), 'area', system),
      length: fromSi(section.lengthM, 'length', system),
      velocity: fromSi(velocity, 'airVelocity', system),
      ...(Number.isFinite(vmax) ? { maxVelocity: fromSi(vmax, 'airVelocity', system) } : {}),
      velocityPressure: p(h?.velocityPressurePa ?? 0),
      reynoldsNumber: h?.reynoldsNumber ?? 0,
      frictionFactor: h?.frictionFactor ?? 0,
      frictionRate: fromSi(h?.frictionRatePaPerM ?? 0, 'ductFrictionRate', system),
      frictionLoss: p(loss?.frictionPa ?? 0),
      fittingLoss: p(loss?.fittingPa ?? 0),
      damperLoss: p(loss?.damperPa ?? 0),
      totalLoss: p(loss?.totalPa ?? 0),
      fittings: (loss?.fittings ?? []).map((fitting) => ({
        index: fitting.index,
        type: fitting.type,
        description: fitting.description,
        quantity: fitting.quantity,
        sourceCoefficient: fitting.sourceCoefficient,
        referredTo: fitting.referredTo,
        coefficient: fitting.coefficient,
        loss: p(fitting.lossPa),
        source: fitting.source,
      })),
      totalPressureInlet: p(pr?.totalInletPa ?? 0),
      totalPressureOutlet: p(pr?.totalOutletPa ?? 0),
      staticPressureInlet: p(pr?.staticInletPa ?? 0),
      staticPressureOutlet: p(pr?.staticOutletPa ?? 0),
      pathLossFromFan: p(evaluation.cumulativePa[i] ?? 0),
      ...(terminal
        ? {
            terminal: {
              name: terminal.name,
              designAirflow: flow(terminal.designFlowM3S),
              airflow: flow(q),
              pressureDrop: p(evaluation.terminalPa[i] ?? 0),
              source: terminal.source,
            },
          }
        : {}),
    };
  });

  let analysis: DuctSystemAnalysisResult | undefined;
  if (solution) {
    const terminals = network.leaves.map((leaf) => {
      const section = network.sections[leaf];
      const design = section?.designFlowM3S ?? 0;
      const actual = solution.flows[leaf] ?? 0;
      const deviationPercent = design > 0 ? ((actual - design) / design) * 100 : 0;
      if (actual < 1e-3 * design)
        warnings.push({
          code: 'terminalStarved',
          sectionId: section?.id ?? '',
          message: `Terminal at section ${section?.id ?? ''} gets next to no air: the loss its takeoff keeps at zero airflow (a share of the upstream velocity pressure) is more than the pressure left for it; reverse flow is not modelled.`,
        });
      if (Math.abs(deviationPercent) > 10)
        warnings.push({
          code: 'terminalFlowDeviation',
          sectionId: section?.id ?? '',
          message: `Terminal at section ${section?.id ?? ''} gets ${round(deviationPercent)} % of its design airflow ${deviationPercent > 0 ? 'more' : 'less'} than designed (beyond ±10 %).`,
        });
      return {
        sectionId: section?.id ?? '',
        name: section?.terminal?.name ?? '',
        system: section?.system ?? ('supply' as const),
        designAirflow: flow(design),
        airflow: flow(actual),
        deviationPercent,
      };
    });
    analysis = {
      fanAirflow: flow(solution.fanFlowM3S),
      fanTotalPressure: p(solution.fanTotalPressurePa),
      converged: solution.converged,
      iterations: solution.iterations,
      lastChange: solution.lastChange,
      terminals,
    };
  }
  if (
    input.mode === 'design' &&
    input.sizingMethod === 'staticRegain' &&
    network.systems.some((kind) => kind !== 'supply')
  )
    warnings.push({
      code: 'staticRegainReturn',
      message:
        'Static regain sizes the supply side; the return or exhaust side is sized by equal friction at the entered friction rate.',
    });

  const criticalIds: Partial<Record<DuctSystemKind, readonly string[]>> = {};
  for (const [kind, path] of Object.entries(critical) as [DuctSystemKind, PathSi][])
    criticalIds[kind] = path.sections.map((index) => network.sections[index]?.id ?? '');

  const result: DuctSystemResult = {
    unitSystem: system,
    mode: input.mode,
    sizingMethod: input.sizingMethod,
    air: {
      temperature: fromSi(temperatureC, 'temperature', system),
      densityKgM3: air.densityKgM3,
      dynamicViscosityPaS: air.dynamicViscosityPaS,
      pressurePa: air.pressurePa,
    },
    sections,
    paths: pathResults,
    criticalPaths: criticalIds,
    fan: {
      airflow: flow(fanFlow),
      supplyCriticalPathTotal: p(supplyPa),
      returnCriticalPathTotal: p(returnPa),
      componentsPressure: p(componentsPa),
      systemTotalPressure: p(systemTotalPa),
      safetyFactorPercent: input.safetyFactorPercent,
      fanTotalPressure: p(systemTotalPa * (1 + sf)),
      externalStaticPressure: p(espPa),
    },
    ...(analysis ? { analysis } : {}),
    warnings,
  };
  return result;
}

/**
 * Sizes or analyses a duct system from a form's draft.
 *
 * @param draft - A duct system input (see {@link DuctSystemInputSchema}).
 * @returns The results in the input's units.
 * @throws {ZodError} If the input is invalid.
 * @example calculateDuctSystem(defaultDuctSystemInput('Metric')).fan.fanTotalPressure
 */
export function calculateDuctSystem(draft: DuctSystemInputDraft): DuctSystemResult {
  return calculateDuctSystemInput(DuctSystemInputSchema.parse(draft));
}

/**
 * The analysis input that checks a design as built: every section fixed at its designed size, a
 * balancing damper in each path at the coefficient the design found (added to any entered one), and
 * the fan at the design's total pressure without the safety factor (or at `fanTotalPressure`).
 * Analysing it gives back the design airflows (the design is balanced at that pressure).
 *
 * @param input - The parsed design input.
 * @param result - Its result from {@link calculateDuctSystemInput}.
 * @param fanTotalPressure - Fan total pressure (in. wg | Pa); default the design's system total.
 * @returns A parsed analysis input in the same unit system.
 */
export function balancedAnalysisInput(
  input: DuctSystemInput,
  result: DuctSystemResult,
  fanTotalPressure?: number,
): DuctSystemInput {
  const damper = new Map<string, number>();
  for (const path of result.paths)
    damper.set(
      path.damperSectionId,
      (damper.get(path.damperSectionId) ?? 0) + path.damperCoefficient,
    );
  return {
    ...input,
    mode: 'analysis',
    analysis: { fanTotalPressure: fanTotalPressure ?? result.fan.systemTotalPressure },
    sections: input.sections.map((section, index) => {
      const sized = result.sections[index];
      return {
        ...section,
        fixed: true,
        shape: sized?.shape ?? section.shape,
        diameter: sized?.diameter,
        width: sized?.width,
        height: sized?.height,
        damperCoefficient: section.damperCoefficient + (damper.get(section.id) ?? 0),
      };
    }),
  };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
