import { Button, Group, Paper, Text } from '@mantine/core';

/** Tells a visitor that signing in lets them keep the calculation. */
export function SaveInvitation() {
  return (
    <Paper withBorder p="md" radius="sm">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" fw={600}>
          Sign in to save this calculation to a project.
        </Text>
        {/* /login is added by the sign-in work; a full navigation until then. */}
        <Button component="a" href="/login" variant="light" size="sm">
          Sign in to save
        </Button>
      </Group>
    </Paper>
  );
}
