import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { authErrorCode, isActionCodeError } from './auth-errors';
import { AuthScreen, successAlertStyles } from './AuthScreen';
import { AuthLoading } from './AuthStatus';
import { describeAuthError } from './describe-auth-error';

/*
 * The screens of /action-confirmation, where the links in account e-mails land: a link's action
 * being checked, its outcome, a link that expired or was used, and links it cannot handle.
 */

/** An action link being checked: the screen's title and the loader's words (default the title). */
export function PendingScreen({ title, label = title }: { title: string; label?: string }) {
  return (
    <AuthScreen title={title}>
      <AuthLoading label={label} />
    </AuthScreen>
  );
}

export function ButtonLink({
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

export function OutcomeScreen({
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

export function LinkProblem({
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

/** "Go to sign in" and "Reset your password": where to go from a link that led nowhere. */
export function SignInOrResetActions() {
  return (
    <>
      <ButtonLink to="/login">Go to sign in</ButtonLink>
      <ButtonLink to="/reset-password" variant="default">
        Reset your password
      </ButtonLink>
    </>
  );
}

export function IncompleteLink() {
  return (
    <OutcomeScreen
      title="This link is incomplete"
      color="yellow"
      actions={<SignInOrResetActions />}
    >
      Part of the link is missing. Open it again from the e-mail, or copy the whole link into the
      address bar.
    </OutcomeScreen>
  );
}

export function UnknownAction({ mode }: { mode: string }) {
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
