import { NumberInput } from '@mantine/core';
import { useId, useState, type FocusEvent, type ReactNode } from 'react';
import classes from './UnitInput.module.css';

export interface UnitInputProps {
  /** Field label, also the start of the accessible name; required, no default. */
  label: string;
  /** Unit shown at the right edge and appended to the accessible name, e.g. "ft²"; '' for none. */
  unit: string;
  /** The number, or undefined while the field is empty; default undefined. */
  value: number | undefined;
  /** Called with the number typed, or undefined when the field is empty or holds only "-"; required. */
  onChange: (value: number | undefined) => void;
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
  /** Most digits that can be typed after the decimal point; default unlimited. */
  decimalScale?: number;
  /** Help text under the label; default none. */
  description?: ReactNode;
  /** Marks the field required (asterisk and aria-required); default false. */
  required?: boolean;
  /** Disables the field; default false. */
  disabled?: boolean;
  /** Placeholder shown while empty; default none. */
  placeholder?: string;
  /** id of the input element; default a generated one. */
  id?: string;
  /** name of the input element; default none. */
  name?: string;
}

/** Turns what Mantine reports while typing ("", "-", "1.", 12) into a number or undefined. */
function toNumber(value: number | string): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (value.trim() === '' || value === '-') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/**
 * A number field with its unit drawn at the right edge. The unit is part of the accessible name
 * ("Wall area ft²") through `aria-labelledby`, while the visible label stays the plain field label.
 * Arrow keys step the value; intermediate text such as "1." or "-" is kept while typing.
 */
export function UnitInput({
  label,
  unit,
  value,
  onChange,
  onBlur,
  error,
  min,
  max,
  step = 1,
  decimalScale,
  description,
  required = false,
  disabled = false,
  placeholder,
  id,
  name,
}: UnitInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const unitId = `${inputId}-unit`;

  // The text being typed can be ahead of the number ("12." is 12); keep it unless the number
  // changes from outside (a unit conversion, a reset), then show the new number.
  const [text, setText] = useState<number | string>(value ?? '');
  const [lastValue, setLastValue] = useState(value);
  if (!Object.is(value, lastValue)) {
    setLastValue(value);
    if (!Object.is(toNumber(text), value)) setText(value ?? '');
  }

  return (
    <NumberInput
      id={inputId}
      name={name}
      label={label}
      description={description}
      error={error}
      required={required}
      disabled={disabled}
      placeholder={placeholder}
      value={text}
      onChange={(next) => {
        setText(next);
        const parsed = toNumber(next);
        setLastValue(parsed);
        onChange(parsed);
      }}
      onBlur={onBlur}
      min={min}
      max={max}
      step={step}
      clampBehavior="none"
      decimalScale={decimalScale}
      thousandSeparator=","
      allowedDecimalSeparators={['.']}
      aria-labelledby={unit ? `${inputId}-label ${unitId}` : undefined}
      rightSection={
        unit ? (
          <span id={unitId} className={classes.unit}>
            {unit}
          </span>
        ) : undefined
      }
      rightSectionWidth={
        unit ? `${(Math.max(unit.length, 2) * 0.5 + 0.875).toFixed(3)}rem` : undefined
      }
      rightSectionPointerEvents="none"
      hideControls
      classNames={{ input: classes.input }}
    />
  );
}
