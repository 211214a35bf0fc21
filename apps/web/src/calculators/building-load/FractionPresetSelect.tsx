import { Select } from '@mantine/core';

export interface FractionPresetSelectProps {
  label: string;
  /** The presets, each with its radiant fraction; required. */
  options: readonly { value: string; label: string; fraction: number }[];
  /** The option shown when the fraction is none of the presets'; required. */
  customLabel: string;
  /** The room's radiant fraction as the draft holds it; required. */
  fraction: unknown;
  /** Called with the fraction of the preset chosen; required. */
  onChange: (fraction: number) => void;
}

/** A radiant-fraction preset: picking one sets the fraction field; "custom" while it is typed. */
export function FractionPresetSelect({
  label,
  options,
  customLabel,
  fraction,
  onChange,
}: FractionPresetSelectProps) {
  return (
    <Select
      label={label}
      data={[
        ...options.map(({ value, label: optionLabel }) => ({ value, label: optionLabel })),
        { value: 'custom', label: customLabel },
      ]}
      value={options.find((o) => o.fraction === Number(fraction))?.value ?? 'custom'}
      onChange={(next) => {
        const chosen = options.find((o) => o.value === next);
        if (chosen) onChange(chosen.fraction);
      }}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
