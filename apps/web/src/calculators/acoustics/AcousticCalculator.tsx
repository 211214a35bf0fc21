import { Grid, Paper, Stack } from '@mantine/core';
import { convertDuctNoisePathInput, type DuctNoisePathInputDraft } from '@org/hvac-core/acoustics';
import { type UnitSystem } from '@org/hvac-core/units';
import { AcousticForm } from './AcousticForm';
import { AcousticResults } from './AcousticResults';
import { DecibelTool } from './DecibelTool';
import { acousticFieldId } from './field-ui';
import classes from './AcousticCalculator.module.css';
import { UnitSystemControl } from '../../workspace/UnitSystemControl';
import { InputErrorsAlert, inputErrors } from '../../workspace/InputErrorsAlert';
import type { DuctNoisePathInput, DuctNoisePathResult } from '@org/hvac-core/acoustics';
import type { Evaluation } from '../../workspace/use-evaluation';

export interface AcousticCalculatorProps {
  /** The input being edited (a form draft: numbers may be blank while typing); required. */
  value: DuctNoisePathInputDraft;
  /** Called with the whole new draft on every edit or unit switch; required. */
  onChange: (next: DuctNoisePathInputDraft) => void;
  /** The draft's one evaluation by the workspace; required. */
  evaluation: Evaluation<DuctNoisePathInput, DuctNoisePathResult>;
}

function focusPath(path: readonly (string | number)[]): void {
  // The message may belong to a group (a spectrum, the surfaces): focus its first input.
  const element =
    document.getElementById(acousticFieldId(path)) ??
    document.querySelector<HTMLElement>(`[id^="${acousticFieldId(path)}-"]`);
  element?.scrollIntoView({ block: 'center' });
  element?.focus();
}

/**
 * The acoustic calculator: duct-borne noise from a fan to a room, octave band by octave band, with
 * NC and RC Mark II ratings against the room's target, reverberation times, and a decibel tool.
 * Controlled; every number comes from hvac-core.
 */
export function AcousticCalculator({ value, onChange, evaluation }: AcousticCalculatorProps) {
  const { result, stale, errors, formErrors } = evaluation;
  const errorEntries = Object.entries(errors);
  const unitSystem: UnitSystem = value.unitSystem ?? 'Imperial';

  return (
    <Stack gap="md">
      <Paper withBorder p="sm" radius="sm">
        <UnitSystemControl
          idPrefix="acoustic"
          value={unitSystem}
          onChange={(next) => onChange(convertDuctNoisePathInput(value, next))}
        />
      </Paper>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <AcousticForm
            value={value}
            onChange={onChange}
            errors={errors}
            result={result}
            stale={stale}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Stack gap="md" component="section" aria-label="Results" className={classes.summary}>
            {errorEntries.length > 0 || formErrors.length > 0 ? (
              <InputErrorsAlert
                hasResult={result !== null}
                goal="to see the room noise"
                errors={inputErrors(errorEntries, formErrors, (key) => focusPath(key.split('.')))}
              />
            ) : null}
            {result ? <AcousticResults result={result} stale={stale} part="summary" /> : null}
          </Stack>
        </Grid.Col>
      </Grid>
      {result ? (
        <section aria-label="Octave-band results">
          <AcousticResults result={result} stale={stale} part="details" />
        </section>
      ) : null}
      <DecibelTool />
    </Stack>
  );
}
