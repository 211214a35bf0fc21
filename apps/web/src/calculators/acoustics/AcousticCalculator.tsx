import { Grid, Stack, Text } from '@mantine/core';
import type { UnitSystem } from '@org/hvac-core/units';
import { useCallback, useState } from 'react';
import { DutyFromFilePanel, type DutySourceFile, type TakenDuty } from '../fan/DutyFromFilePanel';
import type { ProjectSources } from '../../project-sources/use-project-sources';
import { noisePathFromDuctSystem } from './path-from-duct-system';
import { convertDuctNoisePathInput, type DuctNoisePathInputDraft } from '@org/hvac-core/acoustics';
import { AcousticForm } from './AcousticForm';
import { AcousticResults } from './AcousticResults';
import { DecibelTool } from './DecibelTool';
import { acousticFieldId } from './field-ui';
import classes from './AcousticCalculator.module.css';
import { CalculatorBar } from '../../calculator-kit/CalculatorBar';
import { useInputErrors } from '../../calculator-kit/use-input-errors';
import type { DuctNoisePathInput, DuctNoisePathResult } from '@org/hvac-core/acoustics';
import type { CalculatorEditorProps } from '../../calculator-kit/types';

function focusPath(key: string): void {
  const id = acousticFieldId(key.split('.'));
  // The message may belong to a group (a spectrum, the surfaces): focus its first input.
  const element =
    document.getElementById(id) ?? document.querySelector<HTMLElement>(`[id^="${id}-"]`);
  element?.scrollIntoView({ block: 'center' });
  element?.focus();
}

export type AcousticCalculatorProps = CalculatorEditorProps<
  DuctNoisePathInputDraft,
  DuctNoisePathInput,
  DuctNoisePathResult
> & {
  /** The project's duct-system files, to take a path from; default no such panel. */
  ductSystemSources?: ProjectSources<DutySourceFile>;
};

/** What was taken from a duct system, with what to say about it. */
interface TakenPath extends TakenDuty {
  readonly note: string;
}

/** The path's identity, to say when the file has changed: its elements' numbers, in order. */
function pathValues(
  file: DutySourceFile,
  unitSystem: UnitSystem,
): Readonly<Record<string, number>> {
  const path = noisePathFromDuctSystem(file.data, unitSystem);
  const values: Record<string, number> = {
    airflow: path.fan.airflow,
    staticPressure: path.fan.staticPressure,
    elements: path.elements.length,
  };
  path.elements.forEach((element, index) => {
    for (const [key, number] of Object.entries(element))
      if (typeof number === 'number') values[`${index}.${key}`] = number;
  });
  return values;
}

/**
 * The acoustic calculator: duct-borne noise from a fan to a room, octave band by octave band, with
 * NC and RC Mark II ratings against the room's target, reverberation times, and a decibel tool.
 * Controlled; every number comes from hvac-core. With `ductSystemSources`, the first path can be
 * taken from a duct system's critical path.
 */
export function AcousticCalculator({
  value,
  onChange,
  evaluation,
  ductSystemSources,
}: AcousticCalculatorProps) {
  const { result, stale, errors } = evaluation;
  const unitSystem: UnitSystem = value.unitSystem ?? 'Imperial';
  const [taken, setTaken] = useState<TakenPath | null>(null);
  const compute = useCallback((file: DutySourceFile) => pathValues(file, unitSystem), [unitSystem]);
  const current = taken !== null && taken.unitSystem === unitSystem ? taken : null;
  const { alert } = useInputErrors<string>(evaluation, {
    goal: 'to see the room noise',
    focusElement: focusPath,
  });

  return (
    <Stack gap="md">
      <CalculatorBar
        units={{ idPrefix: 'acoustic', draft: value, onChange, convert: convertDuctNoisePathInput }}
      />
      {ductSystemSources === undefined ? null : (
        <DutyFromFilePanel
          idPrefix="acoustic"
          title="Take the path from a duct-system file"
          description="The duct system’s critical path, fan end first, replaces the first path’s elements: a branch where it takes one of several branches (by area), each section as an unlined duct run of its size and length, its elbows, and the end reflection of its last duct, flush. A fan source takes the fan’s airflow and its total pressure with the safety factor. Add the terminal, silencers and lining yourself."
          fileKind="duct-system file"
          sources={ductSystemSources}
          compute={compute}
          taken={current}
          onTake={(file, values) => {
            const path = noisePathFromDuctSystem(file.data, unitSystem);
            const source =
              value.source?.kind === 'fan'
                ? {
                    ...value.source,
                    airflow: path.fan.airflow,
                    staticPressure: path.fan.staticPressure,
                  }
                : value.source;
            onChange({
              ...value,
              pathLabel: `Critical path to ${path.terminalName}`.slice(0, 80),
              elements: path.elements,
              ...(source === undefined ? {} : { source }),
            });
            setTaken({
              fileId: file.fileId,
              fileName: file.name,
              values,
              unitSystem,
              note:
                path.leftOut.length === 0
                  ? `Path taken from “${file.name}”.`
                  : `Path taken from “${file.name}”; left out: ${path.leftOut.join(', ')}.`,
            });
          }}
        />
      )}
      {current === null ? null : (
        <Text size="sm" data-testid="acoustic-path-note">
          {current.note}
        </Text>
      )}

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
