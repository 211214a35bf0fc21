import type { UnitSystem } from '../units/unit-system.js';
import { fieldFromSi, fieldToSi } from '../refrigerant/form-input.js';
import { absorptionMaterial, materialBandCoefficients } from './absorption-materials.js';
import { OCTAVE_BANDS_HZ } from './constants.js';
import { aWeightedLevel } from './decibels.js';
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
  RoomMethod,
  RoomSurface,
} from './schema.js';
import { parseInput } from '../_lib/parse-input.js';

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
  readonly source: string;
}

/** Result of {@link calculateDuctNoisePath}. */
export interface DuctNoisePathResult {
  readonly calculationName: string;
  readonly unitSystem: UnitSystem;
  readonly bandsHz: readonly number[];
  readonly sourceSoundPowerDb: readonly number[];
  readonly elements: readonly DuctPathElementResult[];
  /** Sound power entering the room, dB re 1 pW. */
  readonly roomSoundPowerDb: readonly number[];
  readonly roomMethod: RoomMethod;
  /** Sound pressure level at the listener, dB re 20 µPa, 63–8000 Hz. */
  readonly soundPressureDb: readonly number[];
  /** A-weighted level at the listener, dBA. */
  readonly aWeightedDb: number;
  readonly nc: NcRating;
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
} as const;

function formatDb(value: number): string {
  return `${Math.round(value * 10) / 10} dB`;
}

interface ElementEffect {
  readonly attenuationDb: number[];
  readonly attenuationPerLength: number[] | null;
  readonly warnings: string[];
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

function elementEffect(element: DuctPathElement, unitSystem: UnitSystem): ElementEffect {
  if (element.type === 'ductRun') return ductRunEffect(element, unitSystem);
  return {
    attenuationDb: elementAttenuation(element, unitSystem),
    attenuationPerLength: null,
    warnings: [],
  };
}

function elementAttenuation(
  element: Exclude<DuctPathElement, { type: 'ductRun' }>,
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
  const material =
    surface.materialId === undefined ? undefined : absorptionMaterial(surface.materialId);
  if (material) return materialBandCoefficients(material);
  return OCTAVE_BANDS_HZ.map((_, band) => surface.absorptionCoefficients?.[band] ?? 0);
}

/**
 * The lowest sound power a band carries along the path, dB re 1 pW: the bottom of the room model's
 * range. A path that attenuates a band further (many lined elbows on a quiet fan) leaves it
 * inaudible either way; holding it here keeps every later step within its range.
 */
const PATH_LEVEL_FLOOR_DB = -100;

/**
 * Duct-borne noise from a fan to a listener, octave band by octave band: the source's sound power
 * less the attenuation of each element in flow order (straight duct, elbows, branch power division,
 * silencers and other insertion losses, end reflection), converted to sound pressure in the room
 * (Schultz for typical furnished rooms, or the direct + reverberant room-constant form), then the
 * A-weighted level, NC and RC Mark II ratings and the check against the room's target.
 *
 * Regenerated noise (air noise from fittings and terminals) and breakout are not included: add the
 * terminal's own sound power as a separate path and combine with `addDecibels`.
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

  let power = [...input.sourceSoundPower];
  let floored = false;
  const elements = input.elements.map((element): DuctPathElementResult => {
    const effect = elementEffect(element, unitSystem);
    const { attenuationDb } = effect;
    warnings.push(...effect.warnings);
    power = power.map((level, band) => {
      const next = level - (attenuationDb[band] ?? 0);
      if (next >= PATH_LEVEL_FLOOR_DB) return next;
      floored = true;
      return PATH_LEVEL_FLOOR_DB;
    });
    return {
      id: element.id,
      type: element.type,
      label: element.label,
      attenuationDb,
      soundPowerDb: [...power],
      attenuationPerLength: effect.attenuationPerLength,
      source: SOURCES[element.type],
    };
  });
  if (floored) {
    notes.push(
      `Bands attenuated below ${PATH_LEVEL_FLOOR_DB} dB re 1 pW are carried at ${PATH_LEVEL_FLOOR_DB} dB: far below hearing, they add nothing to the room.`,
    );
  }
  if (input.elements.some((element) => element.type === 'ductRun')) {
    notes.push(
      'Straight duct by size: attenuation per length from Reynolds and Bledsoe’s equations for sheet-metal duct with fibreglass lining (ASHRAE HVAC Applications 2019, ch. 49), inside dimensions; at most 40 dB per run.',
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

  const soundPressureDb = power.map((level, band) => {
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
  if (room.method !== 'schultz') {
    notes.push(
      `Room effect by the direct and reverberant field, Lp = Lw + 10 log(Q/4πr² + 4/R), with Q = ${room.directivity} and the room constant ${room.method === 'givenRoomConstant' ? 'as entered' : 'from the surfaces in each band'}.`,
    );
  }
  if (room.method === 'schultz') {
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

  const guideline = input.roomType === undefined ? null : roomNoiseGuideline(input.roomType);
  const nc = ncRating(soundPressureDb);
  const targetNc = input.targetNc ?? guideline?.maxNc;
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
    const character = { LF: 'rumble', MF: 'roar', HF: 'hiss' }[rc.quality];
    warnings.push(
      `${rc.label}: the spectrum is not neutral (QAI ${formatDb(rc.qualityAssessmentIndex)} > 5 dB); occupants may hear ${character}.`,
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
    const material =
      surface.materialId === undefined ? undefined : absorptionMaterial(surface.materialId);
    return material ? [material.name] : [];
  });
  if (materials.length > 0) {
    notes.push(
      `Absorption of the library materials (${[...new Set(materials)].join('; ')}): the published coefficients cover 125–4000 Hz; the 63 Hz band takes the 125 Hz value and the 8000 Hz band the 4000 Hz value.`,
    );
  }
  notes.push('Regenerated air noise of fittings and terminals and duct breakout are not included.');

  return {
    calculationName: input.calculationName,
    unitSystem,
    bandsHz: [...OCTAVE_BANDS_HZ],
    sourceSoundPowerDb: [...input.sourceSoundPower],
    elements,
    roomSoundPowerDb: power,
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
