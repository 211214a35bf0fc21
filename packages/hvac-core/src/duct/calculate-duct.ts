import { METRES_PER_INCH, fromSi, toSi, unitLabel } from '../units/index.js';
import type { UnitSystem } from '../units/index.js';
import { airPropertiesAt } from './air-properties.js';
import type { AirProperties } from './air-properties.js';
import { ductFlow } from './duct-flow.js';
import type { DuctSection } from './duct-flow.js';
import { evaluateSection, resultText, sectionWarnings, sizeText } from './evaluate.js';
import { formatFixed } from './format.js';
import type { DuctResultText, DuctSizeResult, DuctWarning, SectionContext } from './evaluate.js';
import { DUCT_MATERIALS } from './materials.js';
import type { DuctMaterialId } from './materials.js';
import {
  FRICTION_RATE_SHOWN_DECIMALS,
  MANUAL_D_FRICTION_RATE_SOURCE,
  frictionRateDesign,
} from './friction-rate-design.js';
import type { FrictionRateDesignResult } from './friction-rate-design.js';
import { DuctInputSchema } from './schema.js';
import type { DuctInput, DuctInputDraft, RoundingMode, SizingMethod } from './schema.js';
import {
  rectangularForFriction,
  rectangularForVelocity,
  roundDiameterForFrictionM,
  roundDiameterForVelocityM,
} from './sizing.js';
import {
  RECTANGULAR_SIDE_STEP,
  standardRectangularSideM,
  standardRoundDiameterM,
} from './standard-sizes.js';
import { parseInput } from '../_lib/parse-input.js';

/** The air the duct carries, as used by the calculation. */
export interface DuctAirResult {
  /** Air temperature, °F or °C. */
  readonly temperature: number;
  /** Barometric pressure of the standard atmosphere at the altitude, Pa. */
  readonly pressurePa: number;
  readonly densityKgM3: number;
  readonly dynamicViscosityPaS: number;
  readonly kinematicViscosityM2S: number;
}

/** The material and its roughness. */
export interface DuctMaterialResult {
  readonly id: DuctMaterialId;
  readonly name: string;
  /** Absolute roughness ε, mm (both unit systems; 0.09 mm = 0.0003 ft). */
  readonly roughnessMm: number;
}

/**
 * Result of sizing a duct, in the input's unit system. The top-level size and metrics are those of
 * the chosen duct (the standard size when `roundingMode` is 'standard', else the exact size);
 * `exact` has the same metrics for the unrounded size that meets the target exactly.
 */
export interface DuctResult extends DuctSizeResult {
  readonly unitSystem: UnitSystem;
  readonly sizingMethod: SizingMethod;
  readonly roundingMode: RoundingMode;
  readonly material: DuctMaterialResult;
  readonly air: DuctAirResult;
  readonly exact: DuctSizeResult & { readonly text: DuctResultText };
  /** The spec's results as text with units. */
  readonly text: DuctResultText;
  readonly warnings: readonly DuctWarning[];
  /** The Manual D friction-rate worksheet, present only when the input has one. */
  readonly frictionRateDesign?: FrictionRateDesignResult;
}

/** Shared between the sizer and the size check. */
export function prepareContext(
  input: Pick<
    DuctInput,
    | 'unitSystem'
    | 'airflow'
    | 'ductLength'
    | 'material'
    | 'airTemperature'
    | 'altitude'
    | 'fittings'
  >,
): SectionContext & { readonly air: AirProperties } {
  const system = input.unitSystem;
  const dryBulbC =
    input.airTemperature === undefined ? 20 : toSi(input.airTemperature, 'temperature', system);
  return {
    flowM3S: toSi(input.airflow, 'airflow', system),
    lengthM: toSi(input.ductLength, 'length', system),
    roughnessM: DUCT_MATERIALS[input.material].roughnessM,
    air: airPropertiesAt(dryBulbC, toSi(input.altitude, 'length', system)),
    fittings: input.fittings,
    unitSystem: system,
  };
}

export function airResult(air: AirProperties, unitSystem: UnitSystem): DuctAirResult {
  return {
    temperature: fromSi(air.dryBulbC, 'temperature', unitSystem),
    pressurePa: air.pressurePa,
    densityKgM3: air.densityKgM3,
    dynamicViscosityPaS: air.dynamicViscosityPaS,
    kinematicViscosityM2S: air.kinematicViscosityM2S,
  };
}

