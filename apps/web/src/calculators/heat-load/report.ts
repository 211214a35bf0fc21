import {
  HEAT_LOAD_FIELD_LABELS,
  HEAT_LOAD_FIELD_SPECS,
  HEAT_LOAD_RESULT_SPECS,
  activityLevel,
  heatLoadFieldUnitLabel,
  windowOrientation,
  type HeatLoadInput,
  type HeatLoadNumericField,
  type HeatLoadResult,
} from '@org/hvac-core/heat-load';
import { ventilationSpaceTypeLabel } from './space-types';
import type { ReportBody, ReportSection } from '../../workspace/types';
import { textRow } from '../../workspace/text-row';
import { inputRowFor, reportRowFor } from '../../workspace/result-row-for';
import { BREAKDOWN } from './breakdown';
import { formatMeasure } from '../../report/precision';
import { reportBody } from '../../workspace/report-body';

const LABELS = HEAT_LOAD_FIELD_LABELS;

/** The heat-load inputs in the form's groups, every number with its unit. */
function inputSections(input: HeatLoadInput): ReportSection[] {
  const entered = inputRowFor(HEAT_LOAD_FIELD_SPECS, input);
  const row = (field: HeatLoadNumericField) => entered(field, 'not given');
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
  const row = reportRowFor(HEAT_LOAD_RESULT_SPECS, result.unitSystem);
  const mode = result.calculationMode === 'Cooling' ? 'cooling' : 'heating';
  return {
    headingDetail: mode,
    ...reportBody(result, inputSections(input), [
      {
        title: 'Totals',
        rows: [
          row('deltaT', result.deltaT),
          row('sensibleLoad', result.sensibleLoad, { label: 'Sensible, before safety factor' }),
          row('latentLoad', result.latentLoad, { label: 'Latent, before safety factor' }),
          row('safetyFactorLoad', result.safetyFactorLoad),
          row('totalLoad', result.totalLoad, { label: `Total ${mode} load`, emphasis: true }),
          // Tons rate cooling equipment only: a heating load is not given in tons.
          ...(result.calculationMode === 'Cooling'
            ? [row('tons', result.totals.tons, { label: 'Total in tons of refrigeration' })]
            : []),
          row('kilowatts', result.totals.kilowatts, { label: 'Total in kilowatts' }),
          row('sensibleHeatRatio', result.sensibleHeatRatio, { blank: 'not applicable' }),
        ],
      },
      {
        title: 'Breakdown',
        // The safety factor is given with the totals.
        rows: BREAKDOWN.filter(({ key }) => key !== 'safetyFactorLoad').map(({ key, part }) =>
          row(key, result[key], part ? { label: `  ${HEAT_LOAD_RESULT_SPECS[key].label}` } : {}),
        ),
      },
    ]),
  };
}
