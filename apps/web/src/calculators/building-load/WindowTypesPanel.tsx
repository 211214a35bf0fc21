import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  BUILDING_LOAD_LIMITS,
  BUILDING_WINDOW_TYPE_FIELD_SPECS,
} from '@org/hvac-core/building-load';
import type { UnitSystem } from '@org/hvac-core/units';
import { memo, useState } from 'react';
import { fieldNames } from '@org/hvac-core/fields';
import { AddRowButton, BuildingTextField, RemoveButton } from './form-controls';
import { rowFieldList, rowFieldProps } from './row-number-fields';
import { WindowGlazingField } from './LibraryFields';
import { Panel } from './Panel';
import type { DraftPanelProps, DraftWindowType } from './types';
import { patchAt, replaceAt } from './types';
import { newWindowType, removeWindowType, windowTypeUses } from './window-types';

export type WindowTypesPanelProps = DraftPanelProps;

const windowsText = (count: number): string => (count === 1 ? '1 window' : `${count} windows`);

/**
 * The building's window library (W1, W2 … of the window schedule): each type's name, size, U-factor,
 * SHGC, glazing type and interior shade, which the windows naming it take. Removing a type that
 * windows use asks first, then copies its values onto those windows, so that their loads stay.
 */
export const WindowTypesPanel = memo(function WindowTypesPanel({
  value,
  onChange,
  errors,
}: WindowTypesPanelProps) {
  const unitSystem: UnitSystem = value.unitSystem ?? 'Imperial';
  const list = value.windowTypes ?? [];
  const [confirming, setConfirming] = useState<string | null>(null);
  const set = (index: number, next: Partial<DraftWindowType>): void =>
    onChange({ ...value, windowTypes: patchAt(list, index, next) });
  return (
    <Panel
      headingId="bl-window-types-heading"
      title="Window types"
      actions={
        <AddRowButton
          list={list}
          max={BUILDING_LOAD_LIMITS.windowTypes}
          prefix="wt"
          make={(id) => newWindowType(id, list, unitSystem)}
          onAdd={(next) => onChange({ ...value, windowTypes: next })}
        >
          Add window type
        </AddRowButton>
      }
    >
      <Text size="sm" c="dimmed">
        The window schedule’s types: a window that names one takes its size, U-factor, SHGC, glazing
        type and interior shade; its count, orientation or wall, overhang and fins stay its own.
      </Text>
      {list.length === 0 ? (
        <Text size="sm" data-testid="window-types-empty">
          No window types: each window has its own values.
        </Text>
      ) : null}
      {list.map((type, index) => {
        const uses = windowTypeUses(value, type.id);
        const name = type.name || type.id;
        return (
          <Paper key={type.id} withBorder p="xs" data-testid="building-window-type">
            <Stack gap="xs">
              <SimpleGrid cols={{ base: 2, sm: 4 }}>
                <BuildingTextField
                  path={['windowTypes', index, 'name']}
                  label="Type name"
                  value={type.name}
                  onChange={(next) => set(index, { name: next })}
                  errors={errors}
                />
                {rowFieldList(
                  rowFieldProps({
                    fields: BUILDING_WINDOW_TYPE_FIELD_SPECS,
                    row: type,
                    path: ['windowTypes', index],
                    unitSystem,
                    errors,
                    set: (field, next) => set(index, { [field]: next }),
                  }),
                  fieldNames(BUILDING_WINDOW_TYPE_FIELD_SPECS),
                  {
                    iac: (
                      <WindowGlazingField
                        path={['windowTypes', index, 'glazingId']}
                        label="Glazing type (angular SHGC)"
                        window={type}
                        errors={errors}
                        onChange={(next) =>
                          onChange({ ...value, windowTypes: replaceAt(list, index, next) })
                        }
                      />
                    ),
                  },
                )}
              </SimpleGrid>
              <Group justify="space-between">
                <Text size="xs" c="dimmed" data-testid="window-type-uses">
                  {uses === 0 ? 'No window uses it.' : `Used by ${windowsText(uses)}.`}
                </Text>
                <RemoveButton
                  label={`Remove window type ${name}`}
                  onClick={() => {
                    if (uses === 0) onChange(removeWindowType(value, index));
                    else setConfirming(type.id);
                  }}
                />
              </Group>
              {confirming === type.id && uses > 0 ? (
                <Alert
                  color="yellow"
                  title={`${name} is used by ${windowsText(uses)}`}
                  data-testid="window-type-remove-confirm"
                >
                  <Stack gap="xs">
                    <Text size="sm">
                      Removing it copies its size, U-factor, SHGC, glazing type and interior shade
                      onto {uses === 1 ? 'that window' : `those ${uses} windows`} as their own
                      values, so that their loads do not change.
                    </Text>
                    <Group gap="xs">
                      <Button
                        size="compact-sm"
                        color="red"
                        onClick={() => {
                          setConfirming(null);
                          onChange(removeWindowType(value, index));
                        }}
                      >
                        Copy onto {windowsText(uses)} and remove
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="default"
                        onClick={() => setConfirming(null)}
                      >
                        Keep {name}
                      </Button>
                    </Group>
                  </Stack>
                </Alert>
              ) : null}
            </Stack>
          </Paper>
        );
      })}
    </Panel>
  );
});
