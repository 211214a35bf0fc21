import { Button, Loader } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Suspense, lazy } from 'react';
import { useAuth } from '../../auth/auth-state';
import classes from './shell.module.css';
import { loadWithRetry, retryableImport } from '../../lazy/load-with-retry';

// Only a signed-in user has it: a visitor's pages never load Mantine's Menu for it.
// A failed load is tried again (loadWithRetry): React keeps a lazy component's first failure.
const importMenu = retryableImport(() => import('./AccountMenu'));
const AccountMenu = lazy(() =>
  loadWithRetry(importMenu).then((module) => ({ default: module.AccountMenu })),
);

/**
 * The header's account area: a 'Sign in' link for visitors; for a signed-in user, a menu (their
 * e-mail) with Dashboard, Projects, Settings and Sign out.
 *
 * Waiting for Firebase shows a spinner here only, not over the page: public pages such as /heat-load
 * must render for visitors at once, and protected routes wait for the auth state in their own guard.
 */
export function AccountArea() {
  const { user, ready, signOut } = useAuth();
  return (
    <div className={classes.accountArea}>
      {!ready ? (
        <Loader size="sm" role="status" aria-label="Loading" />
      ) : user ? (
        <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading" />}>
          <AccountMenu email={user.email ?? ''} signOut={signOut} />
        </Suspense>
      ) : (
        <Button
          renderRoot={(props) => <Link to="/login" {...props} />}
          variant="filled"
          size="sm"
          px={{ base: 10, sm: 'md' }}
        >
          Sign in
        </Button>
      )}
    </div>
  );
}
