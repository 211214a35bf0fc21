import type { UnitSystem } from '../units/unit-system.js';
import { fieldFromSi, fieldToSi } from '../units/field-quantities.js';
import { absorptionMaterial, materialBandCoefficients } from './absorption-materials.js';
import { OCTAVE_BANDS_HZ } from './constants.js';
import { addDecibels, addSpectraDb, aWeightedLevel } from './decibels.js';
import {
  MAX_STRAIGHT_DUCT_ATTENUATION_DB,
  straightDuctAttenuationPerLength,
} from './duct-attenuation.js';
import {
  branchPowerDivisionDb,
  elbowInsertionLossDb,
  endReflectionLossDb,
  straightDuctAttenuationDb,
} from './duct-elements.js';
import { ncRating, rcMark2Rating } from './noise-criteria.js';
import type { NcRating, RcRating } from './noise-criteria.js';
import { checkNcTarget, roomNoiseGuideline } from './recommended-nc.js';
import type { NcTargetCheck, RoomNoiseGuideline } from './recommended-nc.js';
import {
  eyringReverberationTimeS,
  roomAbsorption,
  roomConstantM2,
  sabineReverberationTimeS,
  schultzSoundPressureDb,
  soundPressureFromPowerDb,
} from './room.js';
import { DuctNoisePathInputSchema } from './schema.js';
import type {
  DuctNoisePathInput,
  DuctNoisePathInputDraft,
  DuctPathElement,
  NoiseSource,
  RoomMethod,
  RoomSurface,
} from './schema.js';
import { parseInput } from '../_lib/parse-input.js';
import {
  bladePassFrequencyHz,
  fanSoundPower,
  neckVelocityLimit,
  silencerSelfNoiseDb,
  terminalSoundPowerDb,
} from './sources.js';
import type { FanNoiseType } from './sources.js';

/** One element's effect, band by band. */
export interface DuctPathElementResult {
  readonly id: string;
  readonly type: DuctPathElement['type'];
  readonly label: string;
  /** Attenuation of the element in each band, dB. */
  readonly attenuationDb: readonly number[];
  /** Sound power leaving the element, dB re 1 pW. */
  readonly soundPowerDb: readonly number[];
  /**
   * Attenuation per length the engine computed for a duct run from its size and lining, dB/ft |
   * dB/m in the input's unit system; null for other elements.
   */
  readonly attenuationPerLength: readonly number[] | null;
  /**
   * A silencer's self-noise or a terminal's own sound power, dB re 1 pW, and the bands where it is
   * higher than the duct-borne sound it adds to (where it governs); null for other elements.
   */
  readonly regenerated: {
    readonly soundPowerDb: readonly number[];
    readonly governs: readonly boolean[];
  } | null;
  /** A silencer's face and airway velocities, fpm | m/s; null for other elements. */
  readonly silencerVelocity: { readonly face: number; readonly airway: number } | null;
  /**
   * A terminal's neck (opening) velocity, fpm | m/s, beside the recommended limit for the target
   * (null when there is no target, or it is below RC 25); null for other elements.
   */
  readonly neckVelocity: {
    readonly service: 'supply' | 'return';
    readonly velocity: number;
    readonly limit: number | null;
    readonly limitRc: number | null;
    readonly exceedsLimit: boolean;
  } | null;
  readonly source: string;
}

/** How a path's source sound power was found. */
export type PathSourceResult =
  | { readonly kind: 'spectrum' }
  | {
      readonly kind: 'fan';
      readonly fanType: FanNoiseType;
      /** Overall sound power, dB re 1 pW. */
      readonly overallDb: number;
      /** Blade-pass frequency, Hz, when blades and speed are given. */
      readonly bladePassHz: number | null;
    };

/** One path from a source to the room, and what it contributes there. */
export interface NoisePathResult {
  readonly id: string;
  /** As entered, or "Supply path" / "Path n" when left blank. */
  readonly label: string;
  readonly source: PathSourceResult;
  readonly sourceSoundPowerDb: readonly number[];
  readonly elements: readonly DuctPathElementResult[];
  /** Sound power this path brings into the room, dB re 1 pW. */
  readonly roomSoundPowerDb: readonly number[];
  /** This path's sound pressure level at the listener, dB re 20 µPa. */
  readonly soundPressureDb: readonly number[];
  readonly aWeightedDb: number;
  readonly nc: NcRating;
}

