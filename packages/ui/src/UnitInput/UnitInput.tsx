import { TextInput } from '@mantine/core';
import {
  useId,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import classes from './UnitInput.module.css';

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

/** Turns the field's text ("", "-", "1.", "1,250.5", "1.2e3") into a number, or undefined. */
function toNumber(text: string): number | undefined {
  const bare = text.replace(/,/g, '').trim();
  if (!/^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/.test(bare)) return undefined;
  const parsed = Number(bare);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** Text on its way to a number ("-", "1.", "1e", "1e-"): not yet a number, but not wrong while typing. */
function isPartialNumber(text: string): boolean {
  return /^[-+]?[\d,]*\.?\d*(?:[eE][-+]?\d*)?$/.test(text.trim());
}

/** Why the field's text is not a number, in the user's words; undefined when it is one or empty. */
function unitInputTextError(text: string): string | undefined {
  if (text.trim() === '' || toNumber(text) !== undefined) return undefined;
  const shown = text.trim().length > 24 ? `${text.trim().slice(0, 24)}…` : text.trim();
  return `“${shown}” is not a number. Type digits with one decimal point, e.g. 1250.5 or 1.2e3.`;
}

const formatters = new Map<number, Intl.NumberFormat>();

/** A number as the field shows it: thousands separated, rounded to `decimalScale` digits. */
function formatForField(value: number | undefined, decimalScale: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return '';
  const digits = Math.min(decimalScale ?? 10, 20);
  let formatter = formatters.get(digits);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      maximumFractionDigits: digits,
      useGrouping: true,
    });
    formatters.set(digits, formatter);
  }
  const text = formatter.format(value);
  // "-0" after rounding reads as an error.
  return text === '-0' ? '0' : text;
}

/** "Default: 100 ft", "Default: standard air", or undefined without a blank value. */
function blankPlaceholder(
  blankValue: number | string | undefined,
  unit: string,
  decimalScale?: number,
): string | undefined {
  if (blankValue === undefined) return undefined;
  if (typeof blankValue === 'string') return `Default: ${blankValue}`;
  const number = formatForField(blankValue, decimalScale);
  return `Default: ${number}${unit === '' ? '' : unit === '%' ? ' %' : ` ${unit}`}`;
}

/** Decimal places of a step, so that 0.1 + 0.2 steps to 0.3, not 0.30000000000000004. */
function decimalsOf(step: number): number {
  const text = String(step);
  const exponent = /e-(\d+)$/.exec(text);
  if (exponent) return Number(exponent[1]);
  return text.split('.')[1]?.length ?? 0;
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
  blankValue,
  id,
  name,
}: UnitInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const unitId = `${inputId}-unit`;

  // The text being typed can be ahead of the number ("12." is 12); keep it unless the number
  // changes from outside (a unit conversion, a reset), then show the new number.
  const [text, setText] = useState<string>(() => formatForField(value, decimalScale));
  const [lastValue, setLastValue] = useState(value);
  if (!Object.is(value, lastValue)) {
    setLastValue(value);
    if (!Object.is(toNumber(text), value)) setText(formatForField(value, decimalScale));
  }

  // A partial number ("1e", "-") is flagged only once the field is left.
  const [left, setLeft] = useState(false);

  const commit = (nextText: string, nextValue: number | undefined) => {
    setText(nextText);
    setLastValue(nextValue);
    onChange(nextValue, nextText);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.currentTarget.value;
    setLeft(false);
    commit(next, toNumber(next));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const current = toNumber(text) ?? 0;
    const places = Math.max(decimalsOf(step), decimalsOf(current));
    let next = Number(
      (current + (event.key === 'ArrowUp' ? step : -step)).toFixed(Math.min(places, 20)),
    );
    if (min !== undefined && next < min) next = min;
    if (max !== undefined && next > max) next = max;
    setLeft(false);
    commit(formatForField(next, decimalScale), next);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    const parsed = toNumber(text);
    if (parsed !== undefined) {
      // Thousands separators only: a typed value with more decimals than shown stays as typed.
      const formatted = formatForField(parsed, decimalScale);
      if (Object.is(toNumber(formatted), parsed)) setText(formatted);
    }
    setLeft(true);
    onBlur?.(event);
  };

  const textError = left || !isPartialNumber(text) ? unitInputTextError(text) : undefined;

  return (
    <TextInput
      id={inputId}
      name={name}
      label={label}
      description={description}
      error={textError ?? error}
      required={required}
      disabled={disabled}
      placeholder={placeholder ?? blankPlaceholder(blankValue, unit, decimalScale)}
      value={text}
      onChange={handleChange}
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
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
      classNames={{ input: classes.input }}
    />
  );
}
