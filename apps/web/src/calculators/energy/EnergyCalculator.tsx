import { Grid, Paper, Stack, Title } from '@mantine/core';
import { convertEnergyCostInput, type EnergyCostInputDraft } from '@org/hvac-core/energy';
import { type UnitSystem } from '@org/hvac-core/units';
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
export function EnergyCalculator({ value, onChange, evaluation }: EnergyCalculatorProps) {
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

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <EnergyForm
            value={value}
            onChange={onChange}
            errors={visibleErrors}
            onFieldTouch={touch}
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
