import {
  HEAT_LOAD_FIELD_LABELS,
  HEAT_LOAD_FIELD_SPECS,
  activityLevel,
  heatLoadFieldUnitLabel,
  windowOrientation,
  type HeatLoadInput,
  type HeatLoadNumericField,
  type HeatLoadResult,
} from '@org/hvac-core/heat-load';
import { ventilationSpaceTypeLabel } from './space-types';
import type { ReportBody, ReportSection } from '../../report/types';
import { textRow } from '../../calculator-kit/text-row';
import { inputRowFor } from '../../calculator-kit/input-rows';
import { reportSections } from '../../calculator-kit/result-lines';
import { heatLoadResultTables } from './result-tables';
import { formatMeasure } from '../../report/precision';
import { reportBody } from '../../calculator-kit/report-body';

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

/** The heat-load report: inputs, the cards' results, warnings, notes and the method. */
export function heatLoadReport(input: HeatLoadInput, result: HeatLoadResult): ReportBody {
  const { totals, breakdown, otherUnits } = heatLoadResultTables(result);
  return {
    headingDetail: result.calculationMode === 'Cooling' ? 'cooling' : 'heating',
    ...reportBody(result, inputSections(input), reportSections([totals, breakdown, otherUnits])),
  };
}
