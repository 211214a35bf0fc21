import { TextInput } from '@mantine/core';
import type { UnitInputProps } from '../UnitInput';
import classes from '../UnitInput/UnitInput.module.css';
import { useUnitInput } from '../UnitInput/use-unit-input';

/**
 * The field UnitInput draws, composed of Mantine's own TextInput: the reference whose markup and
 * behaviour UnitInput must match (UnitInput.markup.test.tsx). Tests only.
 */
export function MantineUnitInput(props: UnitInputProps) {
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
