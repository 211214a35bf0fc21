import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  REFRIGERANT_FITTING_FIELD_SPECS,
  REFRIGERANT_FITTING_LABELS,
  REFRIGERANT_FITTING_TYPES,
  refrigerantFieldUnitLabel,
  type RefrigerantFittingResult,
} from '@org/hvac-core/refrigerant';
import type { UnitSystem } from '@org/hvac-core/units';
import { formatNumber } from '@org/ui';
import { z } from 'zod';
import { ChoiceSelect } from '../../calculator-kit/ChoiceSelect';
import type { FieldErrors } from '../../calculator-kit/evaluate';
import { NumberField, numberFieldProps } from '../../calculator-kit/NumberField';
import { removeRow, unusedRowId } from '../../calculator-kit/row-list';
import { refrigerantFittingId, type RefrigerantDraft } from './field-ui';
import classes from './RefrigerantCalculator.module.css';

type FittingDraft = NonNullable<RefrigerantDraft['fittings']>[number];

const FITTING_OPTIONS = REFRIGERANT_FITTING_TYPES.map((type) => ({
  value: type,
  label:
    type === 'custom' ? 'Other (enter its equivalent length)' : REFRIGERANT_FITTING_LABELS[type],
}));

export interface RefrigerantFittingsProps {
  /** The fitting rows as the draft holds them; required. */
  fittings: readonly FittingDraft[];
  /** Called with the new rows and the error key of the field edited; required. */
  onChange: (next: FittingDraft[], touched: string) => void;
  /** The unit system of the lengths; required. */
  unitSystem: UnitSystem;
  /** Messages by error key ('fittings.0.quantity'); required. */
  errors: FieldErrors;
  /** Reveals a row field's message once it is left; default none. */
  onFieldTouch?: (key: string) => void;
  /** The engine's equivalent length of each row, shown beside it; default none. */
  fittingResults?: readonly RefrigerantFittingResult[];
}

/** The line's fittings: each with its type, quantity and own equivalent length or Crane's. */
export function RefrigerantFittings({
  fittings,
  onChange,
  unitSystem,
  errors,
  onFieldTouch,
  fittingResults = [],
}: RefrigerantFittingsProps) {
  const lengthUnit = refrigerantFieldUnitLabel('length', unitSystem);
  const updateFitting = (index: number, patch: Partial<FittingDraft>, touched: string): void =>
    onChange(
      fittings.map((fitting, i) => (i === index ? { ...fitting, ...patch } : fitting)),
      touched,
    );

  const rowField = (index: number, fitting: FittingDraft) => {
    const key = (name: string) => `fittings.${index}.${name}`;
    return numberFieldProps({
      fields: REFRIGERANT_FITTING_FIELD_SPECS,
      draft: { ...fitting, unitSystem },
      errors,
      errorKey: key,
      idOf: (name) => refrigerantFittingId(index, name === 'quantity' ? 'quantity' : 'length'),
      // A blank row number is left out, so the schema's default (1, or the Crane K) applies.
      set: (name, next) =>
        updateFitting(index, { [name]: next === '' ? undefined : next }, key(name)),
      touch: (name) => onFieldTouch?.(key(name)),
    });
  };

  return (
    <Stack gap="sm">
      <Text component="h3" size="sm" fw={650} id="refrigerant-fittings-title">
        Fittings
      </Text>
      {fittings.length === 0 ? (
        <Text size="sm" c="dimmed">
          No fittings: the equivalent length is the straight length and the additional length.
        </Text>
      ) : null}
      <Stack gap="sm" role="list" aria-labelledby="refrigerant-fittings-title">
        {fittings.map((fitting, index) => {
          const number = index + 1;
          const computed = fittingResults.find((row) => row.id === fitting.id);
          const row = rowField(index, fitting);
          return (
            <Stack key={fitting.id} gap={4} role="listitem" className={classes.fittingRow}>
              <ChoiceSelect
                id={refrigerantFittingId(index, 'type')}
                label={`Fitting ${number}`}
                value={fitting.type}
                schema={z.enum(REFRIGERANT_FITTING_TYPES)}
                onChange={(type) => updateFitting(index, { type }, `fittings.${index}.type`)}
                error={errors[`fittings.${index}.type`]}
                data={FITTING_OPTIONS}
              />
              <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
                <NumberField
                  {...row('quantity')}
                  label={`Quantity of fitting ${number}`}
                  placeholder="1"
                />
                <NumberField
                  {...row('customEquivalentLength')}
                  label={`Equivalent length each, fitting ${number}`}
                  placeholder={fitting.type === 'custom' ? 'Required' : 'Crane K'}
                />
              </SimpleGrid>
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text size="xs" c="dimmed" data-testid={`fitting-length-${index}`}>
                  {computed
                    ? `${formatNumber(computed.equivalentLengthEach, { maximumFractionDigits: 2 })} ${lengthUnit} each, ${formatNumber(computed.equivalentLength, { maximumFractionDigits: 1 })} ${lengthUnit} in all in the selected tube`
                    : 'Equivalent length shown once the line is sized'}
                </Text>
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  aria-label={`Remove fitting ${number}`}
                  onClick={() => onChange(removeRow(fittings, index), 'fittings')}
                >
                  Remove
                </Button>
              </Group>
            </Stack>
          );
        })}
      </Stack>
      <Group>
        <Button
          variant="light"
          size="compact-sm"
          onClick={() =>
            onChange(
              [...fittings, { id: unusedRowId(fittings), type: 'elbow90Standard', quantity: 1 }],
              'fittings',
            )
          }
        >
          Add fitting
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        Blank equivalent length: Crane TP-410 resistance coefficient for the tube, Le = K·D/f. Enter
        the manufacturer’s figure for valves, driers and other accessories.
      </Text>
    </Stack>
  );
}