export function materialResult(id: DuctMaterialId): DuctMaterialResult {
  return {
    id,
    name: DUCT_MATERIALS[id].name,
    roughnessMm: Math.round(DUCT_MATERIALS[id].roughnessM * 1e9) / 1e6,
  };
}

function exactSection(input: DuctInput, context: SectionContext): DuctSection {
  const { flowM3S, roughnessM, air } = context;
  const rectangular = input.ductShape === 'rectangular';
  if (input.sizingMethod === 'velocity') {
    const velocityMS = toSi(input.targetVelocity ?? 0, 'airVelocity', input.unitSystem);
    return rectangular
      ? rectangularForVelocity(flowM3S, velocityMS, input.aspectRatio)
      : { shape: 'round', diameterM: roundDiameterForVelocityM(flowM3S, velocityMS) };
  }
  const frictionPaPerM = toSi(input.targetFriction ?? 0, 'ductFrictionRate', input.unitSystem);
  return rectangular
    ? rectangularForFriction(flowM3S, frictionPaPerM, input.aspectRatio, roughnessM, air)
    : {
        shape: 'round',
        diameterM: roundDiameterForFrictionM(flowM3S, frictionPaPerM, roughnessM, air),
      };
}

/**
 * The standard size for an exact size. Round: the next standard diameter up. Rectangular: the height
 * rounded up to a standard side, then the smallest standard width that still meets the target
 * (friction or velocity not above it), found by bisection over the standard widths (meeting the
 * target is monotonic in the width, and the exact width rounded up always meets it); the larger
 * side is reported as the width.
 */
function standardSection(
  exact: DuctSection,
  input: DuctInput,
  context: SectionContext,
): DuctSection {
  const system = input.unitSystem;
  if (exact.shape === 'round')
    return { shape: 'round', diameterM: standardRoundDiameterM(exact.diameterM, system) };
  const meets = (section: DuctSection): boolean => {
    const flow = ductFlow(section, context.flowM3S, context.roughnessM, context.air);
    if (input.sizingMethod === 'velocity') {
      return flow.velocityMS <= toSi(input.targetVelocity ?? 0, 'airVelocity', system) * (1 + 1e-9);
    }
    return (
      flow.frictionRatePaPerM <=
      toSi(input.targetFriction ?? 0, 'ductFrictionRate', system) * (1 + 1e-9)
    );
  };
  const unitM = system === 'Imperial' ? METRES_PER_INCH : 1e-3;
  const { minimum, step } = RECTANGULAR_SIDE_STEP[system];
  const widthAt = (index: number): number => (minimum + index * step) * unitM;
  const heightM = standardRectangularSideM(exact.heightM, system);
  const candidate = (index: number): DuctSection => {
    const widthM = widthAt(index);
    return {
      shape: 'rectangular',
      widthM: Math.max(widthM, heightM),
      heightM: Math.min(widthM, heightM),
    };
  };
  let high = Math.round((standardRectangularSideM(exact.widthM, system) / unitM - minimum) / step);
  let low = 0;
  if (!meets(candidate(high))) return candidate(high);
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (meets(candidate(middle))) high = middle;
    else low = middle + 1;
  }
  return candidate(high);
}

/**
 * The input with the Manual D design friction rate as its target when the target friction is blank,
 * and the worksheet (null without one).
 */
function withDesignFriction(parsed: DuctInput): {
  input: DuctInput;
  design: FrictionRateDesignResult | null;
} {
  if (parsed.frictionRateDesign === undefined) return { input: parsed, design: null };
  const used = parsed.sizingMethod === 'friction' && parsed.targetFriction === undefined;
  const design = frictionRateDesign(parsed.frictionRateDesign, parsed.unitSystem, used);
  return { input: used ? { ...parsed, targetFriction: design.frictionRate } : parsed, design };
}

