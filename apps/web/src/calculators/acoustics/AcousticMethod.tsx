import { Code, Paper, Stack, Text } from '@mantine/core';
import { DUCT_NOISE_PATH_METHOD } from '@org/hvac-core/acoustics';
import classes from './AcousticCalculator.module.css';

/** The method, step by step with formulas and references, as hvac-core documents it. */
export function AcousticMethod() {
  return (
    <Paper withBorder p="md" radius="sm" component="details" className={classes.method}>
      <summary>Method and references ({DUCT_NOISE_PATH_METHOD.length} steps)</summary>
      <Stack gap={0} mt="sm">
        {DUCT_NOISE_PATH_METHOD.map((step, index) => (
          <Stack key={step.step} gap={4} py="sm" className={classes.methodStep}>
            <Text fw={650} size="sm">
              {index + 1}. {step.step}
            </Text>
            <Code block className={classes.formula}>
              {step.formula}
            </Code>
            <Text size="xs" c="dimmed">
              Reference: {step.reference}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
