import type { SaturationTable } from './data/saturation-table.js';
import { R1234YF_TABLE } from './data/r1234yf.js';
import { R1234ZE_E_TABLE } from './data/r1234ze-e.js';
import { R134A_TABLE } from './data/r134a.js';
import { R22_TABLE } from './data/r22.js';
import { R290_TABLE } from './data/r290.js';
import { R32_TABLE } from './data/r32.js';
import { R404A_TABLE } from './data/r404a.js';
import { R407C_TABLE } from './data/r407c.js';
import { R410A_TABLE } from './data/r410a.js';
import { R454B_TABLE } from './data/r454b.js';
import { R507A_TABLE } from './data/r507a.js';
import { R717_TABLE } from './data/r717.js';
import { R744_TABLE } from './data/r744.js';

/** The refrigerants the line sizer has saturation tables for (ASHRAE 34 designations). */
export const REFRIGERANTS = [
  'R410A',
  'R32',
  'R454B',
  'R134a',
  'R407C',
  'R404A',
  'R507A',
  'R22',
  'R290',
  'R717',
  'R744',
  'R1234yf',
  'R1234ze(E)',
] as const;
export type RefrigerantId = (typeof REFRIGERANTS)[number];

/** What the sizer needs to know about a refrigerant besides its table. */
export interface RefrigerantInfo {
  readonly id: RefrigerantId;
  /** ASHRAE 34 designation as printed, e.g. "R-410A". */
  readonly label: string;
  /** ASHRAE 34 safety group (toxicity A/B, flammability 1, 2L, 2, 3). */
  readonly safetyGroup: string;
  /** Pure fluid, near-azeotropic blend (glide under about 1 K) or zeotropic blend. */
  readonly kind: 'pure' | 'nearAzeotrope' | 'zeotrope';
  /**
   * Whether oil is carried round the circuit with the refrigerant (miscible oils: halocarbons,
   * hydrocarbons, CO₂ with POE). Ammonia systems use immiscible oil that is drained from vessels,
   * so the oil-return velocity checks do not apply.
   */
  readonly oilReturnByVelocity: boolean;
  /** Note shown with results (use restrictions, data limits). */
  readonly note?: string;
  readonly table: SaturationTable;
}

/**
 * @see ANSI/ASHRAE Standard 34-2022, Designation and Safety Classification of Refrigerants, tables
 *   4-1 and 4-2 (safety groups); shared/data/README.md for the table ranges.
 */
export const REFRIGERANT_INFO: Readonly<Record<RefrigerantId, RefrigerantInfo>> = {
  R410A: {
    id: 'R410A',
    label: 'R-410A',
    safetyGroup: 'A1',
    kind: 'nearAzeotrope',
    oilReturnByVelocity: true,
    table: R410A_TABLE,
  },
  R32: {
    id: 'R32',
    label: 'R-32',
    safetyGroup: 'A2L',
    kind: 'pure',
    oilReturnByVelocity: true,
    table: R32_TABLE,
  },
  R454B: {
    id: 'R454B',
    label: 'R-454B',
    safetyGroup: 'A2L',
    kind: 'zeotrope',
    oilReturnByVelocity: true,
    note: 'R-454B viscosities are estimated from R-32 and R-1234yf (CoolProp has no reliable mixture transport model); friction is insensitive to them (f ∝ Re^−0.2 roughly).',
    table: R454B_TABLE,
  },
  R134a: {
    id: 'R134a',
    label: 'R-134a',
    safetyGroup: 'A1',
    kind: 'pure',
    oilReturnByVelocity: true,
    table: R134A_TABLE,
  },
  R407C: {
    id: 'R407C',
    label: 'R-407C',
    safetyGroup: 'A1',
    kind: 'zeotrope',
    oilReturnByVelocity: true,
    table: R407C_TABLE,
  },
  R404A: {
    id: 'R404A',
    label: 'R-404A',
    safetyGroup: 'A1',
    kind: 'nearAzeotrope',
    oilReturnByVelocity: true,
    table: R404A_TABLE,
  },
  R507A: {
    id: 'R507A',
    label: 'R-507A',
    safetyGroup: 'A1',
    kind: 'nearAzeotrope',
    oilReturnByVelocity: true,
    table: R507A_TABLE,
  },
  R22: {
    id: 'R22',
    label: 'R-22',
    safetyGroup: 'A1',
    kind: 'pure',
    oilReturnByVelocity: true,
    note: 'R-22 is an HCFC phased out under the Montreal Protocol: for service of existing systems only.',
    table: R22_TABLE,
  },
  R290: {
    id: 'R290',
    label: 'R-290 (propane)',
    safetyGroup: 'A3',
    kind: 'pure',
    oilReturnByVelocity: true,
    table: R290_TABLE,
  },
  R717: {
    id: 'R717',
    label: 'R-717 (ammonia)',
    safetyGroup: 'B2L',
    kind: 'pure',
    oilReturnByVelocity: false,
    note: 'Ammonia attacks copper: real R-717 lines are steel. The copper sizes here serve only to compare; ammonia oil is drained from vessels, so no oil-return check is made.',
    table: R717_TABLE,
  },
  R744: {
    id: 'R744',
    label: 'R-744 (CO₂, subcritical)',
    safetyGroup: 'A1',
    kind: 'pure',
    oilReturnByVelocity: true,
    note: 'CO₂ tables stop at 30 °C, below the critical point (30.98 °C): subcritical cycles only. Check the tube’s pressure rating: CO₂ pressures exceed standard ACR tube ratings.',
    table: R744_TABLE,
  },
  R1234yf: {
    id: 'R1234yf',
    label: 'R-1234yf',
    safetyGroup: 'A2L',
    kind: 'pure',
    oilReturnByVelocity: true,
    table: R1234YF_TABLE,
  },
  'R1234ze(E)': {
    id: 'R1234ze(E)',
    label: 'R-1234ze(E)',
    safetyGroup: 'A2L',
    kind: 'pure',
    oilReturnByVelocity: true,
    table: R1234ZE_E_TABLE,
  },
};

/**
 * The information and saturation table of a refrigerant.
 *
 * @param id - One of {@link REFRIGERANTS}.
 * @returns Its {@link RefrigerantInfo}.
 * @throws {RangeError} If the id is not a known refrigerant.
 * @example refrigerantInfo('R410A').label //=> 'R-410A'
 */
export function refrigerantInfo(id: RefrigerantId): RefrigerantInfo {
  const info = (REFRIGERANT_INFO as Readonly<Record<string, RefrigerantInfo | undefined>>)[id];
  if (info === undefined) {
    throw new RangeError(
      `refrigerant must be one of ${REFRIGERANTS.join(', ')}, got ${String(id)}.`,
    );
  }
  return info;
}

/**
 * Temperatures a refrigerant's saturation table covers, °C.
 *
 * @param id - One of {@link REFRIGERANTS}.
 * @returns The first and last tabulated temperatures.
 * @example saturationTemperatureRangeC('R744') //=> { minC: -50, maxC: 30 }
 */
export function saturationTemperatureRangeC(id: RefrigerantId): { minC: number; maxC: number } {
  const { table } = refrigerantInfo(id);
  const rows = table.bubblePressurePa.length;
  return {
    minC: table.temperatureMinC,
    maxC: table.temperatureMinC + (rows - 1) * table.temperatureStepC,
  };
}
