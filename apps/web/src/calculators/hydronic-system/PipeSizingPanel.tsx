import { Button, Group, List, Paper, Text, Title } from '@mantine/core';
import {
  DEFAULT_SIZING_FRICTION_RATE,
  HydronicSystemInputSchema,
  type HydronicPipeSizing,
  sizeHydronicPipes,
  withHydronicPipeSizes,
} from '@org/hvac-core/hydronic-system';
import { unitLabel } from '@org/hvac-core/units';
import { formatNumber } from '@org/ui';
import { useState } from 'react';
import { FieldGrid } from '../../calculator-kit/FormSection';
import type { HydronicFormApi } from './form-api';
import { DraftNumber } from './HydronicFields';
import { replaceWithUndo } from './replace-with-undo';

/** What the last "Size every pipe" did, or why it could not run. */
type Outcome =
  { readonly kind: 'sized'; readonly sizing: HydronicPipeSizing } | { readonly kind: 'refused' };

const runName = (run: HydronicPipeSizing['runs'][number]): string =>
  run.kind === 'section' ? run.id : `${run.id} branch`;

/**
 * "Size every pipe": the friction-rate and velocity limits (saved with the file) and the action
 * that gives every section and branch the smallest size within them at its design flow. Sizes
 * change only on the click, and Undo brings the previous sizes back.
 */
export function PipeSizingPanel({ api }: { api: HydronicFormApi }) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { unitSystem } = api;
  const size = () => {
    const parsed = HydronicSystemInputSchema.safeParse(api.draft);
    if (!parsed.success) {
      setOutcome({ kind: 'refused' });
      return;
    }
    const sizing = sizeHydronicPipes(parsed.data);
    setOutcome({ kind: 'sized', sizing });
    const changed = sizing.runs.filter((run) => run.toSize !== run.fromSize).length;
    replaceWithUndo(
      api,
      withHydronicPipeSizes(api.draft, sizing),
      'sizing',
      'the previous sizes',
      `Sized ${sizing.runs.length} pipes: ${changed} changed.`,
    );
  };
  const changed =
    outcome?.kind === 'sized'
      ? outcome.sizing.runs.filter((run) => run.toSize !== run.fromSize)
      : [];
  const notFound =
    outcome?.kind === 'sized' ? outcome.sizing.runs.filter((run) => !run.sizeFound) : [];
  const frictionUnit = unitLabel('pipeFrictionRate', unitSystem);
  return (
    <Paper
      withBorder
      p="sm"
      radius="sm"
      component="section"
      aria-labelledby="hydronic-sizing-title"
    >
      <Title order={3} size="h6" id="hydronic-sizing-title">
        Size every pipe
      </Title>
      <Text size="xs" c="dimmed" mb="xs">
        Gives each section and branch the smallest size of its material whose friction rate and
        velocity at its design flow are within these limits (ASHRAE Handbook—Fundamentals ch. 22).
        Fittings and valves do not enter the choice; a reducer follows the pipe before it.
      </Text>
      <FieldGrid columns={2}>
        <DraftNumber
          api={api}
          path={['sizingFrictionRate']}
          field="sizingFrictionRate"
          label="Largest friction rate"
          blankValue={DEFAULT_SIZING_FRICTION_RATE[unitSystem]}
        />
        <DraftNumber
          api={api}
          path={['sizingMaxVelocity']}
          field="sizingMaxVelocity"
          label="Largest velocity"
        />
      </FieldGrid>
      <Group mt="xs" gap="sm" align="center">
        <Button variant="light" onClick={size}>
          Size every pipe
        </Button>
        {outcome?.kind === 'refused' ? (
          <Text size="sm" c="red" role="alert">
            Correct the fields marked first: sizing needs a network that computes.
          </Text>
        ) : null}
        {outcome?.kind === 'sized' ? (
          <Text size="sm" role="status">
            {outcome.sizing.runs.length} pipes sized at{' '}
            {formatNumber(outcome.sizing.frictionRate, { maximumFractionDigits: 2 })} {frictionUnit}
            : {changed.length === 0 ? 'none changed.' : `${changed.length} changed.`}
          </Text>
        ) : null}
      </Group>
      {changed.length > 0 ? (
        <List size="sm" mt="xs" aria-label="Pipes resized">
          {changed.map((run) => (
            <List.Item key={`${run.kind}-${run.id}`}>
              {runName(run)}: {run.fromSize} → {run.toSize} in
            </List.Item>
          ))}
        </List>
      ) : null}
      {notFound.length > 0 ? (
        <Text size="sm" c="orange" mt="xs">
          No size meets both limits for {notFound.map(runName).join(', ')}: the largest size is
          taken. Use parallel pipes, another material or higher limits.
        </Text>
      ) : null}
    </Paper>
  );
}