/**
 * Result of {@link calculateDuctNoisePath}. The source sound power, elements and room sound power
 * are the first path's (as `paths[0]`); the sound pressure, A-weighted level (dBA) and NC are of all
 * paths together.
 */
export interface DuctNoisePathResult extends Omit<NoisePathResult, 'id' | 'label' | 'source'> {
  readonly calculationName: string;
  readonly unitSystem: UnitSystem;
  readonly bandsHz: readonly number[];
  /** Every path to the room, the first one first; their levels add in the room. */
  readonly paths: readonly NoisePathResult[];
  readonly roomMethod: RoomMethod;
  /** Sound pressure level at the listener, all paths together, dB re 20 µPa, 63–8000 Hz. */
  readonly soundPressureDb: readonly number[];
  readonly rc: RcRating;
  readonly guideline: RoomNoiseGuideline | null;
  readonly target: NcTargetCheck | null;
  /** Per band, when surfaces and volume are given; otherwise null. */
  readonly reverberation: {
    readonly sabineS: readonly number[];
    readonly eyringS: readonly number[];
    readonly meanAbsorptionCoefficient: readonly number[];
  } | null;
  /** Things the designer should look at: a failed target, ratings off the curves, methods out of range. */
  readonly warnings: readonly string[];
  /** Assumptions the result rests on. */
  readonly notes: readonly string[];
}

const SOURCES = {
  straightDuct:
    'Attenuation per length as entered (ASHRAE Handbook—HVAC Applications 2019, ch. 49 tables, or manufacturer).',
  ductRun:
    'Reynolds and Bledsoe (1991), Algorithms for HVAC Acoustics (ASHRAE): unlined and lined rectangular duct, lined round duct; unlined round duct per ASHRAE as tabulated by Engineering ToolBox.',
  elbow: 'ASHRAE Handbook—HVAC Applications (2019), ch. 49, tables 22–24 (unlined elbows, by f·w).',
  branch: 'ASHRAE Handbook—HVAC Applications (2019), ch. 49: ΔL = 10 log(ΣA/A_branch).',
  insertionLoss: 'Insertion loss as entered (manufacturer’s data).',
  endReflection: 'ASHRAE Handbook—HVAC Applications (2019), ch. 49: ERL = 10 log[1 + (a₁c/πfD)²].',
  silencer:
    'Insertion loss as entered (manufacturer’s data); self-noise by Fry (1988), Long, Architectural Acoustics (2014), Eq. 14.31, Table 14.8; added to the attenuated sound by energy.',
  terminal:
    'Reynolds: Long, Architectural Acoustics (2014), Eqs. 13.27–13.33; neck-velocity limits: ASHRAE Handbook—HVAC Applications (2019), ch. 49, Table 9.',
} as const;

interface ElementEffect {
  readonly attenuationDb: number[];
  readonly attenuationPerLength?: number[];
  readonly warnings?: string[];
  readonly regeneratedDb?: number[];
  readonly silencerVelocity?: DuctPathElementResult['silencerVelocity'];
  readonly neckVelocity?: DuctPathElementResult['neckVelocity'];
}

function ductRunEffect(
  element: Extract<DuctPathElement, { type: 'ductRun' }>,
  unitSystem: UnitSystem,
): ElementEffect {
  const widthM = fieldToSi(element.width, 'ductDimension', unitSystem);
  const heightM =
    element.shape === 'rectangular' && element.height !== undefined
      ? fieldToSi(element.height, 'ductDimension', unitSystem)
      : undefined;
  const rates = straightDuctAttenuationPerLength({
    shape: element.shape,
    widthM,
    heightM,
    lining: element.lining,
  });
  const lengthM = fieldToSi(element.length, 'length', unitSystem);
  const name = element.label || 'Straight duct';
  const warnings = rates.warnings.map((warning) => `${name}: ${warning}`);
  const attenuationDb = rates.dbPerMetre.map((rate) =>
    Math.min(MAX_STRAIGHT_DUCT_ATTENUATION_DB, rate * lengthM),
  );
  if (rates.dbPerMetre.some((rate) => rate * lengthM > MAX_STRAIGHT_DUCT_ATTENUATION_DB)) {
    warnings.push(
      `${name}: the run would attenuate more than ${MAX_STRAIGHT_DUCT_ATTENUATION_DB} dB in a band; ${MAX_STRAIGHT_DUCT_ATTENUATION_DB} dB is used, as sound flanks through the duct walls.`,
    );
  }
  return {
    attenuationDb,
    attenuationPerLength: rates.dbPerMetre.map((rate) =>
      fieldFromSi(rate, 'attenuationRate', unitSystem),
    ),
    warnings,
  };
}

