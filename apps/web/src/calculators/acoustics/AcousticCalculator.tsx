import { Grid, Stack } from '@mantine/core';
import { convertDuctNoisePathInput, type DuctNoisePathInputDraft } from '@org/hvac-core/acoustics';
import { AcousticForm } from './AcousticForm';
import { AcousticResults } from './AcousticResults';
import { DecibelTool } from './DecibelTool';
import { acousticFieldId } from './field-ui';
import classes from './AcousticCalculator.module.css';
import { CalculatorBar } from '../../workspace/CalculatorBar';
import { useInputErrors } from '../../workspace/use-input-errors';
import type { DuctNoisePathInput, DuctNoisePathResult } from '@org/hvac-core/acoustics';
import type { CalculatorEditorProps } from '../../workspace/types';

function focusPath(key: string): void {
  const id = acousticFieldId(key.split('.'));
  // The message may belong to a group (a spectrum, the surfaces): focus its first input.
  const element =
    document.getElementById(id) ?? document.querySelector<HTMLElement>(`[id^="${id}-"]`);
  element?.scrollIntoView({ block: 'center' });
  element?.focus();
}

/**
 * The acoustic calculator: duct-borne noise from a fan to a room, octave band by octave band, with
 * NC and RC Mark II ratings against the room's target, reverberation times, and a decibel tool.
 * Controlled; every number comes from hvac-core.
 */
export function AcousticCalculator({
  value,
  onChange,
  evaluation,
}: CalculatorEditorProps<DuctNoisePathInputDraft, DuctNoisePathInput, DuctNoisePathResult>) {
  const { result, stale, errors } = evaluation;
  const { alert } = useInputErrors<string>(evaluation, {
    goal: 'to see the room noise',
    focusElement: focusPath,
  });

  return (
    <Stack gap="md">
      <CalculatorBar
        units={{ idPrefix: 'acoustic', draft: value, onChange, convert: convertDuctNoisePathInput }}
      />

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
            {alert}
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
