import { ACOUSTICS_PROPERTIES, DECIBEL_ADDITION_CASES } from '../acoustics/validation-cases.js';
import { DUCT_NOISE_PATH_METHOD } from '../acoustics/method.js';
import { BUILDING_LOAD_METHOD } from '../building-load/method.js';
import {
  BUILDING_LOAD_PROPERTIES,
  RADIANT_TIME_SERIES_CASES,
  RTS_HEAT_BALANCE_CASES,
} from '../building-load/validation-cases.js';
import { DUCT_METHOD } from '../duct/method.js';
import { DUCT_SYSTEM_METHOD } from '../duct-system/method.js';
import {
  DUCT_SYSTEM_CONTRACTION_CASES,
  DUCT_SYSTEM_DIVERGING_STRAIGHT_CASES,
  DUCT_SYSTEM_ELBOW_CASES,
  DUCT_SYSTEM_PROPERTIES,
  DUCT_SYSTEM_ASHRAE_EXAMPLE_7_CASES,
  DUCT_SYSTEM_WORKED_EXAMPLE_CASES,
} from '../duct-system/validation-cases.js';
import { DUCT_PROPERTIES, EQUIVALENT_DIAMETER_CASES } from '../duct/validation-cases.js';
import { ENERGY_COST_METHOD } from '../energy/method.js';
import { ENERGY_CONTENT_CASES, ENERGY_PROPERTIES } from '../energy/validation-cases.js';
import { FAN_METHOD } from '../fan/method.js';
import { FAN_PROPERTIES, FAN_SHAFT_POWER_CASES } from '../fan/validation-cases.js';
import { FRICTION_FACTOR_PROPERTIES, MOODY_CHART_CASES } from '../fluid-flow/validation-cases.js';
import { HEAT_LOAD_METHOD, HEAT_LOAD_METHOD_LIMITS } from '../heat-load/method.js';
import { HYDRONIC_SYSTEM_METHOD } from '../hydronic-system/method.js';
import {
  HYDRONIC_FLOW_FROM_LOAD_CASES,
  HYDRONIC_SYSTEM_PROPERTIES,
  HYDRONIC_TEE_CASES,
  HYDRONIC_WORKED_EXAMPLE_CASES,
  PUMP_OPERATING_POINT_CASES,
  VALVE_AUTHORITY_CASES,
} from '../hydronic-system/validation-cases.js';
import {
  AIR_LATENT_CASES,
  AIR_SENSIBLE_CASES,
  HEAT_LOAD_PROPERTIES,
} from '../heat-load/validation-cases.js';
import { PIPE_METHOD } from '../pipe/method.js';
import {
  CRANE_FRICTION_FACTOR_CASES,
  HAZEN_WILLIAMS_CASES,
  HYDRAULIC_INSTITUTE_CASES,
  PIPE_PROPERTIES,
} from '../pipe/validation-cases.js';
import { PSYCHROMETRIC_CHART_METHOD } from '../psychrometrics/chart/method.js';
import {
  ENTHALPY_CASES,
  PSYCHROMETRIC_PROPERTIES,
  SATURATION_HUMIDITY_RATIO_CASES,
  SATURATION_PRESSURE_CASES,
} from '../psychrometrics/validation-cases.js';
import { PUMP_HEAD_METHOD } from '../pump/method.js';
import { HYDRAULIC_POWER_CASES } from '../pump/validation-cases.js';
import { REFRIGERANT_LINE_METHOD } from '../refrigerant/method.js';
import { REFRIGERANT_SATURATION_CASES } from '../refrigerant/validation-cases.js';
import { VENTILATION_METHOD } from '../ventilation/method.js';
import {
  BREATHING_ZONE_CASES,
  ZONE_OUTDOOR_AIRFLOW_CASES,
} from '../ventilation/validation-cases.js';
import type { MethodStep } from '../refrigerant/method.js';
import type { CalculatorValidation, ValidationMethodStep, ValidationTable } from './types.js';

/** The steps of a method written in the reports' older shape (step, formula, reference), retitled. */
function reportSteps(steps: readonly MethodStep[]): readonly ValidationMethodStep[] {
  return steps.map(({ step, formula, reference }) => ({ title: step, formula, reference }));
}

/**
 * Every calculator's published cases, property claims and method, in the order the reference library
 * lists the calculators. A case table joins the page by one entry here; the registry test fails when a
 * `validation-cases.ts` exports a table that is not listed, or one that no test runs.
 */
