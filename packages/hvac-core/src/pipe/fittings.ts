import { assertNonNegative, assertPositive } from '../_lib/assert.js';

/** Fittings and valves the engine has loss coefficients for, plus 'custom'. */
export const PIPE_FITTING_TYPES = [
  'elbow90Standard',
  'elbow90LongRadius',
  'elbow45Standard',
  'teeThroughRun',
  'teeThroughBranch',
  'gateValve',
  'globeValve',
  'ballValve',
  'butterflyValve',
  'swingCheckValve',
  'balancingValve',
  'yStrainer',
  'pipeEntrance',
  'pipeExit',
  'custom',
] as const;
export type PipeFittingType = (typeof PIPE_FITTING_TYPES)[number];

/**
 * How a fitting's resistance coefficient K is found:
 * - 'crane': K = n · fT, n from Crane TP-410 and fT the friction factor of clean commercial steel
 *   pipe of the nominal size in complete turbulence ({@link craneFrictionFactor});
 * - 'fixed': a constant K (entrance, exit);
 * - 'manufacturer': no general value exists; the user gives `customK` or `customEquivalentLength`.
 */
export type FittingKBasis = 'crane' | 'fixed' | 'manufacturer';

/** The loss-coefficient data of one fitting type. */
export interface PipeFittingDefinition {
  readonly label: string;
  readonly basis: FittingKBasis;
  /** n of K = n·fT for the nominal size, in ('crane' only). */
  readonly craneMultiplier?: (nominalInches: number) => number;
  /** Constant K ('fixed' only). */
  readonly fixedK?: number;
  readonly source: string;
  /** A caution shown with the result, if any. */
  readonly note?: (nominalInches: number) => string | undefined;
}

const CRANE =
  'Crane Co., Technical Paper No. 410, Flow of Fluids Through Valves, Fittings and Pipe, "Representative resistance coefficients (K)" (pp. A-26 to A-29)';

/** Resistance-coefficient data for every fitting type. */
export const PIPE_FITTINGS: Readonly<Record<PipeFittingType, PipeFittingDefinition>> = {
  elbow90Standard: {
    label: '90° standard elbow',
    basis: 'crane',
    craneMultiplier: () => 30,
    source: `${CRANE}: standard elbow, 90°, K = 30 fT`,
  },
  elbow90LongRadius: {
    label: '90° long-radius elbow (r/d = 1.5)',
    basis: 'crane',
    craneMultiplier: () => 14,
    source: `${CRANE}: 90° pipe bends and flanged or butt-welding elbows, r/d = 1.5, K = 14 fT`,
  },
  elbow45Standard: {
    label: '45° standard elbow',
    basis: 'crane',
    craneMultiplier: () => 16,
    source: `${CRANE}: standard elbow, 45°, K = 16 fT`,
  },
  teeThroughRun: {
    label: 'Standard tee, flow through run',
    basis: 'crane',
    craneMultiplier: () => 20,
    source: `${CRANE}: standard tee, flow through run, K = 20 fT`,
  },
  teeThroughBranch: {
    label: 'Standard tee, flow through branch',
    basis: 'crane',
    craneMultiplier: () => 60,
    source: `${CRANE}: standard tee, flow through branch, K = 60 fT`,
  },
  gateValve: {
    label: 'Gate valve, wedge disc, fully open',
    basis: 'crane',
    craneMultiplier: () => 8,
    source: `${CRANE}: gate valve, wedge disc, full bore (β = 1), K = 8 fT`,
  },
  globeValve: {
    label: 'Globe valve, fully open',
    basis: 'crane',
    craneMultiplier: () => 340,
    source: `${CRANE}: globe valve, full bore (β = 1), K = 340 fT`,
  },
  ballValve: {
    label: 'Ball valve, full port',
    basis: 'crane',
    craneMultiplier: () => 3,
    source: `${CRANE}: ball valve, full port (β = 1), K = 3 fT`,
  },
  butterflyValve: {
    label: 'Butterfly valve (centric), fully open',
    basis: 'crane',
    craneMultiplier: (nominalInches) => (nominalInches <= 8 ? 45 : nominalInches <= 14 ? 35 : 25),
    source: `${CRANE}: butterfly valve, 2–8 in K = 45 fT, 10–14 in K = 35 fT, 16–24 in K = 25 fT`,
    note: (nominalInches) =>
      nominalInches < 2
        ? 'Crane tabulates butterfly valves from 2 in; the 2–8 in value (45 fT) is used below 2 in.'
        : undefined,
  },
  swingCheckValve: {
    label: 'Swing check valve',
    basis: 'crane',
    craneMultiplier: () => 100,
    source: `${CRANE}: swing check valve, conventional (angled seat), K = 100 fT (clearway pattern 50 fT)`,
  },
  balancingValve: {
    label: 'Balancing valve, globe pattern, wide open',
    basis: 'crane',
    craneMultiplier: () => 340,
    source: `${CRANE}: globe valve, K = 340 fT, for a globe-pattern balancing valve wide open`,
    note: () =>
      'Balancing valve taken as a wide-open globe valve (340 fT); enter customK from the manufacturer’s Cv/Kv for the set position when known.',
  },
  yStrainer: {
    label: 'Y-strainer',
    basis: 'manufacturer',
    source:
      'No general coefficient: clean-screen loss depends on the body, screen mesh and open area; use the manufacturer’s data (customK or customEquivalentLength).',
  },
  pipeEntrance: {
    label: 'Pipe entrance, flush, sharp-edged',
    basis: 'fixed',
    fixedK: 0.5,
    source: `${CRANE}: pipe entrance, flush, sharp-edged, K = 0.5`,
  },
  pipeExit: {
    label: 'Pipe exit (into a tank)',
    basis: 'fixed',
    fixedK: 1,
    source: `${CRANE}: pipe exit, K = 1.0`,
  },
  custom: {
    label: 'Custom fitting',
    basis: 'manufacturer',
    source: 'User-supplied customK or customEquivalentLength.',
  },
};

