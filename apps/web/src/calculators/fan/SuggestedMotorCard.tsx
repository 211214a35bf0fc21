import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface SuggestedMotorCardProps {
  /** The standard motor the engine chose; null when none fits (the warnings say why); required. */
  motor: { readonly label: string } | null;
  /** Greys the size out, because it belongs to an earlier, valid input; default false. */
  stale?: boolean;
  /** Why this size: the rating standard and the power it covers; required. */
  children: ReactNode;
}

/** "Suggested motor": the standard size in large type and the reason under it, or none. */
export function SuggestedMotorCard({ motor, stale = false, children }: SuggestedMotorCardProps) {
  return (
    <Paper withBorder p="md" radius="sm">
      <Title order={2} size="h4">
        Suggested motor
      </Title>
      {motor ? (
        <>
          <Text
            size="xl"
            fw={700}
            mt={4}
            c={stale ? 'dimmed' : undefined}
            data-testid="motor-size"
            aria-live="polite"
          >
            {motor.label}
          </Text>
          <Text size="sm" c="dimmed">
            {children}
          </Text>
        </>
      ) : (
        <Text size="sm" mt={4} data-testid="motor-size">
          None: see the warnings.
        </Text>
      )}
    </Paper>
  );
}
