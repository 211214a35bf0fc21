import { Alert, Anchor, Text } from '@mantine/core';
import { PageFrame } from '@org/ui';
import { Link, createFileRoute } from '@tanstack/react-router';
import { useAuth } from '../auth/auth-state';
import { env } from '../env';
import { LocalMailbox } from '../mailbox/LocalMailbox';
import { useHandOverEarlyInput } from '../early-input';

export const Route = createFileRoute('/mailbox')({
  component: MailboxPage,
});

/**
 * /mailbox: the local mailbox on its own page, reached from the header's local-mode badge. It exists
 * only in local mode; in cloud mode the page says where account e-mail goes instead.
 */
function MailboxPage() {
  const { user } = useAuth();
  useHandOverEarlyInput();
  if (env.mode !== 'local') {
    return (
      <PageFrame title="Mailbox">
        <Alert color="blue" title="Account e-mails arrive in your inbox">
          The local mailbox exists only when the app runs on the local stack. Here, verification and
          password-reset messages are sent to your e-mail address.{' '}
          <Anchor renderRoot={(props) => <Link to="/reset-password" {...props} />}>
            Reset your password
          </Anchor>
        </Alert>
      </PageFrame>
    );
  }
  return (
    <PageFrame
      title="Local mailbox"
      description={
        <Text size="sm" c="dimmed">
          Local mode only. Accounts here live on the Firebase Auth emulator, which sends no e-mail:
          the verification, password-reset and e-mail-recovery messages it would have sent are
          listed below, and their links open in this app.
        </Text>
      }
    >
      <LocalMailbox email={user?.email ?? ''} />
    </PageFrame>
  );
}
