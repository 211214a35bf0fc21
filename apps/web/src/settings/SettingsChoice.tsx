import { Input, SegmentedControl, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ChoiceOption } from '../workspace/SegmentedChoice';

export interface SettingsChoiceProps<T extends string> {
  /** The label's element id, which names the control for assistive technology; required. */
  labelId: string;
  /** The label above the control; required. */
  label: string;
  /** The options, in order; required. */
  data: readonly ChoiceOption<T>[];
  /** The chosen option; required. */
  value: T;
  /** Called with the chosen option (only ever one of `data`); required. */
  onChange: (next: T) => void;
  /** A hint under the control; default none. */
  children?: ReactNode;
}

/** A setting chosen from a few options: its label, a segmented control and an optional hint. */
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
