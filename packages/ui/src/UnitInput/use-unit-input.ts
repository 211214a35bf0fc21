import {
  useId,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { formatNumber, numberFromFieldText as toNumber } from '../format';
import type { UnitInputProps } from './UnitInput';

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

/** A number as the field shows it: thousands separated, rounded to `decimalScale` digits. */
function formatForField(value: number | undefined, decimalScale: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return '';
  return formatNumber(value, { maximumFractionDigits: Math.min(decimalScale ?? 10, 20) });
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

/** What a unit field draws, worked out from its props by `useUnitInput`. */
export interface UnitInputState {
  /** id of the input (the one given, or a generated one). */
  inputId: string;
  /** id of the unit's element, part of the accessible name. */
  unitId: string;
  /** The text in the field. */
  text: string;
  /** The message to show: the text's own ("12a" is not a number) before the caller's. */
  error: ReactNode;
  /** The placeholder: the one given, or the one `blankValue` gives. */
  placeholder: string | undefined;
  /** Width of the unit's section (a CSS length), or undefined without a unit. */
  unitWidth: string | undefined;
  handleChange: (event: ChangeEvent<HTMLInputElement>) => void;
  handleKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  handleBlur: (event: FocusEvent<HTMLInputElement>) => void;
}

/**
 * The behaviour of a unit field, shared by `UnitInput` and the test's reference composed of
 * Mantine's TextInput (testing/mantine-unit-input.tsx): the text as typed, the number it is, the
 * arrow keys, the formatting once the field is left, and the message when the text is not a number.
 */
export function useUnitInput({
  unit,
  value,
  onChange,
  onBlur,
  error,
  min,
  max,
  step = 1,
  decimalScale,
  placeholder,
  blankValue,
  id,
}: UnitInputProps): UnitInputState {
  const generatedId = useId();
  const inputId = id ?? generatedId;

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

  return {
    inputId,
    unitId: `${inputId}-unit`,
    text,
    error: textError ?? error,
    placeholder: placeholder ?? blankPlaceholder(blankValue, unit, decimalScale),
    unitWidth: unit ? `${(Math.max(unit.length, 2) * 0.5 + 0.875).toFixed(3)}rem` : undefined,
    handleChange,
    handleKeyDown,
    handleBlur,
  };
}
