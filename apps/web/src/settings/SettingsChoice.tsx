import { Input, SegmentedControl, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SegmentedChoiceProps } from '../calculator-kit/SegmentedChoice';

export type SettingsChoiceProps<T extends string> = Pick<
  SegmentedChoiceProps<T>,
  'labelId' | 'label' | 'data' | 'value' | 'onChange'
> & {
  /** A hint under the control; default none. */
  children?: ReactNode;
};

/**
 * A setting chosen from a few options: its label above a segmented control, then an optional hint.
 * Only the options' own values reach `onChange`.
 */
export function SettingsChoice<T extends string>({
  labelId,
  label,
  data,
  value,
  onChange,
  children,
}: SettingsChoiceProps<T>) {
  return (
    <Stack gap={6}>
      <Input.Label labelElement="div" id={labelId}>
        {label}
      </Input.Label>
      <SegmentedControl
        aria-labelledby={labelId}
        data={[...data]}
        value={value}
        onChange={(next) => {
          const option = data.find((candidate) => candidate.value === next);
          if (option !== undefined) onChange(option.value);
        }}
        style={{ alignSelf: 'flex-start' }}
      />
      {children}
    </Stack>
  );
}
