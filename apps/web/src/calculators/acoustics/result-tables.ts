import {
  DUCT_ELEMENT_TYPE_LABELS,
  DUCT_NOISE_PATH_RESULT_SPECS,
  ROOM_METHOD_LABELS,
  SOUND_POWER_FLOOR_DB,
  type DuctNoisePathResult,
} from '@org/hvac-core/acoustics';
import { lineFor, type ResultTable } from '../../calculator-kit/result-lines';
import { formatFixed } from '@org/ui';

/** A rating in words: a line of the card's footer, a row of the report. */
export interface RatingText {
  readonly key: 'rc' | 'guideline' | 'target';
  readonly label: string;
  readonly value: string;
  /** The target only, when there is one: whether the room meets it. */
  readonly pass?: boolean;
}

/** One octave-band row: a value a band, each with `digits` decimals. */
export interface BandLine {
  readonly key: string;
  readonly label: string;
  readonly values: readonly number[];
  readonly digits: number;
  /** 'dB' for levels; '' for NC numbers, coefficients and times (their label gives the unit). */
  readonly unit: string;
  /** Bold in both. */
  readonly emphasis?: boolean;
  /** Bands with no data (carried at the engine's floor): "—" in both, never "−100.0". */
  readonly blank?: readonly boolean[];
}

/** A titled table of octave-band rows: one card, one report section. */
export interface BandLineTable {
  readonly key: string;
  readonly title: string;
  /** Card only: the text under the title. */
  readonly description: string;
  /** Card only: the prefix of the rows' and cells' test ids. */
  readonly testIdPrefix: string;
  readonly rows: readonly BandLine[];
}

/** A band row's values as the card's cells and the report's line show them: "85.0". */
export const bandTexts = (row: BandLine): string[] =>
  row.values.map((value, band) => (row.blank?.[band] ? '—' : formatFixed(value, row.digits)));

/** The ratings in words, after the rating lines. */
function ratingTexts({ rc, guideline, target }: DuctNoisePathResult): RatingText[] {
  return [
    {
      key: 'rc',
      label: DUCT_NOISE_PATH_RESULT_SPECS.rc.label,
      value: `${rc.label}, quality assessment index ${formatFixed(rc.qualityAssessmentIndex, 1)} dB`,
    },
    ...(guideline
      ? [
          {
            key: 'guideline' as const,
            label: `Recommended for ${guideline.category.toLowerCase()}, ${guideline.label.toLowerCase()}`,
            value: `NC ${guideline.minNc}–${guideline.maxNc}`,
          },
        ]
      : []),
    target
      ? {
          key: 'target',
          label: `Target NC ${target.target}`,
          value: target.pass ? 'Pass' : 'Fail',
          pass: target.pass,
        }
      : { key: 'target', label: 'Target NC', value: 'none' },
  ];
}

/** A row of levels, dB at 1 decimal. */
function levels(
  key: string,
  label: string,
  db: readonly number[],
  emphasis = false,
  blank: readonly boolean[] = db.map(atFloor),
): BandLine {
  return { key, label, values: db, digits: 1, unit: 'dB', emphasis, blank };
}

/** A sound power at the engine's floor: a band with no data (a fan's 8 kHz estimate). */
const atFloor = (powerDb: number): boolean => powerDb <= SOUND_POWER_FLOOR_DB;

