import { Button, Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  PIPE_FITTING_OPTIONS,
  PIPE_FITTINGS,
  PipeFittingInputSchema,
  type PipeFittingInput,
  type PipeFormDraft,
} from '@org/hvac-core/pipe';
import { unitLabel, type UnitSystem } from '@org/hvac-core/units';
import { UnitInput, type UnitInputProps } from '@org/ui';
import { useState } from 'react';
import { draftNumber } from '../../calculator-kit/field-ui';
import { fieldElementId } from '../../calculator-kit/field-element-id';
import { PIPE_ID_PREFIX } from './field-ids';
import type { FieldErrors } from '../../calculator-kit/evaluate';
import { RowCard } from '../../calculator-kit/RowCard';
import { removeRow, replaceRow, unusedRowId } from '../../calculator-kit/row-list';
import { FormSection } from '../../calculator-kit/FormSection';
import { ChoiceSelect } from '../../calculator-kit/ChoiceSelect';

/** A fitting row as the form holds it (numbers may be blank). */
export type FittingDraft = NonNullable<PipeFormDraft['fittings']>[number];

/** Where a row's resistance comes from. */
type ResistanceMode = 'builtIn' | 'customK' | 'equivalentLength';

/** What a row editor of the form (fittings, equipment) takes. */
export interface RowEditorProps<Row> {
  /** The rows; required. */
  rows: readonly Row[];
  /** Called with the whole new list on every edit; required. */
  onChange: (rows: Row[]) => void;
  /** Unit system of the rows' numbers; required. */
  unitSystem: UnitSystem;
  /** Messages by path ('fittings.0.customK'), only those to show now; default none. */
  errors?: FieldErrors;
  /** Called when a row's field is edited or left, with its path; default none. */
  onFieldTouch?: (path: string) => void;
}

const TYPE_OPTIONS = PIPE_FITTING_OPTIONS.map((option) => ({
  value: option.type,
  label: option.label,
}));

function modeOf(row: FittingDraft, chosen: ResistanceMode | undefined): ResistanceMode {
  if (row.customK !== undefined) return 'customK';
  if (row.customEquivalentLength !== undefined) return 'equivalentLength';
  const needsData = PIPE_FITTINGS[row.type].basis === 'manufacturer';
  if (chosen && !(needsData && chosen === 'builtIn')) return chosen;
  return needsData ? 'customK' : 'builtIn';
}

/**
 * The row with one optional number set, or removed when blank: a saved file never holds an
 * undefined value (Firestore rejects them).
 */
function withNumber(
  row: FittingDraft,
  field: 'quantity' | 'customK' | 'customEquivalentLength',
  value: number | undefined,
): FittingDraft {
  const { [field]: _previous, ...rest } = row;
  return value === undefined ? rest : { ...rest, [field]: value };
}

/** Built-in K basis of a type, for the resistance picker. */
function builtInLabel(row: FittingDraft): string {
  const definition = PIPE_FITTINGS[row.type];
  if (definition.basis === 'fixed') return `Built-in K = ${String(definition.fixedK)}`;
  return 'Crane K = n·fT (by pipe size)';
}

/**
 * The fittings and valves of the run: type, quantity, and K from Crane (K = n·fT at the selected
 * size), a fixed K, the user's own K, or an equivalent length. The K each row gets at the
 * selected size is shown with the results.
 */
