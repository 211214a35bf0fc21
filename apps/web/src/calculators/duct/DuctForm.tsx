import { SegmentedControl, Stack, Text } from '@mantine/core';
import {
  CALCULATION_NAME_MAX_LENGTH,
  DUCT_APPLICATION_LABELS,
  DUCT_FIELD_LABELS,
  DUCT_FIELD_SPECS,
  DUCT_MATERIALS,
  DuctApplicationSchema,
  DuctMaterialSchema,
  DuctShapeSchema,
  RoundingModeSchema,
  SizingMethodSchema,
  VELOCITY_LIMITS,
  type DuctInputDraft,
} from '@org/hvac-core/duct';
import type { UnitSystem } from '@org/hvac-core/units';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { NumberField, draftForm, type DraftFormProps } from '../../calculator-kit/NumberField';
import { DuctFittingsEditor } from './FittingsEditor';
import { ManualDWorksheet } from './ManualDWorksheet';
import { CalculationNameFieldset } from '../../calculator-kit/CalculationNameFieldset';
import { FormSection } from '../../calculator-kit/FormSection';
import { ChoiceSelect } from '../../calculator-kit/ChoiceSelect';
import { METHOD_LABELS, ROUNDING_LABELS, SHAPE_LABELS, optionsOf } from './choices';

/** The id of a field's input, for labels, focus links and tests. */
export function ductFieldId(field: string): string {
  return `duct-${field}`;
}

const LABELS = DUCT_FIELD_LABELS;

const MATERIAL_OPTIONS = Object.entries(DUCT_MATERIALS).map(([id, material]) => ({
  value: id,
  label: material.name,
}));

/** The duct inputs: name, airflow and shape, sizing method and target, duct, air, fittings. */
export function DuctForm(props: DraftFormProps<DuctInputDraft, string>) {
  const { value, onChange, errors = {}, onFieldTouch } = props;
  const unitSystem: UnitSystem = value.unitSystem ?? 'Imperial';
  const shape = value.ductShape ?? 'round';
  const method = value.sizingMethod ?? 'friction';
  const material = DuctMaterialSchema.safeParse(value.material).data ?? 'galvanizedSteel';
  const application = DuctApplicationSchema.safeParse(value.application).data ?? 'main';

  const { set, form, field } = draftForm(props, DUCT_FIELD_SPECS, ductFieldId);

  /** A choice of the draft, kept only when the engine's schema accepts it. */
  const select = <Name extends 'roundingMode' | 'material' | 'application'>(
    name: Name,
    schema: z.ZodType<NonNullable<DuctInputDraft[Name]>>,
    current: string,
    data: readonly { value: string; label: string }[],
    description?: string,
  ): ReactNode => (
    <ChoiceSelect
      id={ductFieldId(name)}
      label={LABELS[name]}
      description={description}
      value={current}
      data={data}
      schema={schema}
      onChange={(next) => set(name, next)}
    />
  );

  const segmented = <Name extends 'ductShape' | 'sizingMethod'>(
    name: Name,
    schema: z.ZodType<NonNullable<DuctInputDraft[Name]>>,
    current: string,
    data: { value: string; label: string }[],
  ): ReactNode => (
    <Stack gap={4}>
      <Text id={ductFieldId(`${name}-label`)} size="sm" fw={500}>
        {LABELS[name]}
      </Text>
      <SegmentedControl
        id={ductFieldId(name)}
        aria-labelledby={ductFieldId(`${name}-label`)}
        data={data}
        value={current}
        onChange={(next) => {
          const parsed = schema.safeParse(next);
          if (parsed.success) set(name, parsed.data);
        }}
      />
    </Stack>
  );

  return (
    <Stack gap="md">
      <CalculationNameFieldset
        form={form}
        description="Shown on the report, e.g. the duct section or the system it serves"
        maxLength={CALCULATION_NAME_MAX_LENGTH}
      />

      <FormSection legend="Airflow and shape">
        <Stack gap="sm">
          <NumberField {...field('airflow')} />
          {segmented('ductShape', DuctShapeSchema, shape, optionsOf(SHAPE_LABELS))}
          {shape === 'rectangular' ? <NumberField {...field('aspectRatio')} /> : null}
        </Stack>
      </FormSection>

      <FormSection legend="Sizing">
        <Stack gap="sm">
          {segmented('sizingMethod', SizingMethodSchema, method, optionsOf(METHOD_LABELS))}
          <NumberField {...field(method === 'friction' ? 'targetFriction' : 'targetVelocity')} />
          {method === 'friction' ? (
            <ManualDWorksheet
              value={value}
              onChange={onChange}
              errors={errors}
              onFieldTouch={onFieldTouch}
            />
          ) : null}
          {select(
            'roundingMode',
            RoundingModeSchema,
            typeof value.roundingMode === 'string' ? value.roundingMode : 'standard',
            optionsOf(ROUNDING_LABELS),
          )}
        </Stack>
      </FormSection>

      <FormSection legend="Duct">
        <Stack gap="sm">
          {select(
            'material',
            DuctMaterialSchema,
            material,
            MATERIAL_OPTIONS,
            DUCT_MATERIALS[material].note,
          )}
          <NumberField {...field('ductLength')} blankValue={0} />
          {select(
            'application',
            DuctApplicationSchema,
            application,
            optionsOf(DUCT_APPLICATION_LABELS),
            `Sets the velocity limits of the warnings: ${VELOCITY_LIMITS[application].basis}`,
          )}
        </Stack>
      </FormSection>

      <FormSection legend="Air" columns={2}>
        <NumberField {...field('airTemperature')} blankValue="standard air" />
        <NumberField {...field('altitude')} blankValue={0} />
      </FormSection>

      <FormSection legend="Fittings">
        <DuctFittingsEditor
          rows={Array.isArray(value.fittings) ? value.fittings : []}
          unitSystem={unitSystem}
          shape={shape === 'rectangular' ? 'rectangular' : 'round'}
          onChange={(rows) => onChange({ ...value, fittings: rows })}
          errors={errors}
          onFieldTouch={onFieldTouch}
        />
      </FormSection>
    </Stack>
  );
}
