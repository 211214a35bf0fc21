import {
  HUMIDITY_RATIO_ROUNDING,
  MOLAR_MASS_RATIO_WATER_DRY_AIR,
  SATURATION_TOLERANCE,
} from './constants.js';
import { dewPointOrFloor, invertSaturationCurve } from './dew-point.js';
import { equationSetFor } from './equation-set.js';
import type { EquationSet, MoistAirUnits } from './equation-set.js';
import { PsychrometricRangeError, assertFieldInRange, formatForMessage } from './errors.js';
import { degreeOfSaturationFromPressures } from './relative-humidity.js';
import type { AirConditions, MoistAirStateInput, MoistAirStateSpec } from './state-input.js';
import type { UnitSystem } from '../units/index.js';
import { humidityRatioAtWetBulb, solveWetBulb } from './wet-bulb.js';

/** A moist-air state in SI base units, for other engine modules. */
export interface MoistAirStateSi {
  readonly dryBulbC: number;
  readonly wetBulbC: number;
  readonly dewPointC: number;
  /** Fraction, 0–1. */
  readonly relativeHumidity: number;
  /** kg water per kg dry air. */
  readonly humidityRatio: number;
  /** J per kg dry air, datum dry air and liquid water at 0 °C. */
  readonly enthalpyJKg: number;
  /** m³ per kg dry air. */
  readonly specificVolumeM3Kg: number;
  readonly densityKgM3: number;
  readonly vaporPressurePa: number;
  readonly degreeOfSaturation: number;
  readonly pressurePa: number;
}

/**
 * A complete moist-air state in the units of `unitSystem` (°F, lb/lb, gr/lb, Btu/lb, ft³/lb, lb/ft³,
 * psia; or °C, kg/kg, g/kg, kJ/kg, m³/kg, kg/m³, kPa), with the same state in SI under `si`.
 */
export interface MoistAirState {
  readonly unitSystem: UnitSystem;
  readonly dryBulb: number;
  /** Thermodynamic wet-bulb temperature. */
  readonly wetBulb: number;
  /** Dew point (frost point when below freezing). */
  readonly dewPoint: number;
  /** Relative humidity as a fraction, 0–1. */
  readonly relativeHumidity: number;
  /** Relative humidity, 0–100 %. */
  readonly relativeHumidityPercent: number;
  /** Humidity ratio, lb/lb or kg/kg (mass of water per mass of dry air). */
  readonly humidityRatio: number;
  /** Humidity ratio in grains per lb (Imperial) or g per kg (Metric). */
  readonly humidityRatioDisplay: number;
  /** Enthalpy per mass of dry air, Btu/lb (datum 0 °F dry air) or kJ/kg (datum 0 °C). */
  readonly enthalpy: number;
  /** Volume per mass of dry air, ft³/lb or m³/kg. */
  readonly specificVolume: number;
  /** Mass of moist air per volume, lb/ft³ or kg/m³. */
  readonly density: number;
  /** Partial pressure of the water vapour, psia or kPa. */
  readonly vaporPressure: number;
  /** W/Ws, 0–1. */
  readonly degreeOfSaturation: number;
  /** Barometric pressure, psia or kPa. */
  readonly pressure: number;
  readonly units: MoistAirUnits;
  readonly si: MoistAirStateSi;
}

/** Something about the input that is valid but probably not what was meant. */
export interface MoistAirStateWarning {
  /** `relativeHumidityLooksLikeFraction`: relative humidity above 0 and below 1 %, as a 0–1 fraction would be. */
  readonly code: 'relativeHumidityLooksLikeFraction';
  /** The input field the warning is about. */
  readonly field: 'relativeHumidity';
  /** A sentence for a person, with the fix. */
  readonly message: string;
}

/** `moistAirState`'s answer: the state and any warnings about its input. */
export interface MoistAirStateResult extends MoistAirState {
  /** Warnings about the input (empty when none); the state is computed from the input as given. */
  readonly warnings: readonly MoistAirStateWarning[];
}