/** The sound power after each element of each path, the sound in the room, the reverberation. */
function bandTables(result: DuctNoisePathResult): BandLineTable[] {
  const { nc, rc, reverberation } = result;
  const multiple = result.paths.length > 1;
  // A band of the room has no data when no path brings any sound power in it.
  const roomBlank = result.soundPressureDb.map((_, band) =>
    result.paths.every((path) => atFloor(path.roomSoundPowerDb[band] ?? SOUND_POWER_FLOOR_DB)),
  );
  const tables: BandLineTable[] = result.paths.map((path, p) => ({
    key: path.id,
    title: `Sound power along path ${p + 1}: ${path.label}`,
    description: 'dB re 1 pW after each element, in flow order',
    testIdPrefix: p === 0 ? 'acoustic-path-' : `acoustic-path${p + 1}-`,
    rows: [
      levels(
        'source',
        path.source.kind === 'fan' ? 'Fan sound power Lw (estimated)' : 'Fan sound power Lw',
        path.sourceSoundPowerDb,
      ),
      ...path.elements.map((element, index) =>
        levels(
          `element-${index + 1}`,
          `After ${index + 1}. ${element.label || DUCT_ELEMENT_TYPE_LABELS[element.type]}${element.regenerated ? ' (−ΔL, + own noise)' : ' (−ΔL)'}`,
          element.soundPowerDb,
        ),
      ),
      levels('room-power', 'Sound power entering the room', path.roomSoundPowerDb, true),
    ],
  }));
  const listener = `Sound pressure level Lp at the listener${multiple ? ', all paths' : ''}`;
  tables.push({
    key: 'room',
    title: 'Sound in the room',
    description: `dB re 20 µPa at the listener: ${ROOM_METHOD_LABELS[result.roomMethod]}${multiple ? '; the paths add by energy, band by band' : ''}`,
    testIdPrefix: 'acoustic-room-',
    rows: [
      ...(multiple
        ? result.paths.map((path, p) =>
            levels(
              `lp-path${p + 1}`,
              `Lp from path ${p + 1}: ${path.label} (${path.nc.label})`,
              path.soundPressureDb,
              false,
              path.roomSoundPowerDb.map(atFloor),
            ),
          )
        : []),
      levels('lp', listener, result.soundPressureDb, true, roomBlank),
      {
        key: 'nc',
        label: 'NC of each band',
        values: nc.bandValues,
        digits: 1,
        unit: '',
        blank: roomBlank,
      },
      levels('rc', 'RC Mark II reference curve', rc.referenceCurve, false, []),
    ],
  });
  if (reverberation) {
    const { meanAbsorptionCoefficient, sabineS, eyringS } = reverberation;
    tables.push({
      key: 'rt',
      title: 'Reverberation time',
      description: 'T60 from the room volume and surfaces',
      testIdPrefix: 'acoustic-rt-',
      rows: [
        {
          key: 'alpha',
          label: 'Mean absorption coefficient ᾱ',
          values: meanAbsorptionCoefficient,
          digits: 3,
          unit: '',
        },
        { key: 'sabine', label: 'Sabine T60, s', values: sabineS, digits: 2, unit: '' },
        { key: 'eyring', label: 'Eyring T60, s', values: eyringS, digits: 2, unit: '' },
      ],
    });
  }
  return tables;
}

/**
 * The room's results as its cards and its report both show them: the ratings as lines and in
 * words, then the octave-band tables.
 */
export function acousticResultTables(result: DuctNoisePathResult): {
  ratings: ResultTable;
  ratingTexts: RatingText[];
  bands: BandLineTable[];
} {
  const { nc } = result;
  const line = lineFor(DUCT_NOISE_PATH_RESULT_SPECS, result.unitSystem);
  const ratings: ResultTable = {
    title: 'Ratings',
    lines: [
      line('nc', nc.belowLowestCurve ? null : nc.ncRounded, {
        // Under the NC-15 curve there is no NC number to give: the line says so instead.
        label: nc.belowLowestCurve
          ? `NC rating (Beranek 1957 curves): ${nc.label}`
          : `NC rating (Beranek 1957 curves), set by ${nc.controllingBandHz} Hz`,
        valueTestId: 'acoustic-nc',
        emphasis: 'total',
        live: true,
      }),
      line('ncExact', nc.nc, { indent: true, valueTestId: 'acoustic-nc-exact', fixed: true }),
      line('aWeightedLevel', result.aWeightedDb, {
        key: 'dba',
        valueTestId: 'acoustic-dba',
        emphasis: 'subtotal',
        fixed: true,
      }),
      ...(result.paths.length > 1
        ? result.paths.map((path, p) =>
            line('aWeightedLevel', path.aWeightedDb, {
              key: `path-${p + 1}`,
              label: `Path ${p + 1}, ${path.label}, alone: ${path.nc.label}, A-weighted`,
              indent: true,
              valueTestId: `acoustic-path${p + 1}-dba`,
              fixed: true,
            }),
          )
        : []),
    ],
  };
  return { ratings, ratingTexts: ratingTexts(result), bands: bandTables(result) };
}
