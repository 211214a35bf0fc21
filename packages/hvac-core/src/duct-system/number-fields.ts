import {
  DUCT_SYSTEM_FITTING_TYPE_RANGES,
  DUCT_SYSTEM_RANGES_SI,
  type DuctSystemRange,
} from './schema.js';
import type { NumberFieldSpec, PerUnitSystem } from '../_lib/field-spec.js';

/**
 * The duct system's numeric input fields as the shared `NumberFieldSpec`, the one description the
 * form, the converter and the report read: label, quantity and range (a quantity's range from
 * DUCT_SYSTEM_RANGES_SI, checked in SI by the schema), with the arrow-key step and decimals.
 */
function dimensioned(
  label: string,
  range: DuctSystemRange,
  step: PerUnitSystem<number>,
  decimals: number,
  help?: string,
): NumberFieldSpec {
  const { min, max, quantity } = DUCT_SYSTEM_RANGES_SI[range];
  return {
    label,
    unit: quantity,
    range: { si: [min, max] },
    step,
    decimals,
    ...(help === undefined ? {} : { help }),
  };
}

/** A plain number (ratio, coefficient, angle, count) in the schema's range. */
function plain(
  label: string,
  min: number,
  max: number,
  step: number,
  decimals: number,
  unit = '',
): NumberFieldSpec {
  return {
    label,
    unit: { fixed: unit },
    range: { display: { Imperial: [min, max], Metric: [min, max] } },
    step,
    decimals,
  };
}

const PRESSURE_STEP = { Imperial: 0.01, Metric: 5 } as const;
const AIRFLOW_STEP = { Imperial: 10, Metric: 5 } as const;

/** System settings. */
export const DUCT_SYSTEM_SETTINGS_FIELD_SPECS = {
  frictionRate: dimensioned('Friction rate', 'frictionRate', { Imperial: 0.01, Metric: 0.05 }, 3),
  velocity: dimensioned('Velocity', 'velocity', { Imperial: 100, Metric: 0.5 }, 2),
  airTemperature: dimensioned(
    'Air temperature',
    'airTemperature',
    1,
    1,
    'Of the air in the ducts; 68 °F / 20 °C when blank.',
  ),
  altitude: dimensioned('Altitude', 'altitude', { Imperial: 100, Metric: 50 }, 0),
  aspectRatio: plain('Aspect ratio', 1, 10, 0.5, 2),
  maxAspectRatio: plain('Maximum aspect ratio', 1, 10, 0.5, 2),
  safetyFactorPercent: plain('Safety factor', 0, 100, 5, 1, '%'),
} as const;

/** A section's numbers. */
export const DUCT_SYSTEM_SECTION_FIELD_SPECS = {
  length: dimensioned('Length', 'length', { Imperial: 5, Metric: 1 }, 2),
  diameter: dimensioned('Diameter', 'dimension', { Imperial: 1, Metric: 25 }, 1),
  width: dimensioned('Width (flat oval: major axis)', 'dimension', { Imperial: 1, Metric: 25 }, 1),
  height: dimensioned(
    'Height (flat oval: minor axis)',
    'dimension',
    { Imperial: 1, Metric: 25 },
    1,
  ),
  aspectRatio: plain('Aspect ratio', 1, 10, 0.5, 2),
  damperCoefficient: plain('Damper coefficient C', 0, 1e5, 0.5, 3),
} as const;

/** A terminal's numbers. */
export const DUCT_SYSTEM_TERMINAL_FIELD_SPECS = {
  airflow: dimensioned('Airflow', 'airflow', AIRFLOW_STEP, 2),
  pressureDrop: dimensioned(
    'Pressure drop',
    'pressureDrop',
    PRESSURE_STEP,
    3,
    'Catalogue total pressure at the rated airflow.',
  ),
  ratedAirflow: dimensioned(
    'Rated airflow',
    'airflow',
    AIRFLOW_STEP,
    2,
    'Blank: the design airflow.',
  ),
} as const;

/** A fan-unit component's numbers. */
export const DUCT_SYSTEM_COMPONENT_FIELD_SPECS = {
  pressureDrop: dimensioned('Pressure drop', 'pressureDrop', PRESSURE_STEP, 3),
  ratedAirflow: dimensioned('Rated airflow', 'airflow', AIRFLOW_STEP, 2, 'Blank: the fan airflow.'),
} as const;

/** A fitting's numbers (which apply depends on its type). */
export const DUCT_SYSTEM_FITTING_FIELD_SPECS = {
  quantity: plain('Quantity', 1, 50, 1, 0),
  angle: plain('Angle, °', 1, 180, 15, 1),
  radiusRatio: plain('Radius ratio r/D', 0, 10, 0.25, 2),
  coefficient: plain('Loss coefficient C', 0, 1000, 0.05, 3),
  pressureDrop: dimensioned('Pressure drop', 'pressureDrop', PRESSURE_STEP, 3),
  ratedAirflow: dimensioned('Rated airflow', 'airflow', AIRFLOW_STEP, 2),
} as const;

/** The analysis fan. */
export const DUCT_SYSTEM_ANALYSIS_FIELD_SPECS = {
  fanTotalPressure: dimensioned(
    'Fan total pressure',
    'fanPressure',
    PRESSURE_STEP,
    3,
    'The fan’s total pressure at its operating point (components included).',
  ),
} as const;

/** A fan curve point. */
export const DUCT_SYSTEM_FAN_CURVE_FIELD_SPECS = {
  airflow: {
    ...dimensioned('Fan curve airflow', 'airflow', AIRFLOW_STEP, 2),
    range: { si: [0, DUCT_SYSTEM_RANGES_SI.airflow.max] },
  },
  totalPressure: {
    ...dimensioned('Fan curve total pressure', 'fanPressure', PRESSURE_STEP, 3),
    range: { si: [0, DUCT_SYSTEM_RANGES_SI.fanPressure.max] },
  },
} as const satisfies Record<string, NumberFieldSpec>;

/**
 * A fitting's number as its type accepts it: an elbow's angle is 1–180°, a junction's 15–90°, an
 * entry's radius ratio 0–1 (`DUCT_SYSTEM_FITTING_TYPE_RANGES`, which the schema checks); other
 * numbers as `DUCT_SYSTEM_FITTING_FIELD_SPECS` gives them.
 *
 * @example ductSystemFittingFieldSpec('junction', 'angle').range //=> { display: { Imperial: [15, 90], Metric: [15, 90] } }
 */
export function ductSystemFittingFieldSpec(
  type: string,
  field: keyof typeof DUCT_SYSTEM_FITTING_FIELD_SPECS,
): NumberFieldSpec {
  const spec = DUCT_SYSTEM_FITTING_FIELD_SPECS[field];
  const ranges: Partial<Record<string, readonly [number, number]>> | undefined =
    type in DUCT_SYSTEM_FITTING_TYPE_RANGES
      ? DUCT_SYSTEM_FITTING_TYPE_RANGES[type as keyof typeof DUCT_SYSTEM_FITTING_TYPE_RANGES]
      : undefined;
  const range = ranges?.[field];
  return range === undefined
    ? spec
    : { ...spec, range: { display: { Imperial: range, Metric: range } } };
}