/**
 * Warnings about a state's input: relative humidity is in percent here while the low-level formulas
 * take 0–1, so a value above 0 and below 1 % is most likely a fraction (0.5 meant as 50 %).
 */
export function moistAirStateWarnings(spec: MoistAirStateSpec): MoistAirStateWarning[] {
  const rh = 'relativeHumidity' in spec ? spec.relativeHumidity : undefined;
  if (rh === undefined || !(rh > 0 && rh < 1)) return [];
  return [
    {
      code: 'relativeHumidityLooksLikeFraction',
      field: 'relativeHumidity',
      message: `Relative humidity is in percent: ${rh} means ${rh} %, a very dry air. If you meant ${rh * 100} %, enter ${rh * 100}.`,
    },
  ];
}

/** Values known exactly from the input, which need not be solved for again. */
interface KnownTemperatures {
  readonly wetBulb?: number;
  readonly dewPoint?: number;
}

/** No temperature known from the input (shared, so a state from RH allocates none). */
const NONE_KNOWN: KnownTemperatures = Object.freeze({});

/** A spec solved for its dry bulb and humidity ratio (native units). */
interface SolvedSpec {
  readonly dryBulb: number;
  readonly humidityRatio: number;
  readonly known: KnownTemperatures;
  /** pws at `dryBulb` when solving the spec needed it already (range-checked by eq.saturationPressure). */
  readonly saturationPressure?: number;
}

/** Barometric pressure in native units from the input's pressure or altitude (sea level if neither). */
export function resolvePressure(eq: EquationSet, conditions: AirConditions): number {
  const { pressure, altitude } = conditions;
  const u = eq.units;
  if (pressure !== undefined && altitude !== undefined) {
    throw new PsychrometricRangeError(
      'altitude',
      'Give the barometric pressure or the altitude, not both.',
    );
  }
  if (pressure !== undefined) {
    const d = eq.pressureDisplayPerNative;
    assertFieldInRange(
      pressure,
      'pressure',
      'Barometric pressure',
      eq.pressureMin * d,
      eq.pressureMax * d,
      u.pressure,
    );
    return pressure / d;
  }
  if (altitude !== undefined) {
    assertFieldInRange(
      altitude,
      'altitude',
      'Altitude',
      eq.altitudeMin,
      eq.altitudeMax,
      u.altitude,
    );
    return Math.min(Math.max(eq.standardPressure(altitude), eq.pressureMin), eq.pressureMax);
  }
  return eq.standardPressure(0);
}

function assertNumber(value: number, field: string, label: string): void {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new PsychrometricRangeError(field, `${label} must be a number, got ${String(value)}.`);
  }
}

function assertDryBulb(eq: EquationSet, dryBulb: number): void {
  assertFieldInRange(
    dryBulb,
    'dryBulb',
    'Dry bulb',
    eq.dryBulbMin,
    eq.dryBulbMax,
    eq.units.temperature,
  );
}

function assertRelativeHumidity(relativeHumidity: number): void {
  assertFieldInRange(relativeHumidity, 'relativeHumidity', 'Relative humidity', 0, 100, '%');
}

/**
 * Ws in native units, or Infinity when the dry bulb is at or above the boiling point at p.
 *
 * @see ASHRAE Handbook—Fundamentals (2017), ch. 1, eq. 21 (Ws = 0.621945 pws/(p − pws)).
 */
export function saturationHumidityRatioOrInfinity(
  eq: EquationSet,
  dryBulb: number,
  pressure: number,
): number {
  const pws = eq.saturationPressure(dryBulb);
  return pws < pressure
    ? (MOLAR_MASS_RATIO_WATER_DRY_AIR * pws) / (pressure - pws)
    : Number.POSITIVE_INFINITY;
}

/** A derived dry bulb, pulled back onto the range when it misses it only by rounding; NaN if really outside. */
function derivedDryBulb(eq: EquationSet, dryBulb: number): number {
  const slack = 1e-9 * (eq.dryBulbMax - eq.dryBulbMin);
  if (dryBulb < eq.dryBulbMin - slack || dryBulb > eq.dryBulbMax + slack) return Number.NaN;
  return Math.min(Math.max(dryBulb, eq.dryBulbMin), eq.dryBulbMax);
}

