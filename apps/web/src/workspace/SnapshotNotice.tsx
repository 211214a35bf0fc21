import { Alert, List, Text } from '@mantine/core';
import { HVAC_CORE_VERSION } from '@org/hvac-core/version';
import { formatNumber } from '@org/ui';
import type { SnapshotDifference } from '../calculator-kit/snapshot';
import type { AnyCalculatorModule } from '../calculator-kit/types';

/** A file's stored results compared with a fresh computation by the current engine. */
export interface OpenedSnapshot {
  readonly differences: readonly SnapshotDifference[];
  /** The engine version that computed the stored results, when recorded. */
  readonly savedVersion: string | null;
  /** The parsed input, for the units of each result. */
  readonly input: unknown;
}

function show(value: number | null, unit: string): string {
  if (value === null) return 'none';
  // Two decimals even on large numbers: the notice must make a small change visible.
  const number = formatNumber(value, { maximumFractionDigits: Math.abs(value) >= 1 ? 2 : 4 });
  return unit ? `${number} ${unit}` : number;
}

/**
 * Tells the user that the numbers on screen are not the ones stored with the file: the file was
 * recomputed with the current engine, which gives other results. Silent when they agree.
 */
export function SnapshotNotice({
  module,
  snapshot,
}: {
  module: AnyCalculatorModule;
  snapshot: OpenedSnapshot;
}) {
  if (snapshot.differences.length === 0) return null;
  const saved = snapshot.savedVersion ? `hvac-core ${snapshot.savedVersion}` : 'an earlier engine';
  return (
    <Alert
      color="yellow"
      title="Recomputed with the current engine: the numbers changed"
      role="status"
    >
      <Text size="sm">
        This file was saved with results from {saved}. Recomputed now with hvac-core{' '}
        {HVAC_CORE_VERSION}, these results differ:
      </Text>
      <List size="sm" mt={4} spacing={2}>
        {snapshot.differences.map((difference) => {
          const { label, unit } = module.describeSnapshotKey(difference.key, snapshot.input);
          return (
            <List.Item key={difference.key}>
              {label}: saved {show(difference.stored, unit)}, now {show(difference.current, unit)}
            </List.Item>
          );
        })}
      </List>
      <Text size="sm" mt={4}>
        The page shows the new numbers. Save the file to store them.
      </Text>
    </Alert>
  );
}
