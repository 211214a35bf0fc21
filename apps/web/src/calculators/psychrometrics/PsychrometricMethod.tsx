import { Code, Paper, Stack, Text } from '@mantine/core';
import { PSYCHROMETRIC_CHART_METHOD } from '@org/hvac-core/psychrometrics';
import classes from './PsychrometricChart.module.css';

/** The method, step by step with formulas and references, as hvac-core documents it. */
export function PsychrometricMethod() {
  return (
    <Paper withBorder p="md" radius="sm" component="details" className={classes.method}>
      <summary>Method and references ({PSYCHROMETRIC_CHART_METHOD.length} steps)</summary>
      <Stack gap={0} mt="sm">
        {PSYCHROMETRIC_CHART_METHOD.map((step, index) => (
          <Stack key={step.id} gap={4} py="sm" className={classes.methodStep}>
            <Text fw={650} size="sm">
              {index + 1}. {step.title}
            </Text>
            <Code block className={classes.formula}>
              {step.formula}
            </Code>
            <Text size="sm">{step.notes}</Text>
            <Text size="xs" c="dimmed">
              Reference: {step.reference}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
