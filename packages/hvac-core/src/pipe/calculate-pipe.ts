import { fluidLabel, fluidProperties } from '../fluids/fluid-properties.js';
import type { FluidName } from '../fluids/fluid-properties.js';
import type { FlowRegime } from '../fluid-flow/index.js';
import { fromSi, toSi, unitLabel } from '../units/quantities.js';
import type { UnitSystem } from '../units/unit-system.js';
import { fittingLosses } from './fitting-losses.js';
import type { FittingRowLoss, FittingRowSi } from './fitting-losses.js';
import type { PipeFittingType } from './fittings.js';
import { pipeMaterial, pipeSizeLabel } from './materials.js';
import type { PipeMaterial, PipeMaterialId } from './materials.js';
import type { FrictionMethod } from './pipe-flow.js';
import { PipeInputSchema } from './schema.js';
import type { PipeFittingInput, PipeInput, PipeInputDraft } from './schema.js';
import { evaluatePipeSizes, selectPipeSize } from './size-selection.js';
import type { PipeSizeCandidate } from './size-selection.js';
import { parseInput } from '../_lib/parse-input.js';

/** Hazen–Williams is trusted for water within this band around 60 °F (15.6 °C), °C. */
const HAZEN_WILLIAMS_WATER_RANGE_C = [4.4, 26.7] as const;

/** Figures of one standard size at the design flow, in the units of the input's unit system. */
export interface PipeSizeFigures {
  readonly nominalSize: string;
  /** e.g. "2 in" (Imperial) or "2 in (DN 50)" (Metric). */
  readonly label: string;
  /** Inside diameter, in | mm. */
  readonly insideDiameter: number;
  /** ft/s | m/s. */
  readonly velocity: number;
  /** ft of water/100 ft | Pa/m. */
  readonly frictionRate: number;
  readonly reynoldsNumber: number;
  readonly regime: FlowRegime;
  /** Darcy friction factor (the equivalent Darcy factor with Hazen–Williams). */
  readonly frictionFactor: number;
  /** Velocity limit applied to this size, ft/s | m/s. */
  readonly velocityLimit: number;
  readonly meetsFrictionRate: boolean;
  readonly meetsVelocityLimit: boolean;
}

/** One row of fittings in the result. */
export interface PipeFittingResult {
  readonly id: string;
  readonly type: PipeFittingType;
  readonly label: string;
  readonly quantity: number;
  readonly kEach: number;
  readonly kTotal: number;
  readonly basis: 'crane' | 'fixed' | 'customK' | 'equivalentLength';
  readonly craneMultiplier?: number;
  readonly craneFrictionFactor?: number;
  /** Equivalent length of the row at the pipe's friction factor (quantity · K · D/f), ft | m. */
  readonly equivalentLength: number;
  /** ft of water | kPa. */
  readonly headLoss: number;
  readonly source: string;
  readonly note?: string;
}

/** A condition the user should know about; `code` is stable, `message` is for people. */
export interface PipeWarning {
  readonly code:
    | 'noSizeMeetsLimits'
    | 'laminarFlow'
    | 'transitionalFlow'
    | 'hazenWilliamsGlycol'
    | 'hazenWilliamsTemperature'
    | 'fittingNote';
  readonly message: string;
}

