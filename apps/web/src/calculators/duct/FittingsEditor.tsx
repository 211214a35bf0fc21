import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  DUCT_FIELD_SPECS,
  DUCT_FITTINGS,
  FITTINGS_BY_ID,
  FittingTypeSchema,
  MAX_FITTING_ROWS,
  type DuctInputDraft,
  type FittingCategory,
} from '@org/hvac-core/duct';
import type { UnitSystem } from '@org/hvac-core/units';
import type { FieldErrors } from '../../calculator-kit/evaluate';
import { NumberField, numberFieldProps } from '../../calculator-kit/NumberField';
import { RowCard } from '../../calculator-kit/RowCard';
import { ChoiceSelect } from '../../calculator-kit/ChoiceSelect';
import { removeRow } from '../../calculator-kit/row-list';
import { fieldElementId } from '../../calculator-kit/field-element-id';

/** One fitting row as a draft holds it. */
export type FittingRowDraft = NonNullable<DuctInputDraft['fittings']>[number];

export interface FittingsEditorProps {
  /** The rows being edited; required. */
  rows: readonly FittingRowDraft[];
  /** Unit system of the custom equivalent lengths; required. */
  unitSystem: UnitSystem;
  /** Duct shape, which picks the fitting a new row starts with; required. */
  shape: 'round' | 'rectangular';
  /** Called with the whole new list on every edit; required. */
  onChange: (rows: FittingRowDraft[]) => void;
  /** Messages by key `fittings.{index}.{field}` (only those to show now); default none. */
  errors?: FieldErrors;
  /** Called with an error key when a row field is edited or left; default none. */
  onFieldTouch?: (key: string) => void;
}

/** The id of a fitting row's input, for labels, focus links and tests: `duct-fittings-{index}-{field}`. */
export function ductFittingId(index: number, field: string): string {
  return fieldElementId('duct', ['fittings', index, field]);
}

const CATEGORY_LABELS: Record<FittingCategory, string> = {
  elbow: 'Elbows',
  junction: 'Tees and wyes',
  transition: 'Transitions',
  entry: 'Entries',
  exit: 'Exits',
  damper: 'Dampers',
};

/** The library grouped by category, each fitting with its representative C. */
const TYPE_OPTIONS = (() => {
  const groups = new Map<FittingCategory, { value: string; label: string }[]>();
  for (const fitting of DUCT_FITTINGS) {
    const items = groups.get(fitting.category) ?? [];
    // '≈' where the source tabulates C by size, velocity or Reynolds number.
    const varies = 'table' in fitting || 'reynoldsCorrection' in fitting;
    items.push({
      value: fitting.id,
      label: `${fitting.name}, C ${varies ? '≈' : '='} ${fitting.lossCoefficient}`,
    });
    groups.set(fitting.category, items);
  }
  return [
    {
      group: 'Own value',
      items: [{ value: 'custom', label: 'Custom: own C or equivalent length' }],
    },
    ...[...groups.entries()].map(([category, items]) => ({
      group: CATEGORY_LABELS[category],
      items,
    })),
  ];
})();

const FIRST_FITTING = { round: 'CD3-1', rectangular: 'rect-elbow-smooth-90-rw1.0' } as const;

function nextRowId(rows: readonly FittingRowDraft[]): string {
  let highest = 0;
  for (const row of rows) {
    const match = /^fitting-(\d+)$/.exec(row.id ?? '');
    if (match?.[1]) highest = Math.max(highest, Number(match[1]));
  }
  return `fitting-${Math.max(highest, rows.length) + 1}`;
}

/** The fittings list: rows from the engine's library (with their C and source) or custom ones. */
export function DuctFittingsEditor({
  rows,
  unitSystem,
  shape,
  onChange,
  errors = {},
  onFieldTouch,
}: FittingsEditorProps) {
  const update = (index: number, patch: Partial<FittingRowDraft>, touched?: string): void => {
    if (touched) onFieldTouch?.(touched);
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  };

  const rowFields = (index: number, row: FittingRowDraft) => {
    const key = (field: string) => `fittings.${index}.${field}`;
    return numberFieldProps({
      fields: DUCT_FIELD_SPECS,
      draft: { ...row, unitSystem },
      errors,
      errorKey: key,
      idOf: (field) => ductFittingId(index, field),
      set: (field, next) => update(index, { [field]: next }, key(field)),
      touch: (field) => onFieldTouch?.(key(field)),
    });
  };

  return (
    <Stack gap="sm">
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No fittings: only the straight duct’s friction loss is counted.
        </Text>
      ) : null}
      {rows.map((row, index) => {
        const fitting = FITTINGS_BY_ID.get(row.type);
        const label = `Fitting ${index + 1}`;
        const field = rowFields(index, row);
        return (
          <RowCard
            key={row.id ?? index}
            fieldsetLabel={label}
            testId={`duct-fitting-row-${index}`}
            headGap="xs"
            removeMark="✕"
            removeLabel={`Remove fitting ${index + 1}`}
            onRemove={() => onChange(removeRow(rows, index))}
            head={
              <ChoiceSelect
                id={ductFittingId(index, 'type')}
                label={label}
                flex={1}
                miw={0}
                value={row.type}
                data={TYPE_OPTIONS}
                error={errors[`fittings.${index}.type`]}
                schema={FittingTypeSchema}
                onChange={(type) => update(index, { type })}
              />
            }
          >
            {fitting ? (
              <Text size="xs" c="dimmed">
                {fitting.condition} Source: {fitting.source}.
              </Text>
            ) : null}
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" verticalSpacing="xs">
              <NumberField {...field('quantity')} label="Quantity" placeholder="1" />
              <NumberField {...field('customC')} placeholder={fitting ? 'Library' : undefined} />
              <NumberField {...field('customEquivalentLength')} />
            </SimpleGrid>
          </RowCard>
        );
      })}
      <Group>
        <Button
          variant="light"
          disabled={rows.length >= MAX_FITTING_ROWS}
          onClick={() =>
            onChange([...rows, { id: nextRowId(rows), type: FIRST_FITTING[shape], quantity: 1 }])
          }
        >
          Add fitting
        </Button>
      </Group>
    </Stack>
  );
}
