import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { signOut } from './auth-operations';
import { describeAuthError } from './describe-auth-error';

/**
 * A "Sign out" button's action on the account screens: signs out, says so (or why not) in a
 * notification, then calls `afterSignOut`. `signingOut` is true while Firebase is asked.
 */
export function useSignOut(afterSignOut?: () => void) {
  const [signingOut, setSigningOut] = useState(false);
  const signOutNow = () => {
    setSigningOut(true);
    signOut().then(
      () => {
        setSigningOut(false);
        notifications.show({ message: 'Signed out.' });
        afterSignOut?.();
      },
      (error: unknown) => {
        setSigningOut(false);
        notifications.show({ color: 'red', message: describeAuthError(error) });
      },
    );
  };
  return { signingOut, signOut: signOutNow };
}
