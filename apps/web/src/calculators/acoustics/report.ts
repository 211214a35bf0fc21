import {
  DIRECTIVITY_LABELS,
  DUCT_ELEMENT_TYPE_LABELS,
  DUCT_LINING_LABELS,
  DUCT_NOISE_PATH_FIELD_LABELS,
  DUCT_SHAPE_LABELS,
  DUCT_TERMINATION_LABELS,
  ELBOW_KIND_LABELS,
  FAN_NOISE_TYPE_LABELS,
  FAN_SOUND_ESTIMATE,
  OCTAVE_BANDS_HZ,
  TERMINAL_SERVICE_LABELS,
  TERMINAL_SHAPE_LABELS,
  ROOM_METHOD_LABELS,
  absorptionMaterial,
  acousticUnitLabel,
  roomNoiseGuideline,
  surfaceAbsorptionCoefficients,
  type AcousticQuantity,
  type DuctNoisePathInput,
  type DuctNoisePathResult,
  type DuctPathElement,
  type DuctPathElementResult,
  type NoisePathResult,
  type NoiseSource,
} from '@org/hvac-core/acoustics';
import type { UnitSystem } from '@org/hvac-core/units';
import { formatFixed, formatNumber } from '@org/ui';
import type { ReportBody, ReportRow, ReportSection } from '../../report/types';
import { reportLine } from '../../calculator-kit/result-lines';
import { textRow } from '../../calculator-kit/text-row';
import { acousticResultTables, bandTexts } from './result-tables';

const LABELS = DUCT_NOISE_PATH_FIELD_LABELS;
const BANDS_UNIT = `dB at ${OCTAVE_BANDS_HZ[0]}–${OCTAVE_BANDS_HZ[OCTAVE_BANDS_HZ.length - 1]} Hz`;
const ALL_BANDS = '63–8000 Hz';

const n = (value: number, digits = 3): string =>
  formatNumber(value, { maximumFractionDigits: digits });

/** A row of a number in an acoustic quantity's unit. */
function measureRow(
  label: string,
  value: number,
  quantity: AcousticQuantity,
  system: UnitSystem,
  digits?: number,
): ReportRow {
  return { label, value: n(value, digits), unit: acousticUnitLabel(quantity, system) };
}

/** An inputs row of eight band values on one line, "85.0 · 82.0 · 78.0 · ...". */
function bandsRow(
  label: string,
  values: readonly number[],
  digits: number,
  unit = BANDS_UNIT,
): ReportRow {
  return { label, value: values.map((value) => formatFixed(value, digits)).join(' · '), unit };
}

/** "⌀ 12 in" for a round opening, "24 × 12 in" for a rectangular one. */
function openingSize(round: boolean, width: number, height: number | undefined, unit: string) {
  return round || height === undefined
    ? `⌀ ${n(width)} ${unit}`
    : `${n(width)} × ${n(height)} ${unit}`;
}

function regeneratedRows(label: string, computed: DuctPathElementResult | undefined): ReportRow[] {
  const regenerated = computed?.regenerated;
  if (!regenerated) return [];
  const governing = OCTAVE_BANDS_HZ.filter((_, band) => regenerated.governs[band]);
  return [
    bandsRow(label, regenerated.soundPowerDb, 1),
    textRow(
      'Own noise governs at',
      governing.length === 0 ? 'no band' : governing.map((hz) => `${hz} Hz`).join(', '),
    ),
  ];
}

function sourceRows(
  source: NoiseSource,
  typed: readonly number[] | undefined,
  computed: NoisePathResult | undefined,
  system: UnitSystem,
): ReportRow[] {
  if (source.kind === 'spectrum') {
    const label = 'Fan sound power level Lw (as entered)';
    return [typed ? bandsRow(label, typed, 1) : { label, value: '—', unit: BANDS_UNIT }];
  }
  const rows: ReportRow[] = [
    textRow(LABELS.fanType, FAN_NOISE_TYPE_LABELS[source.fanType]),
    measureRow(LABELS.fanAirflow, source.airflow, 'airflow', system, 1),
    measureRow(LABELS.staticPressure, source.staticPressure, 'ductPressureLoss', system, 3),
    textRow(
      'Blades, speed',
      source.blades === undefined || source.speed === undefined
        ? 'not given (no blade-pass tone)'
        : `${source.blades} blades at ${n(source.speed, 0)} rpm`,
    ),
  ];
  if (computed?.source.kind === 'fan') {
    const { overallDb, bladePassHz } = computed.source;
    rows.push(
      {
        label: 'Estimated overall sound power',
        value: formatFixed(overallDb, 1),
        unit: 'dB re 1 pW',
      },
      bladePassHz === null
        ? textRow('Blade-pass frequency', '—')
        : { label: 'Blade-pass frequency', value: formatFixed(bladePassHz, 0), unit: 'Hz' },
      bandsRow(
        'Estimated fan sound power Lw (8000 Hz not estimated)',
        computed.sourceSoundPowerDb.slice(0, 7),
        1,
        'dB at 63–4000 Hz',
      ),
    );
  }
  return rows;
}

