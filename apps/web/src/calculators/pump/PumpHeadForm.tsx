import { Button, Group, NativeSelect, SimpleGrid, Stack, Switch } from '@mantine/core';
import {
  FLUIDS,
  GLYCOL_CONCENTRATIONS_PERCENT,
  fluidLabel,
  FluidNameSchema,
} from '@org/hvac-core/fluids';
import {
  PUMP_HEAD_FIELD_LABELS,
  defaultPumpCurveInput,
  defaultSuctionInput,
  type PumpHeadFormDraft,
} from '@org/hvac-core/pump';
import { pipeFieldRange } from '@org/hvac-core/pipe';
import type { UnitSystem } from '@org/hvac-core/units';
import { ComponentsEditor, SectionsEditor } from './CircuitEditors';
import { PUMP_HEAD_ID_PREFIX } from './field-ui';
import { ErrorText, PumpTextField, pumpNumberField, type PumpHeadFormApi } from './PumpFields';
import { DraftNumberField, draftFieldError } from '../../calculator-kit/DraftNumberField';
import { fieldElementId } from '../../calculator-kit/field-element-id';
import { FieldGrid, FormSection } from '../../calculator-kit/FormSection';
import { removeRow } from '../../calculator-kit/row-list';
import { ChoiceSelect } from '../../calculator-kit/ChoiceSelect';

const LABELS = PUMP_HEAD_FIELD_LABELS;

const FLUID_OPTIONS = FLUIDS.map((fluid) => ({
  value: fluid,
  label: fluid === 'water' ? 'Water' : fluidLabel(fluid).replace(/^./, (c) => c.toUpperCase()),
}));
const CONCENTRATION_OPTIONS = GLYCOL_CONCENTRATIONS_PERCENT.map((percent) => ({
  value: String(percent),
  label: `${percent} % by mass`,
}));

/** A switch that adds an optional part of the draft (at its defaults) or removes it. */
function PartSwitch<Part extends 'suction' | 'pumpCurve'>({
  api,
  part,
  create,
  ...props
}: {
  api: PumpHeadFormApi;
  part: Part;
  id: string;
  label: string;
  description?: string;
  create: (unitSystem: UnitSystem) => NonNullable<PumpHeadFormDraft[Part]>;
}) {
  return (
    <Switch
      {...props}
      checked={api.draft[part] !== undefined}
      onChange={(event) =>
        api.replace({
          ...api.draft,
          [part]: event.currentTarget.checked ? create(api.unitSystem) : undefined,
        })
      }
    />
  );
}

