import type { ResultFieldSpec } from '../_lib/field-spec.js';
import type { Quantity, UnitSystem } from '../units/index.js';

/*
 * The duct system's result numbers as the shared `ResultFieldSpec`: label, unit and the decimals an
 * engineer reads the figure to, for the page, the report and a saved file's result labels. The
 * input fields are `NumberFieldSpec`s in number-fields.ts.
 */

/** The quantities a duct system's results are in. */
export type DuctSystemResultQuantity = Extract<
  Quantity,
  | 'airflow'
  | 'ductDimension'
  | 'airVelocity'
  | 'ductPressureLoss'
  | 'ductFrictionRate'
  | 'length'
  | 'area'
  | 'temperature'
>;

/** Decimals shown per quantity and unit system: the resolution an engineer reads the figure to. */
export const DUCT_SYSTEM_RESULT_DECIMALS = {
  airflow: { Imperial: 0, Metric: 1 },
  ductDimension: { Imperial: 1, Metric: 0 },
  airVelocity: { Imperial: 0, Metric: 2 },
  ductPressureLoss: { Imperial: 3, Metric: 1 },
  ductFrictionRate: { Imperial: 3, Metric: 2 },
  length: { Imperial: 1, Metric: 2 },
  area: { Imperial: 2, Metric: 3 },
  temperature: { Imperial: 1, Metric: 1 },
} as const satisfies Record<DuctSystemResultQuantity, Readonly<Record<UnitSystem, number>>>;

/** A plain number's most decimals (coefficients, ratios, Reynolds numbers). */
const PLAIN_DECIMALS = 3;

const field = (label: string, quantity: DuctSystemResultQuantity | null): ResultFieldSpec =>
  quantity === null
    ? { label, unit: { fixed: '' }, decimals: PLAIN_DECIMALS }
    : { label, unit: quantity, decimals: DUCT_SYSTEM_RESULT_DECIMALS[quantity] };

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
} as const satisfies Record<string, ResultFieldSpec>;

/** The numbers of a path's result. */
export const DUCT_SYSTEM_PATH_RESULT_FIELDS = {
  ductLoss: field('Duct loss', 'ductPressureLoss'),
  terminalLoss: field('Terminal', 'ductPressureLoss'),
  total: field('Path total', 'ductPressureLoss'),
  excessPressure: field('Excess (damper)', 'ductPressureLoss'),
  damperCoefficient: field('Damper C', null),
} as const satisfies Record<string, ResultFieldSpec>;

/** The numbers of the fan result. */
export const DUCT_SYSTEM_FAN_RESULT_FIELDS = {
  airflow: field('Fan airflow', 'airflow'),
  supplyCriticalPathTotal: field('Supply critical path', 'ductPressureLoss'),
  returnCriticalPathTotal: field('Return critical path', 'ductPressureLoss'),
  componentsPressure: field('Components', 'ductPressureLoss'),
  systemTotalPressure: field('System total pressure', 'ductPressureLoss'),
  safetyFactorPercent: { label: 'Safety factor', unit: { fixed: '%' }, decimals: PLAIN_DECIMALS },
  fanTotalPressure: field('Fan total pressure', 'ductPressureLoss'),
  externalStaticPressure: field('External static pressure', 'ductPressureLoss'),
} as const satisfies Record<string, ResultFieldSpec>;