type ElementOf<Type extends DuctPathElement['type']> = Extract<DuctPathElement, { type: Type }>;

/** The rows of each kind of element after its heading, from its input and computed values. */
const ELEMENT_ROWS: {
  readonly [Type in DuctPathElement['type']]: (
    element: ElementOf<Type>,
    system: UnitSystem,
    computed: DuctPathElementResult | undefined,
  ) => ReportRow[];
} = {
  ductRun: (element, system, computed) => [
    textRow(
      'Duct',
      `${DUCT_SHAPE_LABELS[element.shape]} ${openingSize(element.shape === 'round', element.width, element.height, acousticUnitLabel('ductDimension', system))}, ${DUCT_LINING_LABELS[element.lining].toLowerCase()}, ${n(element.length)} ${acousticUnitLabel('length', system)} long`,
    ),
    ...(computed?.attenuationPerLength
      ? [
          bandsRow(
            'Computed attenuation per length',
            computed.attenuationPerLength,
            2,
            acousticUnitLabel('attenuationRate', system),
          ),
          bandsRow('Attenuation of the run', computed.attenuationDb, 1),
        ]
      : []),
  ],
  straightDuct: (element, system) => [
    measureRow(LABELS.length, element.length, 'length', system),
    bandsRow(
      LABELS.attenuationPerLength,
      element.attenuationPerLength,
      2,
      acousticUnitLabel('attenuationRate', system),
    ),
  ],
  elbow: (element, system) => [
    textRow(LABELS.elbowKind, ELBOW_KIND_LABELS[element.elbowKind]),
    measureRow(LABELS.elbowWidth, element.width, 'ductDimension', system),
    textRow(LABELS.quantity, String(element.quantity)),
  ],
  branch: (element, system) => [
    measureRow(LABELS.branchArea, element.branchArea, 'area', system, 4),
    measureRow(LABELS.totalArea, element.totalArea, 'area', system, 4),
  ],
  insertionLoss: (element) => [bandsRow(LABELS.insertionLoss, element.insertionLoss, 1)],
  silencer: (element, system, computed) => [
    bandsRow(LABELS.silencerInsertionLoss, element.insertionLoss, 1),
    textRow(
      'Face, airflow',
      `${n(element.width)} × ${n(element.height)} ${acousticUnitLabel('ductDimension', system)}, ${n(element.airflow, 1)} ${acousticUnitLabel('airflow', system)}, ${element.passages} passages, ${n(element.freeAreaPercent, 1)}% free area`,
    ),
    ...(computed?.silencerVelocity
      ? [
          {
            label: 'Face / airway velocity',
            value: `${formatFixed(computed.silencerVelocity.face, 1)} / ${formatFixed(computed.silencerVelocity.airway, 1)}`,
            unit: acousticUnitLabel('airVelocity', system),
          },
        ]
      : []),
    ...regeneratedRows('Self-noise Lw', computed),
  ],
  terminal: (element, system, computed) => {
    const neck = computed?.neckVelocity;
    const digits = system === 'Metric' ? 2 : 0;
    return [
      textRow(
        'Terminal',
        `${TERMINAL_SERVICE_LABELS[element.service]}, ${TERMINAL_SHAPE_LABELS[element.terminalShape].toLowerCase()} ${openingSize(element.terminalShape === 'round', element.width, element.height, acousticUnitLabel('ductDimension', system))}, ${element.count} off`,
      ),
      measureRow(LABELS.terminalAirflow, element.airflow, 'airflow', system, 1),
      measureRow(LABELS.pressureDrop, element.pressureDrop, 'ductPressureLoss', system, 3),
      ...(neck
        ? [
            {
              label: 'Neck velocity',
              value:
                neck.limit === null
                  ? `${formatFixed(neck.velocity, digits)} (no limit: no target between RC 25 and 45)`
                  : `${formatFixed(neck.velocity, digits)}, limit ${formatFixed(neck.limit, digits)} at RC ${neck.limitRc}${neck.exceedsLimit ? ': ABOVE THE LIMIT' : ''}`,
              unit: acousticUnitLabel('airVelocity', system),
              emphasis: neck.exceedsLimit,
            },
          ]
        : []),
      ...regeneratedRows('Terminal sound power Lw', computed),
    ];
  },
  endReflection: (element, system) => [
    measureRow(LABELS.outletWidth, element.width, 'ductDimension', system),
    element.height === undefined
      ? textRow(LABELS.outletHeight, 'round duct')
      : measureRow(LABELS.outletHeight, element.height, 'ductDimension', system),
    textRow(LABELS.termination, DUCT_TERMINATION_LABELS[element.termination]),
  ],
};

