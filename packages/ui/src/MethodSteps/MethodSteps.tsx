import { Code, Paper, Stack, Text } from '@mantine/core';
import classes from './MethodSteps.module.css';

/** One step of a calculator's method, as hvac-core documents it. */
export interface MethodStep {
  /** What the step does, e.g. "Friction factor (Colebrook)"; required. */
  readonly title: string;
  /** The formula in plain text; required. */
  readonly formula: string;
  /** Assumptions and limits of the step; default none. */
  readonly notes?: string;
  /** The published source (handbook chapter and equation, standard); required. */
  readonly reference: string;
}

export interface MethodStepsProps {
  /** The steps, in the order the engine applies them; required. */
  steps: readonly MethodStep[];
}

/**
 * A calculator's method, step by step with formulas and references, collapsed under its summary
 * (printing opens it).
 */
export function MethodSteps({ steps }: MethodStepsProps) {
  return (
    <Paper withBorder p="md" radius="sm" component="details" className={classes.method}>
      <summary>Method and references ({steps.length} steps)</summary>
      <Stack gap={0} mt="sm">
        {steps.map((step, index) => (
          <Stack key={`${index}-${step.title}`} gap={4} py="sm" className={classes.step}>
            <Text fw={650} size="sm">
              {index + 1}. {step.title}
            </Text>
            <Code block className={classes.formula}>
              {step.formula}
            </Code>
            {step.notes ? <Text size="sm">{step.notes}</Text> : null}
            <Text size="xs" c="dimmed">
              Reference: {step.reference}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
