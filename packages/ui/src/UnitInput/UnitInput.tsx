import { Input } from '@mantine/core';
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

const inputClasses = Input.classes;

const isShown = (node: ReactNode) =>
  node !== undefined && node !== null && node !== false && node !== '';

/** The description or error line under a field, as Mantine's InputWrapper writes it. */
const wrapperText = (part: 'description' | 'error', id: string, text: ReactNode) => (
  <p
    className={`${inputClasses[part]} mantine-InputWrapper-${part} mantine-TextInput-${part}`}
    data-size="sm"
    id={id}
    style={{
      [`--input-${part}-size`]:
        'calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))',
    }}
  >
    {text}
  </p>
);

/**
 * A number field with its unit drawn at the right edge. The unit is part of the accessible name
 * ("Wall area ft²") through `aria-labelledby`, while the visible label stays the plain field label.
 * Arrow keys step the value. What is typed is kept as typed, never filtered: "1e12" is the number
 * 10¹², and text that is not a number ("12a") stays in the field with a message under it saying so
 * (the caller's own message, e.g. a range, shows once the text is a number). Intermediate text such as
 * "1." or "-" is not flagged until the field is left. The number is shown with thousands separators
 * once the field is left. A text input with `inputMode="decimal"` rather than Mantine's NumberInput,
 * whose formatting library would cost the public heat-load page about 8 KB gzipped.
 *
 * It writes the markup of Mantine's TextInput itself (Mantine's classes, data attributes, CSS
 * variables, ids and aria attributes), so it looks, reads and behaves as one, without Mantine's
 * per-component work: a TextInput is about a dozen components, each resolving its styles, and its
 * InputWrapper sets a state when it mounts, which draws every newly mounted field a second time.
 * That work was most of a form's mount (a saved building file opens hundreds of fields; issues 23
 * and 39). Default size and variant only. UnitInput.markup.test.tsx renders it beside a TextInput
 * for many prop combinations and requires equal markup, so a Mantine upgrade that changes the
 * markup fails there.
 */
export function UnitInput(props: UnitInputProps) {
  const { label, unit, description, required = false, disabled = false, name } = props;
  const field = useUnitInput(props);
  const { inputId, unitId, error } = field;
  const hasError = isShown(error);
  const hasDescription = isShown(description);
  const errorId = `${inputId}-error`;
  const descriptionId = `${inputId}-description`;
  const describedBy =
    `${hasError ? errorId : ''}  ${hasDescription ? descriptionId : ''}`.trim() || undefined;
  const errorMark = hasError ? true : undefined;
  const disabledMark = disabled ? true : undefined;
  return (
    <div
      className={`${inputClasses.root} mantine-InputWrapper-root mantine-TextInput-root`}
      data-size="sm"
      data-error={errorMark}
    >
      <label
        className={`${inputClasses.label} mantine-InputWrapper-label mantine-TextInput-label`}
        data-size="sm"
        data-required={required ? true : undefined}
        htmlFor={inputId}
        id={`${inputId}-label`}
        style={{ '--input-label-size': 'var(--mantine-font-size-sm)' } as object}
      >
        {label}
        {required ? (
          <span
            className={`${inputClasses.required} mantine-InputWrapper-required mantine-TextInput-required`}
            aria-hidden="true"
          >
            {' *'}
          </span>
        ) : null}
      </label>
      {hasDescription ? wrapperText('description', descriptionId, description) : null}
      <div
        className={`${inputClasses.wrapper} mantine-Input-wrapper mantine-TextInput-wrapper`}
        data-variant="default"
        data-size="sm"
        data-error={errorMark}
        data-disabled={disabledMark}
        data-with-right-section={unit ? true : undefined}
        style={
          {
            '--input-margin-top': hasDescription
              ? 'calc(var(--mantine-spacing-xs) / 2)'
              : undefined,
            '--input-margin-bottom': hasError ? 'calc(var(--mantine-spacing-xs) / 2)' : undefined,
            '--input-height': 'var(--input-height-sm)',
            '--input-fz': 'var(--mantine-font-size-sm)',
            '--input-right-section-width': field.unitWidth,
            '--input-right-section-pointer-events': 'none',
          } as object
        }
      >
        <input
          className={`${classes.input} ${inputClasses.input} mantine-Input-input mantine-TextInput-input`}
          data-variant="default"
          data-disabled={disabledMark}
          data-error={errorMark}
          placeholder={field.placeholder}
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          aria-labelledby={unit ? `${inputId}-label ${unitId}` : undefined}
          required={required}
          disabled={disabled}
          aria-invalid={errorMark}
          aria-describedby={describedBy}
          id={inputId}
          name={name}
          value={field.text}
          onChange={field.handleChange}
          onKeyDown={field.handleKeyDown}
          onBlur={field.handleBlur}
        />
        {unit ? (
          <div
            data-position="right"
            className={`${inputClasses.section} mantine-Input-section mantine-TextInput-section`}
          >
            <span id={unitId} className={classes.unit}>
              {unit}
            </span>
          </div>
        ) : null}
      </div>
      {hasError ? wrapperText('error', errorId, error) : null}
    </div>
  );
}
