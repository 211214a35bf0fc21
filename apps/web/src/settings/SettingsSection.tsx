import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface SettingsSectionProps {
  /** Id of the section's heading, which names the section for screen readers; required. */
  id: string;
  /** The heading (an h2 under the page's h1); required. */
  title: string;
  /** One line under the heading; default none. */
  description?: ReactNode;
  /** Border colour for the danger zone; default the usual border. */
  danger?: boolean;
  /** The section's content; required. */
  children: ReactNode;
}

/** One titled panel of the settings page. */
export function SettingsSection({
  id,
  title,
  description,
  danger = false,
  children,
}: SettingsSectionProps) {
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      style={danger ? { borderColor: 'var(--mantine-color-red-outline)' } : undefined}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title
            order={2}
            size="h4"
            id={id}
            c={danger ? 'var(--mantine-color-red-text)' : undefined}
          >
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
