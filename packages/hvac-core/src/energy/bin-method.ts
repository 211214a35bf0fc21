import { assertFinite, assertInRange, assertNonNegative, assertPositive } from '../_lib/assert.js';
import type { EnergySource } from './fuel-prices.js';

/**
 * The temperature-bin method: the hours of the year grouped by outdoor temperature, the building's
 * load at each bin's midpoint from its load line, and each option's energy at that load from its
 * performance at that temperature. Computed in SI (°C, W, kWh); the bins come from a weather file or
 * are entered by hand.
 */

/** Hours of a period whose outdoor temperature falls in one bin, at the bin's midpoint. */
export interface TemperatureBin {
  /** Bin midpoint, °C. */
  readonly temperatureC: number;
  /** Hours in the bin, ≥ 0. */
  readonly hours: number;
}

/**
 * The building's load line: the design load at the design outdoor temperature, falling linearly to
 * zero at the balance point (the outdoor temperature at which internal and solar gains meet the
 * losses, or the cooling balance point above which cooling starts).
 */
export interface LoadLine {
  /** Design load, W. */
  readonly designLoadW: number;
  /** Outdoor design temperature, °C. */
  readonly designTemperatureC: number;
  /** Balance-point temperature, °C. */
  readonly balancePointC: number;
}

/** Whether the load line is a heating line (load below the balance point) or a cooling one (above). */
export type BinLoadKind = 'heating' | 'cooling';

function checkLine(line: LoadLine, kind: BinLoadKind): void {
  assertNonNegative(line.designLoadW, 'designLoadW');
  assertFinite(line.designTemperatureC, 'designTemperatureC');
  assertFinite(line.balancePointC, 'balancePointC');
  if (kind === 'heating' && !(line.designTemperatureC < line.balancePointC)) {
    throw new RangeError('The heating design temperature must be below the balance point.');
  }
  if (kind === 'cooling' && !(line.designTemperatureC > line.balancePointC)) {
    throw new RangeError('The cooling design temperature must be above the balance point.');
  }
}

/**
 * The building load at an outdoor temperature from its load line: heating
 * q = q_d (t_bal − t)/(t_bal − t_d) below the balance point, cooling q = q_d (t − t_bal)/(t_d − t_bal)
 * above it, zero on the other side. The line is extended beyond the design temperature.
 *
 * @param line - Design load, design temperature and balance point.
 * @param kind - 'heating' or 'cooling'.
 * @param outdoorC - Outdoor temperature (a bin midpoint), °C.
 * @returns Load, W (≥ 0).
 * @throws {RangeError} If the line is not valid for its kind or a value is not finite.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 19 "Energy estimating and modeling methods", "Degree-day and bin methods" (bin method: load at each bin temperature from the building load line and balance point)
 * @example binLoadW({ designLoadW: 10_000, designTemperatureC: -10, balancePointC: 15 }, 'heating', 5) //=> 4000
 */
export function binLoadW(line: LoadLine, kind: BinLoadKind, outdoorC: number): number {
  checkLine(line, kind);
  assertFinite(outdoorC, 'outdoorC');
  const span = line.balancePointC - line.designTemperatureC;
  const fraction =
    kind === 'heating'
      ? (line.balancePointC - outdoorC) / span
      : (outdoorC - line.balancePointC) / -span;
  return Math.max(0, fraction) * line.designLoadW;
}

/** Capacity and COP of a heat pump or air conditioner at one outdoor temperature (catalogue data). */
export interface PerformancePoint {
  /** Outdoor temperature, °C. */
  readonly temperatureC: number;
  /** Full-load capacity, W. */
  readonly capacityW: number;
  /** Full-load COP. */
  readonly cop: number;
}

/** How an option meets the load in the bins. */
export type BinEquipment =
  | {
      /** Boiler, furnace, resistance heater or a seasonal COP: the same efficiency in every bin. */
      readonly kind: 'constant';
      /** Heat (or cooling) delivered per unit of purchased energy: AFUE fraction or COP. */
      readonly efficiency: number;
      readonly source: EnergySource;
    }
  | {
      /**
       * A heat pump or air conditioner whose capacity and COP change with the outdoor temperature:
       * two or more catalogue points, linear between and beyond them. Load above its capacity is met
       * by backup heat (heating) or left unmet (cooling).
       */
      readonly kind: 'temperatureDependent';
      readonly points: readonly PerformancePoint[];
      /** Cycling degradation coefficient C_D of PLF = 1 − C_D (1 − PLR), 0 to 0.5; default 0. */
      readonly cyclingDegradation?: number;
      /** Efficiency of the heating backup (1 for electric resistance), default 1. */
      readonly backupEfficiency?: number;
      /** Energy source of the backup, default electricity. */
      readonly backupSource?: EnergySource;
    };

