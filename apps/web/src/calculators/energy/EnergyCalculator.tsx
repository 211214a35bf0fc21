import { Grid, Stack, Title } from '@mantine/core';
import { convertEnergyCostInput, type EnergyCostInputDraft } from '@org/hvac-core/energy';
import { useState } from 'react';
import type { BuildingLoadSources } from '../building-load/load-sources';
import { DesignLoadsFromBuilding, type TakenDesignLoads } from './DesignLoadsFromBuilding';
import { EnergyForm } from './EnergyForm';
import { EnergyOptionsForm } from './EnergyOptionsForm';
import { EnergyResults } from './EnergyResults';
import { energyFieldId } from './energy-field';
import { CalculatorBar } from '../../calculator-kit/CalculatorBar';
import { useInputErrors } from '../../calculator-kit/use-input-errors';
import type { EnergyCostInput, EnergyCostResult } from '@org/hvac-core/energy';
import type { CalculatorEditorProps } from '../../calculator-kit/types';

export type EnergyCalculatorProps = CalculatorEditorProps<
  EnergyCostInputDraft,
  EnergyCostInput,
  EnergyCostResult
> & {
  /** The project's building-load files, to take the design loads from; default no such panel. */
  designLoadSources?: BuildingLoadSources;
};

/** The fields whose value is still the one taken from a building-load file, with that source. */
function takenSources(
  value: EnergyCostInputDraft,
  taken: TakenDesignLoads | null,
): Record<string, string> {
  if (taken === null) return {};
  const current: Record<string, unknown> = {
    'heating.designHeatLoss': value.heating?.designHeatLoss,
    'heating.indoorDesignTemperature': value.heating?.indoorDesignTemperature,
    'heating.outdoorDesignTemperature': value.heating?.outdoorDesignTemperature,
    'cooling.capacity': value.cooling?.capacity,
  };
  return Object.fromEntries(
    Object.entries(taken.values)
      .filter(([path, number]) => current[path] === number)
      .map(([path]) => [path, `From building load “${taken.fileName}”`]),
  );
}

/**
 * The energy cost analysis: annual heating and cooling energy, cost, CO₂ and simple payback of up
 * to four options side by side, with a month-by-month table and chart from monthly degree-days.
 * Controlled; every number comes from hvac-core.
 */
export function EnergyCalculator({
  value,
  onChange,
  evaluation,
  designLoadSources,
}: EnergyCalculatorProps) {
  const [taken, setTaken] = useState<TakenDesignLoads | null>(null);
  const { result, stale } = evaluation;
  const { touch, visibleErrors, alert } = useInputErrors<string>(evaluation, {
    goal: 'to see the costs',
    elementId: energyFieldId,
    // A list's own message (all months 0) shows once any of its values is edited.
    includeNested: true,
  });

  return (
    <Stack gap="md">
      <CalculatorBar
        units={{ idPrefix: 'energy', draft: value, onChange, convert: convertEnergyCostInput }}
      />
      {designLoadSources ? (
        <DesignLoadsFromBuilding
          value={value}
          onChange={onChange}
          onTaken={setTaken}
          sources={designLoadSources}
        />
      ) : null}

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <EnergyForm
            value={value}
            onChange={onChange}
            errors={visibleErrors}
            onFieldTouch={touch}
            fieldSources={takenSources(value, taken)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="md">
            <section aria-labelledby="energy-options-title">
              <Title order={2} size="h4" id="energy-options-title" mb="xs">
                Options
              </Title>
              <EnergyOptionsForm
                value={value}
                onChange={onChange}
                errors={visibleErrors}
                onFieldTouch={touch}
              />
            </section>
            <Stack gap="md" component="section" aria-label="Results">
              {alert}
              {result ? <EnergyResults result={result} stale={stale} /> : null}
            </Stack>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
