import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import type { ZodType } from 'zod';

export interface ChoiceSelectProps<Choice extends string> extends Omit<
  NativeSelectProps,
  'value' | 'onChange'
> {
  /** The draft's value, as it holds it; required. */
  value: unknown;
  /** The option shown while the draft holds no text; default '' (none chosen). */
  fallback?: string;
  /** The engine's schema of the choice: an option is passed on only when it parses; required. */
  schema: ZodType<Choice>;
  /** Called with the parsed choice; required. */
  onChange: (next: Choice) => void;
}

/**
 * A native select of one of an input's choices (an orientation, a category): the draft's text
 * shown, and only what the engine's schema accepts handed back, so the draft never holds a choice
 * the engine does not know.
 */
export function ChoiceSelect<Choice extends string>({
  value,
  fallback = '',
  schema,
  onChange,
  ...select
}: ChoiceSelectProps<Choice>) {
  return (
    <NativeSelect
      {...select}
      value={typeof value === 'string' ? value : fallback}
      onChange={(event) => {
        const parsed = schema.safeParse(event.currentTarget.value);
        if (parsed.success) onChange(parsed.data);
      }}
    />
  );
}