export function PipeFittingsEditor({
  rows,
  onChange,
  unitSystem,
  errors = {},
  onFieldTouch,
}: RowEditorProps<FittingDraft>) {
  const [modes, setModes] = useState<Record<string, ResistanceMode>>({});
  const lengthUnit = unitLabel('length', unitSystem);

  const update = (index: number, next: FittingDraft) => onChange(replaceRow(rows, index, next));

  const setMode = (index: number, row: FittingDraft, mode: ResistanceMode) => {
    setModes((previous) => ({ ...previous, [row.id]: mode }));
    const { customK: _k, customEquivalentLength: _le, ...rest } = row;
    update(index, rest);
  };

  /** A number of the row, blank removed, that reveals its message once edited or left. */
  const numberInput = (
    index: number,
    row: FittingDraft,
    field: 'quantity' | 'customK' | 'customEquivalentLength',
    input: Pick<UnitInputProps, 'label' | 'unit' | 'min' | 'max' | 'step' | 'decimalScale'>,
  ) => {
    const path = `fittings.${index}.${field}`;
    return (
      <UnitInput
        id={fieldElementId(PIPE_ID_PREFIX, ['fittings', index, field])}
        {...input}
        value={draftNumber(row[field])}
        onChange={(next) => {
          onFieldTouch?.(path);
          update(index, withNumber(row, field, next));
        }}
        onBlur={() => onFieldTouch?.(path)}
        error={errors[path]}
      />
    );
  };

  return (
    <FormSection legend="Fittings and valves">
      <Stack gap="sm">
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            No fittings. Add elbows, tees and valves to include their losses.
          </Text>
        ) : null}
        {rows.map((row, index) => {
          const mode = modeOf(row, modes[row.id]);
          const needsData = PIPE_FITTINGS[row.type].basis === 'manufacturer';
          const modeOptions = [
            ...(needsData ? [] : [{ value: 'builtIn', label: builtInLabel(row) }]),
            { value: 'customK', label: 'My K value' },
            { value: 'equivalentLength', label: 'Equivalent length' },
          ];
          return (
            <RowCard
              key={row.id}
              testId={`fitting-row-${index}`}
              removeLabel={`Remove fitting ${index + 1}`}
              onRemove={() => onChange(removeRow(rows, index))}
              head={
                <ChoiceSelect
                  id={fieldElementId(PIPE_ID_PREFIX, ['fittings', index, 'type'])}
                  label={`Fitting ${index + 1}`}
                  flex={1}
                  miw={0}
                  value={row.type}
                  data={TYPE_OPTIONS}
                  error={errors[`fittings.${index}.type`]}
                  schema={PipeFittingInputSchema.shape.type}
                  onChange={(type) => {
                    onFieldTouch?.(`fittings.${index}.type`);
                    update(index, { ...row, type });
                  }}
                />
              }
            >
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" verticalSpacing="xs">
                {numberInput(index, row, 'quantity', {
                  label: 'Quantity',
                  unit: '',
                  min: 1,
                  max: 1000,
                  decimalScale: 0,
                })}
                <NativeSelect
                  id={fieldElementId(PIPE_ID_PREFIX, ['fittings', index, 'resistance'])}
                  label="Resistance"
                  value={mode}
                  data={modeOptions}
                  onChange={(event) => {
                    const next = event.currentTarget.value;
                    if (next === 'builtIn' || next === 'customK' || next === 'equivalentLength')
                      setMode(index, row, next);
                  }}
                />
                {mode === 'customK'
                  ? numberInput(index, row, 'customK', {
                      label: 'K of one fitting',
                      unit: '',
                      min: 0,
                      step: 0.1,
                      decimalScale: 4,
                    })
                  : null}
                {mode === 'equivalentLength'
                  ? numberInput(index, row, 'customEquivalentLength', {
                      label: 'Equivalent length of one',
                      unit: lengthUnit,
                      min: 0,
                      step: 1,
                      decimalScale: 3,
                    })
                  : null}
              </SimpleGrid>
            </RowCard>
          );
        })}
        <Group>
          <Button
            variant="light"
            size="xs"
            onClick={() => {
              const row: PipeFittingInput = {
                id: unusedRowId(rows),
                type: 'elbow90Standard',
                quantity: 1,
              };
              onChange([...rows, row]);
            }}
          >
            Add a fitting
          </Button>
        </Group>
      </Stack>
    </FormSection>
  );
}