/** W clamped to Ws when it exceeds it only by rounding; undefined when it is really supersaturated. */
function withinSaturation(humidityRatio: number, saturated: number): number | undefined {
  if (humidityRatio <= saturated) return humidityRatio;
  return humidityRatio <= saturated * (1 + SATURATION_TOLERANCE) ? saturated : undefined;
}

function humidityRatioFromVapour(vaporPressure: number, pressure: number): number {
  return (MOLAR_MASS_RATIO_WATER_DRY_AIR * vaporPressure) / (pressure - vaporPressure);
}

function withUnit(value: number, unit: string, digits = 4): string {
  return `${formatForMessage(value, digits)}${unit === '%' ? '' : ' '}${unit}`;
}

/** The barometric pressure as a message quotes it, in the display unit. */
function pressureLabel(eq: EquationSet, pressure: number): string {
  return withUnit(pressure * eq.pressureDisplayPerNative, eq.units.pressure);
}

/** Dry bulb and humidity ratio (native units) of a state spec, plus any temperatures it gives exactly. */
function solveSpec(eq: EquationSet, spec: MoistAirStateSpec, pressure: number): SolvedSpec {
  const u = eq.units;
  switch (spec.by) {
    case 'relativeHumidity': {
      assertDryBulb(eq, spec.dryBulb);
      assertRelativeHumidity(spec.relativeHumidity);
      const pws = eq.saturationPressure(spec.dryBulb);
      const vaporPressure = (spec.relativeHumidity / 100) * pws;
      if (vaporPressure >= pressure) {
        throw new PsychrometricRangeError(
          'relativeHumidity',
          `Relative humidity must be below ${withUnit((pressure / pws) * 100, '%')} at a dry bulb of ${withUnit(spec.dryBulb, u.temperature)} and ${pressureLabel(eq, pressure)}: the vapour pressure cannot reach the barometric pressure.`,
        );
      }
      return {
        dryBulb: spec.dryBulb,
        humidityRatio: humidityRatioFromVapour(vaporPressure, pressure),
        known: NONE_KNOWN,
        saturationPressure: pws,
      };
    }
    case 'wetBulb': {
      assertDryBulb(eq, spec.dryBulb);
      assertNumber(spec.wetBulb, 'wetBulb', 'Wet bulb');
      if (spec.wetBulb > spec.dryBulb) {
        throw new PsychrometricRangeError(
          'wetBulb',
          `Wet bulb must not be above the dry bulb (${withUnit(spec.dryBulb, u.temperature, 6)}), got ${withUnit(spec.wetBulb, u.temperature, 6)}.`,
        );
      }
      const w = humidityRatioAtWetBulb(eq.wetBulb, spec.dryBulb, spec.wetBulb, pressure);
      if (w === Number.POSITIVE_INFINITY) {
        throw new PsychrometricRangeError(
          'wetBulb',
          `Wet bulb must be below the boiling point of water at ${pressureLabel(eq, pressure)}, got ${withUnit(spec.wetBulb, u.temperature, 6)}.`,
        );
      }
      if (!(w >= -HUMIDITY_RATIO_ROUNDING)) {
        const lowest = solveWetBulb(eq.wetBulb, spec.dryBulb, 0, pressure);
        throw new PsychrometricRangeError(
          'wetBulb',
          `Wet bulb must be between ${withUnit(lowest, u.temperature)} (perfectly dry air) and the dry bulb ${withUnit(spec.dryBulb, u.temperature, 6)}, got ${withUnit(spec.wetBulb, u.temperature, 6)}.`,
        );
      }
      // Eq. 35 I-P is not exactly consistent at t* = t (1220 − 0.04 t* against 1220 − 0.036 t*): W
      // misses Ws by up to 0.013 % there, above it below 0 °F. A wet bulb equal to the dry bulb is
      // saturated air, and no wet bulb gives more than saturation, so W is held to Ws at both ends.
      const pws = eq.saturationPressure(spec.dryBulb);
      const saturated =
        pws < pressure
          ? (MOLAR_MASS_RATIO_WATER_DRY_AIR * pws) / (pressure - pws)
          : Number.POSITIVE_INFINITY;
      const humidityRatio =
        spec.wetBulb === spec.dryBulb ? saturated : Math.min(Math.max(w, 0), saturated);
      return {
        dryBulb: spec.dryBulb,
        humidityRatio,
        known: { wetBulb: spec.wetBulb },
        saturationPressure: pws,
      };
    }
    case 'dewPoint': {
      assertDryBulb(eq, spec.dryBulb);
      assertNumber(spec.dewPoint, 'dewPoint', 'Dew point');
      const lowest = eq.wetBulb.curve.minTemperature;
      if (spec.dewPoint > spec.dryBulb || spec.dewPoint < lowest) {
        throw new PsychrometricRangeError(
          'dewPoint',
          `Dew point must be between ${withUnit(lowest, u.temperature)} and the dry bulb ${withUnit(spec.dryBulb, u.temperature, 6)}, got ${withUnit(spec.dewPoint, u.temperature, 6)}.`,
        );
      }
      const vaporPressure = eq.saturationPressure(spec.dewPoint);
      if (vaporPressure >= pressure) {
        throw new PsychrometricRangeError(
          'dewPoint',
          `Dew point must be below the boiling point of water at ${pressureLabel(eq, pressure)}, got ${withUnit(spec.dewPoint, u.temperature, 6)}.`,
        );
      }
      return {
        dryBulb: spec.dryBulb,
        humidityRatio: humidityRatioFromVapour(vaporPressure, pressure),
        known: { dewPoint: spec.dewPoint },
      };
    }
    case 'humidityRatio': {
      assertDryBulb(eq, spec.dryBulb);
      const saturated = saturationHumidityRatioOrInfinity(eq, spec.dryBulb, pressure);
      assertNumber(spec.humidityRatio, 'humidityRatio', 'Humidity ratio');
      const w = withinSaturation(spec.humidityRatio, saturated);
      if (spec.humidityRatio < 0 || w === undefined) {
        const range = Number.isFinite(saturated)
          ? `between 0 and ${withUnit(saturated, u.humidityRatio)} (saturation at ${withUnit(spec.dryBulb, u.temperature, 6)} and ${pressureLabel(eq, pressure)})`
          : '0 or more';
        throw new PsychrometricRangeError(
          'humidityRatio',
          `Humidity ratio must be ${range}, got ${withUnit(spec.humidityRatio, u.humidityRatio, 6)}.`,
        );
      }
      return { dryBulb: spec.dryBulb, humidityRatio: w, known: NONE_KNOWN };
    }
    case 'enthalpy': {
      assertDryBulb(eq, spec.dryBulb);
      assertNumber(spec.enthalpy, 'enthalpy', 'Enthalpy');
      const h = spec.enthalpy / eq.enthalpyDisplayPerNative;
      const raw = eq.humidityRatioFromEnthalpy(h, spec.dryBulb);
      const saturated = saturationHumidityRatioOrInfinity(eq, spec.dryBulb, pressure);
      const w = raw < 0 && raw >= -HUMIDITY_RATIO_ROUNDING ? 0 : withinSaturation(raw, saturated);
      if (!(raw >= -HUMIDITY_RATIO_ROUNDING) || w === undefined) {
        const d = eq.enthalpyDisplayPerNative;
        const lowest = eq.enthalpy(spec.dryBulb, 0) * d;
        const range = Number.isFinite(saturated)
          ? `between ${withUnit(lowest, u.enthalpy)} (dry air) and ${withUnit(eq.enthalpy(spec.dryBulb, saturated) * d, u.enthalpy)} (saturated)`
          : `at least ${withUnit(lowest, u.enthalpy)} (dry air)`;
        throw new PsychrometricRangeError(
          'enthalpy',
          `Enthalpy must be ${range} at a dry bulb of ${withUnit(spec.dryBulb, u.temperature, 6)}, got ${withUnit(spec.enthalpy, u.enthalpy, 6)}.`,
        );
      }
      return { dryBulb: spec.dryBulb, humidityRatio: w, known: NONE_KNOWN };
    }
    case 'enthalpyAndHumidityRatio': {
      assertNumber(spec.enthalpy, 'enthalpy', 'Enthalpy');
      assertNumber(spec.humidityRatio, 'humidityRatio', 'Humidity ratio');
      if (spec.humidityRatio < 0) {
        throw new PsychrometricRangeError(
          'humidityRatio',
          `Humidity ratio must be 0 or more, got ${withUnit(spec.humidityRatio, u.humidityRatio, 6)}.`,
        );
      }
      const h = spec.enthalpy / eq.enthalpyDisplayPerNative;
      const raw = eq.dryBulbFromEnthalpy(h, spec.humidityRatio);
      const dryBulb = derivedDryBulb(eq, raw);
      if (Number.isNaN(dryBulb)) {
        throw new PsychrometricRangeError(
          'enthalpy',
          `Enthalpy ${withUnit(spec.enthalpy, u.enthalpy, 6)} with a humidity ratio of ${withUnit(spec.humidityRatio, u.humidityRatio)} gives a dry bulb of ${withUnit(raw, u.temperature)}, outside ${withUnit(eq.dryBulbMin, u.temperature)} to ${withUnit(eq.dryBulbMax, u.temperature)}.`,
        );
      }
      if (
        withinSaturation(
          spec.humidityRatio,
          saturationHumidityRatioOrInfinity(eq, dryBulb, pressure),
        ) === undefined
      ) {
        const vapour =
          (pressure * spec.humidityRatio) / (MOLAR_MASS_RATIO_WATER_DRY_AIR + spec.humidityRatio);
        const dewPoint = invertSaturationCurve(eq.wetBulb.curve, vapour);
        const lowest = eq.enthalpy(dewPoint, spec.humidityRatio) * eq.enthalpyDisplayPerNative;
        throw new PsychrometricRangeError(
          'enthalpy',
          `Enthalpy must be at least ${withUnit(lowest, u.enthalpy)} with a humidity ratio of ${withUnit(spec.humidityRatio, u.humidityRatio)} at ${pressureLabel(eq, pressure)}: below it the air would be supersaturated (fog), got ${withUnit(spec.enthalpy, u.enthalpy, 6)}.`,
        );
      }
      return { dryBulb, humidityRatio: spec.humidityRatio, known: NONE_KNOWN };
    }
    case 'dewPointAndRelativeHumidity': {
      assertNumber(spec.dewPoint, 'dewPoint', 'Dew point');
      assertRelativeHumidity(spec.relativeHumidity);
      if (spec.relativeHumidity === 0) {
        throw new PsychrometricRangeError(
          'relativeHumidity',
          'Relative humidity must be greater than 0 % to find the dry bulb from a dew point.',
        );
      }
      const lowest = eq.wetBulb.curve.minTemperature;
      if (spec.dewPoint < lowest || spec.dewPoint > eq.dryBulbMax) {
        throw new PsychrometricRangeError(
          'dewPoint',
          `Dew point must be between ${withUnit(lowest, u.temperature)} and ${withUnit(eq.dryBulbMax, u.temperature)}, got ${withUnit(spec.dewPoint, u.temperature, 6)}.`,
        );
      }
      const vaporPressure = eq.saturationPressure(spec.dewPoint);
      const dryBulbSaturation = vaporPressure / (spec.relativeHumidity / 100);
      const curve = eq.wetBulb.curve;
      const dryBulb = derivedDryBulb(
        eq,
        dryBulbSaturation > eq.saturationPressure(eq.dryBulbMax) * (1 + 1e-12)
          ? Number.POSITIVE_INFINITY
          : invertSaturationCurve(curve, dryBulbSaturation),
      );
      if (Number.isNaN(dryBulb)) {
        throw new PsychrometricRangeError(
          'relativeHumidity',
          `A dew point of ${withUnit(spec.dewPoint, u.temperature, 6)} at ${withUnit(spec.relativeHumidity, '%', 6)} relative humidity needs a dry bulb outside ${withUnit(eq.dryBulbMin, u.temperature)} to ${withUnit(eq.dryBulbMax, u.temperature)}.`,
        );
      }
      if (vaporPressure >= pressure) {
        throw new PsychrometricRangeError(
          'dewPoint',
          `Dew point must be below the boiling point of water at ${pressureLabel(eq, pressure)}.`,
        );
      }
      return {
        dryBulb: Math.max(dryBulb, spec.dewPoint),
        humidityRatio: humidityRatioFromVapour(vaporPressure, pressure),
        known: { dewPoint: spec.dewPoint },
      };
    }
  }
}

