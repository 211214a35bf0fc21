import { fromSi, toSi } from '../units/index.js';
import type { UnitSystem } from '../units/index.js';
import type { AirProperties } from './air-properties.js';
import { ductFlow } from './duct-flow.js';
import type { DuctFlowSi, DuctSection } from './duct-flow.js';
import { FITTINGS_BY_ID, fittingLossCoefficient } from './fittings.js';
import { formatComparedQuantity, formatDimension, formatFixed, formatQuantity } from './format.js';
import type { DuctApplication } from './velocity-limits.js';
import {
  HIGH_ASPECT_RATIO,
  LOW_VELOCITY_MS,
  USUAL_FRICTION_RATE_PA_PER_M,
  VELOCITY_LIMITS,
} from './velocity-limits.js';
import type { DuctFittingInput, DuctShape } from './schema.js';

/** Something an engineer should look at; not an error. */
export interface DuctWarning {
  /** Stable identifier, e.g. "velocityAboveLimit". */
  readonly code: string;
  /** The input field the warning is about, when there is one ("fittings" for a fitting row). */
  readonly field?: string;
  readonly message: string;
}

/** Pressure loss of one fitting row. */
export interface DuctFittingLoss {
  readonly id?: string;
  readonly type: string;
  readonly name: string;
  readonly quantity: number;
  /** C used for one fitting (library value for this duct, or the custom C); null when an equivalent length was given. */
  readonly lossCoefficient: number | null;
  /** Equivalent length of one fitting, ft or m, when given instead of C; null otherwise. */
  readonly equivalentLength: number | null;
  /** Loss of the whole row (quantity × one fitting), in. wg or Pa. */
  readonly pressureLoss: number;
}

/**
 * A duct size and its flow, in the unit system of the input: dimensions in or mm, area ft² or m²,
 * velocity fpm or m/s, friction in. wg/100 ft or Pa/m, pressures in. wg or Pa.
 */
export interface DuctSizeResult {
  readonly shape: DuctShape;
  /** Inside diameter (round ducts only). */
  readonly diameter?: number;
  /** Inside width, the larger side (rectangular ducts only). */
  readonly width?: number;
  /** Inside height, the smaller side (rectangular ducts only). */
  readonly height?: number;
  /** Width / height; 1 for a round duct. */
  readonly aspectRatio: number;
  /** Round duct of equal friction at equal airflow (Huebscher); the diameter for a round duct. */
  readonly equivalentDiameter: number;
  /** 4A/P. */
  readonly hydraulicDiameter: number;
  readonly area: number;
  readonly velocity: number;
  readonly velocityPressure: number;
  readonly frictionRate: number;
  /** Of the flow the friction is computed for (the equivalent round duct when rectangular). */
  readonly reynoldsNumber: number;
  /** Darcy friction factor of that flow. */
  readonly frictionFactor: number;
  readonly flowRegime: DuctFlowSi['flowRegime'];
  /** frictionRate × ductLength. */
  readonly ductPressureLoss: number;
  /** Σ quantity × C × velocity pressure (or × equivalent length × friction rate). */
  readonly fittingsPressureLoss: number;
  readonly totalPressureLoss: number;
  readonly fittings: readonly DuctFittingLoss[];
}

/** The spec's results as text with units, ready to store and show. */
export interface DuctResultText {
  readonly velocity: string;
  readonly frictionRate: string;
  readonly area: string;
  readonly shape: string;
  /** "14 in Ø" or "24 × 12 in". */
  readonly size: string;
  readonly diameter?: string;
  readonly width?: string;
  readonly height?: string;
  readonly equivalentDiameter: string;
  readonly velocityPressure: string;
  readonly ductPressureLoss: string;
  readonly fittingsPressureLoss: string;
  readonly totalPressureLoss: string;
}

/** What {@link evaluateSection} needs, SI. */
export interface SectionContext {
  readonly flowM3S: number;
  readonly lengthM: number;
  readonly roughnessM: number;
  readonly air: AirProperties;
  readonly fittings: readonly DuctFittingInput[];
  readonly unitSystem: UnitSystem;
}

/** A size evaluated: the display-unit result and the SI flow behind it. */
export interface EvaluatedSection {
  readonly result: DuctSizeResult;
  readonly flow: DuctFlowSi;
  readonly section: DuctSection;
}