/** Result of {@link calculatePipe}; every number in the units of `unitSystem`. */
export interface PipeResult {
  readonly calculationName: string;
  readonly unitSystem: UnitSystem;
  readonly method: FrictionMethod;
  readonly pipeMaterial: {
    readonly id: PipeMaterialId;
    readonly label: string;
    readonly standard: string;
    readonly insideDiameterBasis: string;
    /** Absolute roughness, in | mm. */
    readonly roughness: number;
    readonly roughnessSource: string;
    readonly hazenWilliamsC: number;
  };
  readonly fluid: {
    readonly fluid: FluidName;
    readonly concentrationPercent: number;
    readonly label: string;
    /** °F | °C. */
    readonly temperature: number;
    readonly densityKgM3: number;
    readonly dynamicViscosityPaS: number;
    readonly kinematicViscosityM2S: number;
    readonly specificHeatJKgK: number;
    readonly freezingPointC: number;
    readonly source: string;
  };
  /** gpm | L/s. */
  readonly flowRate: number;
  /** Target maximum friction rate, ft of water/100 ft | Pa/m. */
  readonly targetFrictionRate: number;
  /** False when no size meets both limits and the largest size was taken. */
  readonly sizeFound: boolean;
  readonly selected: PipeSizeFigures;
  /** The next smaller size, for context (null when the smallest size was selected). */
  readonly nextSmaller: PipeSizeFigures | null;
  /** Every size of the material, smallest first. */
  readonly candidates: readonly PipeSizeFigures[];
  readonly nominalSize: string;
  /** Inside diameter of the selected size, in | mm. */
  readonly diameter: number;
  /** ft/s | m/s. */
  readonly velocity: number;
  /** Straight-pipe friction loss over pipeLength, ft of water | kPa. */
  readonly pipeHeadLoss: number;
  readonly fittingsHeadLoss: number;
  readonly equipmentHeadLoss: number;
  /** Pipe + fittings + equipment, ft of water | kPa. */
  readonly totalHeadLoss: number;
  readonly fittings: readonly PipeFittingResult[];
  readonly equipment: readonly { readonly name: string; readonly pressureDrop: number }[];
  /** Unit labels of the numbers above in this unit system. */
  readonly units: Readonly<
    Record<
      'flowRate' | 'diameter' | 'velocity' | 'frictionRate' | 'headLoss' | 'length' | 'temperature',
      string
    >
  >;
  readonly warnings: readonly PipeWarning[];
}

/**
 * One fitting's losses as a result reports them, in the input's units: its equivalent length is
 * L = K·D/f at the pipe's diameter and Darcy friction factor.
 *
 * @see Crane TP-410, ch. 2 (K and L/D: K = f·L/D).
 */
export function fittingResult(
  item: FittingRowLoss,
  insideDiameterM: number,
  frictionFactor: number,
  unitSystem: UnitSystem,
): PipeFittingResult {
  return {
    id: item.id,
    type: item.type,
    label: item.label,
    quantity: item.quantity,
    kEach: item.kEach,
    kTotal: item.kTotal,
    basis: item.basis,
    ...(item.craneMultiplier === undefined ? {} : { craneMultiplier: item.craneMultiplier }),
    ...(item.craneFrictionFactor === undefined
      ? {}
      : { craneFrictionFactor: item.craneFrictionFactor }),
    equivalentLength: fromSi(
      (item.kTotal * insideDiameterM) / frictionFactor,
      'length',
      unitSystem,
    ),
    headLoss: fromSi(item.pressureLossPa, 'pipeHeadLoss', unitSystem),
    source: item.source,
    ...(item.note === undefined ? {} : { note: item.note }),
  };
}

/** Fittings rows of an input converted to SI. */
export function fittingRowsToSi(
  fittings: readonly PipeFittingInput[],
  unitSystem: UnitSystem,
): FittingRowSi[] {
  return fittings.map((fitting) => ({
    id: fitting.id,
    type: fitting.type,
    quantity: fitting.quantity,
    customK: fitting.customK,
    customEquivalentLengthM:
      fitting.customEquivalentLength === undefined
        ? undefined
        : toSi(fitting.customEquivalentLength, 'length', unitSystem),
  }));
}

function figures(
  material: PipeMaterial,
  evaluated: PipeSizeCandidate,
  unitSystem: UnitSystem,
): PipeSizeFigures {
  const { size, flow } = evaluated;
  return {
    nominalSize: size.nominalSize,
    label: pipeSizeLabel(material, size, unitSystem),
    insideDiameter: fromSi(size.insideDiameterM, 'pipeDiameter', unitSystem),
    velocity: fromSi(flow.velocityMS, 'waterVelocity', unitSystem),
    frictionRate: fromSi(flow.frictionRatePaPerM, 'pipeFrictionRate', unitSystem),
    reynoldsNumber: flow.reynoldsNumber,
    regime: flow.regime,
    frictionFactor: flow.frictionFactor,
    velocityLimit: fromSi(evaluated.velocityLimitMS, 'waterVelocity', unitSystem),
    meetsFrictionRate: evaluated.meetsFrictionRate,
    meetsVelocityLimit: evaluated.meetsVelocityLimit,
  };
}

