import { Stack, Text, Title, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ReferenceSectionProps {
  /** The heading's element id, which names the section; required. */
  titleId: string;
  /** The section's h2; required. */
  title: string;
  /** The paragraph under the heading; required. */
  intro: ReactNode;
  /** Space between the heading block and the content; default 'md'. */
  gap?: MantineSpacing;
  /** The section's content; required. */
  children: ReactNode;
}

/** A page of the reference library: its heading and a line on what it holds, then the content. */
export function ReferenceSection({
  titleId,
  title,
  intro,
  gap = 'md',
  children,
}: ReferenceSectionProps) {
  return (
    <Stack gap={gap} component="section" aria-labelledby={titleId}>
      <Stack gap={4}>
        <Title order={2} id={titleId}>
          {title}
        </Title>
        <Text size="sm">{intro}</Text>
      </Stack>
      {children}
    </Stack>
  );
}
