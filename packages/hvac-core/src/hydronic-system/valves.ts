import { assertFinite, assertInRange, assertPositive } from '../_lib/assert.js';

/*
 * Valve flow coefficients and the sizing of control and balancing valves. Kv is the flow in m³/h of
 * water (ρ₀ = 1000 kg/m³) through the valve at a pressure drop of 1 bar; for another liquid the
 * drop scales with its relative density, Δp = ρ/ρ₀ · (Q/Kv)² bar (IEC 60534-2-1 eq. 1, turbulent,
 * non-choked liquid flow).
 */

/** Reference pressure drop of Kv, Pa (1 bar). @see IEC 60534-1 (2005), 3.2 "flow coefficient" */
export const KV_REFERENCE_PRESSURE_DROP_PA = 1e5;
/** Reference density of Kv, kg/m³ (water between 5 and 40 °C). @see IEC 60534-2-1 (2011), eq. 1 */
export const KV_REFERENCE_DENSITY_KG_M3 = 1000;
/**
 * Cv (US gpm at 1 psi, water at 60 °F) per unit of Kv.
 * @see IEC 60534-1 (2005), annex: Cv = 1.156 Kv; ANSI/ISA-75.01.01 (2012)
 */
export const CV_PER_KV = 1.156;

const SECONDS_PER_HOUR = 3600;

/** Renard preferred-number series a valve maker catalogues its Kvs values in. */
export const KVS_SERIES = ['R5', 'R10'] as const;
export type KvsSeries = (typeof KVS_SERIES)[number];

/**
 * One decade of each Renard series, rounded as ISO 3 lists them. R5 (1.0, 1.6, 2.5, 4.0, 6.3) is
 * the series most globe control valves and their Kvs tables use (e.g. Kvs 0.25, 0.4, 0.63, 1.0,
 * 1.6, 2.5, 4, 6.3, 10, 16, 25, 40, 63); R10 adds the intermediate steps (1.25, 2.0, 3.15, 5.0, 8.0).
 * @see ISO 3:1973, Preferred numbers — Series of preferred numbers, table 1 (basic series R5, R10)
 */
const SERIES_DECADE: Readonly<Record<KvsSeries, readonly number[]>> = {
  R5: [1, 1.6, 2.5, 4, 6.3],
  R10: [1, 1.25, 1.6, 2, 2.5, 3.15, 4, 5, 6.3, 8],
};

/** Decades of Kvs catalogued, from 0.1 to 1000 m³/h. */
const DECADES = [0.1, 1, 10, 100, 1000] as const;

const SERIES_VALUES: Readonly<Record<KvsSeries, readonly number[]>> = {
  R5: seriesValues('R5'),
  R10: seriesValues('R10'),
};

function seriesValues(series: KvsSeries): readonly number[] {
  const decade = SERIES_DECADE[series];
  return DECADES.flatMap((scale) =>
    decade.map((value) => Number((value * scale).toPrecision(3))),
  ).filter((value) => value <= 1000);
}

/**
 * The Kvs values of a Renard series from 0.1 to 1000 m³/h, ascending.
 *
 * @param series - 'R5' or 'R10'.
 * @returns Kvs values, m³/h at 1 bar.
 * @see ISO 3:1973, table 1
 * @example kvsSeriesValues('R5').slice(5, 10) //=> [1, 1.6, 2.5, 4, 6.3]
 */
export function kvsSeriesValues(series: KvsSeries): readonly number[] {
  return SERIES_VALUES[series];
}

/**
 * Pressure drop of liquid flow through a valve or component of flow coefficient Kv:
 * Δp = (ρ/ρ₀) · (Q/Kv)² · 1 bar, Q in m³/h.
 *
 * @param flowM3S - Flow, m³/s (the sign is kept: Δp = k·Q|Q|).
 * @param kv - Flow coefficient Kv, m³/h at 1 bar. Must be > 0.
 * @param densityKgM3 - Density of the liquid, kg/m³. Must be > 0.
 * @returns Pressure drop, Pa.
 * @throws {RangeError} If Kv or the density is not positive, or the flow is not finite.
 * @see IEC 60534-2-1 (2011), eq. 1 (Q = Kv √(Δp/Δp₀ · ρ₀/ρ)); EN 60534-2-1
 * @example valvePressureDropPa(1 / 3600, 1, 1000) //=> 100000
 */
