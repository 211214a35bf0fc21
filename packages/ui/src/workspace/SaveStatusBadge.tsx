import { Badge } from '@mantine/core';

export interface SaveStatusBadgeProps {
  /** Whether there are edits not yet saved; required. */
  dirty: boolean;
  /** Whether the calculation is a saved file (otherwise it is new); required. */
  saved: boolean;
}

/** "Unsaved changes", "Saved" or "Not saved yet": where the calculation stands, in words. */
export function SaveStatusBadge({ dirty, saved }: SaveStatusBadgeProps) {
  if (saved && !dirty)
    return (
      <Badge color="green" variant="dot" role="status">
        Saved
      </Badge>
    );
  return (
    <Badge color={dirty ? 'orange' : 'gray'} variant="dot" role="status">
      {saved ? 'Unsaved changes' : dirty ? 'Not saved yet' : 'New calculation'}
    </Badge>
  );
}
