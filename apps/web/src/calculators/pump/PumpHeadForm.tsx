import { Button, Group, NativeSelect, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import {
  FLUIDS,
  GLYCOL_CONCENTRATIONS_PERCENT,
  fluidLabel,
  type FluidName,
} from '@org/hvac-core/fluids';
import {
  PUMP_HEAD_FIELD_LABELS,
  defaultPumpCurveInput,
  defaultSuctionInput,
} from '@org/hvac-core/pump';
import { ComponentsEditor, SectionsEditor } from './CircuitEditors';
import { pumpHeadFieldId } from './field-ui';
import { NumberField, TextField, type PumpHeadFormApi } from './NumberField';
import { FieldGrid, FormSection } from '../../workspace/FormSection';

const LABELS = PUMP_HEAD_FIELD_LABELS;

const FLUID_OPTIONS = FLUIDS.map((fluid) => ({
  value: fluid,
  label: fluid === 'water' ? 'Water' : fluidLabel(fluid).replace(/^./, (c) => c.toUpperCase()),
}));
const CONCENTRATION_OPTIONS = GLYCOL_CONCENTRATIONS_PERCENT.map((percent) => ({
  value: String(percent),
  label: `${percent} % by mass`,
}));

function isFluid(value: string): value is FluidName {
  return (FLUIDS as readonly string[]).includes(value);
}

/** The pump-head inputs: name, flow and fluid, the index circuit, components, pump, suction, curve. */
export function PumpHeadForm({ api }: { api: PumpHeadFormApi }) {
  const { draft } = api;
  const fluid = typeof draft.fluid === 'string' && isFluid(draft.fluid) ? draft.fluid : 'water';
  const open = draft.systemType === 'open';
  const points = Array.isArray(draft.pumpCurve?.points) ? draft.pumpCurve.points : [];

  return (
    <Stack gap="md">
      <FormSection legend="Calculation">
        <Stack gap="sm">
          <TextField
            api={api}
            path={['calculationName']}
            label={LABELS.calculationName}
            description="Shown on the report, e.g. the pump tag and the system it serves"
            maxLength={120}
          />
          <FieldGrid columns={2}>
            <NumberField api={api} field="flowRate" />
            <NumberField api={api} field="fluidTemperature" description="Of the pumped liquid" />
            <NativeSelect
              id={pumpHeadFieldId(['fluid'])}
              label={LABELS.fluid}
              value={fluid}
              data={FLUID_OPTIONS}
              onChange={(event) => {
                const next = event.currentTarget.value;
                if (!isFluid(next)) return;
                api.replace({
                  ...draft,
                  fluid: next,
                  concentrationPercent:
                    next === 'water' ? undefined : (draft.concentrationPercent ?? 30),
                });
              }}
            />
            {fluid !== 'water' ? (
              <NativeSelect
                id={pumpHeadFieldId(['concentrationPercent'])}
                label={LABELS.concentrationPercent}
                value={String(draft.concentrationPercent ?? '')}
                data={CONCENTRATION_OPTIONS}
                onChange={(event) =>
                  api.set(['concentrationPercent'], Number(event.currentTarget.value))
                }
                error={api.error(['concentrationPercent'])}
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
        {open ? <NumberField api={api} field="staticLift" /> : null}
        <NumberField api={api} field="safetyMarginPercent" blankValue={10} />
        <NumberField api={api} field="pumpEfficiencyPercent" blankValue={70} />
        <NumberField api={api} field="motorEfficiencyPercent" blankValue={90} />
      </FormSection>

      <FormSection legend="Suction (NPSH available)">
        <Stack gap="sm">
          <Switch
            id="pump-head-suction-enabled"
            label="Check the net positive suction head"
            checked={draft.suction !== undefined}
            onChange={(event) =>
              api.replace({
                ...draft,
                suction: event.currentTarget.checked
                  ? defaultSuctionInput(api.unitSystem)
                  : undefined,
              })
            }
          />
          {draft.suction !== undefined ? (
            <FieldGrid columns={2}>
              <NumberField
                api={api}
                field="suction.referencePressure"
                blankValue="standard atmosphere"
              />
              <NumberField api={api} field="suction.liquidLevelAboveImpeller" />
              <NumberField api={api} field="suction.suctionLosses" blankValue={0} />
              <NumberField api={api} field="suction.npshRequired" />
            </FieldGrid>
          ) : null}
        </Stack>
      </FormSection>

      <FormSection legend="Pump curve (optional)">
        <Stack gap="sm">
          <Switch
            id="pump-head-pump-curve-enabled"
            label="Enter the selected pump’s curve"
            description="At least three head–flow points from the catalogue, at full speed"
            checked={draft.pumpCurve !== undefined}
            onChange={(event) =>
              api.replace({
                ...draft,
                pumpCurve: event.currentTarget.checked
                  ? defaultPumpCurveInput(api.unitSystem)
                  : undefined,
              })
            }
          />
          {draft.pumpCurve !== undefined ? (
            <>
              {points.map((_, index) => (
                <SimpleGrid key={index} cols={{ base: 1, xs: 3 }} spacing="sm" verticalSpacing={4}>
                  <NumberField
                    api={api}
                    field="pumpCurve.points.flowRate"
                    path={['pumpCurve', 'points', index, 'flowRate']}
                    label={`Point ${index + 1} flow`}
                  />
                  <NumberField
                    api={api}
                    field="pumpCurve.points.head"
                    path={['pumpCurve', 'points', index, 'head']}
                    label={`Point ${index + 1} head`}
                  />
                  <Group align="flex-end" pb={4}>
                    <Button
                      variant="default"
                      size="xs"
                      aria-label={`Remove curve point ${index + 1}`}
                      onClick={() =>
                        api.replace({
                          ...draft,
                          pumpCurve: {
                            ...draft.pumpCurve,
                            points: points.filter((__, i) => i !== index),
                          },
                        })
                      }
                    >
                      Remove
                    </Button>
                  </Group>
                </SimpleGrid>
              ))}
              {api.error(['pumpCurve', 'points']) ? (
                <Text size="sm" c="red">
                  {api.error(['pumpCurve', 'points'])}
                </Text>
              ) : null}
              <Group>
                <Button
                  variant="default"
                  size="xs"
                  id="pump-head-add-curve-point"
                  onClick={() =>
                    api.replace({
                      ...draft,
                      pumpCurve: {
                        ...draft.pumpCurve,
                        points: [...points, { flowRate: undefined, head: undefined }],
                      },
                    })
                  }
                >
                  Add point
                </Button>
              </Group>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <NumberField api={api} field="pumpCurve.speedPercent" blankValue={100} />
              </SimpleGrid>
            </>
          ) : null}
        </Stack>
      </FormSection>
    </Stack>
  );
}
