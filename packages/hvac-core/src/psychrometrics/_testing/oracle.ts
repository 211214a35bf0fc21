import psychrolib from 'psychrolib';
import type { MoistAirState } from '../moist-air-state.js';

/**
 * PsychroLib (ASHRAE's reference implementation of Fundamentals 2017 ch. 1) as the tests' oracle,
 * in the native units of a unit system: SI °C/Pa/J/kg, IP °F/psia/Btu/lb. PsychroLib keeps its unit
 * system in module state, so every call sets it first.
 */
export interface Oracle {
  readonly name: 'SI' | 'IP';
  /** Our state's pressure, enthalpy and vapour pressure converted to PsychroLib's units. */
  readonly pressure: (state: MoistAirState) => number;
  readonly enthalpy: (state: MoistAirState) => number;
  readonly vaporPressure: (state: MoistAirState) => number;
  /** Our display enthalpy from PsychroLib's. */
  readonly enthalpyToDisplay: (h: number) => number;
  /** PsychroLib's wet-bulb and dew-point solvers stop within this, °C or °F. */
  readonly solverTolerance: number;
  readonly use: () => typeof psychrolib;
}

export const SI_ORACLE: Oracle = {
  name: 'SI',
  pressure: (s) => s.pressure * 1000,
  enthalpy: (s) => s.enthalpy * 1000,
  vaporPressure: (s) => s.vaporPressure * 1000,
  enthalpyToDisplay: (h) => h / 1000,
  solverTolerance: 0.001,
  use: () => {
    psychrolib.SetUnitSystem(psychrolib.SI);
    return psychrolib;
  },
};

export const IP_ORACLE: Oracle = {
  name: 'IP',
  pressure: (s) => s.pressure,
  enthalpy: (s) => s.enthalpy,
  vaporPressure: (s) => s.vaporPressure,
  enthalpyToDisplay: (h) => h,
  solverTolerance: 0.0018,
  use: () => {
    psychrolib.SetUnitSystem(psychrolib.IP);
    return psychrolib;
  },
};

/** |actual − expected| ≤ relative·|expected| + absolute. */
export function isClose(
  actual: number,
  expected: number,
  relative: number,
  absolute: number,
): boolean {
  return Math.abs(actual - expected) <= relative * Math.abs(expected) + absolute;
}
