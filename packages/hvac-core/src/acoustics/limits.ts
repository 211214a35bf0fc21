import { METRES_PER_FOOT, METRES_PER_INCH } from '../units/factors.js';
import type { LimitSi } from '../_lib/limits.js';

/*
 * The SI limits of a duct-noise path's numbers (lengths from round Imperial numbers), read by the
 * field descriptions (number-fields.ts) and by the schema's own checks of whole numbers, sound
 * power, absorption and the target.
 */

const FT = METRES_PER_FOOT;
const IN = METRES_PER_INCH;

/** Field limits in SI (lengths from round Imperial numbers). */
export const LIMITS = {
  length: { min: 0, max: 1000 * FT },
  ductSize: { min: 2 * IN, max: 200 * IN },
  attenuationRate: { min: 0, max: 30 / FT },
  elbowWidth: { min: 1 * IN, max: 200 * IN },
  area: { min: 0.01 * FT * FT, max: 1000 * FT * FT },
  distance: { min: 1 * FT, max: 500 * FT },
  volume: { min: 100 * FT ** 3, max: 10_000_000 * FT ** 3 },
  roomConstant: { min: 1 * FT * FT, max: 1_000_000 * FT * FT },
  surfaceArea: { min: 0.1 * FT * FT, max: 1_000_000 * FT * FT },
  soundPower: { min: 0, max: 160 },
  insertionLoss: { min: 0, max: 80 },
  absorption: { min: 0, max: 1 },
  targetNc: { min: 15, max: 70 },
  fanAirflow: { min: (10 * FT ** 3) / 60, max: (500_000 * FT ** 3) / 60 },
  fanPressure: { min: 0.05 * 249.0889, max: 20 * 249.0889 },
  fanBlades: { min: 2, max: 100 },
  fanSpeed: { min: 100, max: 10_000 },
  terminalAirflow: { min: (5 * FT ** 3) / 60, max: (10_000 * FT ** 3) / 60 },
  terminalPressureDrop: { min: 0.001 * 249.0889, max: 2 * 249.0889 },
  silencerAirflow: { min: (10 * FT ** 3) / 60, max: (200_000 * FT ** 3) / 60 },
  silencerFreeArea: { min: 10, max: 90 },
  /** Whole numbers, checked by the schema's own field (`wholeNumberField`). */
  elbowQuantity: { min: 1, max: 50 },
  silencerPassages: { min: 1, max: 100 },
  terminalCount: { min: 1, max: 1000 },
} as const satisfies Record<string, LimitSi>;
