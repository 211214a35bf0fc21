import {
  Fieldset,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  CALCULATION_NAME_MAX_LENGTH,
  DUCT_FIELD_LABELS,
  DUCT_MATERIALS,
  DuctApplicationSchema,
  DuctMaterialSchema,
  DuctShapeSchema,
  RoundingModeSchema,
  SizingMethodSchema,
  VELOCITY_LIMITS,
  ductFieldRange,
  ductFieldUnitLabel,
  type DuctInputDraft,
  type DuctNumericField,
} from '@org/hvac-core/duct';
import type { UnitSystem } from '@org/hvac-core/units';
import { UnitInput } from '@org/ui';
import type { ReactNode } from 'react';
import classes from './DuctCalculator.module.css';
import { APPLICATION_LABELS, DUCT_FIELD_UI, draftNumber } from './field-ui';
import { FittingsEditor } from './FittingsEditor';
import { ManualDWorksheet } from './ManualDWorksheet';

export interface DuctFormProps {
  /** The input being edited; required. */
  value: DuctInputDraft;
  /** Called with the edited input on every change; required. */
  onChange: (next: DuctInputDraft) => void;
  /** Messages to show under fields (only those the user should see now); default none. */
  errors?: Readonly<Record<string, string>>;
  /** Called with a field's error key when it is edited or left, to reveal its message; default none. */
  onFieldTouch?: (key: string) => void;
}

/** The id of a field's input, for labels, focus links and tests. */
export function ductFieldId(field: string): string {
  return `duct-${field}`;
}

const LABELS = DUCT_FIELD_LABELS;

const MATERIAL_OPTIONS = Object.entries(DUCT_MATERIALS).map(([id, material]) => ({
  value: id,
  label: material.name,
}));

const APPLICATION_OPTIONS = DuctApplicationSchema.options.map((id) => ({
  value: id,
  label: APPLICATION_LABELS[id],
}));

const ROUNDING_OPTIONS = [
  { value: 'standard', label: 'Round up to a standard size' },
  { value: 'none', label: 'Exact size only' },
];

