import { Text } from '@mantine/core';
import {
  DEFAULT_DISCHARGE_SUPERHEAT,
  DEFAULT_TEMPERATURE_PENALTY,
  LINE_ORIENTATIONS,
  LINE_TYPES,
  REFRIGERANTS,
  REFRIGERANT_LINE_FIELD_LABELS,
  REFRIGERANT_LINE_FIELD_SPECS,
  TUBE_SERIES,
  TUBE_SERIES_INFO,
  refrigerantFieldUnitLabel,
  refrigerantInfo,
  type LineType,
  type RefrigerantFittingResult,
  type RefrigerantLineInput,
} from '@org/hvac-core/refrigerant';
import { z } from 'zod';
import { draftNumber } from '../../calculator-kit/field-ui';
import { calculationNamePiece } from '../../calculator-kit/CalculationNameFieldset';
import type { FormLayout } from '../../calculator-kit/form-layout';
import { SegmentedChoice } from '../../calculator-kit/SegmentedChoice';
import { textRow } from '../../calculator-kit/text-row';
import { refrigerantFieldId, type RefrigerantDraft } from './field-ui';
import {
  LINE_ORIENTATION_LABELS,
  LINE_TYPE_LABELS,
  REFRIGERANT_KIND_LABELS,
  refrigerantGwpText,
  refrigerantOptionLabel,
} from './labels';
import { RefrigerantFittings } from './RefrigerantFittings';

const LABELS = REFRIGERANT_LINE_FIELD_LABELS;

function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/** The draft's line type, or a new line's (suction). */
const lineTypeOf = (draft: RefrigerantDraft): LineType =>
  isOneOf(LINE_TYPES, draft.lineType) ? draft.lineType : 'suction';

/** The refrigerant's safety group, GWP and kind under the select. */
function refrigerantDescription(draft: RefrigerantDraft): string | undefined {
  if (!isOneOf(REFRIGERANTS, draft.refrigerant)) return undefined;
  const info = refrigerantInfo(draft.refrigerant);
  const kind = REFRIGERANT_KIND_LABELS[info.kind].toLowerCase();
  return `ASHRAE 34 safety group ${info.safetyGroup}; GWP100 ${refrigerantGwpText(info.id)} (IPCC AR4); ${kind}${info.kind === 'zeotrope' ? ' (temperatures are dew points)' : ''}`;
}

/**
 * A new line type, with the penalty and the name following it while they are still at the old
 * line type's defaults ("Suction line" becomes "Liquid line").
 */
function withLineType(draft: RefrigerantDraft, next: LineType): RefrigerantDraft {
  const unitSystem = draft.unitSystem ?? 'Imperial';
  const penalty = draftNumber(draft.allowedTemperaturePenalty);
  const followsDefault =
    penalty === undefined || penalty === DEFAULT_TEMPERATURE_PENALTY[lineTypeOf(draft)][unitSystem];
  const nameFollows = Object.values(LINE_TYPE_LABELS).some(
    (label) => draft.calculationName === `${label} line`,
  );
  return {
    ...draft,
    lineType: next,
    ...(followsDefault
      ? { allowedTemperaturePenalty: DEFAULT_TEMPERATURE_PENALTY[next][unitSystem] }
      : {}),
    ...(nameFollows ? { calculationName: `${LINE_TYPE_LABELS[next]} line` } : {}),
  };
}

/**
 * The refrigerant line's form and the report's inputs: refrigerant and cycle, the line, its length
 * and fittings, each fitting shown with the engine's equivalent length (`fittingResults`).
 */