function designWarnings(design: FrictionRateDesignResult, input: DuctInput): DuctWarning[] {
  const warnings: DuctWarning[] = [];
  const unit = unitLabel('ductFrictionRate', input.unitSystem);
  const rate = (value: number): string =>
    `${formatFixed(value, FRICTION_RATE_SHOWN_DECIMALS[input.unitSystem])} ${unit}`;
  if (!design.withinBand) {
    warnings.push({
      code: 'designFrictionRateOutsideBand',
      field: 'frictionRateDesign',
      message: `The design friction rate ${rate(design.frictionRate)} is ${design.frictionRate < design.band.min ? 'below' : 'above'} the ${rate(design.band.min)} to ${rate(design.band.max)} of the Manual D friction rate chart's design area (${MANUAL_D_FRICTION_RATE_SOURCE}): ${design.frictionRate < design.band.min ? 'shorten the runs, lower the component losses or choose a blower with more static pressure' : 'the blower has pressure to spare; check the component losses and the blower speed'}.`,
    });
  }
  if (
    !design.usedForSizing &&
    input.sizingMethod === 'friction' &&
    (input.targetFriction ?? 0) > design.frictionRate * (1 + 1e-9)
  ) {
    warnings.push({
      code: 'targetFrictionAboveDesign',
      field: 'targetFriction',
      message: `The target friction rate ${rate(input.targetFriction ?? 0)} is above the design friction rate ${rate(design.frictionRate)} the available static pressure allows: the longest run would not get its airflow. Leave the target blank to size at the design rate.`,
    });
  }
  return warnings;
}

/**
 * Sizes a duct for an airflow by the friction (equal-friction) or velocity method, then rounds up to
 * a standard size and reports both sizes with their velocity, friction rate, area, Reynolds number,
 * friction factor and pressure losses (duct, fittings, total), with warnings.
 *
 * Method: dry-air density from the temperature and the standard-atmosphere pressure at the altitude,
 * viscosity by Sutherland's law; Darcy–Weisbach with the solved Colebrook friction factor; a
 * rectangular duct through its Huebscher equivalent diameter. Friction method: the diameter (or the
 * rectangle of the given aspect ratio) whose friction rate equals the target, solved by Brent's
 * method. Velocity method: area = airflow / target velocity. Fittings: Σ quantity × C × velocity
 * pressure, with C from the fitting library (interpolated for the duct where the source tabulates
 * it) or the row's custom C; a custom equivalent length adds length × friction rate instead.
 *
 * @param draft - The input, in its unit system (see {@link DuctInputSchema}).
 * @returns Chosen and exact sizes with their metrics, text results and warnings.
 * @throws {ZodError} If the input is invalid; each issue names its field.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 21 (Duct design): eq. 18–19 (Darcy, Colebrook),
 *   eq. 25 (Huebscher), "Duct design methods" (equal friction, velocity)
 * @example calculateDuct({ airflow: 1000, ductShape: 'round', sizingMethod: 'friction', targetFriction: 0.1 }).text.size //=> '14 in Ø'
 */
export function calculateDuct(draft: DuctInputDraft): DuctResult {
  return calculateDuctInput(parseInput(DuctInputSchema, draft, 'duct input'));
}

/**
 * calculateDuct of an input its schema has already parsed (`DuctInputSchema.safeParse`), without
 * parsing it again: the web app validates each draft once and calls this.
 */
export function calculateDuctInput(parsed: DuctInput): DuctResult {
  const { input, design } = withDesignFriction(parsed);
  const system = input.unitSystem;
  const context = prepareContext(input);
  const exactShape = exactSection(input, context);
  const standard = input.roundingMode === 'standard';
  const chosenShape = standard ? standardSection(exactShape, input, context) : exactShape;
  const exact = evaluateSection(exactShape, context);
  const chosen = standard ? evaluateSection(chosenShape, context, true) : exact;

  const warnings = sectionWarnings(chosen, {
    unitSystem: system,
    application: input.application,
    ...(input.sizingMethod === 'velocity' ? { velocityField: 'targetVelocity' } : {}),
    ...(input.sizingMethod === 'friction'
      ? { targetFrictionPaPerM: toSi(input.targetFriction ?? 0, 'ductFrictionRate', system) }
      : {}),
    ...(input.ductShape === 'rectangular' ? { requestedAspectRatio: input.aspectRatio } : {}),
    fittings: input.fittings,
    lengthM: context.lengthM,
  });

  return {
    ...chosen.result,
    unitSystem: system,
    sizingMethod: input.sizingMethod,
    roundingMode: input.roundingMode,
    material: materialResult(input.material),
    air: airResult(context.air, system),
    exact: { ...exact.result, text: resultText(exact.result, system, false) },
    text: resultText(chosen.result, system, standard),
    warnings: design === null ? warnings : [...warnings, ...designWarnings(design, input)],
    ...(design === null ? {} : { frictionRateDesign: design }),
  };
}

/** "14 in Ø (exact 13.6 in Ø)" — used in schedules and reports. */
export function describeDuctSize(result: DuctResult): string {
  const chosen = result.text.size;
  if (result.roundingMode === 'none') return chosen;
  return `${chosen} (exact ${sizeText(result.exact, result.unitSystem, false)})`;
}
