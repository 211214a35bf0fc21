import { Alert, Anchor, Button, Group, Paper, Stack } from '@mantine/core';
import { Link, createFileRoute, useSearch } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { authErrorCode } from '../auth/auth-errors';
import { sendReset } from '../auth/auth-operations';
import { AuthScreen, successAlertStyles } from '../auth/AuthScreen';
import { describeAuthError } from '../auth/describe-auth-error';
import { EmailInput } from '../auth/EmailInput';
import { emailError } from '../auth/password-rules';
import { LocalMailbox } from '../mailbox/LocalMailbox';
import { useHandOverEarlyInput } from '../early-input';

export interface ResetPasswordSearch {
  /** The address to fill in (from the sign-in form). */
  email?: string;
}

export const Route = createFileRoute('/reset-password')({
  // A plain function, not zod: route search validation runs in the entry chunk every page loads.
  validateSearch: (search: Record<string, unknown>): ResetPasswordSearch =>
    typeof search['email'] === 'string' && search['email'].length <= 320
      ? { email: search['email'] }
      : {},
  component: ResetPasswordPage,
});

/**
 * /reset-password: asks for a password-reset e-mail. The answer is the same whether or not the address
 * has an account, so the page cannot be used to find out who has one.
 */
function ResetPasswordPage() {
  // useSearch({ from }) rather than Route.useSearch(): a split component that imports its own Route
  // object makes the bundler split the entry into many small chunks (+5 KB gzipped on /heat-load).
  const search = useSearch({ from: '/reset-password' });
  useHandOverEarlyInput();
  const [email, setEmail] = useState(search.email ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    const invalid = emailError(address);
    setFieldError(invalid);
    setFailure(null);
    if (invalid) return;
    setSending(true);
    try {
      await sendReset(address);
      setSentTo(address);
    } catch (error) {
      setSentTo(null);
      if (authErrorCode(error) === 'auth/invalid-email') setFieldError(describeAuthError(error));
      else setFailure(describeAuthError(error, 'reset-request'));
    } finally {
      setSending(false);
    }
  }

  return (
    <AuthScreen
      title="Reset your password"
      description="Enter the e-mail address of your account and we will send it a link to choose a new password."
      maxWidth="40rem"
    >
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Reset your password">
          <Stack gap="md">
            {sentTo ? (
              <Alert
                color="green"
                styles={successAlertStyles}
                title="Check your inbox"
                role="status"
              >
                If an account exists for{' '}
                <strong style={{ overflowWrap: 'anywhere' }}>{sentTo}</strong>, we have sent it a
                link to reset the password. The link works once and expires after a while; if
                nothing arrives within a few minutes, check your spam folder or send it again.
              </Alert>
            ) : null}
            {failure ? (
              <Alert color="red" role="alert" title="The e-mail was not sent">
                {failure}
              </Alert>
            ) : null}
            <EmailInput value={email} onChange={setEmail} error={fieldError} />
            <Group justify="space-between" gap="sm">
              <Anchor size="sm" renderRoot={(props) => <Link to="/login" {...props} />}>
                Back to sign in
              </Anchor>
              <Button type="submit" loading={sending}>
                {sentTo ? 'Send again' : 'Send reset link'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <LocalMailbox email={sentTo ?? ''} />
    </AuthScreen>
  );
}