/** The duct inputs: name, airflow and shape, sizing method and target, duct, air, fittings. */
export function DuctForm({ value, onChange, errors = {}, onFieldTouch }: DuctFormProps) {
  const unitSystem: UnitSystem = value.unitSystem ?? 'Imperial';
  const shape = value.ductShape ?? 'round';
  const method = value.sizingMethod ?? 'friction';
  const material = DuctMaterialSchema.safeParse(value.material).data ?? 'galvanizedSteel';
  const application = DuctApplicationSchema.safeParse(value.application).data ?? 'main';

  const set = (field: keyof DuctInputDraft, fieldValue: unknown): void => {
    onFieldTouch?.(field);
    onChange({ ...value, [field]: fieldValue });
  };

  const numeric = (field: DuctNumericField, blankValue?: number | string): ReactNode => {
    const ui = DUCT_FIELD_UI[field];
    const range = ductFieldRange(field, unitSystem);
    return (
      <UnitInput
        id={ductFieldId(field)}
        name={field}
        label={LABELS[field]}
        unit={ductFieldUnitLabel(field, unitSystem)}
        value={draftNumber(value[field as keyof DuctInputDraft])}
        // A blank field is '' in the draft: the schema reports it as missing (or uses its default).
        onChange={(next, text) => set(field as keyof DuctInputDraft, next ?? text.trim())}
        onBlur={() => onFieldTouch?.(field)}
        error={errors[field]}
        min={range.min}
        max={range.max}
        step={ui.step[unitSystem]}
        decimalScale={ui.decimalScale}
        description={ui.description}
        blankValue={blankValue}
      />
    );
  };

  const segmented = (
    field: 'ductShape' | 'sizingMethod',
    label: string,
    current: string,
    data: { value: string; label: string }[],
    parse: (next: string) => unknown,
  ): ReactNode => (
    <Stack gap={4}>
      <Text id={ductFieldId(`${field}-label`)} size="sm" fw={500}>
        {label}
      </Text>
      <SegmentedControl
        id={ductFieldId(field)}
        aria-labelledby={ductFieldId(`${field}-label`)}
        data={data}
        value={current}
        onChange={(next) => {
          const parsed = parse(next);
          if (parsed !== undefined) set(field, parsed);
        }}
      />
    </Stack>
  );

  return (
    <Stack gap="md">
      <Fieldset legend="Calculation" classNames={{ legend: classes.legend }}>
        <TextInput
          id={ductFieldId('calculationName')}
          label={LABELS.calculationName}
          description="Shown on the report, e.g. the duct section or the system it serves"
          value={typeof value.calculationName === 'string' ? value.calculationName : ''}
          onChange={(event) => set('calculationName', event.currentTarget.value)}
          onBlur={() => onFieldTouch?.('calculationName')}
          error={errors.calculationName}
          maxLength={CALCULATION_NAME_MAX_LENGTH}
        />
      </Fieldset>

      <Fieldset legend="Airflow and shape" classNames={{ legend: classes.legend }}>
        <Stack gap="sm">
          {numeric('airflow')}
          {segmented(
            'ductShape',
            LABELS.ductShape,
            shape,
            [
              { value: 'round', label: 'Round' },
              { value: 'rectangular', label: 'Rectangular' },
            ],
            (next) => DuctShapeSchema.safeParse(next).data,
          )}
          {shape === 'rectangular' ? numeric('aspectRatio') : null}
        </Stack>
      </Fieldset>

      <Fieldset legend="Sizing" classNames={{ legend: classes.legend }}>
        <Stack gap="sm">
          {segmented(
            'sizingMethod',
            LABELS.sizingMethod,
            method,
            [
              { value: 'friction', label: 'Friction (equal friction)' },
              { value: 'velocity', label: 'Velocity' },
            ],
            (next) => SizingMethodSchema.safeParse(next).data,
          )}
          {method === 'friction' ? numeric('targetFriction') : numeric('targetVelocity')}
          {method === 'friction' ? (
            <ManualDWorksheet
              value={value}
              onChange={onChange}
              errors={errors}
              onFieldTouch={onFieldTouch}
            />
          ) : null}
          <NativeSelect
            id={ductFieldId('roundingMode')}
            label={LABELS.roundingMode}
            value={typeof value.roundingMode === 'string' ? value.roundingMode : 'standard'}
            data={ROUNDING_OPTIONS}
            onChange={(event) => {
              const parsed = RoundingModeSchema.safeParse(event.currentTarget.value);
              if (parsed.success) set('roundingMode', parsed.data);
            }}
          />
        </Stack>
      </Fieldset>

      <Fieldset legend="Duct" classNames={{ legend: classes.legend }}>
        <Stack gap="sm">
          <NativeSelect
            id={ductFieldId('material')}
            label={LABELS.material}
            description={DUCT_MATERIALS[material].note}
            value={material}
            data={MATERIAL_OPTIONS}
            onChange={(event) => {
              const parsed = DuctMaterialSchema.safeParse(event.currentTarget.value);
              if (parsed.success) set('material', parsed.data);
            }}
          />
          {numeric('ductLength', 0)}
          <NativeSelect
            id={ductFieldId('application')}
            label={LABELS.application}
            description={`Sets the velocity limits of the warnings: ${VELOCITY_LIMITS[application].basis}`}
            value={application}
            data={APPLICATION_OPTIONS}
            onChange={(event) => {
              const parsed = DuctApplicationSchema.safeParse(event.currentTarget.value);
              if (parsed.success) set('application', parsed.data);
            }}
          />
        </Stack>
      </Fieldset>

      <Fieldset legend="Air" classNames={{ legend: classes.legend }}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
          {numeric('airTemperature', 'standard air')}
          {numeric('altitude', 0)}
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend="Fittings" classNames={{ legend: classes.legend }}>
        <FittingsEditor
          rows={Array.isArray(value.fittings) ? value.fittings : []}
          unitSystem={unitSystem}
          shape={shape === 'rectangular' ? 'rectangular' : 'round'}
          onChange={(rows) => onChange({ ...value, fittings: rows })}
          errors={errors}
          onFieldTouch={onFieldTouch}
        />
      </Fieldset>
    </Stack>
  );
}
