import { Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';

export interface PageFrameProps {
  /** Page heading (the page's one h1), also the start of document.title; required. */
  title: string;
  /** Text under the heading; default none. */
  description?: ReactNode;
  /** Buttons or links at the heading's right (wrapping below on narrow screens); default none. */
  actions?: ReactNode;
  /** Text after the title in document.title, "Title · suffix"; default 'HVAC Workbench'. */
  titleSuffix?: string;
  /** Page content; default none. */
  children?: ReactNode;
}

/** The frame of a page: its h1, a description, an actions slot, and the document title. */
export function PageFrame({
  title,
  description,
  actions,
  titleSuffix = 'HVAC Workbench',
  children,
}: PageFrameProps) {
  useEffect(() => {
    document.title = titleSuffix ? `${title} · ${titleSuffix}` : title;
  }, [title, titleSuffix]);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <Stack gap={6} maw={820}>
          <Title order={1} size="h2">
            {title}
          </Title>
          {description ? (
            <Text c="dimmed" size="sm" component="div">
              {description}
            </Text>
          ) : null}
        </Stack>
        {actions ? <Group gap="sm">{actions}</Group> : null}
      </Group>
      {children}
    </Stack>
  );
}
