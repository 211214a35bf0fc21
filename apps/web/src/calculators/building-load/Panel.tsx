import { Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './Panel.module.css';

export interface PanelProps {
  /** The heading's id, which names the section; required. */
  headingId: string;
  /** The heading; required. */
  title: ReactNode;
  /** The buttons beside the heading (add, import); default none. */
  actions?: ReactNode;
  /** The panel's content under its heading; required. */
  children: ReactNode;
}

/** One bordered section of the building editor: its heading, the buttons beside it, its content. */
export function Panel({ headingId, title, actions, children }: PanelProps) {
  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-labelledby={headingId}
      className={classes.panel}
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} id={headingId} size="h4">
            {title}
          </Title>
          {actions}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
