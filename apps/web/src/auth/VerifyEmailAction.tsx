import { Button } from '@mantine/core';
import { Link, useRouter } from '@tanstack/react-router';
import { useActionOutcome } from './action-outcome';
import { ButtonLink, LinkProblem, OutcomeScreen, PendingScreen } from './ActionScreens';
import { applyActionCode, reloadUser } from './auth-operations';
import { useAuthUser } from './use-auth-user';

export async function verifyEmail(oobCode: string): Promise<void> {
  await applyActionCode(oobCode);
  // The signed-in user (if any) only sees emailVerified after a reload.
  await reloadUser().catch((error: unknown) => console.warn('Could not reload the user.', error));
}

/** verifyEmail and verifyAndChangeEmail links: the address is confirmed, then the way on. */
export function VerifyEmailAction({
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
    return <PendingScreen title="Verifying your e-mail address" />;
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
