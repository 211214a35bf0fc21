import { memo } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import {
  BUILDING_LOAD_LIMITS,
  BUILDING_CONSTRUCTION_FIELD_SPECS,
} from '@org/hvac-core/building-load';
import type { UnitSystem } from '@org/hvac-core/units';
import { DraftNumberField } from '../../calculator-kit/DraftNumberField';
import { AddRowButton, ChoiceField, RemoveButton, BuildingTextField } from './form-controls';
import { rowFieldProps } from './row-number-fields';
import { ConstructionCtsField } from './LibraryFields';
import type { DraftConstruction, DraftPanelProps } from './types';
import { patchAt, removeAt, replaceAt } from './types';
import { Panel } from './Panel';

export type ConstructionsPanelProps = DraftPanelProps;

/** The project's constructions: name, U-factor and outside colour; surfaces pick one. */
export const ConstructionsPanel = memo(function ConstructionsPanel({
  value,
  onChange,
  errors,
}: ConstructionsPanelProps) {
  const unitSystem: UnitSystem = value.unitSystem ?? 'Imperial';
  const list = value.constructions;
  const used = new Set(value.rooms.flatMap((r) => r.surfaces.map((s) => s.constructionId)));
  const set = (index: number, next: Partial<DraftConstruction>): void =>
    onChange({ ...value, constructions: patchAt(list, index, next) });
  return (
    <Panel
      headingId="bl-constructions-heading"
      title="Constructions"
      actions={
        <AddRowButton
          list={list}
          max={BUILDING_LOAD_LIMITS.constructions}
          prefix="c"
          make={(id): DraftConstruction => ({
            id,
            name: `Construction ${list.length + 1}`,
            uFactor: unitSystem === 'Metric' ? 0.5 : 0.09,
            absorptance: 'dark',
          })}
          onAdd={(next) => onChange({ ...value, constructions: next })}
        >
          Add construction
        </AddRowButton>
      }
    >
      <Text size="sm" c="dimmed">
        Each construction takes the conduction time series of one of the Handbook’s representative
        walls or roofs (its U-factor comes with it and can be edited), or computes its U-factor and
        series from its layers; with neither, conduction arrives without time lag, and the report
        says which.
      </Text>
      {list.map((c, index) => (
        <Stack key={c.id} gap="xs">
          <Group grow align="flex-start">
            <BuildingTextField
              path={['constructions', index, 'name']}
              label="Name"
              value={c.name}
              onChange={(name) => set(index, { name })}
              errors={errors}
            />
            <DraftNumberField
              {...rowFieldProps({
                fields: BUILDING_CONSTRUCTION_FIELD_SPECS,
                row: c,
                path: ['constructions', index],
                unitSystem,
                errors,
                set: (name, v) => set(index, { [name]: v }),
              })('uFactor')}
              disabled={c.layers !== undefined}
            />
            <ChoiceField
              path={['constructions', index, 'absorptance']}
              label="Outside colour (α/ho)"
              value={c.absorptance ?? 'dark'}
              data={[
                { value: 'light', label: 'Light (0.026 m²·K/W)' },
                { value: 'dark', label: 'Dark (0.052 m²·K/W)' },
              ]}
              onChange={(absorptance) => set(index, { absorptance })}
              errors={errors}
            />
            <RemoveButton
              disabled={used.has(c.id)}
              title={used.has(c.id) ? 'A surface uses it' : undefined}
              onClick={() => onChange({ ...value, constructions: removeAt(list, index) })}
              label={`Remove construction ${c.name}`}
            />
          </Group>
          <ConstructionCtsField
            index={index}
            construction={c}
            unitSystem={unitSystem}
            errors={errors}
            onChange={(next) => onChange({ ...value, constructions: replaceAt(list, index, next) })}
          />
        </Stack>
      ))}
    </Panel>
  );
});