/**
 * Sizes a hydronic pipe: the smallest standard size of the material whose friction rate is at or
 * below the target and whose velocity is within the limit for its size (4 ft/s for 2 in. and
 * smaller, 10 ft/s above, or `maxVelocity`); if none qualifies, the largest size, with a warning.
 * Then the head loss of the run: straight pipe, fittings (Σ K·ρV²/2) and equipment.
 *
 * Friction is Darcy–Weisbach with the Darcy friction factor of the fluid-flow module (laminar
 * 64/Re, interpolated transition, solved Colebrook), fluid properties from CoolProp 8.0.0 tables at
 * the given temperature; or Hazen–Williams (water near 60 °F only) on request.
 *
 * @param draft - The input as entered (see {@link PipeInputSchema}); numbers in the units of its
 *   unitSystem.
 * @returns The selected size and its figures, the next smaller size, all candidates, the head loss
 *   breakdown and warnings, in the same unit system.
 * @throws {ZodError} If the input is invalid; each issue's path is the field.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 22 "Pipe design" (sizing by friction rate and
 *   velocity, 4 ft/s for 2 in. and smaller, 4 ft/100 ft above); Crane TP-410 (fittings)
 * @example calculatePipe({ flowRate: 50, pipeMaterial: 'steelSchedule40', pipeLength: 100, frictionRate: 5, fluidTemperature: 60 }).nominalSize //=> '2-1/2'
 */
export function calculatePipe(draft: PipeInputDraft): PipeResult {
  return calculatePipeInput(parseInput(PipeInputSchema, draft, 'pipe input'));
}

/**
 * calculatePipe of an input its schema has already parsed (`PipeInputSchema.safeParse`), without
 * parsing it again: the web app validates each draft once and calls this.
 */
