import { Box, Group, Paper, Text } from '@mantine/core';
import { summaryItems } from '../calculator-kit/summary-items';
import type { Evaluation } from '../calculator-kit/use-evaluation';
import classes from './workspace.module.css';

export interface ResultSummaryBarProps {
  /** The calculator; its `summaryKeys` (or its snapshot's first key) name the key results. */
  module: Parameters<typeof summaryItems>[0];
  /** The draft's one evaluation. */
  evaluation: Pick<Evaluation<unknown, unknown>, 'input' | 'result' | 'ok'>;
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
              <Text span fw={700} data-summary-key={item.key} suppressHydrationWarning>
                {item.value}
              </Text>
            </Text>
          ))}
        </Group>
      </Paper>
    </Box>
  );
}
