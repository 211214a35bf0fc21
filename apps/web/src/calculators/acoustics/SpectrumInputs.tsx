import { Fieldset, SimpleGrid } from '@mantine/core';
import { OCTAVE_BANDS_HZ } from '@org/hvac-core/acoustics';
import { AcousticNumberInput } from './AcousticNumberInput';
import { draftSpectrum, type DraftPath } from './field-ui';
import classes from './AcousticCalculator.module.css';

export interface SpectrumInputsProps {
  /** Legend of the group, e.g. "Fan sound power"; required. */
  legend: string;
  /** The draft path of the spectrum (ids and messages derive from it); required. */
  path: DraftPath;
  /** The eight values as the draft holds them; required. */
  value: unknown;
  /** Called with the new list of eight values; required. */
  onChange: (next: unknown[]) => void;
  /** Unit beside each value, e.g. "dB"; required. */
  unit: string;
  /** Messages by path key; default none. */
  errors?: Record<string, string>;
  /** Arrow-key step; default 1. */
  step?: number;
  /** Most decimals typed; default 1. */
  decimalScale?: number;
  /** Help text under the legend; default none. */
  description?: string;
}

/** Eight octave-band inputs, 63 to 8000 Hz, in one labelled group. */
export function SpectrumInputs({
  legend,
  path,
  value,
  onChange,
  unit,
  errors = {},
  step = 1,
  decimalScale = 1,
  description,
}: SpectrumInputsProps) {
  const values = draftSpectrum(value);
  return (
    <Fieldset legend={legend} variant="unstyled" classNames={{ legend: classes.subLegend }}>
      {description ? <p className={classes.help}>{description}</p> : null}
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs" verticalSpacing="xs">
        {OCTAVE_BANDS_HZ.map((hz, band) => {
          return (
            <AcousticNumberInput
              key={hz}
              path={[...path, band]}
              label={`${hz} Hz`}
              unit={unit}
              value={values[band]}
              onChange={(next) => {
                const updated = [...values];
                updated[band] = next;
                onChange(updated);
              }}
              errors={errors}
              step={step}
              decimalScale={decimalScale}
            />
          );
        })}
      </SimpleGrid>
    </Fieldset>
  );
}
