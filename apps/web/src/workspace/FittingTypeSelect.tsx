import { NativeSelect } from '@mantine/core';

export interface FittingTypeSelectProps<Type extends string> {
  /** The select's id (labels, focus links, tests); required. */
  id: string;
  /** The row's label ("Fitting 2"); required. */
  label: string;
  /** The row's type now; required. */
  value: string;
  /** The types to choose from, with their words; required. */
  data: readonly { readonly value: string; readonly label: string }[];
  /** The message to show under the select now; default none. */
  error?: string;
  /** The engine's schema of a type, which keeps anything else out of the draft; required. */
  schema: {
    safeParse: (value: unknown) => { success: true; data: Type } | { success: false };
  };
  /** Called with the chosen type; required. */
  onChange: (type: Type) => void;
}

/** The type select heading a fitting row (its remove button beside it, see RowCard). */
export function FittingTypeSelect<Type extends string>({
  schema,
  onChange,
  data,
  ...select
}: FittingTypeSelectProps<Type>) {
  return (
    <NativeSelect
      {...select}
      flex={1}
      miw={0}
      data={[...data]}
      onChange={(event) => {
        const parsed = schema.safeParse(event.currentTarget.value);
        if (parsed.success) onChange(parsed.data);
      }}
    />
  );
}
