import type { Quantity } from '../units/index.js';

/**
 * The duct system's fields as data for a form and a report: each number's label and the quantity
 * it is in (its unit in either unit system: `unitLabel(quantity, unitSystem)`), or `null` for a
 * plain number (ratios, angles, coefficients, counts). The converter reads its quantities from here,
 * so a new dimensioned field is declared once.
 */
export interface DuctSystemFieldSpec {
  readonly label: string;
  readonly quantity: Quantity | null;
}

const field = (label: string, quantity: Quantity | null): DuctSystemFieldSpec => ({
  label,
  quantity,
});

/** Top-level numeric inputs. */
export const DUCT_SYSTEM_FIELDS = {
  frictionRate: field('Friction rate', 'ductFrictionRate'),
  velocity: field('Velocity', 'airVelocity'),
  airTemperature: field('Air temperature', 'temperature'),
  altitude: field('Altitude', 'length'),
  aspectRatio: field('Aspect ratio', null),
  maxAspectRatio: field('Maximum aspect ratio', null),
  safetyFactorPercent: field('Safety factor, %', null),
} as const satisfies Record<string, DuctSystemFieldSpec>;

/** Numeric inputs of a section. */
export const DUCT_SYSTEM_SECTION_FIELDS = {
  length: field('Length', 'length'),
  diameter: field('Diameter', 'ductDimension'),
  width: field('Width (flat oval: major axis)', 'ductDimension'),
  height: field('Height (flat oval: minor axis)', 'ductDimension'),
  aspectRatio: field('Aspect ratio', null),
  damperCoefficient: field('Damper coefficient C', null),
} as const satisfies Record<string, DuctSystemFieldSpec>;

/** Numeric inputs of a terminal. */
export const DUCT_SYSTEM_TERMINAL_FIELDS = {
  airflow: field('Airflow', 'airflow'),
  pressureDrop: field('Pressure drop', 'ductPressureLoss'),
  ratedAirflow: field('Rated airflow', 'airflow'),
} as const satisfies Record<string, DuctSystemFieldSpec>;

/** Numeric inputs of a fan-unit component (coil, filter). */
export const DUCT_SYSTEM_COMPONENT_FIELDS = {
  pressureDrop: field('Pressure drop', 'ductPressureLoss'),
  ratedAirflow: field('Rated airflow', 'airflow'),
} as const satisfies Record<string, DuctSystemFieldSpec>;

/** Numeric inputs of a fitting, by fitting type. */
export const DUCT_SYSTEM_FITTING_FIELDS = {
  quantity: field('Quantity', null),
  angle: field('Angle, °', null),
  radiusRatio: field('Radius ratio r/D', null),
  coefficient: field('Loss coefficient C', null),
  pressureDrop: field('Pressure drop', 'ductPressureLoss'),
  ratedAirflow: field('Rated airflow', 'airflow'),
} as const satisfies Record<string, DuctSystemFieldSpec>;

/** Numeric inputs of an analysis and of a fan curve point. */
export const DUCT_SYSTEM_ANALYSIS_FIELDS = {
  fanTotalPressure: field('Fan total pressure', 'ductPressureLoss'),
  airflow: field('Fan curve airflow', 'airflow'),
  totalPressure: field('Fan curve total pressure', 'ductPressureLoss'),
} as const satisfies Record<string, DuctSystemFieldSpec>;

/** The numbers of a section's result. */
export const DUCT_SYSTEM_SECTION_RESULT_FIELDS = {
  diameter: field('Diameter', 'ductDimension'),
  width: field('Width', 'ductDimension'),
  height: field('Height', 'ductDimension'),
  equivalentDiameter: field('Equivalent diameter', 'ductDimension'),
  airflow: field('Airflow', 'airflow'),
  designAirflow: field('Design airflow', 'airflow'),
  area: field('Area', 'area'),
  length: field('Length', 'length'),
  velocity: field('Velocity', 'airVelocity'),
  maxVelocity: field('Velocity limit', 'airVelocity'),
  velocityPressure: field('Velocity pressure', 'ductPressureLoss'),
  reynoldsNumber: field('Reynolds number', null),
  frictionFactor: field('Friction factor', null),
  frictionRate: field('Friction rate', 'ductFrictionRate'),
  frictionLoss: field('Friction loss', 'ductPressureLoss'),
  fittingLoss: field('Fitting loss', 'ductPressureLoss'),
  damperLoss: field('Damper loss', 'ductPressureLoss'),
  totalLoss: field('Section loss', 'ductPressureLoss'),
  totalPressureInlet: field('Total pressure, inlet', 'ductPressureLoss'),
  totalPressureOutlet: field('Total pressure, outlet', 'ductPressureLoss'),
  staticPressureInlet: field('Static pressure, inlet', 'ductPressureLoss'),
  staticPressureOutlet: field('Static pressure, outlet', 'ductPressureLoss'),
  pathLossFromFan: field('Loss from the fan', 'ductPressureLoss'),
} as const satisfies Record<string, DuctSystemFieldSpec>;

/** The numbers of a path's result. */
export const DUCT_SYSTEM_PATH_RESULT_FIELDS = {
  ductLoss: field('Duct loss', 'ductPressureLoss'),
  terminalLoss: field('Terminal', 'ductPressureLoss'),
  total: field('Path total', 'ductPressureLoss'),
  excessPressure: field('Excess (damper)', 'ductPressureLoss'),
  damperCoefficient: field('Damper C', null),
} as const satisfies Record<string, DuctSystemFieldSpec>;

/** The numbers of the fan result. */
export const DUCT_SYSTEM_FAN_RESULT_FIELDS = {
  airflow: field('Fan airflow', 'airflow'),
  supplyCriticalPathTotal: field('Supply critical path', 'ductPressureLoss'),
  returnCriticalPathTotal: field('Return critical path', 'ductPressureLoss'),
  componentsPressure: field('Components', 'ductPressureLoss'),
  systemTotalPressure: field('System total pressure', 'ductPressureLoss'),
  safetyFactorPercent: field('Safety factor, %', null),
  fanTotalPressure: field('Fan total pressure', 'ductPressureLoss'),
  externalStaticPressure: field('External static pressure', 'ductPressureLoss'),
} as const satisfies Record<string, DuctSystemFieldSpec>;

/** The quantities of a field table, for conversion: the fields that have one. */
export function ductSystemFieldQuantities(
  fields: Readonly<Record<string, DuctSystemFieldSpec>>,
): Readonly<Record<string, Quantity>> {
  const out: Record<string, Quantity> = {};
  for (const [name, spec] of Object.entries(fields))
    if (spec.quantity !== null) out[name] = spec.quantity;
  return out;
}