export function calculatePipeInput(input: PipeInput): PipeResult {
  const { unitSystem } = input;
  const material = pipeMaterial(input.pipeMaterial);
  const temperatureC = toSi(input.fluidTemperature, 'temperature', unitSystem);
  const fluid = fluidProperties({
    fluid: input.fluid,
    concentrationPercent: input.concentrationPercent,
    temperatureC,
  });
  const flowM3S = toSi(input.flowRate, 'waterFlow', unitSystem);
  const targetPaPerM = toSi(input.frictionRate, 'pipeFrictionRate', unitSystem);
  const maxVelocityOverrideMS =
    input.maxVelocity === undefined
      ? undefined
      : toSi(input.maxVelocity, 'waterVelocity', unitSystem);

  const evaluated = evaluatePipeSizes(material, {
    flowM3S,
    densityKgM3: fluid.densityKgM3,
    kinematicViscosityM2S: fluid.kinematicViscosityM2S,
    method: input.method,
    maxFrictionRatePaPerM: targetPaPerM,
    maxVelocityMS: maxVelocityOverrideMS,
  });
  const { index: selectedIndex, sizeFound } = selectPipeSize(evaluated);
  const selected = evaluated[selectedIndex];
  if (selected === undefined) throw new RangeError(`${material.label} has no sizes.`);
  const nextSmaller = selectedIndex > 0 ? evaluated[selectedIndex - 1] : undefined;

  const lengthM = toSi(input.pipeLength, 'length', unitSystem);
  const pipeLossPa = selected.flow.frictionRatePaPerM * lengthM;
  const fittings = fittingLosses(
    fittingRowsToSi(input.fittings, unitSystem),
    {
      nominalInches: selected.size.nominalInches,
      insideDiameterM: selected.size.insideDiameterM,
      frictionFactor: selected.flow.frictionFactor,
    },
    selected.flow.velocityPressurePa,
  );
  const equipmentLossPa = input.equipment.reduce(
    (sum, item) => sum + toSi(item.pressureDrop, 'pipeHeadLoss', unitSystem),
    0,
  );
  const head = (pa: number): number => fromSi(pa, 'pipeHeadLoss', unitSystem);

  const warnings: PipeWarning[] = [];
  if (!sizeFound) {
    warnings.push({
      code: 'noSizeMeetsLimits',
      message:
        `No ${material.label} size up to ${selected.size.nominalSize} in meets both the friction-rate target and the velocity limit; ` +
        `the largest size is shown. Use parallel runs, a larger material range or a higher target.`,
    });
  }
  if (selected.flow.regime === 'laminar') {
    warnings.push({
      code: 'laminarFlow',
      message: `Laminar flow (Re = ${Math.round(selected.flow.reynoldsNumber)}): f = 64/Re; fitting K values from turbulent-flow data understate the loss.`,
    });
  } else if (selected.flow.regime === 'transition') {
    warnings.push({
      code: 'transitionalFlow',
      message: `Transitional flow (Re = ${Math.round(selected.flow.reynoldsNumber)}, between 2300 and 4000): the friction factor is uncertain; it is interpolated between laminar and turbulent values.`,
    });
  }
  if (input.method === 'hazenWilliams') {
    if (input.fluid !== 'water') {
      warnings.push({
        code: 'hazenWilliamsGlycol',
        message: `Hazen–Williams is valid only for water; for ${fluidLabel(input.fluid, input.concentrationPercent)} use Darcy–Weisbach, which accounts for its higher viscosity.`,
      });
    } else if (
      temperatureC < HAZEN_WILLIAMS_WATER_RANGE_C[0] ||
      temperatureC > HAZEN_WILLIAMS_WATER_RANGE_C[1]
    ) {
      warnings.push({
        code: 'hazenWilliamsTemperature',
        message:
          'Hazen–Williams is an empirical fit for water near 60 °F (15.6 °C); at this temperature Darcy–Weisbach is more accurate.',
      });
    }
  }
  for (const item of fittings.items) {
    if (item.note !== undefined)
      warnings.push({ code: 'fittingNote', message: `${item.label} (${item.id}): ${item.note}` });
  }

  return {
    calculationName: input.calculationName,
    unitSystem,
    method: input.method,
    pipeMaterial: {
      id: material.id,
      label: material.label,
      standard: material.standard,
      insideDiameterBasis: material.insideDiameterBasis,
      roughness: fromSi(material.roughnessM, 'pipeDiameter', unitSystem),
      roughnessSource: material.roughnessSource,
      hazenWilliamsC: material.hazenWilliamsC,
    },
    fluid: {
      fluid: fluid.fluid,
      concentrationPercent: fluid.concentrationPercent,
      label: fluidLabel(fluid.fluid, fluid.concentrationPercent),
      temperature: input.fluidTemperature,
      densityKgM3: fluid.densityKgM3,
      dynamicViscosityPaS: fluid.dynamicViscosityPaS,
      kinematicViscosityM2S: fluid.kinematicViscosityM2S,
      specificHeatJKgK: fluid.specificHeatJKgK,
      freezingPointC: fluid.freezingPointC,
      source: fluid.source,
    },
    flowRate: input.flowRate,
    targetFrictionRate: input.frictionRate,
    sizeFound,
    selected: figures(material, selected, unitSystem),
    nextSmaller: nextSmaller === undefined ? null : figures(material, nextSmaller, unitSystem),
    candidates: evaluated.map((e) => figures(material, e, unitSystem)),
    nominalSize: selected.size.nominalSize,
    diameter: fromSi(selected.size.insideDiameterM, 'pipeDiameter', unitSystem),
    velocity: fromSi(selected.flow.velocityMS, 'waterVelocity', unitSystem),
    pipeHeadLoss: head(pipeLossPa),
    fittingsHeadLoss: head(fittings.totalPressureLossPa),
    equipmentHeadLoss: head(equipmentLossPa),
    totalHeadLoss: head(pipeLossPa + fittings.totalPressureLossPa + equipmentLossPa),
    fittings: fittings.items.map((item) =>
      fittingResult(item, selected.size.insideDiameterM, selected.flow.frictionFactor, unitSystem),
    ),
    equipment: input.equipment.map((item) => ({
      name: item.name,
      pressureDrop: item.pressureDrop,
    })),
    units: {
      flowRate: unitLabel('waterFlow', unitSystem),
      diameter: unitLabel('pipeDiameter', unitSystem),
      velocity: unitLabel('waterVelocity', unitSystem),
      frictionRate: unitLabel('pipeFrictionRate', unitSystem),
      headLoss: unitLabel('pipeHeadLoss', unitSystem),
      length: unitLabel('length', unitSystem),
      temperature: unitLabel('temperature', unitSystem),
    },
    warnings,
  };
}
