import { Input } from '@mantine/core';
import type { ReactNode } from 'react';
import type { UnitInputProps } from '../UnitInput';
import classes from '../UnitInput/UnitInput.module.css';
import { useUnitInput } from '../UnitInput/use-unit-input';

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
 * `UnitInput` in plain markup, for lists that mount many at once (a filtered 500-row equipment
 * schedule mounts nine per row shown): the same props and behaviour (the two share `useUnitInput`)
 * and the same markup as `UnitInput` (Mantine's classes, data attributes, CSS variables, ids and
 * aria attributes), so it looks, reads and behaves the same, without Mantine's per-component work.
 * That work is most of such a mount, and Mantine's InputWrapper sets a state when it mounts, which
 * draws every newly mounted field a second time (issue 23). Default size and variant only, as
 * `UnitInput` uses; PlainUnitInput.test.tsx renders both for many prop combinations and requires
 * equal markup, so a Mantine upgrade that changes the markup fails there.
 */
export function PlainUnitInput(props: UnitInputProps) {
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