/**
 * Crane's friction factors for clean commercial steel pipe with flow in the zone of complete
 * turbulence, by nominal size: [largest nominal size, in, of the band; fT].
 * @see Crane TP-410 (1988 and later printings), p. A-26, "Friction factors for clean commercial
 *   steel pipe with flow in zone of complete turbulence".
 */
export const CRANE_FRICTION_FACTORS: readonly (readonly [
  maxNominalInches: number,
  frictionFactor: number,
])[] = [
  [0.5, 0.027],
  [0.75, 0.025],
  [1, 0.023],
  [1.25, 0.022],
  [1.5, 0.021],
  [2, 0.019],
  [3, 0.018],
  [4, 0.017],
  [5, 0.016],
  [6, 0.015],
  [10, 0.014],
  [16, 0.013],
  [24, 0.012],
];

/** Schedule 40 inside diameters of NPS 1/4 and 3/8 (ASME B36.10M), in, below Crane's table. */
const SMALL_SCHEDULE_40_ID_IN: Readonly<Record<string, number>> = { '0.25': 0.364, '0.375': 0.493 };
/** Roughness Crane uses for clean commercial steel, in (0.0018 in = 0.046 mm). */
const CRANE_STEEL_ROUGHNESS_IN = 0.0018;

/**
 * The Crane TP-410 friction factor fT for a nominal pipe size: clean commercial steel, complete
 * turbulence. From Crane's table for 1/2–24 in; below 1/2 in (copper and PEX tube only) from the
 * fully rough Colebrook limit fT = 0.25 / [log10(ε/(3.7 D))]² with ε = 0.0018 in and the Schedule
 * 40 ID, the definition Crane's table rests on.
 *
 * @param nominalInches - Nominal size, in (1/4 to 24).
 * @returns fT, dimensionless.
 * @throws {RangeError} If the size is outside 1/4–24 in.
 * @see Crane TP-410, p. A-26 (table) and "K factor table" notes
 * @example craneFrictionFactor(2) //=> 0.019
 */
export function craneFrictionFactor(nominalInches: number): number {
  assertPositive(nominalInches, 'nominalInches');
  if (nominalInches > 24)
    throw new RangeError(`nominalInches must be 24 or less, got ${nominalInches}.`);
  if (nominalInches < 0.5) {
    const insideDiameterIn = SMALL_SCHEDULE_40_ID_IN[String(nominalInches)];
    if (insideDiameterIn === undefined) {
      throw new RangeError(`nominalInches below 1/2 must be 1/4 or 3/8, got ${nominalInches}.`);
    }
    const logTerm = Math.log10(CRANE_STEEL_ROUGHNESS_IN / insideDiameterIn / 3.7);
    return 0.25 / (logTerm * logTerm);
  }
  const band = CRANE_FRICTION_FACTORS.find(
    ([maxNominalInches]) => nominalInches <= maxNominalInches + 1e-9,
  );
  if (band === undefined) throw new RangeError(`No Crane friction factor for ${nominalInches} in.`);
  return band[1];
}

