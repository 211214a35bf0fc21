import { NativeSelect, Radio, Stack } from '@mantine/core';
import { FLUIDS, FluidNameSchema, GLYCOL_CONCENTRATIONS_PERCENT } from '@org/hvac-core/fluids';
import {
  FLUID_LABELS,
  FRICTION_METHODS,
  FRICTION_METHOD_LABELS,
  PIPE_FIELD_LABELS,
  PIPE_FIELD_SPECS,
  PIPE_MATERIALS,
  PipeInputSchema,
  pipeFieldRange,
  pipeMaterial,
  type PipeFormDraft,
} from '@org/hvac-core/pipe';
import type { UnitSystem } from '@org/hvac-core/units';
import { EquipmentEditor } from './EquipmentEditor';
import { PipeFittingsEditor } from './FittingsEditor';
import { FlowFromLoad } from './FlowFromLoad';
import { draftNumber } from '../../calculator-kit/field-ui';
import { NumberField, draftForm, type DraftFormProps } from '../../calculator-kit/NumberField';
import { pipeFieldId } from './field-ids';
import { CalculationNameFieldset } from '../../calculator-kit/CalculationNameFieldset';
import { FieldGrid, FormSection } from '../../calculator-kit/FormSection';
import { ChoiceSelect } from '../../calculator-kit/ChoiceSelect';

const LABELS = PIPE_FIELD_LABELS;

const MATERIAL_OPTIONS = PIPE_MATERIALS.map((id) => {
  const material = pipeMaterial(id);
  return { value: id, label: `${material.label} — ${material.standard}` };
});
const FLUID_OPTIONS = FLUIDS.map((fluid) => ({ value: fluid, label: FLUID_LABELS[fluid] }));
const CONCENTRATION_OPTIONS = GLYCOL_CONCENTRATIONS_PERCENT.map((percent) => ({
  value: String(percent),
  label: `${percent} % by mass`,
}));
const METHOD_DESCRIPTIONS: Record<(typeof FRICTION_METHODS)[number], string> = {
  darcyWeisbach: 'Solved Colebrook friction factor with the liquid’s own density and viscosity.',
  hazenWilliams:
    'Empirical, with C by material. Not valid for glycol or for water far from 60 °F; shown for comparison with older tables.',
};

/** The pipe-sizer inputs: name, flow and its load helper, fluid, pipe, method, fittings, equipment. */
export function PipeForm(props: DraftFormProps<PipeFormDraft, string>) {
  const { value, onChange, errors = {}, onFieldTouch } = props;
  const unitSystem: UnitSystem = value.unitSystem ?? 'Imperial';
  const fluid = value.fluid ?? 'water';
  const concentration =
    typeof value.concentrationPercent === 'number' ? value.concentrationPercent : undefined;

  const { set, form, field } = draftForm(props, PIPE_FIELD_SPECS, pipeFieldId);
  const rowEditor = { unitSystem, errors, onFieldTouch };

  return (
    <Stack gap="md">
      <CalculationNameFieldset
        form={form}
        description="Shown on the report, e.g. the circuit or the riser"
        maxLength={120}
      />

      <FormSection legend="Flow" columns={2}>
        <NumberField {...field('flowRate')} />
      </FormSection>

      <FlowFromLoad
        unitSystem={unitSystem}
        fluid={fluid}
        concentrationPercent={concentration}
        temperature={draftNumber(value.fluidTemperature)}
        onUseFlow={(flowRate) => set('flowRate', flowRate)}
      />

      <FormSection legend="Fluid" columns={3}>
        <ChoiceSelect
          id={pipeFieldId('fluid')}
          label={LABELS.fluid}
          value={fluid}
          data={FLUID_OPTIONS}
          error={errors.fluid}
          schema={FluidNameSchema}
          onChange={(next) => {
            onFieldTouch?.('fluid');
            onChange({
              ...value,
              fluid: next,
              concentrationPercent: next === 'water' ? undefined : (concentration ?? 30),
            });
          }}
        />
        {fluid === 'water' ? null : (
          <NativeSelect
            id={pipeFieldId('concentrationPercent')}
            label={LABELS.concentrationPercent}
            value={concentration === undefined ? '' : String(concentration)}
            data={CONCENTRATION_OPTIONS}
            error={errors.concentrationPercent}
            onChange={(event) => set('concentrationPercent', Number(event.currentTarget.value))}
          />
        )}
        <NumberField
          {...field('fluidTemperature')}
          range={pipeFieldRange('fluidTemperature', unitSystem, fluid, concentration)}
        />
      </FormSection>

      <FormSection legend="Pipe">
        <Stack gap="sm">
          <ChoiceSelect
            id={pipeFieldId('pipeMaterial')}
            label={LABELS.pipeMaterial}
            description="Standard sizes and inside diameters from the material's standard"
            value={value.pipeMaterial}
            data={MATERIAL_OPTIONS}
            error={errors.pipeMaterial}
            schema={PipeInputSchema.shape.pipeMaterial}
            onChange={(next) => set('pipeMaterial', next)}
          />
          <FieldGrid columns={3}>
            <NumberField {...field('pipeLength')} />
            <NumberField {...field('frictionRate')} />
            <NumberField {...field('maxVelocity')} blankValue="ASHRAE limits" />
          </FieldGrid>
          <Radio.Group
            id={pipeFieldId('method')}
            label={LABELS.method}
            value={value.method ?? 'darcyWeisbach'}
            onChange={(next) => {
              const parsed = PipeInputSchema.shape.method.safeParse(next);
              if (parsed.success) set('method', parsed.data);
            }}
            error={errors.method}
          >
            <Stack gap="xs" mt={6}>
              {FRICTION_METHODS.map((method) => (
                <Radio
                  key={method}
                  value={method}
                  label={FRICTION_METHOD_LABELS[method]}
                  description={METHOD_DESCRIPTIONS[method]}
                />
              ))}
            </Stack>
          </Radio.Group>
        </Stack>
      </FormSection>

      <PipeFittingsEditor
        rows={value.fittings ?? []}
        onChange={(rows) => set('fittings', rows)}
        {...rowEditor}
      />
      <EquipmentEditor
        rows={value.equipment ?? []}
        onChange={(rows) => set('equipment', rows)}
        {...rowEditor}
      />
    </Stack>
  );
}
