import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { EquipmentFormDraft } from '@org/hvac-core/pipe';
import { unitLabel } from '@org/hvac-core/units';
import { UnitInput } from '@org/ui';
import { draftNumber } from '../../calculator-kit/field-ui';
import { fieldElementId } from '../../calculator-kit/field-element-id';
import { PIPE_ID_PREFIX } from './field-ids';
import type { RowEditorProps } from './FittingsEditor';
import { removeRow, replaceRow } from '../../calculator-kit/row-list';
import { FormSection } from '../../calculator-kit/FormSection';

type EquipmentDraft = EquipmentFormDraft;

const KINDS = ['Coil', 'Chiller', 'Boiler', 'Heat exchanger'] as const;

/** Equipment in the circuit (coil, chiller, boiler…) with its pressure drop from the maker's data. */
export function EquipmentEditor({
  rows,
  onChange,
  unitSystem,
  errors = {},
  onFieldTouch,
}: RowEditorProps<EquipmentDraft>) {
  const headUnit = unitLabel('pipeHeadLoss', unitSystem);
  const update = (index: number, next: EquipmentDraft) => onChange(replaceRow(rows, index, next));

  return (
    <FormSection legend="Equipment pressure drops">
      <Stack gap="sm">
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            None. Add the coil, chiller or boiler on this run with its pressure drop at the design
            flow.
          </Text>
        ) : null}
        {rows.map((row, index) => {
          const path = (field: string) => `equipment.${index}.${field}`;
          return (
            <Group
              key={index}
              align="flex-start"
              gap="sm"
              wrap="nowrap"
              data-testid={`equipment-row-${index}`}
            >
              <TextInput
                id={fieldElementId(PIPE_ID_PREFIX, ['equipment', index, 'name'])}
                label={`Equipment ${index + 1}`}
                flex={1}
                miw={0}
                value={row.name}
                maxLength={80}
                error={errors[path('name')]}
                onChange={(event) => {
                  onFieldTouch?.(path('name'));
                  update(index, { ...row, name: event.currentTarget.value });
                }}
              />
              <UnitInput
                id={fieldElementId(PIPE_ID_PREFIX, ['equipment', index, 'pressureDrop'])}
                label="Pressure drop"
                unit={headUnit}
                value={draftNumber(row.pressureDrop)}
                onChange={(next) => {
                  onFieldTouch?.(path('pressureDrop'));
                  update(index, { ...row, pressureDrop: next });
                }}
                onBlur={() => onFieldTouch?.(path('pressureDrop'))}
                error={errors[path('pressureDrop')]}
                min={0}
                step={unitSystem === 'Imperial' ? 1 : 5}
                decimalScale={3}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mt={26}
                aria-label={`Remove equipment ${index + 1}`}
                onClick={() => onChange(removeRow(rows, index))}
              >
                <span aria-hidden="true">×</span>
              </ActionIcon>
            </Group>
          );
        })}
        <Group gap="xs">
          {KINDS.map((kind) => (
            <Button
              key={kind}
              variant="light"
              size="xs"
              onClick={() => onChange([...rows, { name: kind }])}
            >
              Add {kind.toLowerCase()}
            </Button>
          ))}
        </Group>
      </Stack>
    </FormSection>
  );
}
