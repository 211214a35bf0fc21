import { Button, Group, Paper, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export interface SaveInvitationProps {
  /** Whether somebody is signed in (then the calculation can go straight to the workspace); required. */
  signedIn: boolean;
}

/** Where the workspace continues the public page's draft (it is kept in localStorage meanwhile). */
const CONTINUE_PATH = '/calculators/heat-load?resume=visitor';

/**
 * Offers to save the public heat-load calculation into a project. A visitor signs in first and
 * arrives at the workspace with the same inputs; a signed-in user goes there directly.
 */
export function SaveInvitation({ signedIn }: SaveInvitationProps) {
  return (
    <Paper withBorder p="md" radius="sm">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" fw={600}>
          {signedIn
            ? 'Save this calculation to a project.'
            : 'Sign in to save this calculation to a project. What you typed is kept.'}
        </Text>
        {signedIn ? (
          <Button
            size="sm"
            variant="light"
            renderRoot={(props) => (
              <Link
                to="/calculators/$calculatorType"
                params={{ calculatorType: 'heat-load' }}
                search={{ resume: 'visitor' }}
                {...props}
              />
            )}
          >
            Save to a project
          </Button>
        ) : (
          <Button
            size="sm"
            variant="light"
            renderRoot={(props) => (
              <Link to="/login" search={{ redirect: CONTINUE_PATH }} {...props} />
            )}
          >
            Sign in to save
          </Button>
        )}
      </Group>
    </Paper>
  );
}
