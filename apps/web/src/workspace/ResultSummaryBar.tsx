import { Box, Group, Paper, Text } from '@mantine/core';
import { formatNumber } from '@org/ui';
import type { AnyCalculatorModule, SummaryItem } from '../calculator-kit/types';
import type { Evaluation } from '../calculator-kit/use-evaluation';
import classes from './workspace.module.css';

export interface ResultSummaryBarProps {
  /** The calculator; its `summaryKeys` (or its snapshot's first key) name the key results. */
  module: Pick<AnyCalculatorModule, 'snapshot' | 'describeSnapshotKey' | 'summaryKeys' | 'summary'>;
  /** The draft's one evaluation. */
  evaluation: Pick<Evaluation<unknown, unknown>, 'input' | 'result' | 'ok'>;
}

/**
 * The key results as "Total load 24,310 Btu/h": the calculator's own summary, as its results card
 * says them, else from the snapshot a saved file keeps.
 */
export function summaryItems(
  module: ResultSummaryBarProps['module'],
  input: unknown,
  result: unknown,
): readonly SummaryItem[] {
  if (module.summary) return module.summary(input, result);
  const snapshot = module.snapshot(result);
  const keys = module.summaryKeys ?? Object.keys(snapshot).slice(0, 1);
  return keys.flatMap((key) => {
    const value = snapshot[key];
    if (value === undefined || !Number.isFinite(value)) return [];
    const { label, unit } = module.describeSnapshotKey(key, input);
    const number = formatNumber(value);
    return [{ key, label, value: unit === '' ? number : `${number} ${unit}` }];
  });
}

/**
 * The key result pinned to the bottom of the screen on phones and small tablets, where the results
 * sit below the whole form: the workspace shows it for every calculator. Hidden from the md
 * breakpoint up (the results stand beside the form) and in print.
 */
export function ResultSummaryBar({ module, evaluation }: ResultSummaryBarProps) {
  if (!evaluation.ok || evaluation.input === null || evaluation.result === null) return null;
  const items = summaryItems(module, evaluation.input, evaluation.result);
  if (items.length === 0) return null;
  return (
    <Box
      component="aside"
      aria-label="Result summary"
      hiddenFrom="md"
      className={classes.summaryBar}
      data-testid="result-summary"
    >
      <Paper withBorder shadow="sm" p="xs">
        <Group gap="md" wrap="wrap">
          {items.map((item) => (
            <Text key={item.key} size="sm">
              {item.label}{' '}
              <Text span fw={700}>
                {item.value}
              </Text>
            </Text>
          ))}
        </Group>
      </Paper>
    </Box>
  );
}
