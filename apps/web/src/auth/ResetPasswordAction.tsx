import { Button, Paper, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useActionOutcome } from './action-outcome';
import { ButtonLink, LinkProblem, OutcomeScreen, PendingScreen } from './ActionScreens';
import { authErrorCode, isActionCodeError } from './auth-errors';
import { confirmReset, verifyResetCode } from './auth-operations';
import { AuthForm } from './AuthForm';
import { AuthScreen } from './AuthScreen';
import { describeAuthError } from './describe-auth-error';
import { NewPasswordFields } from './NewPasswordFields';
import { useNewPassword } from './use-new-password';

/** resetPassword links: choose a new password for the link's account. */
export function ResetPasswordAction({ oobCode }: { oobCode: string }) {
  const outcome = useActionOutcome('resetPassword', oobCode, verifyResetCode);
  const newPassword = useNewPassword();
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  const requestNew = <ButtonLink to="/reset-password">Request a new reset link</ButtonLink>;
  if (outcome.status === 'pending') {
    return <PendingScreen title="Choose a new password" label="Checking your reset link" />;
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
    const valid = newPassword.check(email);
    setFailure(null);
    if (!valid) return;
    setSaving(true);
    try {
      await confirmReset(oobCode, newPassword.password);
      setSaved(true);
    } catch (error) {
      const code = authErrorCode(error);
      if (code === 'auth/weak-password' || code === 'auth/password-does-not-meet-requirements') {
        newPassword.setPasswordError(describeAuthError(error));
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
        <AuthForm
          label="Choose a new password"
          onSubmit={submit}
          intro={
            <Text size="sm">
              For the account <strong style={{ overflowWrap: 'anywhere' }}>{email}</strong>.
            </Text>
          }
          failure={failure !== null ? describeAuthError(failure) : null}
          failureTitle="The password was not changed"
        >
          {/* For password managers: the account the new password belongs to. */}
          <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
          <NewPasswordFields label="New password" {...newPassword.fields} email={email} />
          <Button type="submit" loading={saving}>
            Save new password
          </Button>
        </AuthForm>
      </Paper>
    </AuthScreen>
  );
}
