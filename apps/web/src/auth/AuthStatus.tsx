import { Alert, Center, Loader } from '@mantine/core';
import { describeAuthError } from './describe-auth-error';

/** Shown while Firebase restores any saved session. */
export function AuthLoading({ label = 'Checking your sign-in' }: { label?: string }) {
  return (
    <Center py="xl">
      <Loader role="status" aria-label={label} />
    </Center>
  );
}

/** Shown when Firebase Auth could not start (offline at first load, emulator down). */
export function AuthUnavailable({ error }: { error: unknown }) {
  return (
    <Alert color="red" title="The account service is unavailable" role="alert">
      {describeAuthError(error)} Reload the page to try again.
    </Alert>
  );
}
