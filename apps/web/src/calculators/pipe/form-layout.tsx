import { NativeSelect, Radio, Stack } from '@mantine/core';
import {
  FLUIDS,
  FluidNameSchema,
  GLYCOL_CONCENTRATIONS_PERCENT,
  fluidLabel,
} from '@org/hvac-core/fluids';
import {
  FLUID_LABELS,
  FRICTION_METHODS,
  FRICTION_METHOD_LABELS,
  PIPE_FIELD_LABELS,
  PIPE_FIELD_SPECS,
  PIPE_FITTINGS,
  PIPE_MATERIALS,
  PipeInputSchema,
  pipeFieldRange,
  pipeMaterial,
  type PipeFormDraft,
  type PipeInput,
} from '@org/hvac-core/pipe';
import { unitLabel } from '@org/hvac-core/units';
import { ChoiceSelect } from '../../calculator-kit/ChoiceSelect';
import { draftNumber } from '../../calculator-kit/field-ui';
import { calculationNamePiece } from '../../calculator-kit/CalculationNameFieldset';
import type { FormLayout } from '../../calculator-kit/form-layout';
import { textRow } from '../../calculator-kit/text-row';
import { formatMeasure } from '../../report/precision';
import { EquipmentEditor } from './EquipmentEditor';
import { pipeFieldId } from './field-ids';
import { PipeFittingsEditor } from './FittingsEditor';
import { FlowFromLoad } from './FlowFromLoad';

const LABELS = PIPE_FIELD_LABELS;

const CONCENTRATION_OPTIONS = GLYCOL_CONCENTRATIONS_PERCENT.map((percent) => ({
  value: String(percent),
  label: `${percent} % by mass`,
}));

const METHOD_DESCRIPTIONS: Record<(typeof FRICTION_METHODS)[number], string> = {
  darcyWeisbach: 'Solved Colebrook friction factor with the liquid’s own density and viscosity.',
  hazenWilliams:
    'Empirical, with C by material. Not valid for glycol or for water far from 60 °F; shown for comparison with older tables.',
};

/** The draft's glycol concentration, or none for water or a blank. */
function concentrationOf(draft: PipeFormDraft): number | undefined {
  return typeof draft.concentrationPercent === 'number' ? draft.concentrationPercent : undefined;
}

/** A fitting row's own resistance on the report, when it overrides the built-in one. */
function ownResistance(fitting: PipeInput['fittings'][number], input: PipeInput): string {
  if (fitting.customK !== undefined) return `, K = ${formatMeasure(fitting.customK)}`;
  if (fitting.customEquivalentLength === undefined) return '';
  return `, Le = ${formatMeasure(fitting.customEquivalentLength)} ${unitLabel('length', input.unitSystem)}`;
}

