import { Badge, Box, Tooltip } from '@mantine/core';
import { Link } from '@tanstack/react-router';

const EXPLANATION =
  'Local mode: accounts run on the local Firebase Auth emulator and your data stays in this browser.';

/**
 * Says the app runs on the local stack, never silently (ARCHITECTURE.md, "Configuration"), and leads to
 * the local mailbox, where the e-mails the emulator would have sent can be opened.
 */
export function LocalModeBadge() {
  return (
    <Tooltip
      label={`${EXPLANATION} Open the local mailbox.`}
      multiline
      w={260}
      withArrow
      events={{ hover: true, focus: true, touch: false }}
    >
      <Badge
        renderRoot={(props) => <Link to="/mailbox" {...props} />}
        aria-label={`${EXPLANATION} Open the local mailbox.`}
        variant="light"
        color="gray"
        size="lg"
        radius="sm"
        px={{ base: 6, sm: 'sm' }}
        style={{ textTransform: 'none', cursor: 'pointer', flex: 'none' }}
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
