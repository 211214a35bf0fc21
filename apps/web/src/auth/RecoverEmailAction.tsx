import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LocalMailbox } from '../mailbox/LocalMailbox';
import { useActionOutcome, type Outcome } from './action-outcome';
import { ButtonLink, LinkProblem, PendingScreen, SignInOrResetActions } from './ActionScreens';
import { recoverEmail, sendReset } from './auth-operations';
import { AuthScreen, successAlertStyles } from './AuthScreen';
import { describeAuthError } from './describe-auth-error';

/** recoverEmail links: the former address is restored, with a password reset offered at once. */
export function RecoverEmailAction({ oobCode }: { oobCode: string }) {
  const outcome = useActionOutcome('recoverEmail', oobCode, recoverEmail);
  const [reset, setReset] = useState<Outcome<void> | null>(null);

  if (outcome.status === 'pending') {
    return <PendingScreen title="Restoring your e-mail address" />;
  }
  if (outcome.status === 'failed') {
    return (
      <LinkProblem
        error={outcome.error}
        what="e-mail recovery"
        actions={<SignInOrResetActions />}
      />
    );
  }
  const restored = outcome.value;
  const sendLink = () => {
    setReset({ status: 'pending' });
    sendReset(restored).then(
      () => setReset({ status: 'done', value: undefined }),
      (error: unknown) => setReset({ status: 'failed', error }),
    );
  };
  return (
    <AuthScreen title="Your e-mail address is restored" maxWidth="40rem">
      <Alert color="green" styles={successAlertStyles} role="status">
        <Stack gap="sm">
          <Text size="sm">
            Your account’s e-mail address is back to{' '}
            <strong style={{ overflowWrap: 'anywhere' }}>{restored}</strong>.
          </Text>
          <Text size="sm">
            If you did not ask for the change, someone else may know your password. Reset it now to
            lock them out.
          </Text>
          <Group gap="sm">
            <Button onClick={sendLink} loading={reset?.status === 'pending'}>
              Send a password-reset link
            </Button>
            <ButtonLink to="/login" variant="default">
              Go to sign in
            </ButtonLink>
          </Group>
        </Stack>
      </Alert>
      {reset?.status === 'done' ? (
        <Alert color="blue" role="status" title="Check your inbox">
          We have sent a link to reset the password to {restored}.
        </Alert>
      ) : null}
      {reset?.status === 'failed' ? (
        <Alert color="red" role="alert" title="The e-mail was not sent">
          {describeAuthError(reset.error, 'reset-request')}
        </Alert>
      ) : null}
      {reset?.status === 'done' ? <LocalMailbox email={restored} /> : null}
    </AuthScreen>
  );
}