/** One bin of an option's bin calculation. */
export interface BinRow {
  readonly temperatureC: number;
  readonly hours: number;
  /** Building load at the bin, W. */
  readonly loadW: number;
  /** Load met by the unit (heat pump / AC) or the constant-efficiency system, W. */
  readonly unitOutputW: number;
  /** Load met by backup heat, W. */
  readonly backupOutputW: number;
  /** Load not met (cooling above capacity), W. */
  readonly unmetW: number;
  /** Part-load ratio of the unit (1 when it cannot keep up); null for constant efficiency. */
  readonly partLoadRatio: number | null;
  /** Purchased energy in the bin, kWh. */
  readonly energyKwh: number;
}

/** The bin calculation of one option. */
export interface BinMethodResult {
  readonly rows: readonly BinRow[];
  /** Heat (or cooling) delivered in the period, kWh. */
  readonly deliveredKwh: number;
  /** Purchased energy by source, kWh. */
  readonly energyKwhBySource: Readonly<Record<EnergySource, number>>;
  readonly energyKwh: number;
  /** Load not met, kWh (cooling above the unit's capacity). */
  readonly unmetKwh: number;
  /** Delivered / purchased. */
  readonly seasonalEfficiency: number | null;
  /** Cost at the prices given, per kWh of each source (0 for a source without a price). */
  readonly cost: number;
}

/**
 * Linear interpolation (and extrapolation) of capacity and COP between catalogue points sorted by
 * temperature; capacity floored at 0 and COP at 1 beyond the points.
 */
function performanceAt(
  points: readonly PerformancePoint[],
  temperatureC: number,
): PerformancePoint {
  const sorted = [...points].sort((a, b) => a.temperatureC - b.temperatureC);
  const last = sorted.length - 1;
  let i = 0;
  while (i < last - 1 && temperatureC > (sorted[i + 1]?.temperatureC ?? Infinity)) i += 1;
  const a = sorted[i] as PerformancePoint;
  const b = sorted[i + 1] as PerformancePoint;
  const f = (temperatureC - a.temperatureC) / (b.temperatureC - a.temperatureC);
  return {
    temperatureC,
    capacityW: Math.max(0, a.capacityW + f * (b.capacityW - a.capacityW)),
    cop: Math.max(1, a.cop + f * (b.cop - a.cop)),
  };
}

function checkEquipment(equipment: BinEquipment): void {
  if (equipment.kind === 'constant') {
    assertPositive(equipment.efficiency, 'efficiency');
    return;
  }
  if (equipment.points.length < 2)
    throw new RangeError('points needs at least two catalogue points.');
  const temperatures = new Set<number>();
  equipment.points.forEach((point, index) => {
    assertFinite(point.temperatureC, `points[${index}].temperatureC`);
    assertNonNegative(point.capacityW, `points[${index}].capacityW`);
    assertPositive(point.cop, `points[${index}].cop`);
    if (temperatures.has(point.temperatureC))
      throw new RangeError(
        `points[${index}].temperatureC repeats a temperature; they must differ.`,
      );
    temperatures.add(point.temperatureC);
  });
  assertInRange(equipment.cyclingDegradation ?? 0, 'cyclingDegradation', 0, 0.5);
  assertPositive(equipment.backupEfficiency ?? 1, 'backupEfficiency');
}

/**
 * Energy of one option over the bins by the temperature-bin method: in each bin the load from the
 * load line, met at the option's efficiency at that temperature; E = Σ hours × (load met / efficiency).
 * A temperature-dependent unit runs at part load PLR = load / capacity with the cycling loss
 * PLF = 1 − C_D (1 − PLR) (input = output / (COP · PLF)); heating load above its capacity goes to the
 * backup, cooling load above it is reported unmet.
 *
 * @param bins - Temperature bins (midpoint °C, hours).
 * @param line - The building's load line for `kind`.
 * @param kind - 'heating' or 'cooling'.
 * @param equipment - How the option meets the load.
 * @param pricePerKwh - Price per kWh of each energy source (missing sources cost 0).
 * @returns Rows per bin, energy by source, delivered and unmet energy, seasonal efficiency and cost.
 * @throws {RangeError} If a bin, the line or the equipment is not valid.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 19 "Energy estimating and modeling methods", "Degree-day and bin methods" (bin method); AHRI 210/240 and 10 CFR 430 subpart B appendix M (part-load factor PLF = 1 − C_D (1 − PLR), temperature bins of the HSPF calculation)
 * @example binMethodEnergy([{ temperatureC: 0, hours: 1000 }], { designLoadW: 10_000, designTemperatureC: -10, balancePointC: 15 }, 'heating', { kind: 'constant', efficiency: 0.95, source: 'naturalGas' }, {}).energyKwh //=> 6315.8
 */
