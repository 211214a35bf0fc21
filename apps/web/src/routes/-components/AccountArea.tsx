import { Button, Group, Loader, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useAuth } from '../../auth/auth-state';
import classes from './shell.module.css';

/**
 * Sign-in link, or the user's e-mail and a sign-out button.
 *
 * Waiting for Firebase shows a spinner here only, not over the page: public pages such as /heat-load
 * must render for visitors at once, and protected routes will wait for `auth.ready` in their own
 * guard before deciding to redirect.
 */
export function AccountArea() {
  const { user, ready, signOut } = useAuth();
  return (
    <div className={classes.accountArea}>
      {!ready ? (
        <Loader size="sm" role="status" aria-label="Loading" />
      ) : user ? (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" visibleFrom="sm" truncate maw={220} title={user.email ?? undefined}>
            {user.email ?? 'Signed in'}
          </Text>
          <Button
            variant="default"
            size="sm"
            onClick={() => {
              signOut().then(
                () => notifications.show({ message: 'Signed out.' }),
                (error: unknown) => {
                  console.error('Sign-out failed.', error);
                  notifications.show({ color: 'red', message: 'Sign-out failed. Try again.' });
                },
              );
            }}
          >
            Sign out
          </Button>
        </Group>
      ) : (
        // /login is a route of this app added by the sign-in work; until then a plain link.
        <Button component="a" href="/login" variant="filled" size="sm" px={{ base: 10, sm: 'md' }}>
          Sign in
        </Button>
      )}
    </div>
  );
}
