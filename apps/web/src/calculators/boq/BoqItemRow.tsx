import { Autocomplete, Group, Paper, Text } from '@mantine/core';
import { BOQ_FIELD_LABELS, BOQ_LIMITS, BOQ_UNIT_SYMBOLS } from '@org/hvac-core/boq';
import { UnitInput } from '@org/ui';
import { memo, useState, type DragEvent } from 'react';
import { PlainTextInput } from '../../virtual/plain-fields';
import { RowActionIcons } from '../../calculator-kit/RowActionIcons';
import { sameRowProps, type RowErrors } from '../../calculator-kit/row-errors';
import { draftNumber } from '../../calculator-kit/field-ui';
import type { BoqItemDraft } from './boq-draft';
import classes from './BoqEditor.module.css';

/**
 * What an item's fields and buttons do, each called with the item's id (and its number where it
 * names the item); drag and drop: this item is dragged, or another is dropped on it.
 */
export interface BoqItemActions {
  change: (id: string, patch: Partial<BoqItemDraft>) => void;
  move: (id: string, direction: -1 | 1) => void;
  duplicate: (id: string) => void;
  remove: (id: string, number: number) => void;
  dragStart: (id: string, event: DragEvent) => void;
  drop: (id: string, event: DragEvent) => void;
}

export interface BoqItemRowProps {
  /** The item; required. */
  item: BoqItemDraft;
  /** Its number in the bill as shown, 1-based, for labels and ids; required. */
  number: number;
  /** The item's total, formatted by the engine's helper; null while it cannot be computed. */
  total: string | null;
  /**
   * What the total prices when its section adds a waste allowance, e.g. "678.183 lb with 10 % waste";
   * default none.
   */
  priced?: string | null;
  /** Currency code or symbol shown beside the rate; required. */
  currencyLabel: string;
  /** Messages by field name of this item; default none. */
  errors?: RowErrors;
  /** First / last in its section: its move buttons are disabled; required. */
  first: boolean;
  last: boolean;
  /** What the item's fields and buttons do (stable, so unchanged items are not drawn again). */
  actions: BoqItemActions;
}

const NO_ERRORS: RowErrors = {};

const L = BOQ_FIELD_LABELS;

/** The id of an item field's input: `boq-item-{number}-{field}`. */
export const boqItemFieldId = (number: number, field: string): string =>
  `boq-item-${number}-${field}`;

/**
 * The item's unit: a plain text input until it is first focused, then the autocomplete of the usual
 * units. A thousand mounted autocompletes each work out where their hidden dropdown would go, which
 * froze the opening of a large bill for seconds (issue 23); the swap keeps the focus and the value.
 */
