import { Alert, Button, Group, Paper, PasswordInput, Stack, Text } from '@mantine/core';
import { Link, createFileRoute, useRouter, useSearch } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { authErrorCode, isActionCodeError } from '../auth/auth-errors';
import {
  applyActionCode,
  confirmReset,
  recoverEmail,
  reloadUser,
  sendReset,
  verifyResetCode,
} from '../auth/auth-operations';
import { AuthScreen, successAlertStyles } from '../auth/AuthScreen';
import { AuthLoading } from '../auth/AuthStatus';
import { describeAuthError } from '../auth/describe-auth-error';
import { NewPasswordInput } from '../auth/NewPasswordInput';
import { confirmationError, passwordError } from '../auth/password-rules';
import { runOnce } from '../auth/run-once';
import { safeRedirectPath } from '../auth/safe-redirect';
import { useAuthUser } from '../auth/use-auth-user';
import { LocalMailbox } from '../mailbox/LocalMailbox';
import { useHandOverEarlyInput } from '../early-input';

/** The parameters of a Firebase action link (Firebase adds apiKey and lang, which are not needed). */
export interface ActionConfirmationSearch {
  mode?: string;
  oobCode?: string;
  continueUrl?: string;
}

const asString = (value: unknown) =>
  typeof value === 'string' && value !== '' && value.length <= 2048 ? value : undefined;

export const Route = createFileRoute('/action-confirmation')({
  // A plain function, not zod: route search validation runs in the entry chunk every page loads.
  validateSearch: (search: Record<string, unknown>): ActionConfirmationSearch => {
    const mode = asString(search['mode']);
    const oobCode = asString(search['oobCode']);
    const continueUrl = asString(search['continueUrl']);
    return {
      ...(mode ? { mode } : {}),
      ...(oobCode ? { oobCode } : {}),
      ...(continueUrl ? { continueUrl } : {}),
    };
  },
  component: ActionConfirmationPage,
});

/** The path of a continue URL on this site, else undefined. */
function continuePathOf(continueUrl: string | undefined): string | undefined {
  if (!continueUrl) return undefined;
  try {
    const url = new URL(continueUrl);
    if (url.origin !== window.location.origin) return undefined;
    return safeRedirectPath(`${url.pathname}${url.search}${url.hash}`);
  } catch {
    return undefined;
  }
}

/**
 * /action-confirmation: where the links in account e-mails land (Firebase's `mode` and `oobCode`):
 * password reset, e-mail verification and e-mail recovery, each ending in a clear outcome.
 */
function ActionConfirmationPage() {
  // useSearch({ from }) rather than Route.useSearch(): a split component that imports its own Route
  // object makes the bundler split the entry into many small chunks (+5 KB gzipped on /heat-load).
  const { mode, oobCode, continueUrl } = useSearch({ from: '/action-confirmation' });
  useHandOverEarlyInput();
  const continuePath = continuePathOf(continueUrl);

  if (!mode || !oobCode) return <IncompleteLink />;
  switch (mode) {
    case 'resetPassword':
      return <ResetPasswordAction key={oobCode} oobCode={oobCode} />;
    case 'verifyEmail':
    case 'verifyAndChangeEmail':
      return (
        <VerifyEmailAction
          key={oobCode}
          oobCode={oobCode}
          changed={mode === 'verifyAndChangeEmail'}
          continuePath={continuePath}
        />
      );
    case 'recoverEmail':
      return <RecoverEmailAction key={oobCode} oobCode={oobCode} />;
    default:
      return <UnknownAction mode={mode} />;
  }
}

type Outcome<T> =
  { status: 'pending' } | { status: 'done'; value: T } | { status: 'failed'; error: unknown };

