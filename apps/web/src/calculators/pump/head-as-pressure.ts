import { PASCALS_PER_PSI, type UnitSystem } from '@org/hvac-core/units';

/**
 * A head given as a pressure in the page's unit system: psi in Imperial (a pressure difference
 * across the pump, so psi, not psia), kPa in Metric. The engine gives it in kPa.
 */
export function headAsPressure(kPa: number, unitSystem: UnitSystem): number {
  return unitSystem === 'Imperial' ? (kPa * 1000) / PASCALS_PER_PSI : kPa;
}
