import { KILOGRAMS_PER_POUND, METRES_PER_FOOT, PASCALS_PER_PSI } from '../units/index.js';
import type { UnitSystem } from '../units/index.js';
import {
  DRY_BULB_MAX_C,
  DRY_BULB_MIN_C,
  ENTHALPY_IP,
  ENTHALPY_SI,
  FREEZING_POINT_C,
  FREEZING_POINT_F,
  GRAINS_PER_POUND,
  J_KG_PER_BTU_LB,
  PRESSURE_MAX_PA,
  PRESSURE_MIN_PA,
  STANDARD_ATMOSPHERE_IP,
  STANDARD_ATMOSPHERE_SI,
} from './constants.js';
import {
  dryBulbFromEnthalpyC,
  dryBulbFromEnthalpyF,
  enthalpyJKgFromBtuLb,
  humidityRatioFromEnthalpy,
  humidityRatioFromEnthalpyIp,
  moistAirEnthalpyBtuLb,
  moistAirEnthalpyJKg,
} from './enthalpy.js';
import { saturationVaporPressurePa, saturationVaporPressurePsi } from './saturation-pressure.js';
import { moistAirSpecificVolumeFt3Lb, moistAirSpecificVolumeM3Kg } from './specific-volume.js';
import {
  standardAtmosphericPressurePa,
  standardAtmosphericPressurePsi,
} from './standard-atmosphere.js';
import { WET_BULB_IP, WET_BULB_SI } from './wet-bulb.js';
import type { WetBulbSystem } from './wet-bulb.js';

/** Unit labels of a moist-air state's values in one unit system. */
export interface MoistAirUnits {
  readonly temperature: '°F' | '°C';
  readonly humidityRatio: 'lb/lb' | 'kg/kg';
  /** The smaller unit of humidity ratio shown beside it. */
  readonly humidityRatioDisplay: 'gr/lb' | 'g/kg';
  readonly enthalpy: 'Btu/lb' | 'kJ/kg';
  readonly specificVolume: 'ft³/lb' | 'm³/kg';
  readonly density: 'lb/ft³' | 'kg/m³';
  readonly pressure: 'psia' | 'kPa';
  readonly altitude: 'ft' | 'm';
}

/**
 * The ASHRAE equations in the native units of one edition of Fundamentals ch. 1. The SI set works in
 * °C, Pa, J/kg and m³/kg; the I-P set in °F, psia, Btu/lb and ft³/lb with the I-P edition's own
 * coefficients, so Imperial results match the I-P equations (and PsychroLib in IP mode) exactly
 * rather than through a conversion that the separately rounded coefficients would spoil.
 */
export interface EquationSet {
  readonly unitSystem: UnitSystem;
  readonly units: MoistAirUnits;
  readonly wetBulb: WetBulbSystem;
  readonly saturationPressure: (dryBulb: number) => number;
  readonly enthalpy: (dryBulb: number, humidityRatio: number) => number;
  readonly dryBulbFromEnthalpy: (enthalpy: number, humidityRatio: number) => number;
  readonly humidityRatioFromEnthalpy: (enthalpy: number, dryBulb: number) => number;
  /** Enthalpy of water vapour at t (the W term of eq. 30): steam for humidifiers. */
  readonly vapourEnthalpy: (temperature: number) => number;
  /** Enthalpy of liquid water at t, same datum as eq. 30 (ASHRAE eq. 34: 4.186 t kJ/kg; t − 32 Btu/lb). */
  readonly liquidWaterEnthalpy: (temperature: number) => number;
  readonly specificVolume: (dryBulb: number, humidityRatio: number, pressure: number) => number;
  readonly standardPressure: (altitude: number) => number;
  readonly freezingPoint: number;
  readonly dryBulbMin: number;
  readonly dryBulbMax: number;
  /** Native pressure range (Pa or psia). */
  readonly pressureMin: number;
  readonly pressureMax: number;
  /** Altitudes (m or ft) whose standard pressure spans the pressure range. */
  readonly altitudeMin: number;
  readonly altitudeMax: number;
  /** Display unit per native unit: kPa per Pa (1e-3), psia per psia (1). */
  readonly pressureDisplayPerNative: number;
  /** Display unit per native unit: kJ/kg per J/kg (1e-3), Btu/lb per Btu/lb (1). */
  readonly enthalpyDisplayPerNative: number;
  /** g/kg per kg/kg (1000) or grains/lb per lb/lb (7000). */
  readonly humidityRatioDisplayPerUnit: number;
  /** Native values to SI base units (°C, Pa, J/kg with the 0 °C datum, m³/kg, kg/m³, m). */
  readonly toSi: {
    readonly temperature: (t: number) => number;
    readonly temperatureDifference: (dt: number) => number;
    readonly pressure: (p: number) => number;
    readonly enthalpy: (h: number) => number;
    readonly enthalpyDifference: (dh: number) => number;
    readonly specificVolume: (v: number) => number;
    readonly density: (rho: number) => number;
    readonly altitude: (z: number) => number;
  };
  /** SI base units to native. */
  readonly fromSi: {
    readonly temperature: (tC: number) => number;
    readonly pressure: (pPa: number) => number;
  };
}