/**
 * Refuses a dry bulb at or above the boiling point of water at the pressure: there the saturation
 * humidity ratio is unbounded (eq. 23 divides by p − pws ≤ 0), so no humidity ratio is "too much"
 * and the chart's humidity axis would have no end.
 */
function assertBelowBoiling(
  eq: EquationSet,
  dryBulb: number,
  pressure: number,
  saturationPressure: number,
): void {
  if (saturationPressure < pressure) return;
  const u = eq.units;
  let boiling = '';
  try {
    boiling = ` (${withUnit(invertSaturationCurve(eq.wetBulb.curve, pressure), u.temperature)})`;
  } catch (error) {
    if (!(error instanceof PsychrometricRangeError)) throw error;
  }
  throw new PsychrometricRangeError(
    'dryBulb',
    `Dry bulb must be below the boiling point of water at ${withUnit(pressure * eq.pressureDisplayPerNative, u.pressure)}${boiling}, got ${withUnit(dryBulb, u.temperature, 6)}: above it air has no saturation limit and the psychrometric equations do not apply.`,
  );
}

/**
 * Completes a state from its dry bulb and humidity ratio in native units (°F/lb/psia or °C/kg/Pa).
 * The caller guarantees 0 ≤ W ≤ Ws(t) and a dry bulb within the equations' range.
 *
 * @throws {PsychrometricRangeError} If the dry bulb is at or above the boiling point at the pressure.
 */
