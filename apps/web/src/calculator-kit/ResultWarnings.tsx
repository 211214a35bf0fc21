import { Alert, Stack, Text } from '@mantine/core';

export interface ResultWarningsProps {
  /** The engine's warnings, in its order; nothing is drawn when empty; required. */
  warnings: readonly { readonly message: string }[];
}

/** A result's warnings beside it: one yellow "Check this" alert each, in a labelled region. */
export function ResultWarnings({ warnings }: ResultWarningsProps) {
  if (warnings.length === 0) return null;
  return (
    <Stack gap="xs" aria-label="Warnings" role="region">
      {warnings.map((warning, index) => (
        <Alert key={`${index}-${warning.message}`} color="yellow" title="Check this">
          <Text size="sm">{warning.message}</Text>
        </Alert>
      ))}
    </Stack>
  );
}
