import { Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { FITTINGS_BY_ID } from '@org/hvac-core/duct';
import { MAX_SECTION_FITTINGS } from '@org/hvac-core/duct-system';
import { RowCard } from '../../calculator-kit/RowCard';
import { ductSystemFieldId, type DuctFormContext } from './field-id';
import { DraftNumberField } from '../../calculator-kit/DraftNumberField';
import type { DUCT_SYSTEM_FITTING_FIELD_SPECS } from '@org/hvac-core/duct-system';
import { ductSystemFittingFieldSpec } from '@org/hvac-core/duct-system';
import {
  FITTING_OPTIONS,
  fittingChoice,
  fittingForChoice,
  type DuctFittingDraft,
} from './fitting-choices';

export interface FittingsListProps {
  /** The section's index in the draft, for the fields' ids and messages; required. */
  sectionIndex: number;
  /** The section's fittings; required. */
  fittings: readonly DuctFittingDraft[];
  /** Called with the whole new list; required. */
  onChange: (next: DuctFittingDraft[]) => void;
  /** Units, messages and touch; required. */
  context: DuctFormContext;
}

/** A section's fittings: each a type (correlation, own value or library fitting) and its numbers. */
export function FittingsList({ sectionIndex, fittings, onChange, context }: FittingsListProps) {
  const path = (index: number, field: string) => [
    'sections',
    sectionIndex,
    'fittings',
    index,
    field,
  ];
  const update = (index: number, next: DuctFittingDraft) =>
    onChange(fittings.map((row, i) => (i === index ? next : row)));
  const patch = (index: number, changes: Record<string, unknown>) => {
    const row = fittings[index];
    if (row) update(index, { ...row, ...changes } as DuctFittingDraft);
  };
  const number = (
    index: number,
    field: keyof typeof DUCT_SYSTEM_FITTING_FIELD_SPECS,
    value: unknown,
    label?: string,
  ) => (
    <DraftNumberField
      context={context}
      path={path(index, field)}
      spec={ductSystemFittingFieldSpec(fittings[index]?.type ?? '', field)}
      value={value}
      onChange={(next) => patch(index, { [field]: next })}
      {...(label === undefined ? {} : { label })}
    />
  );
  const text = (index: number, field: 'source' | 'description', value: unknown, label: string) => (
    <TextInput
      id={ductSystemFieldId(path(index, field))}
      label={label}
      value={typeof value === 'string' ? value : ''}
      error={context.errors[path(index, field).join('.')]}
      onChange={(event) => {
        context.touch(path(index, field).join('.'));
        patch(index, { [field]: event.currentTarget.value });
      }}
    />
  );

  return (
    <Stack gap="xs">
      {fittings.length === 0 ? (
        <Text size="sm" c="dimmed">
          No fittings: only the straight duct’s friction counts.
        </Text>
      ) : null}
      {fittings.map((fitting, index) => {
        const label = `Fitting ${index + 1}`;
        const library = fitting.type === 'library' ? FITTINGS_BY_ID.get(fitting.fittingId) : null;
        return (
          <RowCard
            key={index}
            fieldsetLabel={label}
            testId={`duct-system-fitting-${index}`}
            headGap="xs"
            removeMark="✕"
            removeLabel={`Remove fitting ${index + 1}`}
            onRemove={() => onChange(fittings.filter((_, i) => i !== index))}
            head={
              <NativeSelect
                id={ductSystemFieldId(path(index, 'type'))}
                label={label}
                flex={1}
                miw={0}
                value={fittingChoice(fitting)}
                data={FITTING_OPTIONS}
                error={context.errors[path(index, 'type').join('.')]}
                onChange={(event) => {
                  const next = fittingForChoice(event.currentTarget.value, fitting);
                  if (next) update(index, next);
                }}
              />
            }
          >
            {library ? (
              <Text size="xs" c="dimmed">
                {library.condition} Source: {library.source}.
              </Text>
            ) : null}
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" verticalSpacing="xs">
              {fitting.type === 'library' ? number(index, 'quantity', fitting.quantity) : null}
              {fitting.type === 'elbow' ? (
                <>
                  {number(index, 'angle', fitting.angle)}
                  {number(index, 'radiusRatio', fitting.radiusRatio)}
                  {number(index, 'quantity', fitting.quantity)}
                </>
              ) : null}
              {fitting.type === 'junction' ? (
                <>
                  <NativeSelect
                    id={ductSystemFieldId(path(index, 'path'))}
                    label="This section is the junction’s"
                    value={fitting.path}
                    data={[
                      { value: 'branch', label: 'Branch (takeoff)' },
                      { value: 'straight', label: 'Straight-through (main)' },
                    ]}
                    onChange={(event) =>
                      patch(index, {
                        path: event.currentTarget.value === 'straight' ? 'straight' : 'branch',
                      })
                    }
                  />
                  {number(index, 'angle', fitting.angle, 'Branch angle, °')}
                </>
              ) : null}
              {fitting.type === 'transition'
                ? number(index, 'angle', fitting.angle, 'Included angle, °')
                : null}
              {fitting.type === 'entry'
                ? number(index, 'radiusRatio', fitting.radiusRatio, 'Edge radius r/D')
                : null}
              {fitting.type === 'custom' ? (
                <>
                  {number(index, 'coefficient', fitting.coefficient)}
                  {number(index, 'quantity', fitting.quantity)}
                  {text(index, 'source', fitting.source, 'Source of C')}
                  {text(index, 'description', fitting.description, 'Description')}
                </>
              ) : null}
              {fitting.type === 'manufacturer' ? (
                <>
                  {number(index, 'pressureDrop', fitting.pressureDrop)}
                  {number(index, 'ratedAirflow', fitting.ratedAirflow)}
                  {text(index, 'source', fitting.source, 'Catalogue')}
                  {text(index, 'description', fitting.description, 'Description')}
                </>
              ) : null}
            </SimpleGrid>
          </RowCard>
        );
      })}
      <Group>
        <Button
          variant="light"
          size="compact-sm"
          disabled={fittings.length >= MAX_SECTION_FITTINGS}
          onClick={() =>
            onChange([...fittings, { type: 'elbow', angle: 90, radiusRatio: 1.5, quantity: 1 }])
          }
        >
          Add fitting
        </Button>
      </Group>
    </Stack>
  );
}