function fittingLosses(
  flow: DuctFlowSi,
  context: SectionContext,
): { rows: DuctFittingLoss[]; totalPa: number } {
  const system = context.unitSystem;
  let totalPa = 0;
  const rows = context.fittings.map((row): DuctFittingLoss => {
    const fitting = FITTINGS_BY_ID.get(row.type);
    const name = fitting?.name ?? 'Custom fitting';
    let lossCoefficient: number | null = null;
    let equivalentLength: number | null = null;
    let onePa: number;
    if (row.customEquivalentLength !== undefined) {
      equivalentLength = row.customEquivalentLength;
      onePa = toSi(row.customEquivalentLength, 'length', system) * flow.frictionRatePaPerM;
    } else {
      lossCoefficient =
        row.customC ??
        (fitting
          ? fittingLossCoefficient(fitting, {
              diameterM: flow.equivalentDiameterM,
              velocityMS: flow.velocityMS,
              reynoldsNumber: flow.hydraulicReynoldsNumber,
            })
          : 0);
      onePa = lossCoefficient * flow.velocityPressurePa;
    }
    const rowPa = row.quantity * onePa;
    totalPa += rowPa;
    return {
      ...(row.id === undefined ? {} : { id: row.id }),
      type: row.type,
      name,
      quantity: row.quantity,
      lossCoefficient,
      equivalentLength,
      pressureLoss: fromSi(rowPa, 'ductPressureLoss', system),
    };
  });
  return { rows, totalPa };
}

/**
 * Flow, friction and losses of one duct size in the units of the input. `standard` marks a standard
 * size, whose dimensions are reported as the whole numbers they are.
 */
export function evaluateSection(
  section: DuctSection,
  context: SectionContext,
  standard = false,
): EvaluatedSection {
  const system = context.unitSystem;
  const flow = ductFlow(section, context.flowM3S, context.roughnessM, context.air);
  const ductPa = flow.frictionRatePaPerM * context.lengthM;
  const fittings = fittingLosses(flow, context);
  const dimension = (valueM: number): number => fromSi(valueM, 'ductDimension', system);
  // Standard sizes are whole inches or millimetres: drop the m round-trip's last-bit noise.
  const side = (valueM: number): number =>
    standard ? Math.round(dimension(valueM)) : dimension(valueM);
  const pressure = (valuePa: number): number => fromSi(valuePa, 'ductPressureLoss', system);
  const result: DuctSizeResult = {
    shape: section.shape,
    ...(section.shape === 'round'
      ? { diameter: side(section.diameterM) }
      : { width: side(section.widthM), height: side(section.heightM) }),
    aspectRatio: section.shape === 'round' ? 1 : section.widthM / section.heightM,
    equivalentDiameter: dimension(flow.equivalentDiameterM),
    hydraulicDiameter: dimension(flow.hydraulicDiameterM),
    area: fromSi(flow.areaM2, 'area', system),
    velocity: fromSi(flow.velocityMS, 'airVelocity', system),
    velocityPressure: pressure(flow.velocityPressurePa),
    frictionRate: fromSi(flow.frictionRatePaPerM, 'ductFrictionRate', system),
    reynoldsNumber: flow.reynoldsNumber,
    frictionFactor: flow.frictionFactor,
    flowRegime: flow.flowRegime,
    ductPressureLoss: pressure(ductPa),
    fittingsPressureLoss: pressure(fittings.totalPa),
    totalPressureLoss: pressure(ductPa + fittings.totalPa),
    fittings: fittings.rows,
  };
  return { result, flow, section };
}

/** "14 in Ø", "24 × 12 in", "355 mm Ø". */
export function sizeText(
  result: DuctSizeResult,
  unitSystem: UnitSystem,
  standard: boolean,
): string {
  if (result.shape === 'round')
    return `${formatDimension(result.diameter ?? 0, unitSystem, standard)} Ø`;
  const decimals = standard ? 0 : unitSystem === 'Imperial' ? 1 : 0;
  const unit = unitSystem === 'Imperial' ? 'in' : 'mm';
  return `${formatFixed(result.width ?? 0, decimals)} × ${formatFixed(result.height ?? 0, decimals)} ${unit}`;
}