export function valvePressureDropPa(flowM3S: number, kv: number, densityKgM3: number): number {
  assertFinite(flowM3S, 'flowM3S');
  assertPositive(kv, 'kv');
  assertPositive(densityKgM3, 'densityKgM3');
  const ratio = (flowM3S * SECONDS_PER_HOUR) / kv;
  return (
    (densityKgM3 / KV_REFERENCE_DENSITY_KG_M3) *
    ratio *
    Math.abs(ratio) *
    KV_REFERENCE_PRESSURE_DROP_PA
  );
}

/**
 * The flow coefficient that passes a flow at a pressure drop: Kv = Q · √(ρ/ρ₀ / (Δp/1 bar)).
 *
 * @param flowM3S - Flow, m³/s. Must be > 0.
 * @param pressureDropPa - Pressure drop, Pa. Must be > 0.
 * @param densityKgM3 - Density of the liquid, kg/m³. Must be > 0.
 * @returns Kv, m³/h at 1 bar.
 * @throws {RangeError} If an argument is not positive and finite.
 * @see IEC 60534-2-1 (2011), eq. 1
 * @example kvForPressureDrop(1 / 3600, 25_000, 1000) //=> 2
 */
export function kvForPressureDrop(
  flowM3S: number,
  pressureDropPa: number,
  densityKgM3: number,
): number {
  assertPositive(flowM3S, 'flowM3S');
  assertPositive(pressureDropPa, 'pressureDropPa');
  assertPositive(densityKgM3, 'densityKgM3');
  return (
    flowM3S *
    SECONDS_PER_HOUR *
    Math.sqrt(
      densityKgM3 / KV_REFERENCE_DENSITY_KG_M3 / (pressureDropPa / KV_REFERENCE_PRESSURE_DROP_PA),
    )
  );
}

/**
 * Cv of a Kv: Cv = 1.156 Kv.
 *
 * @param kv - Kv, m³/h at 1 bar.
 * @returns Cv, US gpm at 1 psi.
 * @see IEC 60534-1 (2005)
 * @example cvFromKv(10) //=> 11.56
 */
export function cvFromKv(kv: number): number {
  assertFinite(kv, 'kv');
  return kv * CV_PER_KV;
}

/**
 * Kv of a Cv: Kv = Cv / 1.156.
 *
 * @param cv - Cv, US gpm at 1 psi.
 * @returns Kv, m³/h at 1 bar.
 * @see IEC 60534-1 (2005)
 * @example kvFromCv(11.56) //=> 10
 */
export function kvFromCv(cv: number): number {
  assertFinite(cv, 'cv');
  return cv / CV_PER_KV;
}

/**
 * Valve authority β = Δp_valve,open / (Δp_valve,open + Δp_rest): the share of the pressure drop of
 * the circuit whose flow the valve varies that the fully open valve takes at design flow.
 *
 * @param valveOpenPressureDropPa - Drop across the fully open valve at design flow, Pa. Must be > 0.
 * @param restPressureDropPa - Drop of the rest of the circuit whose flow varies with the valve, Pa. Must be ≥ 0.
 * @returns β, 0 to 1.
 * @throws {RangeError} If an argument is out of range.
 * @see CIBSE Guide H (2009), "Building control systems", valve authority; ASHRAE Handbook—HVAC
 *   Systems and Equipment (2020), ch. 47 "Valves" (authority of a control valve)
 * @example valveAuthority(20_000, 20_000) //=> 0.5
 */
export function valveAuthority(
  valveOpenPressureDropPa: number,
  restPressureDropPa: number,
): number {
  assertPositive(valveOpenPressureDropPa, 'valveOpenPressureDropPa');
  assertFinite(restPressureDropPa, 'restPressureDropPa');
  if (restPressureDropPa < 0)
    throw new RangeError(`restPressureDropPa must be 0 or more, got ${restPressureDropPa}.`);
  return valveOpenPressureDropPa / (valveOpenPressureDropPa + restPressureDropPa);
}

/**
 * The Kv a control valve needs for a target authority: its open drop Δp_v = β/(1 − β) · Δp_rest,
 * then Kv = Q √(ρ/ρ₀ / (Δp_v / 1 bar)).
 *
 * @param flowM3S - Design flow, m³/s. Must be > 0.
 * @param restPressureDropPa - Drop of the rest of the varying circuit at design flow, Pa. Must be > 0.
 * @param targetAuthority - β wanted, between 0.05 and 0.95.
 * @param densityKgM3 - Liquid density, kg/m³.
 * @returns The required Kv and the valve's drop at design flow.
 * @throws {RangeError} If an argument is out of range.
 * @see CIBSE Guide H (2009); ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 47
 * @example controlValveKvForAuthority(1 / 3600, 25_000, 0.5, 1000).kv //=> 2
 */
