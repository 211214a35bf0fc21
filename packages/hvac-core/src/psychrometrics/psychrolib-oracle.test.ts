import { describe, expect, it } from 'vitest';
import { IP_ORACLE, SI_ORACLE, isClose } from './_testing/oracle.js';
import type { Oracle } from './_testing/oracle.js';
import { moistAirState } from './moist-air-state.js';
import type { MoistAirState } from './moist-air-state.js';
import type { MoistAirStateInput } from './state-input.js';

/**
 * Every property of `moistAirState`, from each kind of input, against PsychroLib (ASHRAE's own
 * implementation of Fundamentals 2017 ch. 1) over a dense grid: dry bulb −40…60 °C (−40…140 °F),
 * relative humidity 1…100 %, pressures 60, 80, 101.325 and 110 kPa. Closed-form properties must
 * agree to 1e-6 relative. PsychroLib stops its wet-bulb bisection and dew-point Newton iteration
 * within 0.001 °C (0.0018 °F), so our converged temperatures are held to that against its solvers,
 * and to 1e-6 through PsychroLib's own forward equations (eq. 33/35 and eq. 5/6) at our answer.
 */

const RELATIVE = 1e-6;
const RELATIVE_HUMIDITIES = [0.01, 0.02, 0.05, 0.1, 0.2, 0.4, 0.5, 0.6, 0.8, 0.9, 0.95, 0.99, 1];
const PRESSURES_KPA = [60, 80, 101.325, 110];

interface Case {
  readonly dryBulb: number;
  readonly relativeHumidity: number;
  readonly pressure: number;
}

function grid(unitSystem: 'Metric' | 'Imperial'): Case[] {
  const cases: Case[] = [];
  for (const kpa of PRESSURES_KPA) {
    const pressure = unitSystem === 'Metric' ? kpa : (kpa * 1000) / 6894.757293;
    const [from, to, step] = unitSystem === 'Metric' ? [-40, 60, 2.5] : [-40, 140, 4.5];
    for (let dryBulb = from; dryBulb <= to + 1e-9; dryBulb += step) {
      for (const relativeHumidity of RELATIVE_HUMIDITIES)
        cases.push({ dryBulb, relativeHumidity, pressure });
    }
  }
  return cases;
}

interface Tally {
  failures: string[];
  checked: number;
  ambiguousWetBulbs: number;
}

function check(
  tally: Tally,
  label: string,
  actual: number,
  expected: number,
  absolute: number,
  relative = RELATIVE,
): void {
  tally.checked++;
  if (!isClose(actual, expected, relative, absolute) && tally.failures.length < 20) {
    tally.failures.push(`${label}: got ${actual}, PsychroLib ${expected}`);
  }
}

