import { Grid, Paper, Stack, Title } from '@mantine/core';
import { convertEnergyCostInput, type EnergyCostInputDraft } from '@org/hvac-core/energy';
import { type UnitSystem } from '@org/hvac-core/units';
import { useState } from 'react';
import {
  DesignLoadsFromBuilding,
  type BuildingLoadSources,
  type TakenDesignLoads,
} from './DesignLoadsFromBuilding';
import { EnergyForm } from './EnergyForm';
import { EnergyOptionsForm } from './EnergyOptionsForm';
import { EnergyResults } from './EnergyResults';
import { energyFieldId } from './field-ui';
import { UnitSystemControl } from '../../workspace/UnitSystemControl';
import { InputErrorsAlert, inputErrors } from '../../workspace/InputErrorsAlert';
import { useTouchedFields } from '../../workspace/use-touched-fields';
import type { EnergyCostInput, EnergyCostResult } from '@org/hvac-core/energy';
import type { Evaluation } from '../../workspace/use-evaluation';

export interface EnergyCalculatorProps {
  /** The input being edited (a form draft: numbers may be blank while typing); required. */
  value: EnergyCostInputDraft;
  /** Called with the whole new draft on every edit or unit switch; required. */
  onChange: (next: EnergyCostInputDraft) => void;
  /** The draft's one evaluation by the workspace; required. */
  evaluation: Evaluation<EnergyCostInput, EnergyCostResult>;
  /** The project's building-load files, to take the design loads from; default no such panel. */
  designLoadSources?: BuildingLoadSources;
}

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

function focusField(path: string): void {
  const element = document.getElementById(energyFieldId(path));
  element?.scrollIntoView({ block: 'center' });
  element?.focus();
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
  const { result, stale, errors, formErrors } = evaluation;
  // A list's own message (all months 0) shows once any of its values is edited.
  const { touch, errorEntries, visibleErrors } = useTouchedFields<string>(errors, {
    includeNested: true,
  });
  const unitSystem: UnitSystem = value.unitSystem ?? 'Imperial';

  const invalid = errorEntries.length > 0 || formErrors.length > 0;

  return (
    <Stack gap="md">
      <Paper withBorder p="sm" radius="sm">
        <UnitSystemControl
          idPrefix="energy"
          value={unitSystem}
          onChange={(next) => onChange(convertEnergyCostInput(value, next))}
        />
      </Paper>
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
              {invalid ? (
                <InputErrorsAlert
                  hasResult={result !== null}
                  goal="to see the costs"
                  errors={inputErrors(errorEntries, formErrors, (path) => {
                    touch(path);
                    focusField(path);
                  })}
                />
              ) : null}
              {result ? <EnergyResults result={result} stale={stale} /> : null}
            </Stack>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
