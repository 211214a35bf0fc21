import { TextInput } from '@mantine/core';
import type { FocusEvent, ReactNode } from 'react';
import classes from './UnitInput.module.css';
import { useUnitInput } from './use-unit-input';

export interface UnitInputProps {
  /** Field label, also the start of the accessible name; required, no default. */
  label: string;
  /** Unit shown at the right edge and appended to the accessible name, e.g. "ft²"; '' for none. */
  unit: string;
  /** The number, or undefined while the field is empty; default undefined. */
  value: number | undefined;
  /**
   * Called with the number typed (scientific notation such as "1e3" is the number it is), or
   * undefined when the field is empty or its text is not a number; the second argument is the text
   * as typed, so a form can keep it ("12a") and say why it is not a number; required.
   */
  onChange: (value: number | undefined, text: string) => void;
  /** Called when the field loses focus; default none. */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Error message shown under the field (also marks it aria-invalid); default none. */
  error?: ReactNode;
  /** Smallest value the arrow keys step down to (typed values are not clamped); default none. */
  min?: number;
  /** Largest value the arrow keys step up to (typed values are not clamped); default none. */
  max?: number;
  /** Amount ArrowUp/ArrowDown add or subtract; default 1. */
  step?: number;
  /** Most digits shown after the decimal point once the field is left; default unlimited. */
  decimalScale?: number;
  /** Help text under the label; default none. */
  description?: ReactNode;
  /** Marks the field required (asterisk and aria-required); default false. */
  required?: boolean;
  /** Disables the field; default false. */
  disabled?: boolean;
  /** Placeholder shown while empty; default none (or the one `blankValue` gives). */
  placeholder?: string;
  /**
   * What the calculation uses while the field is empty, shown as its placeholder so a blank never
   * hides a value: a number reads "Default: 100 ft" (in the field's unit), text reads "Default:
   * standard air"; default none. An explicit `placeholder` wins.
   */
  blankValue?: number | string;
  /** id of the input element; default a generated one. */
  id?: string;
  /** name of the input element; default none. */
  name?: string;
}

/**
 * A number field with its unit drawn at the right edge. The unit is part of the accessible name
 * ("Wall area ft²") through `aria-labelledby`, while the visible label stays the plain field label.
 * Arrow keys step the value. What is typed is kept as typed, never filtered: "1e12" is the number
 * 10¹², and text that is not a number ("12a") stays in the field with a message under it saying so
 * (the caller's own message, e.g. a range, shows once the text is a number). Intermediate text such as
 * "1." or "-" is not flagged until the field is left. The number is shown with thousands separators
 * once the field is left. A plain text input with
 * `inputMode="decimal"` rather than Mantine's NumberInput, whose formatting library would cost the
 * public heat-load page about 8 KB gzipped.
 */
export function UnitInput(props: UnitInputProps) {
  const { label, unit, description, required = false, disabled = false, name } = props;
  const field = useUnitInput(props);
  return (
    <TextInput
      id={field.inputId}
      name={name}
      label={label}
      description={description}
      error={field.error}
      required={required}
      disabled={disabled}
      placeholder={field.placeholder}
      value={field.text}
      onChange={field.handleChange}
      onKeyDown={field.handleKeyDown}
      onBlur={field.handleBlur}
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      aria-labelledby={unit ? `${field.inputId}-label ${field.unitId}` : undefined}
      rightSection={
        unit ? (
          <span id={field.unitId} className={classes.unit}>
            {unit}
          </span>
        ) : undefined
      }
      rightSectionWidth={field.unitWidth}
      rightSectionPointerEvents="none"
      classNames={{ input: classes.input }}
    />
  );
}