/** The pump-head inputs: name, flow and fluid, the index circuit, components, pump, suction, curve. */
export function PumpHeadForm({ api }: { api: PumpHeadFormApi }) {
  const { draft } = api;
  const fluid = FluidNameSchema.safeParse(draft.fluid).data ?? 'water';
  const open = draft.systemType === 'open';
  const points = Array.isArray(draft.pumpCurve?.points) ? draft.pumpCurve.points : [];
  const setPoints = (next: typeof points) =>
    api.replace({ ...draft, pumpCurve: { ...draft.pumpCurve, points: next } });

  return (
    <Stack gap="md">
      <FormSection legend="Calculation">
        <Stack gap="sm">
          <PumpTextField
            api={api}
            path={['calculationName']}
            label={LABELS.calculationName}
            description="Shown on the report, e.g. the pump tag and the system it serves"
            maxLength={120}
          />
          <FieldGrid columns={2}>
            <DraftNumberField {...pumpNumberField(api, 'flowRate')} />
            <DraftNumberField
              {...pumpNumberField(api, 'fluidTemperature')}
              range={pipeFieldRange(
                'fluidTemperature',
                api.unitSystem,
                fluid,
                typeof draft.concentrationPercent === 'number'
                  ? draft.concentrationPercent
                  : undefined,
              )}
              description="Of the pumped liquid"
            />
            <ChoiceSelect
              id={fieldElementId(PUMP_HEAD_ID_PREFIX, ['fluid'])}
              label={LABELS.fluid}
              value={fluid}
              data={FLUID_OPTIONS}
              schema={FluidNameSchema}
              onChange={(next) =>
                api.replace({
                  ...draft,
                  fluid: next,
                  concentrationPercent:
                    next === 'water' ? undefined : (draft.concentrationPercent ?? 30),
                })
              }
            />
            {fluid !== 'water' ? (
              <NativeSelect
                id={fieldElementId(PUMP_HEAD_ID_PREFIX, ['concentrationPercent'])}
                label={LABELS.concentrationPercent}
                value={String(draft.concentrationPercent ?? '')}
                data={CONCENTRATION_OPTIONS}
                onChange={(event) =>
                  api.set(['concentrationPercent'], Number(event.currentTarget.value))
                }
                error={draftFieldError(api.fields, ['concentrationPercent'])}
              />
            ) : null}
          </FieldGrid>
        </Stack>
      </FormSection>

      <FormSection legend="Index circuit">
        <SectionsEditor api={api} />
      </FormSection>

      <FormSection legend="Components">
        <ComponentsEditor api={api} />
      </FormSection>

      <FormSection legend="Pump and motor" columns={2}>
        {open ? <DraftNumberField {...pumpNumberField(api, 'staticLift')} /> : null}
        <DraftNumberField {...pumpNumberField(api, 'safetyMarginPercent')} blankValue={10} />
        <DraftNumberField {...pumpNumberField(api, 'pumpEfficiencyPercent')} blankValue={70} />
        <DraftNumberField {...pumpNumberField(api, 'motorEfficiencyPercent')} blankValue={90} />
      </FormSection>

      <FormSection legend="Suction (NPSH available)">
        <Stack gap="sm">
          <PartSwitch
            api={api}
            part="suction"
            id="pump-head-suction-enabled"
            label="Check the net positive suction head"
            create={defaultSuctionInput}
          />
          {draft.suction !== undefined ? (
            <FieldGrid columns={2}>
              <DraftNumberField
                {...pumpNumberField(api, 'suction.referencePressure')}
                blankValue="standard atmosphere"
              />
              <DraftNumberField {...pumpNumberField(api, 'suction.liquidLevelAboveImpeller')} />
              <DraftNumberField {...pumpNumberField(api, 'suction.suctionLosses')} blankValue={0} />
              <DraftNumberField {...pumpNumberField(api, 'suction.npshRequired')} />
            </FieldGrid>
          ) : null}
        </Stack>
      </FormSection>

      <FormSection legend="Pump curve (optional)">
        <Stack gap="sm">
          <PartSwitch
            api={api}
            part="pumpCurve"
            id="pump-head-pump-curve-enabled"
            label="Enter the selected pump’s curve"
            description="At least three head–flow points from the catalogue, at full speed"
            create={defaultPumpCurveInput}
          />
          {draft.pumpCurve !== undefined ? (
            <>
              {points.map((_, index) => (
                <SimpleGrid key={index} cols={{ base: 1, xs: 3 }} spacing="sm" verticalSpacing={4}>
                  {(['flowRate', 'head'] as const).map((part) => (
                    <DraftNumberField
                      key={part}
                      {...pumpNumberField(api, `pumpCurve.points.${part}`, [
                        'pumpCurve',
                        'points',
                        index,
                      ])}
                      label={`Point ${index + 1} ${part === 'head' ? 'head' : 'flow'}`}
                    />
                  ))}
                  <Group align="flex-end" pb={4}>
                    <Button
                      variant="default"
                      size="xs"
                      aria-label={`Remove curve point ${index + 1}`}
                      onClick={() => setPoints(removeRow(points, index))}
                    >
                      Remove
                    </Button>
                  </Group>
                </SimpleGrid>
              ))}
              <ErrorText api={api} path={['pumpCurve', 'points']} />
              <Group>
                <Button
                  variant="default"
                  size="xs"
                  id="pump-head-add-curve-point"
                  onClick={() => setPoints([...points, { flowRate: undefined, head: undefined }])}
                >
                  Add point
                </Button>
              </Group>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <DraftNumberField
                  {...pumpNumberField(api, 'pumpCurve.speedPercent')}
                  blankValue={100}
                />
              </SimpleGrid>
            </>
          ) : null}
        </Stack>
      </FormSection>
    </Stack>
  );
}
