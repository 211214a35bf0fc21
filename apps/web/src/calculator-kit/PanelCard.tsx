import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PanelCardProps {
  /** The title's element id, which names the section; required. */
  titleId: string;
  /** The panel's heading; required. */
  title: string;
  /** The dimmed lines under the heading saying what the panel does; required. */
  intro: ReactNode;
  /** The panel's content, stacked; required. */
  children: ReactNode;
}

/** A side panel of an editor: a bordered section with its heading, a short intro and the content. */
export function PanelCard({ titleId, title, intro, children }: PanelCardProps) {
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {title}
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        {intro}
      </Text>
      <Stack gap="sm">{children}</Stack>
    </Card>
  );
}