/** Altitude whose standard pressure (eq. 3) is `pressure`. */
function altitudeAt(
  atmosphere: typeof STANDARD_ATMOSPHERE_SI | typeof STANDARD_ATMOSPHERE_IP,
  pressure: number,
): number {
  return (
    (1 - (pressure / atmosphere.seaLevelPressure) ** (1 / atmosphere.exponent)) /
    atmosphere.lapseFactor
  );
}

const CUBIC_METRES_PER_CUBIC_FOOT = METRES_PER_FOOT ** 3;

export const SI_EQUATIONS: EquationSet = {
  unitSystem: 'Metric',
  units: {
    temperature: '°C',
    humidityRatio: 'kg/kg',
    humidityRatioDisplay: 'g/kg',
    enthalpy: 'kJ/kg',
    specificVolume: 'm³/kg',
    density: 'kg/m³',
    pressure: 'kPa',
    altitude: 'm',
  },
  wetBulb: WET_BULB_SI,
  saturationPressure: saturationVaporPressurePa,
  enthalpy: moistAirEnthalpyJKg,
  dryBulbFromEnthalpy: dryBulbFromEnthalpyC,
  humidityRatioFromEnthalpy,
  vapourEnthalpy: (t) => ENTHALPY_SI.vapourAtDatum + ENTHALPY_SI.vapour * t,
  liquidWaterEnthalpy: (t) => 4186 * t,
  specificVolume: moistAirSpecificVolumeM3Kg,
  standardPressure: standardAtmosphericPressurePa,
  freezingPoint: FREEZING_POINT_C,
  dryBulbMin: DRY_BULB_MIN_C,
  dryBulbMax: DRY_BULB_MAX_C,
  pressureMin: PRESSURE_MIN_PA,
  pressureMax: PRESSURE_MAX_PA,
  altitudeMin: altitudeAt(STANDARD_ATMOSPHERE_SI, PRESSURE_MAX_PA),
  altitudeMax: altitudeAt(STANDARD_ATMOSPHERE_SI, PRESSURE_MIN_PA),
  pressureDisplayPerNative: 1e-3,
  enthalpyDisplayPerNative: 1e-3,
  humidityRatioDisplayPerUnit: 1000,
  toSi: {
    temperature: (t) => t,
    temperatureDifference: (dt) => dt,
    pressure: (p) => p,
    enthalpy: (h) => h,
    enthalpyDifference: (dh) => dh,
    specificVolume: (v) => v,
    density: (rho) => rho,
    altitude: (z) => z,
  },
  fromSi: { temperature: (t) => t, pressure: (p) => p },
};

export const IP_EQUATIONS: EquationSet = {
  unitSystem: 'Imperial',
  units: {
    temperature: '°F',
    humidityRatio: 'lb/lb',
    humidityRatioDisplay: 'gr/lb',
    enthalpy: 'Btu/lb',
    specificVolume: 'ft³/lb',
    density: 'lb/ft³',
    pressure: 'psia',
    altitude: 'ft',
  },
  wetBulb: WET_BULB_IP,
  saturationPressure: saturationVaporPressurePsi,
  enthalpy: moistAirEnthalpyBtuLb,
  dryBulbFromEnthalpy: dryBulbFromEnthalpyF,
  humidityRatioFromEnthalpy: humidityRatioFromEnthalpyIp,
  vapourEnthalpy: (t) => ENTHALPY_IP.vapourAtDatum + ENTHALPY_IP.vapour * t,
  liquidWaterEnthalpy: (t) => t - FREEZING_POINT_F,
  specificVolume: moistAirSpecificVolumeFt3Lb,
  standardPressure: standardAtmosphericPressurePsi,
  freezingPoint: FREEZING_POINT_F,
  dryBulbMin: DRY_BULB_MIN_C * 1.8 + 32,
  dryBulbMax: DRY_BULB_MAX_C * 1.8 + 32,
  pressureMin: PRESSURE_MIN_PA / PASCALS_PER_PSI,
  pressureMax: PRESSURE_MAX_PA / PASCALS_PER_PSI,
  altitudeMin: altitudeAt(STANDARD_ATMOSPHERE_IP, PRESSURE_MAX_PA / PASCALS_PER_PSI),
  altitudeMax: altitudeAt(STANDARD_ATMOSPHERE_IP, PRESSURE_MIN_PA / PASCALS_PER_PSI),
  pressureDisplayPerNative: 1,
  enthalpyDisplayPerNative: 1,
  humidityRatioDisplayPerUnit: GRAINS_PER_POUND,
  toSi: {
    temperature: (t) => (t - 32) / 1.8,
    temperatureDifference: (dt) => dt / 1.8,
    pressure: (p) => p * PASCALS_PER_PSI,
    enthalpy: enthalpyJKgFromBtuLb,
    enthalpyDifference: (dh) => dh * J_KG_PER_BTU_LB,
    specificVolume: (v) => (v * CUBIC_METRES_PER_CUBIC_FOOT) / KILOGRAMS_PER_POUND,
    density: (rho) => (rho * KILOGRAMS_PER_POUND) / CUBIC_METRES_PER_CUBIC_FOOT,
    altitude: (z) => z * METRES_PER_FOOT,
  },
  fromSi: { temperature: (t) => t * 1.8 + 32, pressure: (p) => p / PASCALS_PER_PSI },
};

/** The equation set of a unit system. */
export function equationSetFor(unitSystem: UnitSystem): EquationSet {
  return unitSystem === 'Imperial' ? IP_EQUATIONS : SI_EQUATIONS;
}