/** The spec's results as text. */
export function resultText(
  result: DuctSizeResult,
  unitSystem: UnitSystem,
  standard: boolean,
): DuctResultText {
  const dimension = (value: number | undefined): string | undefined =>
    value === undefined ? undefined : formatDimension(value, unitSystem, standard);
  const diameter = dimension(result.diameter);
  const width = dimension(result.width);
  const height = dimension(result.height);
  return {
    velocity: formatQuantity(result.velocity, 'airVelocity', unitSystem),
    frictionRate: formatQuantity(result.frictionRate, 'ductFrictionRate', unitSystem),
    area: formatQuantity(result.area, 'area', unitSystem),
    shape: result.shape === 'round' ? 'Round' : 'Rectangular',
    size: sizeText(result, unitSystem, standard),
    ...(diameter === undefined ? {} : { diameter }),
    ...(width === undefined ? {} : { width }),
    ...(height === undefined ? {} : { height }),
    equivalentDiameter: formatDimension(result.equivalentDiameter, unitSystem, false),
    velocityPressure: formatQuantity(result.velocityPressure, 'ductPressureLoss', unitSystem),
    ductPressureLoss: formatQuantity(result.ductPressureLoss, 'ductPressureLoss', unitSystem),
    fittingsPressureLoss: formatQuantity(
      result.fittingsPressureLoss,
      'ductPressureLoss',
      unitSystem,
    ),
    totalPressureLoss: formatQuantity(result.totalPressureLoss, 'ductPressureLoss', unitSystem),
  };
}

/** A velocity and the limit it crosses, as texts that differ (see formatComparedQuantity). */
const comparedVelocity = (valueMS: number, limitMS: number, system: UnitSystem) =>
  formatComparedQuantity(
    fromSi(valueMS, 'airVelocity', system),
    fromSi(limitMS, 'airVelocity', system),
    'airVelocity',
    system,
  );

const frictionText = (valuePaPerM: number, system: UnitSystem): string =>
  formatQuantity(fromSi(valuePaPerM, 'ductFrictionRate', system), 'ductFrictionRate', system);

/** Options of {@link sectionWarnings}. */
export interface WarningContext {
  readonly unitSystem: UnitSystem;
  readonly application: DuctApplication;
  /** The field a velocity warning is about (targetVelocity in the velocity method). */
  readonly velocityField?: string;
  /** The target friction rate of the friction method, Pa/m; the result's friction is judged otherwise. */
  readonly targetFrictionPaPerM?: number;
  /** The aspect ratio the user asked for, when there is one. */
  readonly requestedAspectRatio?: number;
  readonly fittings: readonly DuctFittingInput[];
  readonly lengthM: number;
}

/**
 * Warnings for a duct size: velocity against the application's limits, friction against the usual
 * range, aspect ratio, non-turbulent flow, fittings measured on the other shape, and zero length.
 */