export const VALIDATION_CALCULATORS: readonly CalculatorValidation[] = [
  {
    calculator: 'heat-load',
    title: 'Room heat load',
    tables: [AIR_SENSIBLE_CASES, AIR_LATENT_CASES],
    properties: Object.values(HEAT_LOAD_PROPERTIES),
    method: { limits: HEAT_LOAD_METHOD_LIMITS, steps: HEAT_LOAD_METHOD },
  },
  {
    calculator: 'building-load',
    title: 'Building loads (radiant time series)',
    tables: [RADIANT_TIME_SERIES_CASES, RTS_HEAT_BALANCE_CASES],
    properties: Object.values(BUILDING_LOAD_PROPERTIES),
    method: { limits: [], steps: BUILDING_LOAD_METHOD },
  },
  {
    calculator: 'ventilation',
    title: 'Ventilation',
    tables: [BREATHING_ZONE_CASES, ZONE_OUTDOOR_AIRFLOW_CASES],
    properties: [],
    method: { limits: [], steps: VENTILATION_METHOD },
  },
  {
    calculator: 'duct',
    title: 'Duct sizing',
    tables: [EQUIVALENT_DIAMETER_CASES],
    properties: Object.values(DUCT_PROPERTIES),
    method: { limits: [], steps: DUCT_METHOD },
  },
  {
    calculator: 'duct-system',
    title: 'Duct systems',
    tables: [
      DUCT_SYSTEM_ELBOW_CASES,
      DUCT_SYSTEM_DIVERGING_STRAIGHT_CASES,
      DUCT_SYSTEM_CONTRACTION_CASES,
      DUCT_SYSTEM_WORKED_EXAMPLE_CASES,
      DUCT_SYSTEM_ASHRAE_EXAMPLE_7_CASES,
    ],
    properties: Object.values(DUCT_SYSTEM_PROPERTIES),
    method: { limits: [], steps: DUCT_SYSTEM_METHOD },
  },
  {
    calculator: 'pipe',
    title: 'Pipe sizing',
    tables: [
      HYDRAULIC_INSTITUTE_CASES,
      MOODY_CHART_CASES,
      HAZEN_WILLIAMS_CASES,
      CRANE_FRICTION_FACTOR_CASES,
    ],
    properties: [...Object.values(FRICTION_FACTOR_PROPERTIES), ...Object.values(PIPE_PROPERTIES)],
    method: { limits: [], steps: PIPE_METHOD },
  },
  {
    calculator: 'hydronic-system',
    title: 'Hydronic systems',
    tables: [
      HYDRONIC_TEE_CASES,
      VALVE_AUTHORITY_CASES,
      HYDRONIC_WORKED_EXAMPLE_CASES,
      PUMP_OPERATING_POINT_CASES,
      HYDRONIC_FLOW_FROM_LOAD_CASES,
    ],
    properties: Object.values(HYDRONIC_SYSTEM_PROPERTIES),
    method: { limits: [], steps: HYDRONIC_SYSTEM_METHOD },
  },
  {
    calculator: 'pump',
    title: 'Pump head',
    tables: [HYDRAULIC_POWER_CASES],
    properties: [],
    method: { limits: [], steps: PUMP_HEAD_METHOD },
  },
  {
    calculator: 'fan',
    title: 'Fan selection',
    tables: [FAN_SHAFT_POWER_CASES],
    properties: Object.values(FAN_PROPERTIES),
    method: { limits: [], steps: FAN_METHOD },
  },
  {
    calculator: 'psychrometrics',
    title: 'Psychrometrics',
    tables: [SATURATION_PRESSURE_CASES, SATURATION_HUMIDITY_RATIO_CASES, ENTHALPY_CASES],
    properties: Object.values(PSYCHROMETRIC_PROPERTIES),
    method: { limits: [], steps: PSYCHROMETRIC_CHART_METHOD },
  },
  {
    calculator: 'refrigerant',
    title: 'Refrigerant line sizing',
    tables: [REFRIGERANT_SATURATION_CASES],
    properties: [],
    method: { limits: [], steps: reportSteps(REFRIGERANT_LINE_METHOD) },
  },
  {
    calculator: 'acoustics',
    title: 'Acoustics (duct noise path)',
    tables: [DECIBEL_ADDITION_CASES],
    properties: Object.values(ACOUSTICS_PROPERTIES),
    method: { limits: [], steps: reportSteps(DUCT_NOISE_PATH_METHOD) },
  },
  {
    calculator: 'energy',
    title: 'Energy cost',
    tables: [ENERGY_CONTENT_CASES],
    properties: Object.values(ENERGY_PROPERTIES),
    method: { limits: [], steps: reportSteps(ENERGY_COST_METHOD) },
  },
];

/** Every case table of the registry with the calculator it is listed under. */
export function validationTables(): readonly (ValidationTable & {
  readonly calculator: CalculatorValidation['calculator'];
})[] {
  return VALIDATION_CALCULATORS.flatMap((entry) =>
    entry.tables.map((table) => ({ ...table, calculator: entry.calculator })),
  );
}
