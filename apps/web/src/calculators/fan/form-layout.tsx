import { Text } from '@mantine/core';
import {
  FAN_FIELD_SPECS,
  FAN_NAME_MAX_LENGTH,
  FanEfficiencyBasisSchema,
  type FanField,
  type FanInput,
  type FanInputDraft,
} from '@org/hvac-core/fan';
import { calculationNamePiece } from '../../calculator-kit/CalculationNameFieldset';
import type { FormLayout } from '../../calculator-kit/form-layout';

/** The id of a field's input, for labels, focus links and tests. */
export function fanFieldId(field: FanField | string): string {
  return `fan-${field}`;
}

const BASIS_OPTIONS = [
  { value: 'total', label: 'Total (ηt)' },
  { value: 'static', label: 'Static (ηs)' },
];

const BASIS_LABELS: Record<FanInput['efficiencyBasis'], string> = {
  total: 'Total (ηt, with the fan total pressure)',
  static: 'Static (ηs, with the fan static pressure)',
};

/** The efficiency is reported only when the shaft power is computed from it. */
const fromEfficiency = (input: FanInput): boolean => input.shaftPower === undefined;

/** A fan-law field is reported only when entered. */
const entered =
  (field: 'currentSpeed' | 'newSpeed' | 'currentDiameter' | 'newDiameter') =>
  (input: FanInput): boolean =>
    input[field] !== undefined;

/** The fan form and the report's inputs: duty, fan power, drive and motor, the fan laws. */
export const FAN_FORM: FormLayout<typeof FAN_FIELD_SPECS, FanInputDraft, FanInput> = {
  fields: FAN_FIELD_SPECS,
  idOf: fanFieldId,
  groups: [
    calculationNamePiece(
      FAN_FIELD_SPECS.calculationName.label,
      'Shown on the report, e.g. the fan’s tag or the system it serves',
      FAN_NAME_MAX_LENGTH,
    ),
    {
      legend: 'Duty',
      items: [
        'airflow',
        'fanStaticPressure',
        {
          number: 'outletArea',
          blankValue: 'none (static pressure only)',
          reportBlank: 'not given (total pressure taken as static)',
        },
      ],
    },
    {
      legend: 'Fan power',
      items: [
        {
          choice: 'efficiencyBasis',
          segmented: true,
          wide: true,
          schema: FanEfficiencyBasisSchema,
          options: BASIS_OPTIONS,
          fallback: 'total',
          report: (input) => BASIS_LABELS[input.efficiencyBasis],
          reported: fromEfficiency,
        },
        { number: 'fanEfficiencyPercent', reported: fromEfficiency },
        {
          number: 'shaftPower',
          blankValue: 'from the efficiency',
          reportBlank: 'not given (from the efficiency)',
        },
      ],
    },
    {
      legend: 'Drive and motor',
      columns: 3,
      items: ['driveEfficiencyPercent', 'motorEfficiencyPercent', 'motorSizingMarginPercent'],
    },
    {
      legend: 'Fan laws (optional)',
      items: [
        {
          render: () => (
            <Text size="sm" c="dimmed">
              Enter the present and the new speed, impeller diameter or both to see the new duty.
            </Text>
          ),
        },
        { number: 'currentSpeed', reported: entered('currentSpeed') },
        { number: 'newSpeed', reported: entered('newSpeed') },
        { number: 'currentDiameter', reported: entered('currentDiameter') },
        { number: 'newDiameter', reported: entered('newDiameter') },
      ],
    },
  ],
};
