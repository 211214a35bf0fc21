import { ActionIcon, Group, Input, Table, UnstyledButton } from '@mantine/core';
import type { ChangeEvent, ComponentPropsWithRef, FocusEvent, ReactNode } from 'react';

/*
 * Plain stand-ins for the Mantine components a long list mounts in every row it shows: each renders
 * the markup of the component it names (Mantine's classes, data attributes, CSS variables, ids and
 * aria attributes), so it looks, reads and behaves the same, without Mantine's per-component work
 * (props and theme resolution, the styles API, contexts). That work was most of a filter keystroke
 * in a 500-row schedule, which mounts the newly shown rows (issue 23). Only the props these lists
 * use are taken. plain-fields.test.tsx renders each beside the Mantine component it stands for and
 * compares the two, so a Mantine upgrade that changes the markup fails there.
 */

const inputClasses = Input.classes;

/** The props of a TextInput (default variant) that the plain one takes. */
export interface PlainTextInputProps {
  /** id of the input; its label is `{id}-label` and its message `{id}-error`, as Mantine names them. */
  id: string;
  label: ReactNode;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Message shown under the field; marks it aria-invalid and describes it. */
  error?: ReactNode;
  maxLength?: number;
  autoComplete?: string;
  /** Mantine's size; default 'sm'. */
  size?: 'xs' | 'sm';
}

/** Mantine's TextInput's markup (label, input, message), default variant. */
export function PlainTextInput({
  id,
  label,
  value,
  onChange,
  onFocus,
  error,
  maxLength,
  autoComplete,
  size = 'sm',
}: PlainTextInputProps) {
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const errorMark = hasError ? true : undefined;
  const errorId = `${id}-error`;
  return (
    <div
      className={`${inputClasses.root} mantine-InputWrapper-root mantine-TextInput-root`}
      data-size={size}
      data-error={errorMark}
    >
      <label
        className={`${inputClasses.label} mantine-InputWrapper-label mantine-TextInput-label`}
        data-size={size}
        htmlFor={id}
        id={`${id}-label`}
        style={{ '--input-label-size': `var(--mantine-font-size-${size})` } as object}
      >
        {label}
      </label>
      <div
        className={`${inputClasses.wrapper} mantine-Input-wrapper mantine-TextInput-wrapper`}
        data-variant="default"
        data-error={errorMark}
        data-size={size}
        style={
          {
            '--input-height': `var(--input-height-${size})`,
            '--input-fz': `var(--mantine-font-size-${size})`,
            // Mantine's room for the message under the input.
            '--input-margin-bottom': hasError ? 'calc(var(--mantine-spacing-xs) / 2)' : undefined,
          } as object
        }
      >
        <input
          className={`${inputClasses.input} mantine-Input-input mantine-TextInput-input`}
          data-variant="default"
          data-error={errorMark}
          aria-invalid={errorMark}
          aria-describedby={hasError ? errorId : undefined}
          id={id}
          value={value}
          onChange={onChange}
          onFocus={onFocus}
          maxLength={maxLength}
          autoComplete={autoComplete}
        />
      </div>
      {hasError ? (
        <p
          className={`${inputClasses.error} mantine-InputWrapper-error mantine-TextInput-error`}
          data-size={size}
          id={errorId}
          style={
            {
              '--input-error-size': `calc(var(--mantine-font-size-${size}) - calc(0.125rem * var(--mantine-scale)))`,
            } as object
          }
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The props of an ActionIcon (subtle variant, default size) that the plain one takes. */
export interface PlainActionIconProps {
  /** The Mantine colour; gray or red here. */
  color: 'gray' | 'red';
  disabled?: boolean;
  onClick: () => void;
  'aria-label': string;
  children: ReactNode;
}

/** Mantine's ActionIcon's markup, subtle variant, default size: a button with its icon. */
export function PlainActionIcon({
  color,
  disabled = false,
  onClick,
  'aria-label': ariaLabel,
  children,
}: PlainActionIconProps) {
  return (
    <button
      className={`mantine-focus-auto ${disabled ? '' : 'mantine-active '}${ActionIcon.classes.root} mantine-ActionIcon-root ${UnstyledButton.classes.root} mantine-UnstyledButton-root`}
      data-variant="subtle"
      data-disabled={disabled ? true : undefined}
      type="button"
      aria-label={ariaLabel}
      disabled={disabled}
      onClick={onClick}
      style={
        {
          '--ai-bg': 'transparent',
          '--ai-hover': `var(--mantine-color-${color}-light-hover)`,
          '--ai-color': `var(--mantine-color-${color}-light-color)`,
          '--ai-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
        } as object
      }
    >
      <span className={`${ActionIcon.classes.icon} mantine-ActionIcon-icon`}>{children}</span>
    </button>
  );
}

/** Mantine's `<Group gap={gap} wrap="nowrap">`'s markup (gap in px). */
export function PlainGroup({ gap, children }: { gap: number; children: ReactNode }) {
  return (
    <div
      className={`${Group.classes.root} mantine-Group-root`}
      style={
        {
          '--group-gap': `calc(${gap / 16}rem * var(--mantine-scale))`,
          '--group-align': 'center',
          '--group-justify': 'flex-start',
          '--group-wrap': 'nowrap',
        } as object
      }
    >
      {children}
    </div>
  );
}

/** Mantine's Table.Tr's markup in a table with `striped` (and its default row borders). */
export function PlainTr({ className, ...props }: ComponentPropsWithRef<'tr'>) {
  return (
    <tr
      className={`${Table.classes.tr} mantine-Table-tr${className ? ` ${className}` : ''}`}
      data-with-row-border
      data-striped="odd"
      {...props}
    />
  );
}

/** A plain table cell's own props: Mantine's `ta`, and whether its table has column borders. */
type PlainCellProps = ComponentPropsWithRef<'td'> & {
  /** The text alignment (Mantine's `ta` style prop); default the table's. */
  ta?: 'left' | 'center' | 'right' | undefined;
  /** The table has `withColumnBorders`; default true. */
  columnBorder?: boolean;
};

/** Mantine's Table.Td's or Table.Th's markup, `ta` and column borders as Mantine writes them. */
function plainCell(tag: 'td' | 'th') {
  const Cell = tag as 'td';
  return function PlainCell({ className, ta, columnBorder = true, ...props }: PlainCellProps) {
    return (
      <Cell
        className={`${Table.classes[tag]} mantine-Table-${tag}${className ? ` ${className}` : ''}`}
        data-with-column-border={columnBorder || undefined}
        {...(ta ? { style: { textAlign: ta } } : {})}
        {...props}
      />
    );
  };
}

export const PlainTd = plainCell('td');
export const PlainTh = plainCell('th');