export function refrigerantForm(
  fittingResults: readonly RefrigerantFittingResult[] = [],
): FormLayout<typeof REFRIGERANT_LINE_FIELD_SPECS, RefrigerantDraft, RefrigerantLineInput> {
  return {
    fields: REFRIGERANT_LINE_FIELD_SPECS,
    idOf: refrigerantFieldId,
    groups: [
      calculationNamePiece(
        REFRIGERANT_LINE_FIELD_SPECS.calculationName.label,
        'Shown on the report, e.g. the circuit or the unit it serves',
        120,
      ),
      {
        legend: 'Refrigerant and cycle',
        items: [
          {
            choice: 'refrigerant',
            wide: true,
            description: refrigerantDescription,
            schema: z.enum(REFRIGERANTS),
            options: REFRIGERANTS.map((id) => ({ value: id, label: refrigerantOptionLabel(id) })),
            report: (input) => {
              const info = refrigerantInfo(input.refrigerant);
              return `${info.label}, safety group ${info.safetyGroup}, GWP100 ${refrigerantGwpText(info.id)} (IPCC AR4), ${REFRIGERANT_KIND_LABELS[info.kind].toLowerCase()}`;
            },
          },
          'capacity',
          'evaporatingTemperature',
          'condensingTemperature',
          'superheat',
          'subcooling',
          {
            number: 'dischargeSuperheat',
            shown: (values) => values.lineType === 'discharge',
            blankValue: (draft) => DEFAULT_DISCHARGE_SUPERHEAT[draft.unitSystem ?? 'Imperial'],
            reportBlank: 'default (45 °F | 25 K)',
          },
        ],
      },
      {
        legend: 'Line',
        items: [
          {
            render: ({ draft, change, touch }) => (
              <SegmentedChoice
                labelId="refrigerant-lineType-label"
                label={LABELS.lineType}
                data={LINE_TYPES.map((type) => ({ value: type, label: LINE_TYPE_LABELS[type] }))}
                value={lineTypeOf(draft)}
                onChange={(next) => {
                  touch?.('lineType');
                  change(withLineType(draft, next));
                }}
                stacked
              />
            ),
            reportRows: (input) => [textRow(LABELS.lineType, LINE_TYPE_LABELS[input.lineType])],
          },
          {
            choice: 'orientation',
            segmented: true,
            wide: true,
            schema: z.enum(LINE_ORIENTATIONS),
            options: LINE_ORIENTATIONS.map((orientation) => ({
              value: orientation,
              label: LINE_ORIENTATION_LABELS[orientation],
            })),
            fallback: 'horizontal',
            report: (input) => LINE_ORIENTATION_LABELS[input.orientation],
          },
          {
            choice: 'tubeSeries',
            wide: true,
            description: (draft) =>
              `Sizes to choose from, ${isOneOf(TUBE_SERIES, draft.tubeSeries) ? TUBE_SERIES_INFO[draft.tubeSeries].standard : 'ASTM B280'}. ACR tube is made to inch ODs; Metric shows the mm too`,
            schema: z.enum(TUBE_SERIES),
            options: TUBE_SERIES.map((id) => ({ value: id, label: TUBE_SERIES_INFO[id].label })),
            fallback: 'acrDrawn',
            report: (input) =>
              `${TUBE_SERIES_INFO[input.tubeSeries].label} (${TUBE_SERIES_INFO[input.tubeSeries].standard})`,
          },
          {
            number: 'allowedTemperaturePenalty',
            blankValue: (draft) =>
              DEFAULT_TEMPERATURE_PENALTY[lineTypeOf(draft)][draft.unitSystem ?? 'Imperial'],
            reportBlank: (input) =>
              `default (${DEFAULT_TEMPERATURE_PENALTY[input.lineType][input.unitSystem]} ${refrigerantFieldUnitLabel('temperatureDifference', input.unitSystem)})`,
          },
          {
            render: ({ unitSystem }) => {
              const deltaUnit = refrigerantFieldUnitLabel('temperatureDifference', unitSystem);
              return (
                <Text size="xs" c="dimmed">
                  Defaults: {DEFAULT_TEMPERATURE_PENALTY.suction[unitSystem]} {deltaUnit} for
                  suction and discharge lines, {DEFAULT_TEMPERATURE_PENALTY.liquid[unitSystem]}{' '}
                  {deltaUnit} for liquid lines (ASHRAE Handbook—Refrigeration, ch. 1).
                </Text>
              );
            },
          },
        ],
      },
      {
        legend: 'Length and fittings',
        items: [
          'straightLength',
          { number: 'verticalRise', blankValue: 0 },
          { number: 'additionalEquivalentLength', blankValue: 0 },
          {
            render: ({ draft, unitSystem, change, errors, touch }) => (
              <RefrigerantFittings
                fittings={Array.isArray(draft.fittings) ? draft.fittings : []}
                onChange={(fittings, touched) => {
                  touch?.(touched);
                  change({ ...draft, fittings });
                }}
                unitSystem={unitSystem}
                errors={errors}
                onFieldTouch={touch}
                fittingResults={fittingResults}
              />
            ),
          },
        ],
      },
    ],
  };
}
