import { formatFixed } from '@org/ui';

/** A number with three significant figures (flow coefficients, small drops): 0.0123, 1.23, 123. */
export function sig3(value: number): string {
  if (!Number.isFinite(value)) return '—';
  if (value === 0) return '0';
  const decimals = Math.max(0, 2 - Math.floor(Math.log10(Math.abs(value))));
  return formatFixed(value, Math.min(decimals, 6));
}

/** Decimals of a flow: gpm to 0.1, L/s to 0.01. */
export const flowDecimals = (unitSystem: 'Imperial' | 'Metric'): number =>
  unitSystem === 'Imperial' ? 1 : 2;

/** Decimals of a pressure drop: ft of water to 0.01, kPa to 0.1. */
export const pressureDecimals = (unitSystem: 'Imperial' | 'Metric'): number =>
  unitSystem === 'Imperial' ? 2 : 1;