/** The outcome of `operation` on `oobCode`, run once per code (see run-once.ts). */
function useActionOutcome<T>(
  kind: string,
  oobCode: string,
  operation: (oobCode: string) => Promise<T>,
): Outcome<T> {
  const [outcome, setOutcome] = useState<Outcome<T>>({ status: 'pending' });
  useEffect(() => {
    let cancelled = false;
    runOnce(`${kind}:${oobCode}`, () => operation(oobCode)).then(
      (value) => !cancelled && setOutcome({ status: 'done', value }),
      (error: unknown) => !cancelled && setOutcome({ status: 'failed', error }),
    );
    return () => {
      cancelled = true;
    };
    // One run per link: the operation for a kind never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, oobCode]);
  return outcome;
}

function ButtonLink({
  to,
  children,
  variant,
}: {
  to: '/login' | '/reset-password' | '/verify-email' | '/dashboard';
  children: ReactNode;
  variant?: 'default';
}) {
  return (
    <Button variant={variant} renderRoot={(props) => <Link to={to} {...props} />}>
      {children}
    </Button>
  );
}

function OutcomeScreen({
  title,
  color,
  children,
  actions,
}: {
  title: string;
  color: 'green' | 'red' | 'yellow' | 'blue';
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <AuthScreen title={title}>
      <Alert
        color={color}
        role={color === 'red' || color === 'yellow' ? 'alert' : 'status'}
        styles={color === 'green' ? successAlertStyles : undefined}
      >
        <Stack gap="sm">
          <Text size="sm" component="div">
            {children}
          </Text>
          {actions ? <Group gap="sm">{actions}</Group> : null}
        </Stack>
      </Alert>
    </AuthScreen>
  );
}

/** A link whose code expired, was used, or could not be checked: what happened and what to do. */
function LinkProblem({
  error,
  what,
  actions,
  hint,
}: {
  error: unknown;
  what: string;
  actions: ReactNode;
  hint?: ReactNode;
}) {
  if (isActionCodeError(error)) {
    const expired = authErrorCode(error) === 'auth/expired-action-code';
    return (
      <OutcomeScreen
        title={expired ? 'This link has expired' : 'This link has already been used'}
        color="yellow"
        actions={actions}
      >
        {expired
          ? `This ${what} link has expired. Links in account e-mails work for a limited time; request a new one.`
          : `This ${what} link is no longer valid: it has been used already, or a newer one has replaced it. Request a new one if you still need it.`}
        {hint ? (
          <Text size="sm" mt="xs">
            {hint}
          </Text>
        ) : null}
      </OutcomeScreen>
    );
  }
  return (
    <OutcomeScreen
      title="The link could not be checked"
      color="red"
      actions={
        <>
          <Button onClick={() => window.location.reload()}>Try again</Button>
          {actions}
        </>
      }
    >
      {describeAuthError(error, 'action-code')}
    </OutcomeScreen>
  );
}

function IncompleteLink() {
  return (
    <OutcomeScreen
      title="This link is incomplete"
      color="yellow"
      actions={
        <>
          <ButtonLink to="/login">Go to sign in</ButtonLink>
          <ButtonLink to="/reset-password" variant="default">
            Reset your password
          </ButtonLink>
        </>
      }
    >
      Part of the link is missing. Open it again from the e-mail, or copy the whole link into the
      address bar.
    </OutcomeScreen>
  );
}

function UnknownAction({ mode }: { mode: string }) {
  return (
    <OutcomeScreen
      title="This link is not one we can handle"
      color="yellow"
      actions={<ButtonLink to="/login">Go to sign in</ButtonLink>}
    >
      The link asks for “{mode}”, which this app does not do. Use the link in the latest e-mail we
      sent you, or sign in and start again.
    </OutcomeScreen>
  );
}

/** verifyEmail: apply the code, refresh the signed-in user, and offer the way on. */
async function verifyEmail(oobCode: string): Promise<void> {
  await applyActionCode(oobCode);
  // The signed-in user (if any) only sees emailVerified after a reload.
  await reloadUser().catch((error: unknown) => console.warn('Could not reload the user.', error));
}

function VerifyEmailAction({
  oobCode,
  changed,
  continuePath,
}: {
  oobCode: string;
  changed: boolean;
  continuePath: string | undefined;
}) {
  const outcome = useActionOutcome('verifyEmail', oobCode, verifyEmail);
  const { state } = useAuthUser();
  const router = useRouter();
  const destination = continuePath ?? '/dashboard';

  if (outcome.status === 'pending') {
    return (
      <AuthScreen title="Verifying your e-mail address">
        <AuthLoading label="Verifying your e-mail address" />
      </AuthScreen>
    );
  }
  if (outcome.status === 'failed') {
    return (
      <LinkProblem
        error={outcome.error}
        what="verification"
        hint="If you have verified your address already, just sign in."
        actions={
          <>
            <ButtonLink to="/verify-email">Send a new verification e-mail</ButtonLink>
            <ButtonLink to="/login" variant="default">
              Go to sign in
            </ButtonLink>
          </>
        }
      />
    );
  }
  const signedIn = state.status === 'ready' && state.user !== null;
  return (
    <OutcomeScreen
      title={changed ? 'Your new e-mail address is confirmed' : 'Your e-mail address is verified'}
      color="green"
      actions={
        signedIn ? (
          <Button onClick={() => router.history.push(destination)}>Continue</Button>
        ) : (
          <Button
            renderRoot={(props) => (
              <Link to="/login" search={{ redirect: destination }} {...props} />
            )}
          >
            Sign in
          </Button>
        )
      }
    >
      {changed
        ? 'Your account now uses the new address. Use it the next time you sign in.'
        : signedIn
          ? 'Thank you: your account is ready to use.'
          : 'Thank you: your account is ready. Sign in to start using it.'}
    </OutcomeScreen>
  );
}

function RecoverEmailAction({ oobCode }: { oobCode: string }) {
  const outcome = useActionOutcome('recoverEmail', oobCode, recoverEmail);
  const [reset, setReset] = useState<Outcome<void> | null>(null);

  if (outcome.status === 'pending') {
    return (
      <AuthScreen title="Restoring your e-mail address">
        <AuthLoading label="Restoring your e-mail address" />
      </AuthScreen>
    );
  }
  if (outcome.status === 'failed') {
    return (
      <LinkProblem
        error={outcome.error}
        what="e-mail recovery"
        actions={
          <>
            <ButtonLink to="/login">Go to sign in</ButtonLink>
            <ButtonLink to="/reset-password" variant="default">
              Reset your password
            </ButtonLink>
          </>
        }
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

function ResetPasswordAction({ oobCode }: { oobCode: string }) {
  const outcome = useActionOutcome('resetPassword', oobCode, verifyResetCode);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string | null; confirmation?: string | null }>(
    {},
  );
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  const requestNew = <ButtonLink to="/reset-password">Request a new reset link</ButtonLink>;
  if (outcome.status === 'pending') {
    return (
      <AuthScreen title="Choose a new password">
        <AuthLoading label="Checking your reset link" />
      </AuthScreen>
    );
  }
  if (outcome.status === 'failed') {
    return <LinkProblem error={outcome.error} what="password-reset" actions={requestNew} />;
  }
  if (failure !== null && isActionCodeError(failure)) {
    return <LinkProblem error={failure} what="password-reset" actions={requestNew} />;
  }
  const email = outcome.value;
  if (saved) {
    return (
      <OutcomeScreen
        title="Your password has been changed"
        color="green"
        actions={<ButtonLink to="/login">Sign in with your new password</ButtonLink>}
      >
        You can now sign in as {email} with your new password.
      </OutcomeScreen>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = {
      password: passwordError(password, email),
      confirmation: confirmationError(password, confirmation),
    };
    setErrors(next);
    setFailure(null);
    if (next.password || next.confirmation) return;
    setSaving(true);
    try {
      await confirmReset(oobCode, password);
      setSaved(true);
    } catch (error) {
      const code = authErrorCode(error);
      if (code === 'auth/weak-password' || code === 'auth/password-does-not-meet-requirements') {
        setErrors({ password: describeAuthError(error) });
      } else {
        setFailure(error);
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <AuthScreen title="Choose a new password">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <form
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-label="Choose a new password"
        >
          <Stack gap="md">
            <Text size="sm">
              For the account <strong style={{ overflowWrap: 'anywhere' }}>{email}</strong>.
            </Text>
            {failure !== null ? (
              <Alert color="red" role="alert" title="The password was not changed">
                {describeAuthError(failure)}
              </Alert>
            ) : null}
            {/* For password managers: the account the new password belongs to. */}
            <input
              type="email"
              name="email"
              autoComplete="username"
              value={email}
              readOnly
              hidden
            />
            <NewPasswordInput
              label="New password"
              value={password}
              onChange={setPassword}
              email={email}
              error={errors.password}
            />
            <PasswordInput
              label="Confirm new password"
              autoComplete="new-password"
              value={confirmation}
              onChange={(event) => setConfirmation(event.currentTarget.value)}
              error={errors.confirmation}
            />
            <Button type="submit" loading={saving}>
              Save new password
            </Button>
          </Stack>
        </form>
      </Paper>
    </AuthScreen>
  );
}