function UnitField({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: string;
  error: string | undefined;
  onChange: (next: string) => void;
}) {
  const [active, setActive] = useState(false);
  const common = { id, label: L.unit, value, error, maxLength: BOQ_LIMITS.maxUnitLength };
  if (active)
    return (
      <Autocomplete
        {...common}
        // The plain input this replaces had the focus: the autocomplete takes it over.
        autoFocus
        onChange={onChange}
        data={[...BOQ_UNIT_SYMBOLS]}
        comboboxProps={{ withinPortal: true }}
      />
    );
  return (
    <PlainTextInput
      {...common}
      autoComplete="off"
      onFocus={() => setActive(true)}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

/**
 * One line of the bill: description, quantity, unit, rate, its total, notes, and its actions.
 * Memoized: it re-renders only when its own item, total, errors or place change.
 */
export const BoqItemRow = memo(BoqItemRowView, sameRowProps);

function BoqItemRowView({
  item,
  number,
  total,
  priced = null,
  currencyLabel,
  errors = NO_ERRORS,
  first,
  last,
  actions,
}: BoqItemRowProps) {
  const id = (field: string) => boqItemFieldId(number, field);
  const itemId = typeof item.id === 'string' ? item.id : '';
  // The row is draggable only while its handle is held, so text in its fields stays selectable.
  const [armed, setArmed] = useState(false);
  const unit = typeof item.unit === 'string' ? item.unit : '';
  return (
    <Paper
      withBorder
      p="sm"
      role="group"
      aria-labelledby={id('heading')}
      className={classes.item}
      data-testid={`boq-item-${number}`}
      draggable={armed}
      onDragStart={(event) => {
        if (armed) actions.dragStart(itemId, event);
      }}
      onDragEnd={() => setArmed(false)}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => actions.drop(itemId, event)}
    >
      <Group justify="space-between" gap="xs" mb={4} wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          {/* Pointer users drag the row by this handle; keyboard users have the move buttons. */}
          <span
            className={classes.handle}
            title="Drag to reorder"
            aria-hidden="true"
            data-testid={`boq-item-${number}-handle`}
            onPointerEnter={() => setArmed(true)}
            onPointerDown={() => setArmed(true)}
            onPointerLeave={(event) => {
              if (event.buttons === 0) setArmed(false);
            }}
          >
            ⠿
          </span>
          <Text id={id('heading')} size="sm" fw={600}>
            Item {number}
          </Text>
        </Group>
        <Group gap={4} wrap="nowrap" className={classes.noPrint}>
          <RowActionIcons
            name={`item ${number}`}
            canMoveUp={!first}
            canMoveDown={!last}
            onMove={(direction) => actions.move(itemId, direction)}
            onDuplicate={() => actions.duplicate(itemId)}
            onDelete={() => actions.remove(itemId, number)}
            duplicateIcon={
              <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14" fill="none">
                <rect x="4.5" y="4.5" width="8" height="8" rx="1" stroke="currentColor" />
                <path d="M9.5 2.5v-1h-8v8h1" stroke="currentColor" />
              </svg>
            }
          />
        </Group>
      </Group>
      <div className={classes.fields}>
        <div className={classes.description}>
          <PlainTextInput
            id={id('description')}
            label={L.description}
            value={typeof item.description === 'string' ? item.description : ''}
            onChange={(event) => actions.change(itemId, { description: event.currentTarget.value })}
            error={errors['description']}
            maxLength={BOQ_LIMITS.maxDescriptionLength}
          />
        </div>
        <div className={`${classes.half} ${classes.wide}`}>
          <UnitInput
            id={id('quantity')}
            label={L.quantity}
            unit={unit}
            value={draftNumber(item.quantity)}
            onChange={(next) => actions.change(itemId, { quantity: next ?? '' })}
            error={errors['quantity']}
            min={0}
            decimalScale={3}
          />
        </div>
        <div className={`${classes.half} ${classes.narrow}`}>
          <UnitField
            id={id('unit')}
            value={unit}
            error={errors['unit']}
            onChange={(next) => actions.change(itemId, { unit: next })}
          />
        </div>
        <div className={`${classes.half} ${classes.wide}`}>
          <UnitInput
            id={id('rate')}
            label={L.rate}
            unit={currencyLabel}
            value={draftNumber(item.rate)}
            onChange={(next) => actions.change(itemId, { rate: next ?? '' })}
            error={errors['rate']}
            decimalScale={4}
          />
        </div>
        <div className={`${classes.half} ${classes.narrow}`}>
          <Text size="sm" fw={500} component="div">
            {L.total}
          </Text>
          <Text
            size="sm"
            className={classes.amount}
            data-testid={`boq-item-${number}-total`}
            aria-live="polite"
          >
            {total ?? '—'}
          </Text>
          {priced ? (
            <Text size="xs" c="dimmed" data-testid={`boq-item-${number}-priced`}>
              {priced}
            </Text>
          ) : null}
        </div>
        <div>
          <PlainTextInput
            id={id('notes')}
            label={L.notes}
            size="xs"
            value={typeof item.notes === 'string' ? item.notes : ''}
            onChange={(event) => actions.change(itemId, { notes: event.currentTarget.value })}
            error={errors['notes']}
            maxLength={BOQ_LIMITS.maxNotesLength}
          />
        </div>
      </div>
    </Paper>
  );
}
