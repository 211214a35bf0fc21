import {
  HEAT_LOAD_FIELD_LABELS,
  activityLevel,
  heatLoadFieldUnitLabel,
  windowOrientation,
  type HeatLoadInput,
  type HeatLoadNumericField,
  type HeatLoadResult,
} from '@org/hvac-core/heat-load';
import { unitLabel } from '@org/hvac-core/units';
import { formatNumber } from '@org/ui';
import { ventilationSpaceTypeLabel } from './space-types';
import type { ReportBody, ReportRow, ReportSection } from '../../workspace/types';
import { formatMeasure } from '../../report/precision';

const LABELS = HEAT_LOAD_FIELD_LABELS;

function numberRow(input: HeatLoadInput, field: HeatLoadNumericField): ReportRow {
  const value = input[field];
  return {
    label: LABELS[field],
    value: value === undefined ? 'not given' : formatMeasure(value),
    unit: value === undefined ? '' : heatLoadFieldUnitLabel(field, input.unitSystem),
  };
}

function textRow(label: string, value: string): ReportRow {
  return { label, value, unit: '' };
}

/** The heat-load inputs in the form's groups, every number with its unit. */
function inputSections(input: HeatLoadInput): ReportSection[] {
  const row = (field: HeatLoadNumericField) => numberRow(input, field);
  return [
    {
      title: 'Design conditions',
      rows: [
        textRow(LABELS.calculationMode, input.calculationMode),
        textRow(LABELS.roomName, input.roomName || '—'),
        row('outdoorTemp'),
        row('indoorTemp'),
        row('outdoorRelativeHumidity'),
        row('indoorRelativeHumidity'),
      ],
    },
    {
      title: 'Envelope',
      rows: [
        row('wallArea'),
        row('wallUValue'),
        row('windowArea'),
        row('windowUValue'),
        row('windowShgc'),
        textRow(LABELS.windowOrientation, windowOrientation(input.windowOrientation).label),
        ...input.additionalWindows.map((window, index) => ({
          label: `Window ${index + 2}: ${windowOrientation(window.orientation).label}, SHGC ${
            window.shgc === undefined ? 'as window 1' : formatMeasure(window.shgc)
          }`,
          value: formatMeasure(window.area),
          unit: heatLoadFieldUnitLabel('windowArea', input.unitSystem),
        })),
        row('roofArea'),
        row('roofUValue'),
      ],
    },
    {
      title: 'Internal gains',
      rows: [
        row('numPeople'),
        textRow(LABELS.activityLevel, activityLevel(input.activityLevel).label),
        row('lightingLoad'),
        row('equipmentLoad'),
        ...(input.calculationMode === 'Heating'
          ? [
              textRow(
                LABELS.creditInternalGainsInHeating,
                input.creditInternalGainsInHeating ? 'Yes' : 'No',
              ),
            ]
          : []),
      ],
    },
    {
      title: 'Ventilation, infiltration and margin',
      rows: [
        row('ventilationRate'),
        textRow(LABELS.ventilationSpaceType, ventilationSpaceTypeLabel(input.ventilationSpaceType)),
        row('infiltrationAch'),
        row('floorArea'),
        row('ceilingHeight'),
        row('safetyFactorPercent'),
      ],
    },
  ];
}

/** The heat-load report: inputs, totals, the breakdown, warnings, notes and the method. */
export function heatLoadReport(input: HeatLoadInput, result: HeatLoadResult): ReportBody {
  const unit = unitLabel('heatRate', result.unitSystem);
  const load = (label: string, value: number, emphasis = false): ReportRow => ({
    label,
    value: formatNumber(value, { maximumFractionDigits: 0 }),
    unit,
    emphasis,
  });
  const mode = result.calculationMode === 'Cooling' ? 'cooling' : 'heating';
  return {
    headingDetail: mode,
    unitSystem: result.unitSystem,
    inputs: inputSections(input),
    results: [
      {
        title: 'Totals',
        rows: [
          {
            label: 'Design temperature difference',
            value: formatNumber(result.deltaT, { maximumFractionDigits: 1 }),
            unit: unitLabel('temperatureDifference', result.unitSystem),
          },
          load('Sensible, before safety factor', result.sensibleLoad),
          load('Latent, before safety factor', result.latentLoad),
          load('Safety factor', result.safetyFactorLoad),
          load(`Total ${mode} load`, result.totalLoad, true),
          // Tons rate cooling equipment only: a heating load is not given in tons.
          ...(result.calculationMode === 'Cooling'
            ? [
                {
                  label: 'Total in tons of refrigeration',
                  value: formatNumber(result.totals.tons, { maximumFractionDigits: 2 }),
                  unit: 'tons',
                },
              ]
            : []),
          {
            label: 'Total in kilowatts',
            value: formatNumber(result.totals.kilowatts, { maximumFractionDigits: 2 }),
            unit: 'kW',
          },
          {
            label: 'Sensible heat ratio',
            value:
              result.sensibleHeatRatio === null
                ? 'not applicable'
                : formatNumber(result.sensibleHeatRatio, { maximumFractionDigits: 2 }),
            unit: '',
          },
        ],
      },
      {
        title: 'Breakdown',
        rows: [
          load('Walls', result.wallLoad),
          load('Windows, conduction', result.windowLoad),
          load('Windows, solar', result.windowSolarLoad),
          load('Roof', result.roofLoad),
          load('Ventilation', result.ventilationLoad),
          load('Infiltration', result.infiltrationLoad),
          load('Internal gains', result.internalLoad),
          load('  People, sensible', result.peopleSensibleLoad),
          load('  People, latent', result.peopleLatentLoad),
          load('  Lighting', result.lightingGain),
          load('  Equipment', result.equipmentGain),
        ],
      },
    ],
    warnings: result.warnings.map((warning) => warning.message),
    notes: result.notes.map((note) => note.message),
  };
}
