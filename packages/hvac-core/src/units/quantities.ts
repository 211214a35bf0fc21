import {
  CUBIC_METRES_PER_US_GALLON,
  J_KGK_PER_BTU_LBF,
  KG_M3_PER_LB_FT3,
  KILOGRAMS_PER_POUND,
  METRES_PER_FOOT,
  METRES_PER_INCH,
  PASCALS_PER_FOOT_OF_WATER,
  PASCALS_PER_INCH_OF_WATER,
  PASCALS_PER_PSI,
  WATTS_PER_BTU_PER_HOUR,
  WATTS_PER_HORSEPOWER,
  W_MK_PER_BTU_IN_HFT2F,
  W_M2K_PER_BTU_HFT2F,
} from './factors.js';
import { identity, linear, perSi, type QuantityUnits } from './display-unit.js';
import type { UnitSystem } from './unit-system.js';

const FT2 = METRES_PER_FOOT ** 2;
const FT3 = METRES_PER_FOOT ** 3;

/**
 * Every quantity the calculators show (docs/ARCHITECTURE.md "Units"), with its unit in each system.
 * SI base units: K-differences and °C, m, m², m³, W, W/m², m³/s, m/s, Pa, Pa/m, dB/m; a construction
 * layer's W/(m·K), kg/m³, J/(kg·K) and m²·K/W; kg, kg/s and K·day. Factors: NIST SP 811 (2008),
 * appendix B (units/factors.ts).
 */
