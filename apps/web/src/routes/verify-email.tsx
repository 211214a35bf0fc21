import { Alert, Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, createFileRoute, useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import type { User } from 'firebase/auth';
import { useEffect, useState } from 'react';
import { reloadUser, sendVerification } from '../auth/auth-operations';
import { AuthNotice } from '../auth/AuthNotice';
import { AuthScreen, successAlertStyles } from '../auth/AuthScreen';
import { AuthLoading, AuthUnavailable } from '../auth/AuthStatus';
import { describeAuthError } from '../auth/describe-auth-error';
import { safeRedirectPath, validateRedirectSearch } from '../auth/safe-redirect';
import { useAuthUser } from '../auth/use-auth-user';
import { useSignOut } from '../auth/use-sign-out';
import {
  cooldownSecondsLeft,
  lastVerificationSentAt,
  recordVerificationSent,
} from '../auth/verification-cooldown';
import { LocalMailbox } from '../mailbox/LocalMailbox';
import { useHandOverEarlyInput } from '../early-input';

export interface VerifyEmailSearch {
  /** Where to go once verified (from the protected-route guard); only same-origin paths. */
  redirect?: string;
}

export const Route = createFileRoute('/verify-email')({
  // A plain function, not zod: route search validation runs in the entry chunk every page loads.
  validateSearch: (search: Record<string, unknown>): VerifyEmailSearch =>
    validateRedirectSearch(search),
  component: VerifyEmailPage,
});

/**
 * /verify-email: what to do after signing up (or signing in unverified). The protected routes send an
 * unverified user here.
 */
function VerifyEmailPage() {
  // useSearch({ from }) rather than Route.useSearch(): a split component that imports its own Route
  // object makes the bundler split the entry into many small chunks (+5 KB gzipped on /heat-load).
  // Checked again where it is used, whatever the route's search held (issue 44).
  const redirect = safeRedirectPath(useSearch({ from: '/verify-email' }).redirect);
  const { state, refresh } = useAuthUser();
  useHandOverEarlyInput();
  const router = useRouter();
  const navigate = useNavigate();
  const destination = redirect ?? '/dashboard';
  const goOn = () => {
    if (redirect) router.history.push(redirect);
    else void navigate({ to: '/dashboard' });
  };

  const user = state.user;
  if (user && !user.emailVerified) {
    return (
      <AuthScreen
        title="Verify your e-mail address"
        description="One more step: confirm that this address is yours, so you can get back into your account if you forget your password."
        maxWidth="40rem"
      >
        <UnverifiedUser user={user} onVerified={goOn} onReloaded={refresh} />
        <LocalMailbox email={user.email ?? ''} />
      </AuthScreen>
    );
  }
  return (
    <AuthScreen title={user ? 'Your e-mail address is verified' : 'Verify your e-mail address'}>
      {state.status === 'loading' ? (
        <AuthLoading />
      ) : state.status === 'error' ? (
        <AuthUnavailable error={state.error} />
      ) : user ? (
        <AuthNotice
          color="green"
          styles={successAlertStyles}
          title="All set"
          actions={<Button onClick={goOn}>Continue</Button>}
        >
          <strong>{user.email}</strong> is verified. Your account is ready to use.
        </AuthNotice>
      ) : (
        <AuthNotice
          color="blue"
          title="Sign in first"
          actions={
            <Button
              renderRoot={(props) => (
                <Link to="/login" search={{ redirect: destination }} {...props} />
              )}
            >
              Go to sign in
            </Button>
          }
        >
          Sign in with the account you created; if its address is not verified yet, you can resend
          the verification e-mail from here.
        </AuthNotice>
      )}
    </AuthScreen>
  );
}

interface UnverifiedUserProps {
  user: User;
  /** Called once a reload shows the address verified. */
  onVerified: () => void;
  /** Called after each reload, so the page re-reads the user's fields. */
  onReloaded: () => void;
}

function UnverifiedUser({ user, onVerified, onReloaded }: UnverifiedUserProps) {
  const navigate = useNavigate();
  const redirect = safeRedirectPath(useSearch({ from: '/verify-email' }).redirect);
  const [sentAt, setSentAt] = useState(() => lastVerificationSentAt(user.uid));
  const [now, setNow] = useState(() => Date.now());
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);
  const [notYet, setNotYet] = useState(false);
  const { signingOut, signOut } = useSignOut(() => void navigate({ to: '/login' }));
  const secondsLeft = cooldownSecondsLeft(sentAt, now);

  // The countdown ticks once a second while it runs.
  useEffect(() => {
    if (secondsLeft === 0) return;
    const timer = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft, now]);

  async function resend() {
    setSending(true);
    try {
      const address = await sendVerification(redirect ?? '/dashboard');
      const at = Date.now();
      recordVerificationSent(user.uid, at);
      setSentAt(at);
      setNow(at);
      notifications.show({ color: 'green', message: `Verification e-mail sent to ${address}.` });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: 'The e-mail was not sent',
        message: describeAuthError(error),
      });
    } finally {
      setSending(false);
    }
  }

  async function checkVerified() {
    setChecking(true);
    setNotYet(false);
    try {
      const fresh = await reloadUser();
      onReloaded();
      if (fresh?.emailVerified) onVerified();
      else setNotYet(true);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: 'Could not check your account',
        message: describeAuthError(error),
      });
    } finally {
      setChecking(false);
    }
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Text>
          {sentAt !== null ? 'We sent a verification link to ' : 'Your account’s address is '}
          <strong style={{ overflowWrap: 'anywhere' }}>{user.email}</strong>.
        </Text>
        <List type="ordered" spacing="xs" size="sm">
          <List.Item>Open the e-mail from HVAC Workbench (check your spam folder too).</List.Item>
          <List.Item>Select the link in it to verify your address.</List.Item>
          <List.Item>Come back here and choose “I’ve verified my e-mail”.</List.Item>
        </List>
        {notYet ? (
          <Alert color="yellow" role="alert" title="Not verified yet">
            Your address is not verified yet. Open the newest link we sent to {user.email}, then try
            again.
          </Alert>
        ) : null}
        <Group gap="sm">
          <Button loading={checking} onClick={() => void checkVerified()}>
            I’ve verified my e-mail
          </Button>
          <Button
            variant="default"
            loading={sending}
            disabled={secondsLeft > 0}
            onClick={() => void resend()}
          >
            {secondsLeft > 0 ? `Resend e-mail in ${secondsLeft} s` : 'Resend e-mail'}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          Wrong address, or another account?{' '}
          <Button variant="subtle" size="compact-sm" loading={signingOut} onClick={signOut}>
            Sign out
          </Button>
        </Text>
      </Stack>
    </Paper>
  );
}
