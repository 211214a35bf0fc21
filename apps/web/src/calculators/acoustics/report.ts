import {
  DIRECTIVITY_LABELS,
  DUCT_ELEMENT_TYPE_LABELS,
  DUCT_LINING_LABELS,
  DUCT_NOISE_PATH_FIELD_LABELS,
  DUCT_SHAPE_LABELS,
  DUCT_TERMINATION_LABELS,
  ELBOW_KIND_LABELS,
  FAN_NOISE_TYPE_LABELS,
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
import { formatNumber } from '@org/ui';
import type { ReportBody, ReportRow, ReportSection } from '../../workspace/types';
import { fixedDigits } from './field-ui';

const LABELS = DUCT_NOISE_PATH_FIELD_LABELS;
const BANDS_UNIT = `dB at ${OCTAVE_BANDS_HZ[0]}–${OCTAVE_BANDS_HZ[OCTAVE_BANDS_HZ.length - 1]} Hz`;

const n = (value: number, digits = 3): string =>
  formatNumber(value, { maximumFractionDigits: digits });
const fixed = (value: number, digits: number): string => fixedDigits(digits)(value);

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

/** Eight band values on one line: "85 · 82 · 78 · ...". */
function bands(values: readonly number[], digits: number): string {
  return values.map(fixedDigits(digits)).join(' · ');
}

/** "Rectangular 24 × 12 in, Fibreglass lining 1 in (25 mm), 20 ft" for a duct run. */
function ductRunDescription(
  element: Extract<DuctPathElement, { type: 'ductRun' }>,
  system: UnitSystem,
): string {
  const size = acousticUnitLabel('ductDimension', system);
  const dimensions =
    element.shape === 'round' || element.height === undefined
      ? `⌀ ${n(element.width)} ${size}`
      : `${n(element.width)} × ${n(element.height)} ${size}`;
  return `${DUCT_SHAPE_LABELS[element.shape]} ${dimensions}, ${DUCT_LINING_LABELS[element.lining].toLowerCase()}, ${n(element.length)} ${acousticUnitLabel('length', system)} long`;
}

function regeneratedRows(label: string, computed: DuctPathElementResult): ReportRow[] {
  const regenerated = computed.regenerated;
  if (!regenerated) return [];
  const governing = OCTAVE_BANDS_HZ.filter((_, band) => regenerated.governs[band]);
  return [
    { label, value: bands(regenerated.soundPowerDb, 1), unit: BANDS_UNIT },
    {
      label: 'Own noise governs at',
      value: governing.length === 0 ? 'no band' : governing.map((hz) => `${hz} Hz`).join(', '),
      unit: '',
    },
  ];
}

function sourceRows(
  source: NoiseSource,
  typed: readonly number[] | undefined,
  computed: NoisePathResult | undefined,
  system: UnitSystem,
): ReportRow[] {
  if (source.kind === 'spectrum') {
    return [
      {
        label: 'Fan sound power level Lw (as entered)',
        value: typed ? bands(typed, 1) : '—',
        unit: BANDS_UNIT,
      },
    ];
  }
  const rows: ReportRow[] = [
    { label: LABELS.fanType, value: FAN_NOISE_TYPE_LABELS[source.fanType], unit: '' },
    measureRow(LABELS.fanAirflow, source.airflow, 'airflow', system, 1),
    measureRow(LABELS.staticPressure, source.staticPressure, 'ductPressureLoss', system, 3),
    {
      label: 'Blades, speed',
      value:
        source.blades === undefined || source.speed === undefined
          ? 'not given (no blade-pass tone)'
          : `${source.blades} blades at ${n(source.speed, 0)} rpm`,
      unit: '',
    },
  ];
  if (computed?.source.kind === 'fan') {
    rows.push(
      {
        label: 'Estimated overall sound power',
        value: fixed(computed.source.overallDb, 1),
        unit: 'dB re 1 pW',
      },
      {
        label: 'Blade-pass frequency',
        value: computed.source.bladePassHz === null ? '—' : fixed(computed.source.bladePassHz, 0),
        unit: computed.source.bladePassHz === null ? '' : 'Hz',
      },
      {
        label: 'Estimated fan sound power Lw (8000 Hz not estimated)',
        value: bands(computed.sourceSoundPowerDb.slice(0, 7), 1),
        unit: 'dB at 63–4000 Hz',
      },
    );
  }
  return rows;
}

function elementRows(
  element: DuctPathElement,
  index: number,
  system: UnitSystem,
  computed: DuctPathElementResult | undefined,
): ReportRow[] {
  const title = `${index + 1}. ${element.label || DUCT_ELEMENT_TYPE_LABELS[element.type]}`;
  const head: ReportRow = { label: title, value: DUCT_ELEMENT_TYPE_LABELS[element.type], unit: '' };
  switch (element.type) {
    case 'ductRun': {
      const rows: ReportRow[] = [
        head,
        { label: 'Duct', value: ductRunDescription(element, system), unit: '' },
      ];
      if (computed?.attenuationPerLength) {
        rows.push(
          {
            label: 'Computed attenuation per length',
            value: bands(computed.attenuationPerLength, 2),
            unit: acousticUnitLabel('attenuationRate', system),
          },
          {
            label: 'Attenuation of the run',
            value: bands(computed.attenuationDb, 1),
            unit: BANDS_UNIT,
          },
        );
      }
      return rows;
    }
    case 'straightDuct':
      return [
        head,
        measureRow(LABELS.length, element.length, 'length', system),
        {
          label: LABELS.attenuationPerLength,
          value: bands(element.attenuationPerLength, 2),
          unit: acousticUnitLabel('attenuationRate', system),
        },
      ];
    case 'elbow':
      return [
        head,
        { label: LABELS.elbowKind, value: ELBOW_KIND_LABELS[element.elbowKind], unit: '' },
        measureRow(LABELS.elbowWidth, element.width, 'ductDimension', system),
        { label: LABELS.quantity, value: String(element.quantity), unit: '' },
      ];
    case 'branch':
      return [
        head,
        measureRow(LABELS.branchArea, element.branchArea, 'area', system, 4),
        measureRow(LABELS.totalArea, element.totalArea, 'area', system, 4),
      ];
    case 'insertionLoss':
      return [
        head,
        { label: LABELS.insertionLoss, value: bands(element.insertionLoss, 1), unit: BANDS_UNIT },
      ];
    case 'silencer': {
      const dim = acousticUnitLabel('ductDimension', system);
      const rows: ReportRow[] = [
        head,
        {
          label: LABELS.silencerInsertionLoss,
          value: bands(element.insertionLoss, 1),
          unit: BANDS_UNIT,
        },
        {
          label: 'Face, airflow',
          value: `${n(element.width)} × ${n(element.height)} ${dim}, ${n(element.airflow, 1)} ${acousticUnitLabel('airflow', system)}, ${element.passages} passages, ${n(element.freeAreaPercent, 1)}% free area`,
          unit: '',
        },
      ];
      if (computed?.silencerVelocity) {
        const speed = acousticUnitLabel('airVelocity', system);
        rows.push({
          label: 'Face / airway velocity',
          value: `${fixed(computed.silencerVelocity.face, 1)} / ${fixed(computed.silencerVelocity.airway, 1)}`,
          unit: speed,
        });
      }
      if (computed?.regenerated) rows.push(...regeneratedRows('Self-noise Lw', computed));
      return rows;
    }
    case 'terminal': {
      const dim = acousticUnitLabel('ductDimension', system);
      const size =
        element.terminalShape === 'round' || element.height === undefined
          ? `⌀ ${n(element.width)} ${dim}`
          : `${n(element.width)} × ${n(element.height)} ${dim}`;
      const rows: ReportRow[] = [
        head,
        {
          label: 'Terminal',
          value: `${TERMINAL_SERVICE_LABELS[element.service]}, ${TERMINAL_SHAPE_LABELS[element.terminalShape].toLowerCase()} ${size}, ${element.count} off`,
          unit: '',
        },
        measureRow(LABELS.terminalAirflow, element.airflow, 'airflow', system, 1),
        measureRow(LABELS.pressureDrop, element.pressureDrop, 'ductPressureLoss', system, 3),
      ];
      const neck = computed?.neckVelocity;
      if (neck) {
        const speed = acousticUnitLabel('airVelocity', system);
        const digits = system === 'Metric' ? 2 : 0;
        rows.push({
          label: 'Neck velocity',
          value:
            neck.limit === null
              ? `${fixed(neck.velocity, digits)} (no limit: no target between RC 25 and 45)`
              : `${fixed(neck.velocity, digits)}, limit ${fixed(neck.limit, digits)} at RC ${neck.limitRc}${neck.exceedsLimit ? ': ABOVE THE LIMIT' : ''}`,
          unit: speed,
          emphasis: neck.exceedsLimit,
        });
      }
      if (computed?.regenerated) rows.push(...regeneratedRows('Terminal sound power Lw', computed));
      return rows;
    }
    case 'endReflection':
      return [
        head,
        measureRow(LABELS.outletWidth, element.width, 'ductDimension', system),
        {
          label: LABELS.outletHeight,
          value: element.height === undefined ? 'round duct' : n(element.height),
          unit: element.height === undefined ? '' : acousticUnitLabel('ductDimension', system),
        },
        {
          label: LABELS.termination,
          value: DUCT_TERMINATION_LABELS[element.termination],
          unit: '',
        },
      ];
  }
}

function inputSections(input: DuctNoisePathInput, result: DuctNoisePathResult): ReportSection[] {
  const system = input.unitSystem;
  const { room } = input;
  const guideline = input.roomType ? roomNoiseGuideline(input.roomType) : null;
  const general: ReportRow[] = [
    { label: LABELS.calculationName, value: input.calculationName || '—', unit: '' },
    {
      label: LABELS.roomType,
      value: guideline ? `${guideline.category}: ${guideline.label}` : 'none',
      unit: '',
    },
    {
      label: LABELS.targetNc,
      value:
        input.targetNc !== undefined
          ? String(input.targetNc)
          : guideline
            ? `${guideline.maxNc} (room type’s upper limit)`
            : 'none',
      unit: '',
    },
  ];
  const pathInputs = [
    {
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
  const pathSections: ReportSection[] = pathInputs.map((path, p) => {
    const computed = result.paths[p];
    const rows: ReportRow[] = [
      ...sourceRows(path.source, path.sourceSoundPower, computed, system),
      ...(path.elements.length === 0
        ? [{ label: 'Elements', value: 'none', unit: '' }]
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
    { label: LABELS.method, value: ROOM_METHOD_LABELS[room.method], unit: '' },
    { label: LABELS.distance, value: n(room.distance), unit: acousticUnitLabel('length', system) },
    { label: LABELS.directivity, value: DIRECTIVITY_LABELS[room.directivity], unit: '' },
    {
      label: LABELS.volume,
      value: room.volume === undefined ? '—' : n(room.volume, 2),
      unit: room.volume === undefined ? '' : acousticUnitLabel('volume', system),
    },
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
      {
        label: `${name}: material`,
        value: material ? material.name : 'coefficients as entered',
        unit: '',
      },
      {
        label: `${name}: absorption coefficients`,
        value: bands(surfaceAbsorptionCoefficients(surface), 2),
        unit: '63–8000 Hz',
      },
    );
  });
  return [
    { title: 'Calculation', rows: general },
    ...pathSections,
    { title: 'Room', rows: roomRows },
  ];
}

function resultSections(result: DuctNoisePathResult): ReportSection[] {
  const { nc, rc, target, guideline } = result;
  const ratings: ReportRow[] = [
    {
      label: `NC rating (Beranek 1957), set by ${nc.controllingBandHz} Hz`,
      value: nc.label,
      unit: '',
      emphasis: true,
    },
    { label: 'NC by interpolation', value: fixed(nc.nc, 1), unit: '' },
    { label: 'A-weighted level', value: fixed(result.aWeightedDb, 1), unit: 'dBA', emphasis: true },
    { label: 'RC Mark II', value: rc.label, unit: '' },
    {
      label: 'RC quality assessment index',
      value: fixed(rc.qualityAssessmentIndex, 1),
      unit: 'dB',
    },
  ];
  if (guideline) {
    ratings.push({
      label: `Recommended NC for ${guideline.label.toLowerCase()}`,
      value: `${guideline.minNc}–${guideline.maxNc}`,
      unit: '',
    });
  }
  ratings.push(
    target
      ? {
          label: `Target NC ${target.target}`,
          value: target.pass ? 'Pass' : 'Fail',
          unit: '',
          emphasis: true,
        }
      : { label: 'Target NC', value: 'none', unit: '' },
  );
  const pathSections: ReportSection[] = result.paths.map((path, p) => ({
    title: `Sound power along path ${p + 1}: ${path.label}`,
    rows: [
      {
        label: 'Source sound power Lw',
        value: bands(path.sourceSoundPowerDb, 1),
        unit: BANDS_UNIT,
      },
      ...path.elements.map((element, index) => ({
        label: `After ${index + 1}. ${element.label || DUCT_ELEMENT_TYPE_LABELS[element.type]}`,
        value: bands(element.soundPowerDb, 1),
        unit: BANDS_UNIT,
      })),
      {
        label: 'Sound power entering the room',
        value: bands(path.roomSoundPowerDb, 1),
        unit: BANDS_UNIT,
        emphasis: true,
      },
    ],
  }));
  const room: ReportRow[] = [
    ...(result.paths.length > 1
      ? result.paths.map((path, p) => ({
          label: `Lp from path ${p + 1}: ${path.label} (${path.nc.label})`,
          value: bands(path.soundPressureDb, 1),
          unit: BANDS_UNIT,
        }))
      : []),
    {
      label:
        result.paths.length > 1
          ? 'Sound pressure level Lp at the listener, all paths'
          : 'Sound pressure level Lp at the listener',
      value: bands(result.soundPressureDb, 1),
      unit: BANDS_UNIT,
      emphasis: true,
    },
    { label: 'NC of each band', value: bands(nc.bandValues, 1), unit: '63–8000 Hz' },
  ];
  const sections: ReportSection[] = [
    { title: 'Ratings', rows: ratings },
    ...pathSections,
    { title: 'Sound in the room', rows: room },
  ];
  if (result.reverberation) {
    sections.push({
      title: 'Reverberation time',
      rows: [
        {
          label: 'Mean absorption coefficient',
          value: bands(result.reverberation.meanAbsorptionCoefficient, 3),
          unit: '63–8000 Hz',
        },
        {
          label: 'Sabine T60',
          value: bands(result.reverberation.sabineS, 2),
          unit: 's at 63–8000 Hz',
        },
        {
          label: 'Eyring T60',
          value: bands(result.reverberation.eyringS, 2),
          unit: 's at 63–8000 Hz',
        },
      ],
    });
  }
  return sections;
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
      'NC curves: Beranek (1957) as tabulated by ASHRAE; ANSI/ASA S12.2 restates them and may rate 1 lower or higher.',
    ],
  };
}