/** The resistance of one fitting as the engine applies it. */
export interface FittingResistance {
  /** K of one fitting, referred to the velocity pressure in the pipe. */
  readonly kEach: number;
  /** Where K comes from. */
  readonly basis: 'crane' | 'fixed' | 'customK' | 'equivalentLength';
  /** n of K = n·fT ('crane' only). */
  readonly craneMultiplier?: number;
  /** fT ('crane' only). */
  readonly craneFrictionFactor?: number;
  readonly source: string;
  readonly note?: string;
}

/** What {@link fittingResistance} needs about the fitting. */
export interface FittingResistanceInput {
  readonly type: PipeFittingType;
  /** Resistance coefficient given by the user; wins over every other basis. */
  readonly customK?: number | undefined;
  /** Equivalent length given by the user, m. */
  readonly customEquivalentLengthM?: number | undefined;
}

/** What {@link fittingResistance} needs about the pipe the fitting sits in. */
export interface FittingPipeContext {
  /** Nominal size, in. */
  readonly nominalInches: number;
  /** Inside diameter, m (for an equivalent length). */
  readonly insideDiameterM: number;
  /** Darcy friction factor of the flow in the pipe (for an equivalent length). */
  readonly frictionFactor: number;
}

/**
 * Resistance coefficient K of a fitting, so that its loss is Δp = K · ρV²/2 with V the velocity in
 * the pipe. In order of precedence: `customK`; `customEquivalentLength` (K = f · Le/D with the
 * pipe's own friction factor); Crane's K = n·fT; a fixed K.
 *
 * Crane's coefficients are for fittings in steel pipe; applied to copper or plastic they use the
 * steel fT of the same nominal size, as is common practice, and the actual tube velocity.
 *
 * @param fitting - Type and optional user data (`customEquivalentLengthM` in m).
 * @param pipe - Nominal size, inside diameter and friction factor of the pipe.
 * @returns K of one fitting, its basis and source.
 * @throws {RangeError} If the type needs manufacturer data and none is given, or a value is invalid.
 * @see Crane TP-410, pp., and ch. 2 "Resistance coefficient K, equivalent length L/D"
 * @example fittingResistance({ type: 'elbow90Standard' }, { nominalInches: 2, insideDiameterM: 0.0525, frictionFactor: 0.02 }).kEach //=> 0.57
 */
export function fittingResistance(
  fitting: FittingResistanceInput,
  pipe: FittingPipeContext,
): FittingResistance {
  const definition = PIPE_FITTINGS[fitting.type];
  if (definition === undefined) {
    throw new RangeError(
      `type must be one of ${PIPE_FITTING_TYPES.join(', ')}, got ${String(fitting.type)}.`,
    );
  }
  if (fitting.customK !== undefined) {
    assertNonNegative(fitting.customK, 'customK');
    return {
      kEach: fitting.customK,
      basis: 'customK',
      source: 'User-supplied resistance coefficient K.',
    };
  }
  if (fitting.customEquivalentLengthM !== undefined) {
    assertNonNegative(fitting.customEquivalentLengthM, 'customEquivalentLength');
    assertPositive(pipe.insideDiameterM, 'insideDiameterM');
    assertPositive(pipe.frictionFactor, 'frictionFactor');
    return {
      kEach: (pipe.frictionFactor * fitting.customEquivalentLengthM) / pipe.insideDiameterM,
      basis: 'equivalentLength',
      source: 'User-supplied equivalent length: K = f · Le/D with the friction factor of the pipe.',
    };
  }
  const note = definition.note?.(pipe.nominalInches);
  const withNote = note === undefined ? {} : { note };
  if (definition.basis === 'fixed' && definition.fixedK !== undefined) {
    return { kEach: definition.fixedK, basis: 'fixed', source: definition.source, ...withNote };
  }
  if (definition.basis === 'crane' && definition.craneMultiplier !== undefined) {
    const craneMultiplier = definition.craneMultiplier(pipe.nominalInches);
    const frictionFactor = craneFrictionFactor(pipe.nominalInches);
    return {
      kEach: craneMultiplier * frictionFactor,
      basis: 'crane',
      craneMultiplier,
      craneFrictionFactor: frictionFactor,
      source: definition.source,
      ...withNote,
    };
  }
  throw new RangeError(
    `A ${definition.label.toLowerCase()} needs customK or customEquivalentLength from the manufacturer's data.`,
  );
}
