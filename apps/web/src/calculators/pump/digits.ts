import { PASCALS_PER_PSI, type UnitSystem } from '@org/hvac-core/units';

/** Decimals shown for each kind of figure: enough to check by hand, no more. */
export const DIGITS = {
  /** Heads: 19.4 ft of water, 5.90 m of water. */
  head: (unitSystem: UnitSystem): number => (unitSystem === 'Imperial' ? 1 : 2),
  kPa: 1,
  power: 2,
  flow: (unitSystem: UnitSystem): number => (unitSystem === 'Imperial' ? 1 : 2),
  velocity: 2,
  frictionRate: (unitSystem: UnitSystem): number => (unitSystem === 'Imperial' ? 2 : 0),
  percent: 1,
} as const;

/**
 * A head given as a pressure in the page's unit system: psi in Imperial (a pressure difference
 * across the pump, so psi, not psia), kPa in Metric. The engine gives it in kPa.
 */
export function headAsPressure(
  kPa: number,
  unitSystem: UnitSystem,
): { value: number; unit: string } {
  return unitSystem === 'Imperial'
    ? { value: (kPa * 1000) / PASCALS_PER_PSI, unit: 'psi' }
    : { value: kPa, unit: 'kPa' };
}
