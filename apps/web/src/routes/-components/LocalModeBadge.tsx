import { Badge, Box, Tooltip } from '@mantine/core';

const EXPLANATION =
  'Local mode: accounts run on the local Firebase Auth emulator and your data stays in this browser.';

/** Says the app runs on the local stack, never silently (ARCHITECTURE.md, "Configuration"). */
export function LocalModeBadge() {
  return (
    <Tooltip
      label={EXPLANATION}
      multiline
      w={260}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
    >
      <Badge
        component="span"
        role="note"
        tabIndex={0}
        aria-label={EXPLANATION}
        variant="light"
        color="gray"
        size="lg"
        radius="sm"
        px={{ base: 6, sm: 'sm' }}
        style={{ textTransform: 'none', cursor: 'help', flex: 'none' }}
      >
        <Box component="span" visibleFrom="sm">
          Local mode
        </Box>
        <Box component="span" hiddenFrom="sm">
          Local
        </Box>
      </Badge>
    </Tooltip>
  );
}