export function controlValveKvForAuthority(
  flowM3S: number,
  restPressureDropPa: number,
  targetAuthority: number,
  densityKgM3: number,
): { readonly kv: number; readonly pressureDropPa: number } {
  assertInRange(targetAuthority, 'targetAuthority', 0.05, 0.95);
  assertPositive(restPressureDropPa, 'restPressureDropPa');
  const pressureDropPa = (targetAuthority / (1 - targetAuthority)) * restPressureDropPa;
  return { kv: kvForPressureDrop(flowM3S, pressureDropPa, densityKgM3), pressureDropPa };
}

/**
 * The catalogue Kvs to choose for a required Kv: the largest value of the series at or below it,
 * so that the valve drops at least the pressure the requirement was set for (the authority is then
 * at or above its target); the smallest value of the series when the requirement lies below it.
 *
 * @param requiredKv - Kv required, m³/h at 1 bar. Must be > 0.
 * @param series - The Renard series of the valve maker's catalogue.
 * @returns The catalogue Kvs and whether the requirement fell below the series.
 * @throws {RangeError} If the requirement is not positive.
 * @see ISO 3:1973 (series); CIBSE Guide H (2009) (choose the Kvs at or below the calculated Kv)
 * @example selectKvs(2.2, 'R5').kvs //=> 1.6
 */
export function selectKvs(
  requiredKv: number,
  series: KvsSeries,
): { readonly kvs: number; readonly belowSeries: boolean; readonly aboveSeries: boolean } {
  assertPositive(requiredKv, 'requiredKv');
  const values = kvsSeriesValues(series);
  const first = values[0] ?? 0.1;
  let chosen: number | undefined;
  for (const value of values) if (value <= requiredKv * (1 + 1e-9)) chosen = value;
  const last = values[values.length - 1] ?? 1000;
  return {
    kvs: chosen ?? first,
    belowSeries: chosen === undefined,
    aboveSeries: requiredKv > last * (1 + 1e-9),
  };
}

/**
 * The preset of a balancing valve that makes its circuit take its design flow at the index
 * circuit's pressure: the valve takes its own fully open drop plus the circuit's excess,
 * Δp_set = Δp_open + (Δp_index − Δp_circuit), and Kv_set = Q √(ρ/ρ₀ / (Δp_set / 1 bar)).
 *
 * @param flowM3S - Design flow of the circuit, m³/s. Must be > 0.
 * @param kvsFullyOpen - Kv of the valve fully open, m³/h at 1 bar. Must be > 0.
 * @param excessPa - Δp_index − Δp_circuit with every balancing valve fully open, Pa. Must be ≥ 0.
 * @param densityKgM3 - Liquid density, kg/m³.
 * @returns The preset Kv (= Kvs when the excess is 0), the valve's drop at the preset and fully open.
 * @throws {RangeError} If an argument is out of range.
 * @see TA Hydronics (R. Petitjean), Balancing of Distribution Systems, Manual No. 2, 2nd ed. (2000),
 *   "the law of proportionality" and presetting by calculation; CIBSE Commissioning Code W (2010)
 * @example balancingValvePreset(1 / 3600, 4, 9750, 1000).presetKv //=> 2.5
 */
export function balancingValvePreset(
  flowM3S: number,
  kvsFullyOpen: number,
  excessPa: number,
  densityKgM3: number,
): {
  readonly presetKv: number;
  readonly pressureDropPa: number;
  readonly openPressureDropPa: number;
} {
  assertPositive(flowM3S, 'flowM3S');
  assertFinite(excessPa, 'excessPa');
  if (excessPa < 0) throw new RangeError(`excessPa must be 0 or more, got ${excessPa}.`);
  const openPressureDropPa = valvePressureDropPa(flowM3S, kvsFullyOpen, densityKgM3);
  const pressureDropPa = openPressureDropPa + excessPa;
  return {
    presetKv:
      excessPa === 0 ? kvsFullyOpen : kvForPressureDrop(flowM3S, pressureDropPa, densityKgM3),
    pressureDropPa,
    openPressureDropPa,
  };
}