export function stateFromDryBulbAndHumidityRatio(
  eq: EquationSet,
  pressure: number,
  dryBulb: number,
  humidityRatio: number,
  known: KnownTemperatures = NONE_KNOWN,
): MoistAirState {
  return completeState(eq, pressure, dryBulb, humidityRatio, known, eq.saturationPressure(dryBulb));
}

/**
 * `stateFromDryBulbAndHumidityRatio` with pws at the dry bulb already computed (by
 * eq.saturationPressure, so range-checked): it is used for the boiling check, RH, μ and the wet bulb.
 */
function completeState(
  eq: EquationSet,
  pressure: number,
  dryBulb: number,
  humidityRatio: number,
  known: KnownTemperatures,
  pws: number,
): MoistAirState {
  assertBelowBoiling(eq, dryBulb, pressure, pws);
  const vaporPressure =
    (pressure * humidityRatio) / (MOLAR_MASS_RATIO_WATER_DRY_AIR + humidityRatio);
  const relativeHumidity = vaporPressure / pws;
  const degree = degreeOfSaturationFromPressures(humidityRatio, pws, pressure);
  const enthalpy = eq.enthalpy(dryBulb, humidityRatio);
  const specificVolume = eq.specificVolume(dryBulb, humidityRatio, pressure);
  const density = (1 + humidityRatio) / specificVolume;
  const dewPoint =
    known.dewPoint ?? Math.min(dewPointOrFloor(eq.wetBulb.curve, vaporPressure), dryBulb);
  const wetBulb =
    known.wetBulb ?? solveWetBulb(eq.wetBulb, dryBulb, humidityRatio, pressure, pws, dewPoint);
  const toSi = eq.toSi;
  return {
    unitSystem: eq.unitSystem,
    dryBulb,
    wetBulb,
    dewPoint,
    relativeHumidity,
    relativeHumidityPercent: relativeHumidity * 100,
    humidityRatio,
    humidityRatioDisplay: humidityRatio * eq.humidityRatioDisplayPerUnit,
    enthalpy: enthalpy * eq.enthalpyDisplayPerNative,
    specificVolume,
    density,
    vaporPressure: vaporPressure * eq.pressureDisplayPerNative,
    degreeOfSaturation: degree,
    pressure: pressure * eq.pressureDisplayPerNative,
    units: eq.units,
    si: {
      dryBulbC: toSi.temperature(dryBulb),
      wetBulbC: toSi.temperature(wetBulb),
      dewPointC: toSi.temperature(dewPoint),
      relativeHumidity,
      humidityRatio,
      enthalpyJKg: toSi.enthalpy(enthalpy),
      specificVolumeM3Kg: toSi.specificVolume(specificVolume),
      densityKgM3: toSi.density(density),
      vaporPressurePa: toSi.pressure(vaporPressure),
      degreeOfSaturation: degree,
      pressurePa: toSi.pressure(pressure),
    },
  };
}