/** The pipe sizer's form and the report's inputs: flow, fluid, pipe, fittings and equipment. */
export const PIPE_FORM: FormLayout<typeof PIPE_FIELD_SPECS, PipeFormDraft, PipeInput> = {
  fields: PIPE_FIELD_SPECS,
  idOf: pipeFieldId,
  groups: [
    calculationNamePiece(
      PIPE_FIELD_SPECS.calculationName.label,
      'Shown on the report, e.g. the circuit or the riser',
      120,
    ),
    { legend: 'Flow', items: ['flowRate'] },
    {
      piece: ({ draft, unitSystem, set }) => (
        <FlowFromLoad
          unitSystem={unitSystem}
          fluid={draft.fluid ?? 'water'}
          concentrationPercent={concentrationOf(draft)}
          temperature={draftNumber(draft.fluidTemperature)}
          onUseFlow={(flowRate) => set('flowRate', flowRate)}
        />
      ),
    },
    {
      legend: 'Fluid',
      columns: 3,
      items: [
        {
          // Choosing a glycol sets its concentration (30 % unless one was chosen); water clears it.
          render: ({ draft, errors, touch, change }) => (
            <ChoiceSelect
              id={pipeFieldId('fluid')}
              label={LABELS.fluid}
              value={draft.fluid ?? 'water'}
              data={FLUIDS.map((fluid) => ({ value: fluid, label: FLUID_LABELS[fluid] }))}
              error={errors['fluid']}
              schema={FluidNameSchema}
              onChange={(fluid) => {
                touch?.('fluid');
                change({
                  ...draft,
                  fluid,
                  concentrationPercent:
                    fluid === 'water' ? undefined : (concentrationOf(draft) ?? 30),
                });
              }}
            />
          ),
          wide: false,
          reportRows: (input) => [
            textRow(LABELS.fluid, fluidLabel(input.fluid, input.concentrationPercent)),
          ],
        },
        {
          render: ({ draft, errors, set }) =>
            (draft.fluid ?? 'water') === 'water' ? null : (
              <NativeSelect
                id={pipeFieldId('concentrationPercent')}
                label={LABELS.concentrationPercent}
                value={String(concentrationOf(draft) ?? '')}
                data={CONCENTRATION_OPTIONS}
                error={errors['concentrationPercent']}
                onChange={(event) => set('concentrationPercent', Number(event.currentTarget.value))}
              />
            ),
          wide: false,
        },
        {
          number: 'fluidTemperature',
          range: (draft) =>
            pipeFieldRange(
              'fluidTemperature',
              draft.unitSystem ?? 'Imperial',
              draft.fluid ?? 'water',
              concentrationOf(draft),
            ),
        },
      ],
    },
    {
      legend: 'Pipe',
      columns: 3,
      items: [
        {
          choice: 'pipeMaterial',
          wide: true,
          description: "Standard sizes and inside diameters from the material's standard",
          schema: PipeInputSchema.shape.pipeMaterial,
          options: PIPE_MATERIALS.map((id) => {
            const material = pipeMaterial(id);
            return { value: id, label: `${material.label} — ${material.standard}` };
          }),
          report: (input) => {
            const material = pipeMaterial(input.pipeMaterial);
            return `${material.label} (${material.standard})`;
          },
        },
        'pipeLength',
        'frictionRate',
        { number: 'maxVelocity', blankValue: 'ASHRAE limits', reportBlank: 'ASHRAE limits' },
        {
          render: ({ draft, errors, set }) => (
            <Radio.Group
              id={pipeFieldId('method')}
              label={LABELS.method}
              value={draft.method ?? 'darcyWeisbach'}
              onChange={(next) => {
                const parsed = PipeInputSchema.shape.method.safeParse(next);
                if (parsed.success) set('method', parsed.data);
              }}
              error={errors['method']}
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
          ),
          reportRows: (input) => [textRow(LABELS.method, FRICTION_METHOD_LABELS[input.method])],
        },
      ],
    },
    {
      piece: ({ draft, unitSystem, errors, set, touch }) => (
        <PipeFittingsEditor
          rows={draft.fittings ?? []}
          onChange={(rows) => set('fittings', rows)}
          unitSystem={unitSystem}
          errors={errors}
          onFieldTouch={touch}
        />
      ),
      reportSections: (input) =>
        input.fittings.length === 0
          ? []
          : [
              {
                title: 'Fittings and valves',
                rows: input.fittings.map((fitting) => ({
                  label: `${PIPE_FITTINGS[fitting.type].label}${ownResistance(fitting, input)}`,
                  value: String(fitting.quantity),
                  unit: 'no.',
                })),
              },
            ],
    },
    {
      piece: ({ draft, unitSystem, errors, set, touch }) => (
        <EquipmentEditor
          rows={draft.equipment ?? []}
          onChange={(rows) => set('equipment', rows)}
          unitSystem={unitSystem}
          errors={errors}
          onFieldTouch={touch}
        />
      ),
      reportSections: (input) =>
        input.equipment.length === 0
          ? []
          : [
              {
                title: 'Equipment pressure drops',
                rows: input.equipment.map((item) => ({
                  label: item.name,
                  value: formatMeasure(item.pressureDrop),
                  unit: unitLabel('pipeHeadLoss', input.unitSystem),
                })),
              },
            ],
    },
  ],
};
