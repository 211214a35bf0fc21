import { Button, Group, NativeSelect, Paper, Text, Title } from '@mantine/core';
import { UnitInput } from '@org/ui';
import { useState } from 'react';
import type { HydronicFormApi } from './form-api';
import { riserLayout } from './network-tree';
import { replaceWithUndo } from './replace-with-undo';

const LIMITS = { risers: [1, 20], floors: [1, 60], terminalsPerFloor: [1, 20] } as const;
type LayoutKey = keyof typeof LIMITS;
const LABELS: Record<LayoutKey, string> = {
  risers: 'Risers',
  floors: 'Floors per riser',
  terminalsPerFloor: 'Terminals per floor',
};

/**
 * "Lay out risers": replaces the network with risers off a main, floors up each riser and terminals
 * on each floor, copying the first pipe and the last terminal; Undo brings the old network back.
 */
export function LayoutBuilder({ api }: { api: HydronicFormApi }) {
  const [layout, setLayout] = useState<Record<LayoutKey, number | undefined>>({
    risers: 4,
    floors: 3,
    terminalsPerFloor: 2,
  });
  const [returnMain, setReturnMain] = useState<'direct' | 'reverse'>('direct');
  const invalid = (Object.keys(LIMITS) as LayoutKey[]).find((key) => {
    const value = layout[key];
    const [min, max] = LIMITS[key];
    return value === undefined || !Number.isInteger(value) || value < min || value > max;
  });
  const apply = () => {
    if (invalid !== undefined) return;
    replaceWithUndo(
      api,
      riserLayout(api.draft, {
        risers: layout.risers!,
        floors: layout.floors!,
        terminalsPerFloor: layout.terminalsPerFloor!,
        returnMain,
      }) as typeof api.draft,
      'layout',
      'the previous network',
    );
  };
  return (
    <Paper
      withBorder
      p="sm"
      radius="sm"
      component="section"
      aria-labelledby="hydronic-layout-title"
    >
      <Title order={3} size="h6" id="hydronic-layout-title">
        Lay out risers
      </Title>
      <Text size="xs" c="dimmed" mb="xs">
        Replaces the sections and terminals: a main from the plant to each riser in turn, each riser
        up its floors, the terminals of a floor off the riser there. A reverse-return main collects
        the risers from the first to the last and runs home from there. Pipes, loads, components and
        valves are copied from the first section and the last terminal; edit them after.
      </Text>
      <Group align="flex-end" gap="sm">
        {(Object.keys(LIMITS) as LayoutKey[]).map((key) => (
          <UnitInput
            key={key}
            id={`hydronic-layout-${key}`}
            label={LABELS[key]}
            unit=""
            value={layout[key]}
            min={LIMITS[key][0]}
            max={LIMITS[key][1]}
            error={
              invalid === key
                ? `${LABELS[key]}: a whole number from ${LIMITS[key][0]} to ${LIMITS[key][1]}.`
                : undefined
            }
            onChange={(value) => setLayout((current) => ({ ...current, [key]: value }))}
          />
        ))}
        <NativeSelect
          id="hydronic-layout-returnMain"
          label="Return main"
          value={returnMain}
          data={[
            { value: 'direct', label: 'Direct return' },
            { value: 'reverse', label: 'Reverse return' },
          ]}
          onChange={(event) =>
            setReturnMain(event.currentTarget.value === 'reverse' ? 'reverse' : 'direct')
          }
        />
        <Button onClick={apply} disabled={invalid !== undefined}>
          Replace the network with this layout
        </Button>
      </Group>
    </Paper>
  );
}
