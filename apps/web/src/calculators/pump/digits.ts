import type { UnitSystem } from '@org/hvac-core/units';

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
