import { Button, Group, Stack, Text } from '@mantine/core';
import {
  FlowFromLoadInputSchema,
  convertFlowFromLoadDraft,
  flowFromLoad,
  flowFromLoadFieldRange,
  type FlowFromLoadDraft,
} from '@org/hvac-core/pipe';
import { unitLabel, type UnitSystem } from '@org/hvac-core/units';
import type { FluidName } from '@org/hvac-core/fluids';
import { UnitInput, formatNumber, type UnitInputProps } from '@org/ui';
import { useState } from 'react';
import { draftNumber } from '../../calculator-kit/field-ui';
import { pipeFieldId } from './field-ids';
import { FieldGrid, FormSection } from '../../calculator-kit/FormSection';

export interface FlowFromLoadProps {
  /** Unit system of the calculation; the helper converts its own entries when it changes; required. */
  unitSystem: UnitSystem;
  /** The liquid of the calculation; required. */
  fluid: FluidName;
  /** Glycol concentration, % by mass; default none (water). */
  concentrationPercent?: number;
  /** Liquid temperature in the unit system's unit; default none (the helper asks for it). */
  temperature?: number;
  /** Called with a flow rate (gpm | L/s) to put in the flow field; required. */
  onUseFlow: (flowRate: number) => void;
}

/** A flow as the field receives it: four significant figures, so the field shows what is used. */
function forField(flowRate: number): number {
  return Number(flowRate.toPrecision(4));
}

/**
 * Flow from a heat load and a temperature difference, with the engine's flowFromLoad: the exact
 * flow for the liquid (its ρ·cp at the temperature) and the water rule of thumb (500 × ΔT in
 * Imperial, 4.19 × ΔT in Metric). Fills the flow field only when asked.
 */
export function FlowFromLoad({
  unitSystem,
  fluid,
  concentrationPercent,
  temperature,
  onUseFlow,
}: FlowFromLoadProps) {
  const [entries, setEntries] = useState<{ system: UnitSystem; draft: FlowFromLoadDraft }>({
    system: unitSystem,
    draft: {},
  });
  // A unit switch converts what is entered, like the rest of the form.
  let current = entries;
  if (entries.system !== unitSystem) {
    current = {
      system: unitSystem,
      draft: convertFlowFromLoadDraft(entries.draft, entries.system, unitSystem),
    };
    setEntries(current);
  }
  const load = draftNumber(current.draft.load);
  const deltaT = draftNumber(current.draft.deltaT);
  const set = (field: keyof FlowFromLoadDraft, value: number | undefined) =>
    setEntries({ system: unitSystem, draft: { ...current.draft, [field]: value } });

  const started = load !== undefined || deltaT !== undefined;
  const parsed = FlowFromLoadInputSchema.safeParse({
    unitSystem,
    load,
    deltaT,
    fluid,
    concentrationPercent,
    temperature,
  });
  const result = parsed.success ? flowFromLoad(parsed.data) : null;
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  }
  const numberInput = (
    field: 'load' | 'deltaT',
    value: number | undefined,
    input: Pick<UnitInputProps, 'label' | 'unit' | 'step' | 'description'>,
  ) => {
    const range = flowFromLoadFieldRange(field, unitSystem);
    return (
      <UnitInput
        id={pipeFieldId(field)}
        {...input}
        value={value}
        onChange={(next) => set(field, next)}
        error={started && value !== undefined ? errors[field] : undefined}
        min={range.min}
        max={range.max}
        decimalScale={2}
      />
    );
  };
  const flowUnit = unitLabel('waterFlow', unitSystem);
  const show = (value: number) => formatNumber(forField(value), { maximumFractionDigits: 4 });

  return (
    <FormSection legend="Flow from a heat load (optional)">
      <Stack gap="sm">
        <FieldGrid columns={2}>
          {numberInput('load', load, {
            label: 'Heat load',
            unit: unitLabel('heatRate', unitSystem),
            step: unitSystem === 'Imperial' ? 1000 : 500,
          })}
          {numberInput('deltaT', deltaT, {
            label: 'Temperature difference ΔT',
            unit: unitLabel('temperatureDifference', unitSystem),
            step: 1,
            description: 'Supply to return',
          })}
        </FieldGrid>
        {result ? (
          <Stack gap={6} aria-live="polite">
            <Text size="sm" data-testid="flow-from-load-exact">
              {result.fluidLabel.replace(/^./, (c) => c.toUpperCase())}: {show(result.flowRate)}{' '}
              {flowUnit} (ρ·cp = {formatNumber(result.fluidFactor, { maximumFractionDigits: 1 })}{' '}
              {result.units.factor})
            </Text>
            <Text size="sm" data-testid="flow-from-load-rule">
              Water rule of thumb ({formatNumber(result.ruleOfThumbFactor)} × ΔT):{' '}
              {show(result.ruleOfThumbFlowRate)} {flowUnit}
              {fluid === 'water'
                ? ''
                : ` — understates the flow by ${formatNumber(result.differencePercent, { maximumFractionDigits: 1 })} % for this liquid`}
            </Text>
            <Group gap="sm">
              <Button
                size="xs"
                variant="light"
                onClick={() => onUseFlow(forField(result.flowRate))}
              >
                Use {show(result.flowRate)} {flowUnit}
              </Button>
              {fluid === 'water' ? (
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => onUseFlow(forField(result.ruleOfThumbFlowRate))}
                >
                  Use the rule of thumb, {show(result.ruleOfThumbFlowRate)} {flowUnit}
                </Button>
              ) : null}
            </Group>
          </Stack>
        ) : started && errors.temperature ? (
          <Text size="sm" c="red.8">
            {errors.temperature}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            Enter the load and ΔT of the circuit; the flow uses the fluid and temperature below.
          </Text>
        )}
      </Stack>
    </FormSection>
  );
}
