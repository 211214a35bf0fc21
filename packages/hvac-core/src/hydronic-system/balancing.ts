import { balancingValvePreset } from './valves.js';

/** A circuit as balancing sees it. */
export interface BalancingCircuit {
  /** Design flow, m³/s. */
  readonly flowM3S: number;
  /** Its pressure drop at design flow with its balancing valve fully open, Pa. */
  readonly openPressureDropPa: number;
  /** Kv of its balancing valve fully open, or null when it has none. */
  readonly balancingValveKvs: number | null;
}

/** The setting of one circuit's balancing valve. */
export interface BalancingSetting {
  /** Δp_index − Δp_circuit at design flow, Pa: what the valve must take beyond its open drop. */
  readonly excessPa: number;
  /** Kv to preset (the Kvs for the index circuit), or null without a valve. */
  readonly presetKv: number | null;
  /** The valve's drop at design flow at the preset, Pa (0 without a valve). */
  readonly pressureDropPa: number;
  /** The valve's drop at design flow fully open, Pa. */
  readonly openPressureDropPa: number;
  /** True when the valve stays fully open (the index circuit, or no excess). */
  readonly fullyOpen: boolean;
}

/**
 * Presets of the balancing valves by calculation: the index circuit's valve stays fully open and
 * every other circuit's valve takes its excess, Δp_index − Δp_circuit, so that at the index
 * circuit's pressure every circuit passes its design flow ("balancing by presetting").
 *
 * @param circuits - Each circuit's design flow, open drop and balancing valve.
 * @param indexPressureDropPa - The index circuit's drop with every valve fully open, Pa.
 * @param densityKgM3 - Density of the liquid, kg/m³.
 * @returns One setting per circuit.
 * @throws {RangeError} If a circuit's drop exceeds the index drop (it would be the index).
 * @see TA Hydronics (R. Petitjean), Balancing of Distribution Systems, Manual No. 2, 2nd ed.
 *   (2000), presetting by calculation; CIBSE Commissioning Code W (2010); ASHRAE Handbook—HVAC
 *   Applications (2019), ch. 39 "Testing, adjusting and balancing"
 * @example balanceCircuits([{ flowM3S: 1 / 3600, openPressureDropPa: 50_000, balancingValveKvs: 4 }], 60_000, 1000)[0]?.presetKv //=> 2.48
 */
export function balanceCircuits(
  circuits: readonly BalancingCircuit[],
  indexPressureDropPa: number,
  densityKgM3: number,
): BalancingSetting[] {
  return circuits.map((circuit) => {
    const excessPa = indexPressureDropPa - circuit.openPressureDropPa;
    if (excessPa < -1e-9 * Math.max(1, indexPressureDropPa))
      throw new RangeError('A circuit drops more than the index circuit.');
    const excess = Math.max(0, excessPa);
    if (circuit.balancingValveKvs === null) {
      return {
        excessPa: excess,
        presetKv: null,
        pressureDropPa: 0,
        openPressureDropPa: 0,
        fullyOpen: true,
      };
    }
    const preset = balancingValvePreset(
      circuit.flowM3S,
      circuit.balancingValveKvs,
      excess,
      densityKgM3,
    );
    return {
      excessPa: excess,
      presetKv: preset.presetKv,
      pressureDropPa: preset.pressureDropPa,
      openPressureDropPa: preset.openPressureDropPa,
      fullyOpen: excess === 0,
    };
  });
}
