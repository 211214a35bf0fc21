import { Group, SegmentedControl, Text } from '@mantine/core';
import { UnitSystemSchema, type UnitSystem } from '@org/hvac-core/units';

const UNIT_SYSTEM_OPTIONS = [
  { value: 'Imperial', label: 'Imperial' },
  { value: 'Metric', label: 'Metric' },
];

export interface UnitSystemControlProps {
  /** Prefix of the label's id, e.g. "duct" for "duct-unit-system-label"; required. */
  idPrefix: string;
  /** The unit system of the inputs; required. */
  value: UnitSystem;
  /**
   * Called with the newly chosen system; the calculator converts the values already entered
   * (hvac-core's convert), never reinterprets them. Required.
   */
  onChange: (next: UnitSystem) => void;
}

/** The Imperial/Metric switch every calculator shows above its inputs. */
export function UnitSystemControl({ idPrefix, value, onChange }: UnitSystemControlProps) {
  const labelId = `${idPrefix}-unit-system-label`;
  return (
    <Group gap="sm" wrap="nowrap">
      <Text id={labelId} size="sm" fw={600}>
        Units
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        data={UNIT_SYSTEM_OPTIONS}
        value={value}
        onChange={(next) => {
          const parsed = UnitSystemSchema.safeParse(next);
          if (parsed.success && parsed.data !== value) onChange(parsed.data);
        }}
      />
    </Group>
  );
}