function silencerEffect(
  element: Extract<DuctPathElement, { type: 'silencer' }>,
  unitSystem: UnitSystem,
): ElementEffect {
  const faceAreaM2 =
    fieldToSi(element.width, 'ductDimension', unitSystem) *
    fieldToSi(element.height, 'ductDimension', unitSystem);
  const faceVelocityMS = fieldToSi(element.airflow, 'airflow', unitSystem) / faceAreaM2;
  const airwayVelocityMS = faceVelocityMS / (element.freeAreaPercent / 100);
  return {
    attenuationDb: [...element.insertionLoss],
    regeneratedDb: silencerSelfNoiseDb(
      airwayVelocityMS,
      element.passages,
      fieldToSi(element.height, 'ductDimension', unitSystem),
    ),
    silencerVelocity: {
      face: fieldFromSi(faceVelocityMS, 'airVelocity', unitSystem),
      airway: fieldFromSi(airwayVelocityMS, 'airVelocity', unitSystem),
    },
  };
}

function terminalEffect(
  element: Extract<DuctPathElement, { type: 'terminal' }>,
  unitSystem: UnitSystem,
  targetNc: number | undefined,
): ElementEffect {
  const widthM = fieldToSi(element.width, 'ductDimension', unitSystem);
  const areaM2 =
    element.terminalShape === 'round' || element.height === undefined
      ? (Math.PI * widthM * widthM) / 4
      : widthM * fieldToSi(element.height, 'ductDimension', unitSystem);
  const flowM3s = fieldToSi(element.airflow, 'airflow', unitSystem);
  const velocityMS = flowM3s / areaM2;
  const limit = targetNc === undefined ? null : neckVelocityLimit(element.service, targetNc);
  const exceedsLimit = limit !== null && velocityMS > limit.limitMS;
  const toUnits = (ms: number): number => fieldFromSi(ms, 'airVelocity', unitSystem);
  const warnings: string[] = [];
  if (limit !== null && exceedsLimit) {
    const unit = unitSystem === 'Metric' ? 'm/s' : 'fpm';
    const digits = unitSystem === 'Metric' ? 10 : 1;
    const shown = (ms: number): number => Math.round(toUnits(ms) * digits) / digits;
    warnings.push(
      `${element.label || 'Terminal'}: neck velocity ${shown(velocityMS)} ${unit} is above the ${shown(limit.limitMS)} ${unit} recommended for a ${element.service} terminal at RC ${limit.rc}: choose a larger terminal or more of them.`,
    );
  }
  return {
    attenuationDb: OCTAVE_BANDS_HZ.map(() => 0),
    warnings,
    regeneratedDb: terminalSoundPowerDb(
      areaM2,
      flowM3s,
      fieldToSi(element.pressureDrop, 'ductPressureLoss', unitSystem),
      element.terminalShape,
      element.count,
    ),
    neckVelocity: {
      service: element.service,
      velocity: toUnits(velocityMS),
      limit: limit === null ? null : toUnits(limit.limitMS),
      limitRc: limit?.rc ?? null,
      exceedsLimit,
    },
  };
}

function elementEffect(
  element: DuctPathElement,
  unitSystem: UnitSystem,
  targetNc: number | undefined,
): ElementEffect {
  if (element.type === 'ductRun') return ductRunEffect(element, unitSystem);
  if (element.type === 'silencer') return silencerEffect(element, unitSystem);
  if (element.type === 'terminal') return terminalEffect(element, unitSystem, targetNc);
  return { attenuationDb: elementAttenuation(element, unitSystem) };
}