/** Checks every property of `state` against PsychroLib given its humidity ratio `w` (computed by PsychroLib). */
function checkState(
  oracle: Oracle,
  tally: Tally,
  label: string,
  state: MoistAirState,
  w: number,
  input: MoistAirStateInput,
): void {
  const psy = oracle.use();
  const t = state.dryBulb;
  const p = oracle.pressure(state);
  check(tally, `${label} W`, state.humidityRatio, w, 1e-12);
  check(tally, `${label} RH`, state.relativeHumidity, psy.GetRelHumFromHumRatio(t, w, p), 1e-12);
  check(
    tally,
    `${label} h`,
    oracle.enthalpy(state),
    psy.GetMoistAirEnthalpy(t, w),
    oracle.name === 'SI' ? 1e-3 : 1e-6,
  );
  check(tally, `${label} v`, state.specificVolume, psy.GetMoistAirVolume(t, w, p), 1e-12);
  check(tally, `${label} rho`, state.density, psy.GetMoistAirDensity(t, w, p), 1e-12);
  check(tally, `${label} pw`, oracle.vaporPressure(state), psy.GetVapPresFromHumRatio(w, p), 1e-9);
  check(tally, `${label} mu`, state.degreeOfSaturation, psy.GetDegreeOfSaturation(t, w, p), 1e-12);
  check(tally, `${label} RH%`, state.relativeHumidityPercent, state.relativeHumidity * 100, 1e-10);

  if (input.by !== 'dewPoint' && input.by !== 'dewPointAndRelativeHumidity') {
    // Our dew point through PsychroLib's eq. 5/6, then against its Newton iteration.
    check(
      tally,
      `${label} pws(dew point)`,
      psy.GetSatVapPres(state.dewPoint),
      psy.GetVapPresFromHumRatio(w, p),
      1e-12,
    );
    check(
      tally,
      `${label} dew point vs solver`,
      state.dewPoint,
      psy.GetTDewPointFromHumRatio(t, w, p),
      oracle.solverTolerance,
      0,
    );
  }
  if (input.by !== 'wetBulb') {
    const twb = state.wetBulb;
    if (twb === t) {
      // Saturated: the wet bulb is the dry bulb (eq. 35 I-P even falls 0.01 % short of Ws there).
      tally.checked++;
      if (psy.GetHumRatioFromTWetBulb(t, t, p) > w * (1 + 1e-9))
        tally.failures.push(`${label} wet bulb clamped but unsaturated`);
    } else {
      check(tally, `${label} W(wet bulb)`, psy.GetHumRatioFromTWetBulb(t, twb, p), w, 1e-12);
    }
    const freezing = oracle.name === 'SI' ? 0 : 32;
    const ambiguous =
      t > freezing &&
      psy.GetHumRatioFromTWetBulb(t, freezing, p) <= w &&
      psy.GetHumRatioFromTWetBulb(t, freezing - 1e-9, p) >= w;
    if (ambiguous) {
      // Eq. 33 and 35 both have a root near freezing; we take the liquid-water one (t* ≥ freezing).
      tally.ambiguousWetBulbs++;
      tally.checked++;
      if (twb < freezing) tally.failures.push(`${label} picked the ice root ${twb}`);
    } else {
      check(
        tally,
        `${label} wet bulb vs solver`,
        twb,
        psy.GetTWetBulbFromHumRatio(t, w, p),
        oracle.solverTolerance,
        0,
      );
    }
  }
}

