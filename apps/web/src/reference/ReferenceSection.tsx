import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One of the reference's pages: a section named by its h2, with a line or two under the heading. */
export function ReferenceSection({
  titleId,
  title,
  intro,
  gap = 'md',
  children,
}: {
  /** Id of the heading, which names the section; required. */
  titleId: string;
  /** The h2; required. */
  title: string;
  /** The text under the heading; required. */
  intro: ReactNode;
  /** Space between the heading and the parts of the content; default 'md'. */
  gap?: 'md' | 'lg';
  /** The section's content; required. */
  children: ReactNode;
}) {
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

/** A fact of a table or formula with its label in bold: "Source: …". */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm">
      <Text span fw={600}>
        {label}:{' '}
      </Text>
      {children}
    </Text>
  );
}