function elementAttenuation(
  element: Exclude<DuctPathElement, { type: 'ductRun' | 'silencer' | 'terminal' }>,
  unitSystem: UnitSystem,
): number[] {
  const toSi = (value: number, quantity: Parameters<typeof fieldToSi>[1]): number =>
    fieldToSi(value, quantity, unitSystem);
  return OCTAVE_BANDS_HZ.map((hz, band) => {
    switch (element.type) {
      case 'straightDuct':
        return straightDuctAttenuationDb(
          toSi(element.attenuationPerLength[band] ?? 0, 'attenuationRate'),
          toSi(element.length, 'length'),
        );
      case 'elbow':
        return (
          element.quantity *
          elbowInsertionLossDb(element.elbowKind, toSi(element.width, 'ductDimension'), hz)
        );
      case 'branch':
        return branchPowerDivisionDb(
          toSi(element.branchArea, 'area'),
          toSi(element.totalArea, 'area'),
        );
      case 'insertionLoss':
        return element.insertionLoss[band] ?? 0;
      case 'endReflection': {
        const widthM = toSi(element.width, 'ductDimension');
        const diameterM =
          element.height === undefined
            ? widthM
            : Math.sqrt((4 * widthM * toSi(element.height, 'ductDimension')) / Math.PI);
        return endReflectionLossDb(diameterM, hz, element.termination);
      }
    }
  });
}

/**
 * The absorption coefficients the engine uses for a surface, 63–8000 Hz: its library material's
 * (125 Hz value at 63 Hz, 4000 Hz value at 8000 Hz) when it names one, else the typed values.
 *
 * @param surface - A parsed room surface.
 * @returns Eight coefficients (zeros where none are given, which the schema does not allow).
 * @example surfaceAbsorptionCoefficients({ id: 's', label: '', area: 10, materialId: 'brickUnglazed' })[0] //=> 0.03
 */
export function surfaceAbsorptionCoefficients(surface: RoomSurface): number[] {
  const material = surface.materialId && absorptionMaterial(surface.materialId);
  if (material) return materialBandCoefficients(material);
  return OCTAVE_BANDS_HZ.map((_, band) => surface.absorptionCoefficients?.[band] ?? 0);
}

/**
 * The lowest sound power a band carries along the path, dB re 1 pW: the bottom of the room model's
 * range. A path that attenuates a band further (many lined elbows on a quiet fan) leaves it
 * inaudible either way; holding it here keeps every later step within its range. A band with no
 * estimate (a fan's 8 kHz band) is carried here too: a level at this floor is "no data", which a
 * table shows as "—", never as a number.
 */
export const SOUND_POWER_FLOOR_DB = -100;
const PATH_LEVEL_FLOOR_DB = SOUND_POWER_FLOOR_DB;

/**
 * Duct-borne noise from a fan to a listener, octave band by octave band: the source's sound power
 * less the attenuation of each element in flow order (straight duct, elbows, branch power division,
 * silencers and other insertion losses, end reflection), converted to sound pressure in the room
 * (Schultz for typical furnished rooms, or the direct + reverberant room-constant form), then the
 * A-weighted level, NC and RC Mark II ratings and the check against the room's target.
 *
 * The source is a typed spectrum or a fan estimated from its duty; a silencer adds its self-noise
 * and a terminal its own sound power to the sound reaching it (by energy). Further paths (a return,
 * a second supply) are followed the same way and their room levels added by energy before rating.
 * Regenerated noise of other fittings, and breakout, are not included.
 *
 * @param draft - The input as entered (see {@link DuctNoisePathInputSchema}).
 * @returns Band-by-band sound power along the path, sound pressure at the listener, ratings and notes.
 * @throws {ZodError} If the input is invalid; each issue's path is the field.
 * @see ASHRAE Handbook—HVAC Applications (2019), ch. 49 "Noise and vibration control" (duct element
 *   attenuation, end reflection, room sound correction, NC and RC Mark II)
 * @example calculateDuctNoisePath({ sourceSoundPower: [80, 78, 75, 72, 68, 64, 60, 55], room: { distance: 5, volume: 3000 } }).nc.ncRounded
 */
export function calculateDuctNoisePath(draft: DuctNoisePathInputDraft): DuctNoisePathResult {
  return calculateDuctNoisePathInput(
    parseInput(DuctNoisePathInputSchema, draft, 'duct noise path input'),
  );
}

/**
 * calculateDuctNoisePath of an input its schema has already parsed (`DuctNoisePathInputSchema.safeParse`), without
 * parsing it again: the web app validates each draft once and calls this.
 */
