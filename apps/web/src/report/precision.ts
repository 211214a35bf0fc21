import { formatNumber } from '@org/ui';

/**
 * Digits after the decimal point an engineer writes for a measured value: about three significant
 * figures, never cutting the whole part. It is the magnitude rule the calculators' screens use
 * (`formatNumber` without digits: whole from 100, one decimal from 10, two from 1), continued below
 * 1 with three significant figures, so 0.00473 is not printed as 0.005.
 */
export function measureFractionDigits(value: number): number {
  const magnitude = Math.abs(value);
  if (magnitude >= 100) return 0;
  if (magnitude >= 10) return 1;
  if (magnitude >= 1 || magnitude === 0) return 2;
  // Three significant figures, up to 6 decimals (smaller values are not measurements HVAC writes).
  return Math.min(6, 2 - Math.floor(Math.log10(magnitude)));
}

/**
 * A measured value as a report prints it, rounded to the precision an engineer writes (see
 * {@link measureFractionDigits}): 471.9474 L/s → "472", 23.888889 °C → "23.9", 0.6532 Pa/m →
 * "0.653". Inputs converted between unit systems carry every digit of the conversion; this is the
 * one rule that turns them back into what the user would have typed. Non-finite values give "—".
 */
export function formatMeasure(value: number): string {
  if (!Number.isFinite(value)) return '—';
  return formatNumber(value, { maximumFractionDigits: measureFractionDigits(value) });
}
