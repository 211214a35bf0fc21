import { Group, SegmentedControl, Stack, Text } from '@mantine/core';

/** One option of a {@link SegmentedChoice}. */
export interface ChoiceOption<T extends string> {
  readonly value: T;
  readonly label: string;
}

export interface SegmentedChoiceProps<T extends string> {
  /** The label's element id, which names the control for assistive technology; required. */
  labelId: string;
  /** The label before (or above) the control, e.g. "Units" or "Mode"; required. */
  label: string;
  /** The options, in order; required. */
  data: readonly ChoiceOption<T>[];
  /** The chosen option; required. */
  value: T;
  /** Called with a newly chosen option, never with the current one; required. */
  onChange: (next: T) => void;
  /** The label above the control instead of beside it; default false (beside). */
  stacked?: boolean;
  /** Whether the label and the control may wrap onto two lines; default false. */
  wrap?: boolean;
  /** The options' direction; default 'horizontal'. */
  orientation?: 'horizontal' | 'vertical';
}

/**
 * A labelled segmented control of a calculator's bar (units, mode, system type): the one shape they
 * all share. Only the options' own values reach `onChange`, so no string is cast to a mode.
 */
export function SegmentedChoice<T extends string>({
  labelId,
  label,
  data,
  value,
  onChange,
  stacked = false,
  wrap = false,
  orientation = 'horizontal',
}: SegmentedChoiceProps<T>) {
  const control = (
    <>
      <Text id={labelId} size="sm" fw={600}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        orientation={orientation}
        data={[...data]}
        value={value}
        onChange={(next) => {
          const option = data.find((candidate) => candidate.value === next);
          if (option !== undefined && option.value !== value) onChange(option.value);
        }}
      />
    </>
  );
  return stacked ? (
    <Stack gap={4}>{control}</Stack>
  ) : (
    <Group gap="sm" wrap={wrap ? 'wrap' : 'nowrap'}>
      {control}
    </Group>
  );
}