export function calculateDuctNoisePathInput(input: DuctNoisePathInput): DuctNoisePathResult {
  const { unitSystem, room } = input;
  const notes: string[] = [];
  const warnings: string[] = [];
  const guideline = input.roomType === undefined ? null : roomNoiseGuideline(input.roomType);
  const targetNc = input.targetNc ?? guideline?.maxNc;

  let floored = false;
  let fanWithout8k = false;
  const sourceOf = (
    source: NoiseSource,
    typed: readonly number[] | undefined,
  ): { result: PathSourceResult; powerDb: number[] } => {
    if (source.kind === 'spectrum') {
      if (typed === undefined) throw new RangeError('Source sound power is required.');
      return { result: { kind: 'spectrum' }, powerDb: [...typed] };
    }
    const bladePassHz =
      source.blades === undefined || source.speed === undefined
        ? null
        : bladePassFrequencyHz(source.speed, source.blades);
    const fan = fanSoundPower(
      fieldToSi(source.airflow, 'airflow', unitSystem),
      fieldToSi(source.staticPressure, 'ductPressureLoss', unitSystem),
      source.fanType,
      bladePassHz ?? undefined,
    );
    if (fan.bandsDb.some((level) => level === null)) fanWithout8k = true;
    return {
      result: { kind: 'fan', fanType: source.fanType, overallDb: fan.overallDb, bladePassHz },
      powerDb: fan.bandsDb.map((level) => level ?? PATH_LEVEL_FLOOR_DB),
    };
  };
  const followPath = (
    sourcePowerDb: readonly number[],
    pathElements: readonly DuctPathElement[],
  ): { elements: DuctPathElementResult[]; powerDb: number[] } => {
    let power = [...sourcePowerDb];
    const elements = pathElements.map((element): DuctPathElementResult => {
      const effect = elementEffect(element, unitSystem, targetNc);
      const { attenuationDb, regeneratedDb } = effect;
      warnings.push(...(effect.warnings ?? []));
      const governs: boolean[] = [];
      const carriedBands: boolean[] = power.map((level) => level > PATH_LEVEL_FLOOR_DB);
      power = power.map((level, band) => {
        let next = level - (attenuationDb[band] ?? 0);
        const own = regeneratedDb?.[band];
        if (own !== undefined) {
          governs.push(own > next);
          next = addDecibels([next, own]);
        }
        if (next >= PATH_LEVEL_FLOOR_DB) return next;
        floored = true;
        return PATH_LEVEL_FLOOR_DB;
      });
      // A band that arrives at the floor carries no estimate (a fan's 8 kHz): no warning for it.
      const governsAudibly = governs.map((value, band) => value && carriedBands[band] === true);
      if (element.type === 'silencer' && governsAudibly.some(Boolean)) {
        const bands = OCTAVE_BANDS_HZ.filter((_, band) => governsAudibly[band]).join(', ');
        warnings.push(
          `${element.label || 'Silencer'}: its self-noise is above the attenuated sound at ${bands} Hz, so it governs there: lower the face velocity (a larger silencer) or choose one with less regenerated noise.`,
        );
      }
      return {
        id: element.id,
        type: element.type,
        label: element.label,
        attenuationDb,
        soundPowerDb: [...power],
        attenuationPerLength: effect.attenuationPerLength ?? null,
        regenerated: regeneratedDb === undefined ? null : { soundPowerDb: regeneratedDb, governs },
        silencerVelocity: effect.silencerVelocity ?? null,
        neckVelocity: effect.neckVelocity ?? null,
        source: SOURCES[element.type],
      };
    });
    return { elements, powerDb: power };
  };

  const pathInputs = [
    {
      id: 'main',
      label: input.pathLabel || 'Supply path',
      source: input.source,
      sourceSoundPower: input.sourceSoundPower,
      elements: input.elements,
    },
    ...input.additionalPaths.map((path, index) => ({
      ...path,
      label: path.label || `Path ${index + 2}`,
    })),
  ];
  const followed = pathInputs.map((path) => {
    const source = sourceOf(path.source, path.sourceSoundPower);
    return { path, source, ...followPath(source.powerDb, path.elements) };
  });
  if (floored) {
    notes.push(
      `Bands attenuated below ${PATH_LEVEL_FLOOR_DB} dB re 1 pW are carried at ${PATH_LEVEL_FLOOR_DB} dB: far below hearing, they add nothing to the room.`,
    );
  }
  const allElements = pathInputs.flatMap((path) => path.elements);
  if (allElements.some((element) => element.type === 'ductRun')) {
    notes.push(
      'Straight duct by size: attenuation per length from Reynolds and Bledsoe’s equations for sheet-metal duct with fibreglass lining (ASHRAE HVAC Applications 2019, ch. 49), inside dimensions; at most 40 dB per run.',
    );
  }
  if (pathInputs.some((path) => path.source.kind === 'fan')) {
    notes.push(
      'Fan sound power by the empirical method: L_W = 20 log p + 10 log Q + 40 (p Pa, Q m³/s) spread by the fan type’s octave corrections, +5 dB in the blade-pass band and +3 dB in its first harmonic’s (ASHRAE, as given by Arup’s Strutt). Use the manufacturer’s AMCA 300 data when the fan is selected.',
    );
  }
  if (fanWithout8k) {
    notes.push(
      'The empirical fan method gives no 8000 Hz correction: a fan’s 8000 Hz band is left out of its path (carried at −100 dB), so the room’s 8000 Hz level holds only the other sources.',
    );
  }
  if (allElements.some((element) => element.type === 'terminal')) {
    notes.push(
      targetNc === undefined
        ? 'Terminal neck velocities have no limit shown: give a target NC or a room type (ASHRAE HVAC Applications 2019, ch. 49, Table 9, RC 25–45, NC taken as the RC).'
        : 'Terminal neck-velocity limits from ASHRAE HVAC Applications (2019), ch. 49, Table 9, at the tabulated RC at or below the target (the target NC taken as the RC); velocity is the airflow over the opening entered.',
    );
  }

  const distanceM = fieldToSi(room.distance, 'length', unitSystem);
  const volumeM3 =
    room.volume === undefined ? undefined : fieldToSi(room.volume, 'volume', unitSystem);
  const bandAbsorption =
    room.surfaces.length === 0
      ? null
      : OCTAVE_BANDS_HZ.map((_, band) =>
          roomAbsorption(
            room.surfaces.map((surface) => ({
              areaM2: fieldToSi(surface.area, 'area', unitSystem),
              absorptionCoefficient: surfaceAbsorptionCoefficients(surface)[band] ?? 0,
            })),
          ),
        );

  const pressureOf = (power: readonly number[]): number[] =>
    power.map((level, band) => {
      const hz = OCTAVE_BANDS_HZ[band] ?? 1000;
      if (room.method === 'schultz') {
        if (volumeM3 === undefined)
          throw new RangeError('Room volume is required by the Schultz method.');
        return schultzSoundPressureDb(level, distanceM, volumeM3, hz);
      }
      if (room.method === 'givenRoomConstant') {
        if (room.roomConstant === undefined)
          throw new RangeError('Room constant is required when it is entered directly.');
        return soundPressureFromPowerDb(
          level,
          room.directivity,
          distanceM,
          fieldToSi(room.roomConstant, 'area', unitSystem),
        );
      }
      const absorption = bandAbsorption?.[band];
      if (absorption === undefined)
        throw new RangeError('The room-constant method needs the room surfaces.');
      // A band with no absorption at all has no finite room constant; treat it as barely absorbent.
      const alpha = Math.max(absorption.meanAbsorptionCoefficient, 1e-3);
      return soundPressureFromPowerDb(
        level,
        room.directivity,
        distanceM,
        roomConstantM2(absorption.surfaceAreaM2, alpha),
      );
    });
  const paths = followed.map(({ path, source, elements, powerDb }): NoisePathResult => {
    const pressure = pressureOf(powerDb);
    return {
      id: path.id,
      label: path.label,
      source: source.result,
      sourceSoundPowerDb: source.powerDb,
      elements,
      roomSoundPowerDb: powerDb,
      soundPressureDb: pressure,
      aWeightedDb: aWeightedLevel(pressure),
      nc: ncRating(pressure),
    };
  });
  const soundPressureDb =
    paths.length === 1
      ? [...(paths[0]?.soundPressureDb ?? [])]
      : addSpectraDb(paths.map((path) => path.soundPressureDb));
  if (paths.length > 1) {
    notes.push(
      `${paths.length} paths reach the room: their sound pressure levels add by energy in each band, L = 10 log Σ 10^(Lᵢ/10) (ASHRAE Handbook—Fundamentals 2021, ch. 8), and the room is rated on the total.`,
    );
  }
  if (room.method !== 'schultz') {
    notes.push(
      `Room effect by the direct and reverberant field, Lp = Lw + 10 log(Q/4πr² + 4/R), with Q = ${room.directivity} and the room constant ${room.method === 'givenRoomConstant' ? 'as entered' : 'from the surfaces in each band'}.`,
    );
  } else {
    notes.push(
      'Room effect by Schultz’s equation for typical furnished rooms (ASHRAE HVAC Applications 2019, ch. 49); directivity is not used by it.',
    );
    if (volumeM3 !== undefined && volumeM3 > 15_000 * 0.3048 ** 3) {
      warnings.push(
        'The room is larger than about 15 000 ft³ (425 m³), beyond the range Schultz’s equation was fitted to: use the room-constant method.',
      );
    }
  }

  let reverberation: DuctNoisePathResult['reverberation'] = null;
  if (bandAbsorption !== null && volumeM3 !== undefined) {
    const valid = bandAbsorption.every(
      (a) => a.absorptionM2 > 0 && a.meanAbsorptionCoefficient < 1,
    );
    if (valid) {
      reverberation = {
        sabineS: bandAbsorption.map((a) => sabineReverberationTimeS(volumeM3, a.absorptionM2)),
        eyringS: bandAbsorption.map((a) =>
          eyringReverberationTimeS(volumeM3, a.surfaceAreaM2, a.meanAbsorptionCoefficient),
        ),
        meanAbsorptionCoefficient: bandAbsorption.map((a) => a.meanAbsorptionCoefficient),
      };
    } else {
      warnings.push(
        'Reverberation times need every band to have some absorption and coefficients below 1.',
      );
    }
  }

  const nc = ncRating(soundPressureDb);
  const target = targetNc === undefined ? null : checkNcTarget(nc.nc, targetNc);
  if (target !== null && !target.pass) {
    warnings.push(
      `NC ${nc.ncRounded} exceeds the target NC ${target.target} by ${nc.ncRounded - target.target}: add attenuation in the ${nc.controllingBandHz} Hz band, which sets the rating.`,
    );
  }
  if (nc.belowLowestCurve) {
    notes.push(
      'Every band is below the NC-15 curve: the room rates below NC 15 (the NC number shown by interpolation is extrapolated).',
    );
  }
  if (nc.aboveHighestCurve) {
    warnings.push('A band is above the NC-70 curve: the NC value is extrapolated.');
  }
  const rc = rcMark2Rating(soundPressureDb);
  if (rc.quality !== 'N') {
    const character = {
      LF: 'a low-frequency rumble',
      MF: 'a mid-frequency roar',
      HF: 'a high-frequency hiss',
    }[rc.quality];
    // The RC rating and its quality assessment index are stated once, by the rating itself; the
    // warning says only what the quality letter means for the room.
    warnings.push(
      `The room's spectrum is not neutral (its quality assessment index is above 5 dB): occupants may hear ${character}.`,
    );
  }
  if (
    room.method === 'roomConstant' &&
    bandAbsorption?.some((a) => a.meanAbsorptionCoefficient === 0)
  ) {
    warnings.push(
      'A band has no absorption at all: its room constant is taken with a mean coefficient of 0.001.',
    );
  }
  const materials = room.surfaces.flatMap((surface) => {
    const material = surface.materialId && absorptionMaterial(surface.materialId);
    return material ? [material.name] : [];
  });
  if (materials.length > 0) {
    notes.push(
      `Absorption of the library materials (${[...new Set(materials)].join('; ')}): the published coefficients cover 125–4000 Hz; the 63 Hz band takes the 125 Hz value and the 8000 Hz band the 4000 Hz value.`,
    );
  }
  notes.push(
    allElements.some((element) => element.type === 'silencer' || element.type === 'terminal')
      ? 'Regenerated noise of the silencers and terminals entered is included; that of other fittings, and duct breakout, are not.'
      : 'Regenerated air noise of fittings and terminals and duct breakout are not included.',
  );

  return {
    calculationName: input.calculationName,
    unitSystem,
    bandsHz: [...OCTAVE_BANDS_HZ],
    sourceSoundPowerDb: paths[0]?.sourceSoundPowerDb ?? [],
    elements: paths[0]?.elements ?? [],
    roomSoundPowerDb: paths[0]?.roomSoundPowerDb ?? [],
    paths,
    roomMethod: room.method,
    soundPressureDb,
    aWeightedDb: aWeightedLevel(soundPressureDb),
    nc,
    rc,
    guideline,
    target,
    reverberation,
    warnings,
    notes,
  };
}