export function binMethodEnergy(
  bins: readonly TemperatureBin[],
  line: LoadLine,
  kind: BinLoadKind,
  equipment: BinEquipment,
  pricePerKwh: Readonly<Partial<Record<EnergySource, number>>>,
): BinMethodResult {
  checkLine(line, kind);
  checkEquipment(equipment);
  const bySource: Record<EnergySource, number> = {
    electricity: 0,
    naturalGas: 0,
    oil: 0,
    propane: 0,
  };
  let deliveredKwh = 0;
  let unmetKwh = 0;
  const rows = bins.map((bin, index): BinRow => {
    assertFinite(bin.temperatureC, `bins[${index}].temperatureC`);
    assertNonNegative(bin.hours, `bins[${index}].hours`);
    const loadW = binLoadW(line, kind, bin.temperatureC);
    if (equipment.kind === 'constant') {
      const energyKwh = (bin.hours * loadW) / equipment.efficiency / 1000;
      bySource[equipment.source] += energyKwh;
      deliveredKwh += (bin.hours * loadW) / 1000;
      return {
        temperatureC: bin.temperatureC,
        hours: bin.hours,
        loadW,
        unitOutputW: loadW,
        backupOutputW: 0,
        unmetW: 0,
        partLoadRatio: null,
        energyKwh,
      };
    }
    const point = performanceAt(equipment.points, bin.temperatureC);
    const unitOutputW = Math.min(loadW, point.capacityW);
    const partLoadRatio = point.capacityW > 0 ? unitOutputW / point.capacityW : 0;
    const plf = 1 - (equipment.cyclingDegradation ?? 0) * (1 - partLoadRatio);
    const unitKwh = unitOutputW > 0 ? (bin.hours * unitOutputW) / (point.cop * plf) / 1000 : 0;
    const shortfallW = loadW - unitOutputW;
    const backupOutputW = kind === 'heating' ? shortfallW : 0;
    const unmetW = kind === 'cooling' ? shortfallW : 0;
    const backupKwh = (bin.hours * backupOutputW) / (equipment.backupEfficiency ?? 1) / 1000;
    bySource.electricity += unitKwh;
    bySource[equipment.backupSource ?? 'electricity'] += backupKwh;
    deliveredKwh += (bin.hours * (unitOutputW + backupOutputW)) / 1000;
    unmetKwh += (bin.hours * unmetW) / 1000;
    return {
      temperatureC: bin.temperatureC,
      hours: bin.hours,
      loadW,
      unitOutputW,
      backupOutputW,
      unmetW,
      partLoadRatio,
      energyKwh: unitKwh + backupKwh,
    };
  });
  const energyKwh = Object.values(bySource).reduce((sum, value) => sum + value, 0);
  const cost = (Object.keys(bySource) as EnergySource[]).reduce(
    (sum, source) => sum + bySource[source] * (pricePerKwh[source] ?? 0),
    0,
  );
  return {
    rows,
    deliveredKwh,
    energyKwhBySource: bySource,
    energyKwh,
    unmetKwh,
    seasonalEfficiency: energyKwh > 0 ? deliveredKwh / energyKwh : null,
    cost,
  };
}

/**
 * Bins from hourly temperatures (e.g. the 8760 dry-bulb hours of a weather file): each hour counted
 * in the bin of its width that holds it, labelled by the bin's midpoint. Bins are aligned so that a
 * midpoint falls on every multiple of the width (ASHRAE's 5 °F bins 2, 7, 12 … °F are midpoints of
 * 0–4, 5–9, 10–14 … with whole-degree readings; here bins are half-open [m − w/2, m + w/2)).
 *
 * @param hourlyC - Hourly temperatures, °C.
 * @param widthC - Bin width, K (e.g. 2 K, or 5 °F = 2.778 K). Must be > 0.
 * @returns Bins sorted by temperature, hours > 0 only.
 * @throws {RangeError} If a temperature is not finite or the width not positive.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 19 "Energy estimating and modeling methods", "Degree-day and bin methods" (bin method: load at each bin temperature from the building load line and balance point)
 * @example binsFromHourly([0.4, 0.6, 1.4, 3], 2) //=> [{ temperatureC: 0, hours: 2 }, { temperatureC: 2, hours: 1 }, { temperatureC: 4, hours: 1 }]
 */
export function binsFromHourly(hourlyC: readonly number[], widthC: number): TemperatureBin[] {
  assertPositive(widthC, 'widthC');
  const counts = new Map<number, number>();
  hourlyC.forEach((temperature, index) => {
    assertFinite(temperature, `hourlyC[${index}]`);
    const key = Math.floor(temperature / widthC + 0.5);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  });
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([key, hours]) => ({ temperatureC: key * widthC, hours }));
}