/** A state from a spec at a native pressure, for the process modules. */
export function stateFromSpec(
  eq: EquationSet,
  spec: MoistAirStateSpec,
  pressure: number,
): MoistAirState {
  const solved = solveSpec(eq, spec, pressure);
  return completeState(
    eq,
    pressure,
    solved.dryBulb,
    solved.humidityRatio,
    solved.known,
    solved.saturationPressure ?? eq.saturationPressure(solved.dryBulb),
  );
}

/**
 * Every property of a moist-air state from the dry bulb and one other property (relative humidity,
 * wet bulb, dew point, humidity ratio or enthalpy), or from enthalpy and humidity ratio, or from dew
 * point and relative humidity. Imperial inputs are computed with the I-P edition's equations and
 * Metric inputs with the SI edition's, each in its own units; `si` holds the state in SI either way.
 *
 * @param input - The unit system, a barometric pressure (psia or kPa) or an altitude (ft or m; sea
 *   level if neither), and the known pair, selected by `by`. Relative humidity is in percent.
 * @returns The complete state in the input's unit system, plus `si`, and `warnings` about the input:
 *   a relative humidity above 0 and below 1 % is computed as given but warned about, as it looks like
 *   a 0–1 fraction (0.5 meant as 50 %).
 * @throws {PsychrometricRangeError} If the combination is impossible or outside the calculators'
 *   range (dry bulb −76…212 °F / −60…100 °C, pressure 60…110 kPa): wet bulb or dew point above the
 *   dry bulb, relative humidity outside 0–100 %, humidity ratio or enthalpy beyond saturation. The
 *   message names the field and the valid range in the input's units; `error.field` names the field.
 * @see ASHRAE Handbook—Fundamentals (2017), ch. 1: eq. 3 (pressure at altitude), 5–6 (pws), 20–22
 *   (W, Ws, φ), 26–28 (v), 11 (ρ), 30 (h), 33–35 (wet bulb), 36 (dew point); eq. 12 of the 2009
 *   edition (μ). Situations 1–3 of the "Numerical calculation of moist air properties" section.
 * @example
 * moistAirState({ unitSystem: 'Imperial', by: 'wetBulb', dryBulb: 100, wetBulb: 65 })
 * //=> { humidityRatio: 0.005190, enthalpy: 29.74, specificVolume: 14.23, dewPoint: 39.98, relativeHumidityPercent: 12.80, ... }
 * // (ASHRAE F 2017 I-P ch. 1 example 1, from table values: 0.00523, 29.80, 14.22, 40, 13)
 */
export function moistAirState(input: MoistAirStateInput): MoistAirStateResult {
  const eq = equationSetFor(input.unitSystem);
  const state: { -readonly [K in keyof MoistAirStateResult]?: MoistAirStateResult[K] } =
    stateFromSpec(eq, input, resolvePressure(eq, input));
  // Added to the fresh state in place: spreading its sixteen fields into a copy took over 40 % of
  // the time of a whole state on Node 20.
  state.warnings = moistAirStateWarnings(input);
  return state as MoistAirStateResult;
}