export function sectionWarnings(
  evaluated: EvaluatedSection,
  context: WarningContext,
): DuctWarning[] {
  const warnings: DuctWarning[] = [];
  const system = context.unitSystem;
  const { flow, section } = evaluated;
  const limit = VELOCITY_LIMITS[context.application];
  const maxMS = section.shape === 'round' ? limit.maxRoundMS : limit.maxRectangularMS;
  const velocityField = context.velocityField === undefined ? {} : { field: context.velocityField };
  if (flow.velocityMS > maxMS * (1 + 1e-9)) {
    const texts = comparedVelocity(flow.velocityMS, maxMS, system);
    warnings.push({
      code: 'velocityAboveLimit',
      ...velocityField,
      message: `Velocity ${texts.value} is above the ${texts.limit} recommended for a ${section.shape} ${limit.basis} (${limit.source}): expect airflow noise; use a larger duct.`,
    });
  }
  if (flow.velocityMS < limit.minMS * (1 - 1e-9)) {
    const texts = comparedVelocity(flow.velocityMS, limit.minMS, system);
    warnings.push({
      code: 'velocityBelowMinimum',
      ...velocityField,
      message: `Velocity ${texts.value} is below the ${texts.limit} required for a ${limit.basis} (${limit.source}): use a smaller duct.`,
    });
  } else if (limit.minMS === 0 && flow.velocityMS < LOW_VELOCITY_MS) {
    const texts = comparedVelocity(flow.velocityMS, LOW_VELOCITY_MS, system);
    warnings.push({
      code: 'velocityLow',
      ...velocityField,
      message: `Velocity ${texts.value} is below ${texts.limit}: the duct is larger than it needs to be.`,
    });
  }

  const judged = context.targetFrictionPaPerM ?? flow.frictionRatePaPerM;
  const frictionField =
    context.targetFrictionPaPerM === undefined ? {} : { field: 'targetFriction' };
  // Judged unrounded; printed with enough decimals that the value and the bound it crosses differ.
  const compared = (bound: number) =>
    formatComparedQuantity(
      fromSi(judged, 'ductFrictionRate', system),
      fromSi(bound, 'ductFrictionRate', system),
      'ductFrictionRate',
      system,
    );
  if (judged > USUAL_FRICTION_RATE_PA_PER_M.max * (1 + 1e-9)) {
    const texts = compared(USUAL_FRICTION_RATE_PA_PER_M.max);
    warnings.push({
      code: 'frictionHigh',
      ...frictionField,
      message: `Friction rate ${texts.value} is above the usual ${frictionText(USUAL_FRICTION_RATE_PA_PER_M.min, system)} to ${texts.limit} for low-pressure ducts: more fan energy and noise.`,
    });
  } else if (judged < USUAL_FRICTION_RATE_PA_PER_M.min * (1 - 1e-9)) {
    const texts = compared(USUAL_FRICTION_RATE_PA_PER_M.min);
    warnings.push({
      code: 'frictionLow',
      ...frictionField,
      message: `Friction rate ${texts.value} is below the usual ${texts.limit} to ${frictionText(USUAL_FRICTION_RATE_PA_PER_M.max, system)}: the duct is larger (costlier) than usual.`,
    });
  }

  if (section.shape === 'rectangular') {
    const chosen = section.widthM / section.heightM;
    const requested = context.requestedAspectRatio;
    if (requested !== undefined && requested > HIGH_ASPECT_RATIO) {
      warnings.push({
        code: 'aspectRatioHigh',
        field: 'aspectRatio',
        message: `Aspect ratio ${formatFixed(requested, 1)} is above ${HIGH_ASPECT_RATIO}: a flatter duct needs more sheet metal and has more friction for its airflow.`,
      });
    } else if (chosen > HIGH_ASPECT_RATIO * (1 + 1e-9)) {
      warnings.push({
        code: 'aspectRatioHigh',
        message: `This duct's aspect ratio ${formatFixed(chosen, 1)} is above ${HIGH_ASPECT_RATIO}: a flatter duct needs more sheet metal and has more friction for its airflow.`,
      });
    }
  }

  if (flow.flowRegime !== 'turbulent' && flow.reynoldsNumber > 0) {
    warnings.push({
      code: flow.flowRegime === 'laminar' ? 'laminarFlow' : 'transitionFlow',
      message:
        flow.flowRegime === 'laminar'
          ? `Reynolds number ${formatFixed(flow.reynoldsNumber, 0)} is laminar (below 2,300): f = 64/Re is used; duct fitting coefficients were measured in turbulent flow.`
          : `Reynolds number ${formatFixed(flow.reynoldsNumber, 0)} is in the laminar-turbulent transition (2,300 to 4,000), where friction is uncertain: f is interpolated between 64/Re and Colebrook.`,
    });
  }

  context.fittings.forEach((row, index) => {
    const fitting = FITTINGS_BY_ID.get(row.type);
    if (
      fitting &&
      row.customC === undefined &&
      row.customEquivalentLength === undefined &&
      !fitting.shapes.includes(section.shape)
    ) {
      warnings.push({
        code: 'fittingShapeMismatch',
        field: 'fittings',
        message: `Fitting ${index + 1} (${fitting.name}) was measured on ${fitting.shapes.join(' and ')} ducts; its coefficient is only indicative for a ${section.shape} duct.`,
      });
    }
  });

  if (context.lengthM === 0) {
    warnings.push({
      code: 'ductLengthZero',
      field: 'ductLength',
      message: 'Duct length is 0: the straight-duct pressure loss is 0.',
    });
  }
  return warnings;
}
