import { ActionIcon, Group, Paper, Stack, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

export interface RowCardProps {
  /** The row's heading control (its type select), with the remove button beside it; required. */
  head: ReactNode;
  /** The remove button's accessible name ("Remove fitting 2"); required. */
  removeLabel: string;
  /** Called when the remove button is pressed; required. */
  onRemove: () => void;
  /** The remove button's visible mark; default "×". */
  removeMark?: string;
  /** The card's data-testid; required. */
  testId: string;
  /** Makes the card a fieldset with this accessible name; default a plain card. */
  fieldsetLabel?: string;
  /** Space between the heading control and the remove button; default "sm". */
  headGap?: MantineSpacing;
  /** The row's fields under its heading; required. */
  children: ReactNode;
}

/** One row of a list editor (a fitting): a bordered card, its heading control and remove button. */
export function RowCard({
  head,
  removeLabel,
  onRemove,
  removeMark = '×',
  testId,
  fieldsetLabel,
  headGap = 'sm',
  children,
}: RowCardProps) {
  return (
    <Paper
      withBorder
      p="sm"
      radius="sm"
      component={fieldsetLabel === undefined ? 'div' : 'fieldset'}
      aria-label={fieldsetLabel}
      data-testid={testId}
    >
      <Stack gap="xs">
        <Group align="flex-end" gap={headGap} wrap="nowrap">
          {head}
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={removeLabel}
            onClick={onRemove}
          >
            <span aria-hidden="true">{removeMark}</span>
          </ActionIcon>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
