import { Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useAuth } from '../auth/auth-state';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DeleteAccountModal } from './DeleteAccountModal';
import { SettingsSection } from './SettingsSection';

/** The signed-in account: its e-mail address, a password change, and deletion. */
export function AccountSection() {
  const { user } = useAuth();
  const email = user?.email ?? '';
  const [deleting, setDeleting] = useState(false);

  return (
    <>
      <SettingsSection id="account-heading" title="Account">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          Signed in as{' '}
          <Text span fw={600} inherit>
            {email || 'an account without an e-mail address'}
          </Text>
        </Text>
        <Divider />
        <Stack gap="sm">
          <Title order={3} size="h5" id="change-password-heading">
            Change password
          </Title>
          <ChangePasswordForm email={email} />
        </Stack>
      </SettingsSection>

      <SettingsSection
        id="danger-zone-heading"
        title="Danger zone"
        description="Deleting your account also deletes every project, file and your company details. This cannot be undone."
        danger
      >
        <Group>
          <Button color="red" variant="outline" onClick={() => setDeleting(true)}>
            Delete account…
          </Button>
        </Group>
      </SettingsSection>
      <DeleteAccountModal opened={deleting} onClose={() => setDeleting(false)} />
    </>
  );
}