export const QUANTITIES = {
  /** Temperature; SI base °C. */
  temperature: {
    Imperial: {
      label: '°F',
      toSi: (f: number) => (f - 32) / 1.8,
      fromSi: (c: number) => c * 1.8 + 32,
    },
    Metric: identity('°C'),
  },
  /** Temperature difference; SI base K. */
  temperatureDifference: { Imperial: linear('°F', 1 / 1.8), Metric: identity('K') },
  length: { Imperial: linear('ft', METRES_PER_FOOT), Metric: identity('m') },
  area: { Imperial: linear('ft²', FT2), Metric: identity('m²') },
  volume: { Imperial: linear('ft³', FT3), Metric: identity('m³') },
  /** Duct dimensions and pipe diameters; SI base m, shown in in or mm. */
  ductDimension: { Imperial: linear('in', METRES_PER_INCH), Metric: linear('mm', 1e-3) },
  pipeDiameter: { Imperial: linear('in', METRES_PER_INCH), Metric: linear('mm', 1e-3) },
  uValue: { Imperial: linear('Btu/h·ft²·°F', W_M2K_PER_BTU_HFT2F), Metric: identity('W/m²·K') },
  /** A surface (film) or layer resistance; SI base m²·K/W. */
  thermalResistance: {
    Imperial: linear('h·ft²·°F/Btu', 1 / W_M2K_PER_BTU_HFT2F),
    Metric: identity('m²·K/W'),
  },
  /** A construction layer's thickness; SI base m, shown in in or mm. */
  layerThickness: { Imperial: linear('in', METRES_PER_INCH), Metric: linear('mm', 1e-3) },
  /** Thermal conductivity of a material; SI base W/(m·K). */
  conductivity: {
    Imperial: linear('Btu·in/h·ft²·°F', W_MK_PER_BTU_IN_HFT2F),
    Metric: identity('W/m·K'),
  },
  /** Density of a material; SI base kg/m³. */
  density: { Imperial: linear('lb/ft³', KG_M3_PER_LB_FT3), Metric: identity('kg/m³') },
  /** Specific heat of a material; SI base J/(kg·K), shown in kJ/(kg·K) in Metric. */
  specificHeat: {
    Imperial: linear('Btu/lb·°F', J_KGK_PER_BTU_LBF),
    Metric: linear('kJ/kg·K', 1e3),
  },
  heatRate: { Imperial: linear('Btu/h', WATTS_PER_BTU_PER_HOUR), Metric: identity('W') },
  /** Electrical loads (lighting, equipment) are in watts in both systems. */
  electricPower: { Imperial: identity('W'), Metric: identity('W') },
  /** Lighting and equipment power per floor area, in watts in both systems; SI base W/m². */
  powerDensity: { Imperial: perSi('W/ft²', FT2), Metric: identity('W/m²') },
  airflow: { Imperial: linear('cfm', FT3 / 60), Metric: linear('L/s', 1e-3) },
  waterFlow: {
    Imperial: linear('gpm', CUBIC_METRES_PER_US_GALLON / 60),
    Metric: linear('L/s', 1e-3),
  },
  airVelocity: { Imperial: linear('fpm', METRES_PER_FOOT / 60), Metric: identity('m/s') },
  waterVelocity: { Imperial: linear('ft/s', METRES_PER_FOOT), Metric: identity('m/s') },
  ductFrictionRate: {
    Imperial: linear('in. wg/100 ft', PASCALS_PER_INCH_OF_WATER / (100 * METRES_PER_FOOT)),
    Metric: identity('Pa/m'),
  },
  ductPressureLoss: {
    Imperial: linear('in. wg', PASCALS_PER_INCH_OF_WATER),
    Metric: identity('Pa'),
  },
  /** Sound attenuation per length (a duct's, a silencer's); SI base dB/m. */
  attenuationRate: { Imperial: linear('dB/ft', 1 / METRES_PER_FOOT), Metric: identity('dB/m') },
  pipeFrictionRate: {
    Imperial: linear('ft/100 ft', PASCALS_PER_FOOT_OF_WATER / (100 * METRES_PER_FOOT)),
    Metric: identity('Pa/m'),
  },
  pipeHeadLoss: {
    Imperial: linear('ft of water', PASCALS_PER_FOOT_OF_WATER),
    Metric: linear('kPa', 1e3),
  },
  /** Pump head as a height of water column; SI base m. */
  pumpHead: { Imperial: linear('ft of water', METRES_PER_FOOT), Metric: identity('m of water') },
  shaftPower: { Imperial: linear('hp', WATTS_PER_HORSEPOWER), Metric: linear('kW', 1e3) },
  /** Refrigerant line pressure drops; SI base Pa, shown in psi or kPa. NIST SP 811 B.8 (psi). */
  refrigerantPressure: { Imperial: linear('psi', PASCALS_PER_PSI), Metric: linear('kPa', 1000) },
  /** Refrigerant charge; SI base kg. NIST SP 811 B.8 (pound, avoirdupois). */
  mass: { Imperial: linear('lb', KILOGRAMS_PER_POUND), Metric: identity('kg') },
  /** Refrigerant mass flow; SI base kg/s, shown per hour. NIST SP 811 B.8 (pound per hour). */
  massFlow: {
    Imperial: linear('lb/h', KILOGRAMS_PER_POUND / 3600),
    Metric: linear('kg/h', 1 / 3600),
  },
  /** Refrigerant gas velocity, in fpm as the ASHRAE Refrigeration Handbook states limits; SI base m/s. */
  refrigerantVelocity: {
    Imperial: linear('fpm', METRES_PER_FOOT / 60),
    Metric: identity('m/s'),
  },
  /** Degree-days, °F·day | K·day; SI base K·day. NIST SP 811 B.8 (1 °F difference = 1/1.8 K). */
  degreeDays: { Imperial: linear('°F·day', 1 / 1.8), Metric: identity('K·day') },
} as const satisfies Record<string, QuantityUnits>;

export type Quantity = keyof typeof QUANTITIES;

/**
 * The unit label of a quantity in a unit system.
 *
 * @example unitLabel('airflow', 'Metric') //=> 'L/s'
 */
export function unitLabel(quantity: Quantity, unitSystem: UnitSystem): string {
  return QUANTITIES[quantity][unitSystem].label;
}

/** A value shown in `unitSystem` converted to the quantity's SI base unit. */
export function toSi(value: number, quantity: Quantity, unitSystem: UnitSystem): number {
  return QUANTITIES[quantity][unitSystem].toSi(value);
}

/** A value in the quantity's SI base unit converted to its unit in `unitSystem`. */
export function fromSi(valueSi: number, quantity: Quantity, unitSystem: UnitSystem): number {
  return QUANTITIES[quantity][unitSystem].fromSi(valueSi);
}

/**
 * Converts a value of a quantity from one unit system to the other.
 *
 * @example convertValue(1000, 'airflow', 'Imperial', 'Metric') //=> 471.947...
 */
export function convertValue(
  value: number,
  quantity: Quantity,
  from: UnitSystem,
  to: UnitSystem,
): number {
  if (from === to) return value;
  return fromSi(toSi(value, quantity, from), quantity, to);
}