function runGrid(unitSystem: 'Metric' | 'Imperial', oracle: Oracle): Tally {
  const tally: Tally = { failures: [], checked: 0, ambiguousWetBulbs: 0 };
  for (const c of grid(unitSystem)) {
    const psy = oracle.use();
    const p = unitSystem === 'Metric' ? c.pressure * 1000 : c.pressure;
    const t = c.dryBulb;
    const label = `${t}/${c.relativeHumidity}/${c.pressure.toFixed(3)}`;
    const conditions = { unitSystem, pressure: c.pressure } as const;

    const w = psy.GetHumRatioFromRelHum(t, c.relativeHumidity, p);
    const fromRh: MoistAirStateInput = {
      ...conditions,
      by: 'relativeHumidity',
      dryBulb: t,
      relativeHumidity: c.relativeHumidity * 100,
    };
    checkState(oracle, tally, `RH ${label}`, moistAirState(fromRh), w, fromRh);

    const wetBulb = psy.GetTWetBulbFromHumRatio(t, w, p);
    const fromWetBulb: MoistAirStateInput = { ...conditions, by: 'wetBulb', dryBulb: t, wetBulb };
    const stateWb = moistAirState(fromWetBulb);
    // The one designed difference: I-P eq. 35 misses Ws by up to 0.013 % at t* = t (1220 − 0.04 t* vs
    // 1220 − 0.036 t*). We hold a wet bulb equal to the dry bulb to saturation (RH 100 %, where
    // PsychroLib reports e.g. 99.998 %), and never let W exceed Ws (PsychroLib: RH up to 100.013 %).
    const saturated = psy.GetSatHumRatio(t, p);
    const wFromWetBulb =
      wetBulb === t ? saturated : Math.min(psy.GetHumRatioFromTWetBulb(t, wetBulb, p), saturated);
    checkState(oracle, tally, `WB ${label}`, stateWb, wFromWetBulb, fromWetBulb);
    check(tally, `WB ${label} wet bulb kept`, stateWb.wetBulb, wetBulb, 0, 0);

    const dewPoint = psy.GetTDewPointFromHumRatio(t, w, p);
    const fromDewPoint: MoistAirStateInput = {
      ...conditions,
      by: 'dewPoint',
      dryBulb: t,
      dewPoint,
    };
    const stateDp = moistAirState(fromDewPoint);
    checkState(
      oracle,
      tally,
      `DP ${label}`,
      stateDp,
      psy.GetHumRatioFromTDewPoint(dewPoint, p),
      fromDewPoint,
    );
    check(tally, `DP ${label} dew point kept`, stateDp.dewPoint, dewPoint, 0, 0);

    const fromW: MoistAirStateInput = {
      ...conditions,
      by: 'humidityRatio',
      dryBulb: t,
      humidityRatio: w,
    };
    checkState(oracle, tally, `W ${label}`, moistAirState(fromW), w, fromW);

    const h = psy.GetMoistAirEnthalpy(t, w);
    const fromH: MoistAirStateInput = {
      ...conditions,
      by: 'enthalpy',
      dryBulb: t,
      enthalpy: oracle.enthalpyToDisplay(h),
    };
    checkState(
      oracle,
      tally,
      `H ${label}`,
      moistAirState(fromH),
      psy.GetHumRatioFromEnthalpyAndTDryBulb(h, t),
      fromH,
    );

    const fromHW: MoistAirStateInput = {
      ...conditions,
      by: 'enthalpyAndHumidityRatio',
      enthalpy: oracle.enthalpyToDisplay(h),
      humidityRatio: w,
    };
    const stateHw = moistAirState(fromHW);
    check(
      tally,
      `HW ${label} dry bulb`,
      stateHw.dryBulb,
      psy.GetTDryBulbFromEnthalpyAndHumRatio(h, w),
      1e-9,
    );
    checkState(oracle, tally, `HW ${label}`, stateHw, w, fromHW);

    if (c.relativeHumidity > 0) {
      const fromDpRh: MoistAirStateInput = {
        ...conditions,
        by: 'dewPointAndRelativeHumidity',
        dewPoint,
        relativeHumidity: c.relativeHumidity * 100,
      };
      const stateDpRh = moistAirState(fromDpRh);
      // The dry bulb whose pws is pws(td)/φ, checked through PsychroLib's eq. 5/6.
      check(
        tally,
        `DPRH ${label} RH`,
        psy.GetSatVapPres(dewPoint) / psy.GetSatVapPres(stateDpRh.dryBulb),
        c.relativeHumidity,
        1e-12,
      );
      checkState(
        oracle,
        tally,
        `DPRH ${label}`,
        stateDpRh,
        psy.GetHumRatioFromTDewPoint(dewPoint, p),
        fromDpRh,
      );
    }
  }
  return tally;
}

describe('moistAirState against PsychroLib', () => {
  it('agrees in SI over −40…60 °C, 1…100 % RH, 60–110 kPa, from every kind of input', () => {
    const tally = runGrid('Metric', SI_ORACLE);
    expect(tally.failures).toEqual([]);
    expect(tally.checked).toBeGreaterThan(100_000);
    // Air so dry just above freezing that eq. 33 and 35 both have a root: we take the liquid-water one.
    expect(tally.ambiguousWetBulbs).toBeGreaterThan(0);
  });

  it('agrees in I-P (PsychroLib IP mode) over −40…140 °F, 1…100 % RH, 8.7–16 psia, from every kind of input', () => {
    const tally = runGrid('Imperial', IP_ORACLE);
    expect(tally.failures).toEqual([]);
    expect(tally.checked).toBeGreaterThan(100_000);
  });
});