function elementRows(
  element: DuctPathElement,
  index: number,
  system: UnitSystem,
  computed: DuctPathElementResult | undefined,
): ReportRow[] {
  const type = DUCT_ELEMENT_TYPE_LABELS[element.type];
  const rows = ELEMENT_ROWS[element.type] as (
    element: DuctPathElement,
    system: UnitSystem,
    computed: DuctPathElementResult | undefined,
  ) => ReportRow[];
  return [
    textRow(`${index + 1}. ${element.label || type}`, type),
    ...rows(element, system, computed),
  ];
}

function inputSections(input: DuctNoisePathInput, result: DuctNoisePathResult): ReportSection[] {
  const system = input.unitSystem;
  const { room } = input;
  const guideline = input.roomType ? roomNoiseGuideline(input.roomType) : null;
  const general: ReportRow[] = [
    textRow(LABELS.calculationName, input.calculationName || '—'),
    textRow(LABELS.roomType, guideline ? `${guideline.category}: ${guideline.label}` : 'none'),
    textRow(
      LABELS.targetNc,
      input.targetNc !== undefined
        ? String(input.targetNc)
        : guideline
          ? `${guideline.maxNc} (room type’s upper limit)`
          : 'none',
    ),
  ];
  const pathInputs = [
    { ...input, label: input.pathLabel || 'Supply path' },
    ...input.additionalPaths.map((path, index) => ({
      ...path,
      label: path.label || `Path ${index + 2}`,
    })),
  ];
  const pathSections: ReportSection[] = pathInputs.map((path, p) => {
    const computed = result.paths[p];
    const rows: ReportRow[] = [
      ...sourceRows(path.source, path.sourceSoundPower, computed, system),
      ...(path.elements.length === 0
        ? [textRow('Elements', 'none')]
        : path.elements.flatMap((element, index) =>
            elementRows(
              element,
              index,
              system,
              computed?.elements.find((row) => row.id === element.id),
            ),
          )),
    ];
    return { title: `Path ${p + 1}: ${path.label}, source and elements in flow order`, rows };
  });
  const roomRows: ReportRow[] = [
    textRow(LABELS.method, ROOM_METHOD_LABELS[room.method]),
    measureRow(LABELS.distance, room.distance, 'length', system),
    textRow(LABELS.directivity, DIRECTIVITY_LABELS[room.directivity]),
    room.volume === undefined
      ? textRow(LABELS.volume, '—')
      : measureRow(LABELS.volume, room.volume, 'volume', system, 2),
  ];
  if (room.method === 'givenRoomConstant' && room.roomConstant !== undefined) {
    roomRows.push(measureRow(LABELS.roomConstant, room.roomConstant, 'area', system, 2));
  }
  room.surfaces.forEach((surface, index) => {
    const name = surface.label || `Surface ${index + 1}`;
    const material =
      surface.materialId === undefined ? undefined : absorptionMaterial(surface.materialId);
    roomRows.push(
      measureRow(`${name}: area`, surface.area, 'area', system, 2),
      textRow(`${name}: material`, material ? material.name : 'coefficients as entered'),
      bandsRow(
        `${name}: absorption coefficients`,
        surfaceAbsorptionCoefficients(surface),
        2,
        ALL_BANDS,
      ),
    );
  });
  return [
    { title: 'Calculation', rows: general },
    ...pathSections,
    { title: 'Room', rows: roomRows },
  ];
}

/** The cards' results: the ratings as lines and in words, then each octave-band table. */
function resultSections(result: DuctNoisePathResult): ReportSection[] {
  const { ratings, ratingTexts, bands } = acousticResultTables(result);
  const ratingRows = ratingTexts.map(({ label, value, pass }) =>
    textRow(label, value, pass !== undefined),
  );
  return [
    { title: ratings.title, rows: [...ratings.lines.map(reportLine), ...ratingRows] },
    ...bands.map(({ title, rows }) => ({
      title,
      rows: rows.map((row) => ({
        label: row.label,
        value: bandTexts(row).join(' · '),
        unit: row.unit === 'dB' ? BANDS_UNIT : ALL_BANDS,
        ...(row.emphasis ? { emphasis: true } : {}),
      })),
    })),
  ];
}

/** The acoustic report: inputs, ratings with pass/fail, band-by-band levels, warnings and method. */
export function acousticReport(input: DuctNoisePathInput, result: DuctNoisePathResult): ReportBody {
  return {
    headingDetail: 'duct-borne noise',
    unitSystem: result.unitSystem,
    inputs: inputSections(input, result),
    results: resultSections(result),
    warnings: [...result.warnings],
    notes: [
      ...result.notes,
      // Said once, for every path whose fan is estimated: the figure is only as good as its method.
      ...(result.paths.some((path) => path.source.kind === 'fan')
        ? [FAN_SOUND_ESTIMATE.method, FAN_SOUND_ESTIMATE.uncertainty]
        : []),
      'NC curves: Beranek (1957) as tabulated by ASHRAE; ANSI/ASA S12.2 restates them and may rate 1 lower or higher.',
    ],
  };
}
