import {
  CALCULATION_NAME_MAX_LENGTH,
  DUCT_APPLICATION_LABELS,
  DUCT_FIELD_SPECS,
  DUCT_MATERIALS,
  DuctApplicationSchema,
  DuctMaterialSchema,
  DuctShapeSchema,
  FITTINGS_BY_ID,
  RoundingModeSchema,
  SizingMethodSchema,
  VELOCITY_LIMITS,
  type DuctInput,
  type DuctInputDraft,
} from '@org/hvac-core/duct';
import { formatNumber } from '@org/ui';
import { calculationNamePiece } from '../../calculator-kit/CalculationNameFieldset';
import type { FormLayout } from '../../calculator-kit/form-layout';
import { METHOD_LABELS, ROUNDING_LABELS, SHAPE_LABELS, optionsOf } from './choices';
import { DuctFittingsEditor } from './FittingsEditor';
import { ManualDWorksheet } from './ManualDWorksheet';
import { equivalentLengthText, lossCoefficientText } from './result-tables';

/** The id of a field's input, for labels, focus links and tests. */
export function ductFieldId(field: string): string {
  return `duct-${field}`;
}

/** Whether the draft or input is rectangular, or sized by friction (a new draft is both not). */
const rectangular = (values: DuctInputDraft | DuctInput): boolean =>
  values.ductShape === 'rectangular';
const byFriction = (values: DuctInputDraft | DuctInput): boolean =>
  (values.sizingMethod ?? 'friction') === 'friction';

/** A fitting row's own resistance on the report, when it overrides the table's. */
function ownResistance(row: DuctInput['fittings'][number], input: DuctInput): string {
  if (row.customC !== undefined) return `, ${lossCoefficientText(row.customC)}`;
  if (row.customEquivalentLength === undefined) return '';
  return `, Le = ${equivalentLengthText(row.customEquivalentLength, input.unitSystem)}`;
}

/** The duct sizer's form and the report's inputs: airflow and shape, sizing, duct, air, fittings. */
export const DUCT_FORM: FormLayout<typeof DUCT_FIELD_SPECS, DuctInputDraft, DuctInput> = {
  fields: DUCT_FIELD_SPECS,
  idOf: ductFieldId,
  groups: [
    calculationNamePiece(
      DUCT_FIELD_SPECS.calculationName.label,
      'Shown on the report, e.g. the duct section or the system it serves',
      CALCULATION_NAME_MAX_LENGTH,
    ),
    {
      legend: 'Airflow and shape',
      columns: 1,
      items: [
        'airflow',
        {
          choice: 'ductShape',
          segmented: true,
          schema: DuctShapeSchema,
          options: optionsOf(SHAPE_LABELS),
          fallback: 'round',
          report: (input) => SHAPE_LABELS[input.ductShape],
        },
        { number: 'aspectRatio', shown: rectangular },
      ],
    },
    {
      legend: 'Sizing',
      columns: 1,
      items: [
        {
          choice: 'sizingMethod',
          segmented: true,
          schema: SizingMethodSchema,
          options: optionsOf(METHOD_LABELS),
          fallback: 'friction',
          report: (input) => METHOD_LABELS[input.sizingMethod],
        },
        { number: 'targetFriction', shown: byFriction },
        { number: 'targetVelocity', shown: (values) => !byFriction(values) },
        {
          shown: byFriction,
          render: ({ draft, change, errors, touch }) => (
            <ManualDWorksheet
              value={draft}
              onChange={change}
              errors={errors}
              onFieldTouch={touch}
            />
          ),
        },
        {
          choice: 'roundingMode',
          schema: RoundingModeSchema,
          options: optionsOf(ROUNDING_LABELS),
          fallback: 'standard',
          report: (input) => ROUNDING_LABELS[input.roundingMode],
        },
      ],
    },
    {
      legend: 'Duct',
      columns: 1,
      items: [
        {
          choice: 'material',
          description: (draft) =>
            DUCT_MATERIALS[DuctMaterialSchema.safeParse(draft.material).data ?? 'galvanizedSteel']
              .note,
          schema: DuctMaterialSchema,
          options: Object.entries(DUCT_MATERIALS).map(([id, material]) => ({
            value: id,
            label: material.name,
          })),
          fallback: 'galvanizedSteel',
          report: (input) => DUCT_MATERIALS[input.material].name,
        },
        { number: 'ductLength', blankValue: 0 },
        {
          choice: 'application',
          description: (draft) =>
            `Sets the velocity limits of the warnings: ${VELOCITY_LIMITS[DuctApplicationSchema.safeParse(draft.application).data ?? 'main'].basis}`,
          schema: DuctApplicationSchema,
          options: optionsOf(DUCT_APPLICATION_LABELS),
          fallback: 'main',
          report: (input) => DUCT_APPLICATION_LABELS[input.application],
        },
      ],
    },
    {
      legend: 'Air',
      items: [
        { number: 'airTemperature', blankValue: 'standard air', reportBlank: 'standard air' },
        { number: 'altitude', blankValue: 0 },
      ],
    },
    {
      legend: 'Fittings',
      columns: 1,
      items: [
        {
          render: ({ draft, unitSystem, change, errors, touch }) => (
            <DuctFittingsEditor
              rows={Array.isArray(draft.fittings) ? draft.fittings : []}
              unitSystem={unitSystem}
              shape={rectangular(draft) ? 'rectangular' : 'round'}
              onChange={(rows) => change({ ...draft, fittings: rows })}
              errors={errors}
              onFieldTouch={touch}
            />
          ),
          reportRows: (input) =>
            input.fittings.map((row, index) => ({
              label: `${index + 1}. ${FITTINGS_BY_ID.get(row.type)?.name ?? 'Custom fitting'}${ownResistance(row, input)}`,
              value: formatNumber(row.quantity),
              unit: 'no.',
            })),
        },
      ],
    },
  ],
};
