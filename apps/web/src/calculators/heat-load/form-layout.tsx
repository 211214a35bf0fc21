import { Checkbox, TextInput } from '@mantine/core';
import {
  ACTIVITY_LEVELS,
  ActivityLevelSchema,
  HEAT_LOAD_FIELD_LABELS,
  HEAT_LOAD_FIELD_SPECS,
  ROOM_NAME_MAX_LENGTH,
  VentilationSpaceTypeSchema,
  WINDOW_ORIENTATIONS,
  WindowOrientationSchema,
  activityLevel,
  heatLoadFieldUnitLabel,
  windowOrientation,
  type HeatLoadInput,
  type HeatLoadInputDraft,
} from '@org/hvac-core/heat-load';
import { unitLabel, type UnitSystem } from '@org/hvac-core/units';
import { formatNumber } from '@org/ui';
import type { FormLayout } from '../../calculator-kit/form-layout';
import { textRow } from '../../calculator-kit/text-row';
import { formatMeasure } from '../../report/precision';
import { heatLoadFieldId } from './field-id';
import { OtherWindows } from './OtherWindows';
import { VENTILATION_SPACE_TYPE_OPTIONS, ventilationSpaceTypeLabel } from './space-types';

const LABELS = HEAT_LOAD_FIELD_LABELS;

/** The chosen activity's place and its gains per person, under the select. */
function activityDescription(draft: HeatLoadInputDraft): string | undefined {
  const activity = ACTIVITY_LEVELS.find((level) => level.id === draft.activityLevel);
  if (!activity) return undefined;
  const unitSystem: UnitSystem = draft.unitSystem ?? 'Imperial';
  const perPerson = (btuPerHour: number, watts: number): string =>
    unitSystem === 'Imperial'
      ? formatNumber(btuPerHour)
      : formatNumber(watts, { maximumFractionDigits: 1 });
  return `${activity.location}; per person ${perPerson(activity.sensibleBtuPerHour, activity.sensibleW)} sensible + ${perPerson(activity.latentBtuPerHour, activity.latentW)} latent ${unitLabel('heatRate', unitSystem)}`;
}

/** Whether the draft or input computes the heating load. */
const heating = (values: HeatLoadInputDraft | HeatLoadInput): boolean =>
  values.calculationMode === 'Heating';

/** The heat-load form and the report's inputs: four groups and the safety factor. */
export const HEAT_LOAD_FORM: FormLayout<
  typeof HEAT_LOAD_FIELD_SPECS,
  HeatLoadInputDraft,
  HeatLoadInput
> = {
  fields: HEAT_LOAD_FIELD_SPECS,
  idOf: heatLoadFieldId,
  reportBlank: 'not given',
  groups: [
    {
      legend: 'Design conditions',
      items: [
        {
          render: ({ draft, errors, set, touch }) => (
            <TextInput
              id={heatLoadFieldId('roomName')}
              label={LABELS.roomName}
              value={typeof draft.roomName === 'string' ? draft.roomName : ''}
              onChange={(event) => set('roomName', event.currentTarget.value)}
              onBlur={() => touch?.('roomName')}
              error={errors['roomName']}
              maxLength={ROOM_NAME_MAX_LENGTH}
            />
          ),
          reportRows: (input) => [textRow(LABELS.roomName, input.roomName || '—')],
        },
        'outdoorTemp',
        'indoorTemp',
        'outdoorRelativeHumidity',
        'indoorRelativeHumidity',
      ],
    },
    {
      legend: 'Envelope',
      items: [
        'wallArea',
        'wallUValue',
        'windowArea',
        'windowUValue',
        'windowShgc',
        {
          choice: 'windowOrientation',
          description: 'Direction the glass faces',
          schema: WindowOrientationSchema,
          options: WINDOW_ORIENTATIONS.map((orientation) => ({
            value: orientation.id,
            label: orientation.label,
          })),
          report: (input) => windowOrientation(input.windowOrientation).label,
        },
        'roofArea',
        'roofUValue',
        {
          render: ({ draft, unitSystem, errors, set, touch }) => (
            <OtherWindows
              windows={Array.isArray(draft.additionalWindows) ? draft.additionalWindows : []}
              onChange={(next) => set('additionalWindows', next)}
              unitSystem={unitSystem}
              errors={errors}
              onTouch={touch}
              idOf={heatLoadFieldId}
            />
          ),
          reportRows: (input) =>
            input.additionalWindows.map((window, index) => ({
              label: `Window ${index + 2}: ${windowOrientation(window.orientation).label}, SHGC ${
                window.shgc === undefined ? 'as window 1' : formatMeasure(window.shgc)
              }`,
              value: formatMeasure(window.area),
              unit: heatLoadFieldUnitLabel('windowArea', input.unitSystem),
            })),
        },
      ],
    },
    {
      legend: 'Internal gains',
      columns: 3,
      items: [
        {
          choice: 'activityLevel',
          wide: true,
          description: activityDescription,
          schema: ActivityLevelSchema,
          options: ACTIVITY_LEVELS.map((level) => ({ value: level.id, label: level.label })),
          report: (input) => activityLevel(input.activityLevel).label,
        },
        'numPeople',
        'lightingLoad',
        'equipmentLoad',
        {
          render: ({ draft, errors, set }) =>
            heating(draft) ? (
              <Checkbox
                id={heatLoadFieldId('creditInternalGainsInHeating')}
                label={LABELS.creditInternalGainsInHeating}
                description="Subtract the sensible gains of people, lighting and equipment from the heating load. Off by default: they may be absent at the design hour."
                checked={draft.creditInternalGainsInHeating === true}
                onChange={(event) =>
                  set('creditInternalGainsInHeating', event.currentTarget.checked)
                }
                error={errors['creditInternalGainsInHeating']}
              />
            ) : null,
          reportRows: (input) =>
            heating(input)
              ? [
                  textRow(
                    LABELS.creditInternalGainsInHeating,
                    input.creditInternalGainsInHeating ? 'Yes' : 'No',
                  ),
                ]
              : [],
        },
      ],
    },
    {
      legend: 'Ventilation and infiltration',
      items: [
        'ventilationRate',
        {
          choice: 'ventilationSpaceType',
          description:
            'The ASHRAE 62.1 occupancy category whose outdoor-air rates the ventilation rate is checked against',
          fallback: 'officeSpace',
          schema: VentilationSpaceTypeSchema,
          options: VENTILATION_SPACE_TYPE_OPTIONS,
          report: (input) => ventilationSpaceTypeLabel(input.ventilationSpaceType),
        },
        'infiltrationAch',
        'floorArea',
        'ceilingHeight',
      ],
    },
    { legend: 'Safety factor', items: ['safetyFactorPercent'] },
  ],
};
